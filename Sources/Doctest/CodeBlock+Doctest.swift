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

extension CodeBlock {
    /// Whether a compiler diagnostic falls on the block's own code lines.
    func owns(_ diagnostic: CompilerDiagnostic) -> Bool {
        diagnostic.file == file && diagnostic.line >= firstCodeLine && diagnostic.line < max(endLine, firstCodeLine + 1)
    }

    /// A compiler diagnostic at the article's line and column: the fence's indentation and a
    /// hidden line's marker come before the code the compiler saw.
    func reportDiagnostic(_ diagnostic: CompilerDiagnostic) -> ReportDiagnostic {
        ReportDiagnostic(line: diagnostic.line,
                         column: diagnostic.column + Classifier.columnShift(line: diagnostic.line - firstCodeLine + 1, block: self),
                         severity: diagnostic.severity, message: diagnostic.message)
    }
}

extension Substring {
    func trimmingTrailingWhitespace() -> Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
