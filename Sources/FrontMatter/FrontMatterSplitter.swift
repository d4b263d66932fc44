import Diagnostics

/// The parts of an article file: the YAML between the `---` lines, and the Markdown body.
public struct SplitArticle: Hashable, Sendable {
    /// The YAML text, or nil when the file has no front matter.
    public var yaml: String?
    /// The file line on which the YAML text starts (the line after the opening `---`).
    public var yamlFirstLine: Int
    /// The Markdown after the closing `---` (the whole file when there is no front matter).
    public var body: String
    /// How many file lines come before `body`: add it to a body line to get a file line.
    public var bodyLineOffset: Int
}

/// Separates Jekyll-style front matter from the Markdown body.
public enum FrontMatterSplitter {
    /// Splits `text`. Front matter starts with a line `---` on the file's first line and ends
    /// with the next line that is `---` or `...`.
    public static func split(_ text: String, file: String) throws(DiagnosticError) -> SplitArticle {
        var text = Substring(text)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        // Walk lines over UTF-8 (a "\r\n" is one Character, so Character-based splitting
        // would miss Windows line ends) and stop at the closing line: the body is never copied
        // line by line.
        let bytes = text.utf8
        var lineStart = bytes.startIndex
        var lineNumber = 0
        var yamlStart: String.Index?
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            lineNumber += 1
            let line = text[lineStart..<lineEnd].trimmingTrailingWhitespace
            let next = lineEnd < bytes.endIndex ? bytes.index(after: lineEnd) : bytes.endIndex
            if lineNumber == 1 {
                guard line == "---" else { break }
                yamlStart = next
            } else if line == "---" || line == "..." {
                return SplitArticle(yaml: String(text[yamlStart!..<lineStart]).droppingFinalNewline, yamlFirstLine: 2,
                                    body: String(text[next...]), bodyLineOffset: lineNumber)
            }
            lineStart = next
        }
        guard yamlStart != nil else {
            return SplitArticle(yaml: nil, yamlFirstLine: 1, body: String(text), bodyLineOffset: 0)
        }
        throw DiagnosticError(
            "front matter is not closed (add a line '---' after the last key)",
            at: SourceLocation(file: file, line: 1, column: 1))
    }
}

extension String {
    var droppingFinalNewline: String {
        var result = self
        if result.utf8.last == UInt8(ascii: "\n") { result.removeLast() }
        if result.utf8.last == UInt8(ascii: "\r") { result.removeLast() }
        return result
    }
}

extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return result
    }
}
