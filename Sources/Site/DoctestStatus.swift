import Doctest
import Markdown
import Rendering

/// The verify stage's verdicts, as the page draws them: the badge, what a block that ran
/// printed, and the code without its hidden lines.
struct DoctestStatus: Sendable {
    let report: DoctestReport?

    /// The status of `block`, or nil for blocks that are not Swift.
    ///
    /// A block whose text changed since the report was made gets no badge (never a stale
    /// one), but its hidden lines are still left out.
    func status(of block: CodeBlock) -> CodeBlockStatus? {
        guard block.language == "swift" else { return nil }
        let visible = visibleCode(block.code)
        guard let result = report?.result(for: block) else {
            return CodeBlockStatus(badge: nil, visibleCode: visible)
        }
        return CodeBlockStatus(badge: Self.badge(for: result),
                               output: result.kind == .run && !result.output.isEmpty ? result.output : nil,
                               visibleCode: visible)
    }

    static func badge(for result: BlockResult) -> CodeBlockStatus.Badge {
        switch (result.status, result.kind) {
        case (.failed, _): return .failed
        case (.skipped, _), (_, .ignore): return .ignored
        case (.passed, .run): return .ran
        case (.passed, .compile): return .compiled
        case (.passed, .fragment): return .syntaxChecked
        case (.passed, .apple): return .appleOnly
        }
    }
}
