import Diagnostics
import Markdown

/// A Swift code block of an article, found by `DoctestBlock.find(in:)`.
public struct DoctestBlock: Hashable, Sendable {
    /// The article file, e.g. `content/000-intro.md`.
    public var file: String
    /// The opening fence's line (1-based, in the whole file).
    public var line: Int
    /// The closing fence's line.
    public var endLine: Int
    /// The opening fence's column, 1-based.
    public var column: Int
    /// The article line of the first line of code.
    public var firstCodeLine: Int
    /// The info string, e.g. `swift no_run`.
    public var info: String
    /// The code between the fences, hidden lines included with their marker.
    public var code: String

    /// Creates the value.
    public init(file: String, line: Int, endLine: Int, column: Int = 1, firstCodeLine: Int, info: String, code: String) {
        self.file = file
        self.line = line
        self.endLine = endLine
        self.column = column
        self.firstCodeLine = firstCodeLine
        self.info = info
        self.code = code
    }

    init(_ block: CodeBlock) {
        self.init(file: block.location.file, line: block.location.line, endLine: block.endLine,
                  column: max(block.location.column, 1), firstCodeLine: block.firstCodeLine,
                  info: block.info, code: block.code)
    }

    /// The fenced blocks whose info string starts with the word `swift`, in any case.
    /// (cmark-gfm already trimmed the info string, so "```swift " with a trailing space counts.)
    public static func find(in blocks: [CodeBlock]) -> [DoctestBlock] {
        blocks.filter { $0.fenced && $0.language == "swift" }.map(DoctestBlock.init)
    }

    /// The words after `swift` in the info string, lowercased.
    public var attributeWords: [String] {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).dropFirst().map { $0.lowercased() }
    }

    /// The location of the opening fence.
    public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// The hash of the block's text (info string and code) that results are stored under,
    /// so a result is never shown for a block whose text has changed since.
    public var textHash: String { Self.textHash(info: info, code: code) }

    /// The hash `textHash` gives for this info string and code.
    public static func textHash(info: String, code: String) -> String {
        SHA256.hex("\(info)\n\(code)")
    }

    /// The first non-blank line readers see, for reports.
    public var firstLine: String {
        let visible = visibleCode(code)
        let line = visible.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }) ?? ""
        return String(line.trimmingTrailingWhitespace())
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
