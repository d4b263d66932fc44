import Markdown

// What the verify stage reads off the parse stage's `CodeBlock`.
extension CodeBlock {
    /// The hash of the block's text (info string and code): cache keys are built on it.
    var textHash: String { SHA256.hex("\(info)\n\(code)") }

    /// The opening fence's column, 1-based.
    var column: Int { max(location.column, 1) }

    /// The article file, e.g. `content/000-intro.md`.
    var file: String { location.file }

    /// The opening fence's line.
    var line: Int { location.line }

    /// The first non-blank line readers see, for reports.
    var firstVisibleLine: String {
        let line = lines.visible.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }) ?? ""
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
