import SwiftParser
import SwiftSyntax

/// The output a block says it prints, in comments after the code, one per printed line:
///
/// ```swift
/// print(items.count) // Prints "3"
/// // Imprime "hola"
/// ```
///
/// `// Prints "…"` and the Spanish `// Imprime "…"` are both understood; the text between the
/// first and the last quote is one line of output (without quotes, the rest of the comment).
/// Only real line comments count, as swift-syntax reads the code: `// Prints` inside a string
/// literal, a block comment or a doc comment is not an expectation.
struct ExpectedOutput: Hashable, Sendable {
    struct Line: Hashable, Sendable {
        /// 1-based line of the block's code.
        var codeLine: Int
        /// 1-based column of the comment's `//`, in characters.
        var column: Int
        var text: String
    }

    var lines: [Line]

    var isEmpty: Bool { lines.isEmpty }

    static let keywords = ["Prints", "Imprime"]

    init(code: String) {
        let tree = Parser.parse(source: code)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let codeLines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [Line] = []
        func read(_ trivia: Trivia, from start: AbsolutePosition) {
            var position = start
            for piece in trivia {
                if case .lineComment(let comment) = piece, let text = Self.expectation(in: comment) {
                    let location = converter.location(for: position)
                    // The converter counts UTF-8 bytes; a column counts characters.
                    let lineText = location.line <= codeLines.count ? codeLines[location.line - 1] : ""
                    let column = String(decoding: lineText.utf8.prefix(location.column - 1), as: UTF8.self).count + 1
                    lines.append(Line(codeLine: location.line, column: column, text: text))
                }
                position += piece.sourceLength
            }
        }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            read(token.leadingTrivia, from: token.position)
            read(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
        self.lines = lines
    }

    /// The expected line a `// Prints "…"` comment gives, or nil for any other comment.
    private static func expectation(in comment: String) -> String? {
        let body = comment.dropFirst(2).drop(while: { $0 == " " })
        guard let keyword = keywords.first(where: { body.hasPrefix($0 + " ") || body == $0 }) else { return nil }
        let rest = body.dropFirst(keyword.count).trimmingSpaces()
        if rest.first == "\"", let last = rest.lastIndex(of: "\""), last > rest.startIndex {
            return String(rest[rest.index(after: rest.startIndex)..<last])
        }
        return String(rest)
    }

    /// The first difference between what the block says it prints and what it printed, or nil.
    /// The message says what differs first; `detail` shows both outputs whole.
    func mismatch(with printed: String) -> (line: Line?, message: String, detail: String)? {
        var actual = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if actual.last == "" { actual.removeLast() }
        let expected = lines.map(\.text)
        guard expected != actual else { return nil }
        let both = "expected output: \(Self.quoteLines(expected)); printed: \(Self.quoteLines(actual))"
        for index in 0..<max(expected.count, actual.count) {
            let wanted = index < expected.count ? expected[index] : nil
            let got = index < actual.count ? actual[index] : nil
            guard wanted != got else { continue }
            switch (wanted, got) {
            case let (wanted?, got?):
                return (lines[index], "expected output \"\(wanted)\" but the program printed \"\(got)\"", both)
            case let (wanted?, nil):
                return (lines[index], "expected output \"\(wanted)\" but the program printed nothing more", both)
            case let (nil, got?):
                return (lines.last, "the program printed \"\(got)\" after the expected output (add '// Prints \"\(got)\"')", both)
            case (nil, nil):
                continue
            }
        }
        return nil
    }

    private static func quoteLines(_ lines: [String]) -> String {
        lines.isEmpty ? "(nothing)" : lines.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        drop(while: { $0 == " " || $0 == "\t" }).trimmingTrailingWhitespace()
    }
}
