/// The output a block says it prints, in comments after the code, one per printed line:
///
/// ```swift
/// print(items.count) // Prints "3"
/// // Imprime "hola"
/// ```
///
/// `// Prints "…"` and the Spanish `// Imprime "…"` are both understood; the text between the
/// first and the last quote is one line of output (without quotes, the rest of the comment).
struct ExpectedOutput: Hashable, Sendable {
    struct Line: Hashable, Sendable {
        /// 1-based line of the block's code.
        var codeLine: Int
        var column: Int
        var text: String
    }

    var lines: [Line]

    var isEmpty: Bool { lines.isEmpty }

    static let keywords = ["Prints", "Imprime"]

    init(code: String) {
        var lines: [Line] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // The comment may follow code, but `//` inside a string literal is not a comment:
            // take the last `//` that starts an expected-output comment.
            var searchStart = line.startIndex
            while let range = line[searchStart...].range(of: "//") {
                let comment = line[range.upperBound...].drop(while: { $0 == " " })
                if let keyword = Self.keywords.first(where: { comment.hasPrefix($0 + " ") || comment == $0 }) {
                    let rest = comment.dropFirst(keyword.count).trimmingSpaces()
                    let text: Substring
                    if rest.first == "\"", let last = rest.lastIndex(of: "\""), last > rest.startIndex {
                        text = rest[rest.index(after: rest.startIndex)..<last]
                    } else {
                        text = rest
                    }
                    let column = line.distance(from: line.startIndex, to: range.lowerBound) + 1
                    lines.append(Line(codeLine: index + 1, column: column, text: String(text)))
                    break
                }
                searchStart = range.upperBound
            }
        }
        self.lines = lines
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
