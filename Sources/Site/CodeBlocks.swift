import Content
import Foundation
import Highlighting
import Markdown
import Rendering

/// How the site draws code blocks: highlighted at build time (Swift, through
/// swift-syntax), with the doctest badge and output when the verify stage gave a status.
///
/// Rendering knows nothing of swift-syntax; this builds the closure it calls.
struct CodeBlockDrawer: Sendable {
    /// The verify stage's verdict on a block; nil draws the block without a badge.
    var status: @Sendable (CodeBlock) -> CodeBlockStatus?
    /// Off: every block is drawn as plain escaped text.
    var highlight: Bool = true
    /// Line numbers on every block (`lineNumbers: true` in site.yml); blocks can opt in
    /// or out with `numbered` / `no_numbers` after the language.
    var lineNumbers: Bool
    var cache: HighlightCache?

    func draw(_ block: CodeBlock) -> String {
        let status = status(block)
        let code = status?.visibleCode ?? block.code
        let language = block.language
        let lines: [String]?
        if !highlight {
            lines = nil
        } else if let cache {
            lines = cache.lines(for: code, language: language) { Highlighter.htmlLines(code, language: language) }
        } else {
            lines = Highlighter.htmlLines(code, language: language)
        }
        return CodeBlockHTML(block: block, status: status, highlightedLines: lines, lineNumbers: lineNumbers).html
    }

    /// The site-wide line-number setting from `site.yml`.
    static func lineNumbers(in site: SiteConfig) -> Bool {
        if case .bool(let value)? = site.extra["lineNumbers"] { return value }
        return false
    }
}
