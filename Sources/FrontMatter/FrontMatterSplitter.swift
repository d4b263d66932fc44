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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, first.trimmingTrailingWhitespace == "---" else {
            return SplitArticle(yaml: nil, yamlFirstLine: 1, body: String(text), bodyLineOffset: 0)
        }
        for index in lines.indices.dropFirst() {
            let line = lines[index].trimmingTrailingWhitespace
            if line == "---" || line == "..." {
                let yaml = lines[1..<index].joined(separator: "\n")
                let body = lines[(index + 1)...].joined(separator: "\n")
                return SplitArticle(yaml: yaml, yamlFirstLine: 2, body: body, bodyLineOffset: index + 1)
            }
        }
        throw DiagnosticError(
            "front matter is not closed (add a line '---' after the last key)",
            at: SourceLocation(file: file, line: 1, column: 1))
    }
}

extension Substring {
    var trimmingTrailingWhitespace: Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return result
    }
}
