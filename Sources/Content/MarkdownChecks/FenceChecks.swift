import Diagnostics
import Markdown

/// The fence lines of a fenced code block: trailing whitespace, and a closing fence
/// indented further than its opening fence. Both are legal CommonMark, so warnings.
enum FenceChecks {
    static func check(_ block: CodeBlock, in source: SourceLines) -> [MarkdownChecks.Finding] {
        guard let opening = source.line(block.location.line),
              let openingFence = fence(in: opening, near: block.location.column) else { return [] }
        var findings: [MarkdownChecks.Finding] = []
        if let blank = trailingBlank(opening) {
            let written = Bytes.string(opening[openingFence.start...])
            findings.append(.init(.trailingSpaceFence(fence: written),
                                  at: source.location(line: block.location.line, byte: blank, of: opening)))
        }
        guard isClosed(block), let closing = source.line(block.endLine),
              let closingFence = closingFence(in: closing, matching: openingFence) else { return findings }
        let openingOffset = openingFence.start - opening.startIndex
        let closingOffset = closingFence - closing.startIndex
        if closingOffset > openingOffset {
            let extra = closingOffset - openingOffset
            let column = Bytes.column(of: openingFence.start, in: opening)
            findings.append(.init(.indentedClosingFence(extraSpaces: extra, openingLine: block.location.line, openingColumn: column),
                                  at: source.location(line: block.endLine, byte: closingFence, of: closing)))
        }
        if let blank = trailingBlank(closing) {
            findings.append(.init(.trailingSpaceFence(fence: nil), at: source.location(line: block.endLine, byte: blank, of: closing)))
        }
        return findings
    }

    /// Whether the code of a fence with no language reads as Swift: at least two of its lines
    /// read as Swift (`LineShapes.readsAsSwift`), one of them more than a comment or a brace,
    /// and they are at least half of its lines that are not blank.
    static func readsAsSwift(_ code: String) -> Bool {
        var lines = 0
        var swift = 0
        var declarations = 0
        for line in Array(code.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            let trimmed = Bytes.trimmed(line)
            guard !trimmed.isEmpty else { continue }
            lines += 1
            guard LineShapes.readsAsSwift(trimmed) else { continue }
            swift += 1
            if trimmed.first != UInt8(ascii: "/"), trimmed.first != UInt8(ascii: "}") { declarations += 1 }
        }
        return swift >= 2 && declarations >= 1 && swift * 2 >= lines
    }

    struct Fence {
        var start: Int
        var character: UInt8
        var length: Int
    }

    /// The opening fence of `line`: cmark-gfm gives its column; the search is a fallback.
    static func fence(in line: ArraySlice<UInt8>, near column: Int) -> Fence? {
        var start = line.startIndex + max(column - 1, 0)
        if start >= line.endIndex || (line[start] != Bytes.backtick && line[start] != Bytes.tilde) {
            guard let found = line.firstIndex(where: { $0 == Bytes.backtick || $0 == Bytes.tilde }) else { return nil }
            start = found
        }
        let character = line[start]
        var end = start
        while end < line.endIndex, line[end] == character { end += 1 }
        guard end - start >= 3 else { return nil }
        return Fence(start: start, character: character, length: end - start)
    }

    /// Where the closing fence starts in `line`, when `line` closes `opening` (after a
    /// container's `>` markers and indentation: a run of the same character at least as
    /// long, then only whitespace). Nil for the last code line of a block never closed.
    static func closingFence(in line: ArraySlice<UInt8>, matching opening: Fence) -> Int? {
        var start = line.startIndex
        while start < line.endIndex, Bytes.isBlank(line[start]) || line[start] == UInt8(ascii: ">") { start += 1 }
        var end = start
        while end < line.endIndex, line[end] == opening.character { end += 1 }
        guard end - start >= opening.length else { return nil }
        guard line[end...].allSatisfy(Bytes.isBlank) else { return nil }
        return start
    }

    /// Whether the block has a closing fence: then its lines are the lines between its first
    /// and last line (a block never closed ends on its last code line).
    static func isClosed(_ block: CodeBlock) -> Bool {
        // Counted over the contiguous bytes, a loop the compiler vectorizes, not through the
        // String's byte iterator: every code block of every article is counted.
        var code = block.code
        let lines = code.withUTF8 { bytes in bytes.reduce(0) { $0 &+ ($1 == UInt8(ascii: "\n") ? 1 : 0) } }
        return block.endLine - block.location.line - 1 == lines
    }

    /// Where the whitespace at the end of `line` starts, or nil when there is none.
    static func trailingBlank(_ line: ArraySlice<UInt8>) -> Int? {
        var index = line.endIndex
        while index > line.startIndex, Bytes.isBlank(line[index - 1]) { index -= 1 }
        return index < line.endIndex ? index : nil
    }
}
