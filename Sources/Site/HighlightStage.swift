import Content
import Foundation
import Highlighting
import Markdown
import Rendering

/// Highlighting, the render stage's first step: each code block's visible lines as HTML,
/// from swift-syntax's classifications (Swift) or escaped as they are (other languages).
enum HighlightStage {
    /// The highlighted lines of every code block of `articles`, by block, on all cores: every
    /// line the compiler sees, hidden ones included (the page shows those on request only).
    ///
    /// - Parameter cache: lines an earlier build made (`sitegen serve`), reused for unchanged code.
    static func highlight(_ articles: [Article], cache: HighlightCache?) -> [CodeBlock.ID: [String]] {
        let perArticle: [[(CodeBlock.ID, [String])]] = articles.parallelMap { article in
            article.document.codeBlocks.compactMap { block in
                let code = block.lines.compiled
                let lines = cache.map { $0.lines(for: code, language: block.language) { Highlighter.htmlLines(code, language: block.language) } }
                    ?? Highlighter.htmlLines(code, language: block.language)
                return lines.map { (block.id, $0) }
            }
        }
        cache?.trim()
        return Dictionary(perArticle.joined().map { $0 }, uniquingKeysWith: { first, _ in first })
    }
}

extension HighlightStage {
    /// `verdicts` with each whole file's lines highlighted (`CodeBlockVerdict.WholeFile.highlighted`),
    /// on all cores; `cache` keeps them between builds as it keeps the blocks'.
    static func highlightWholeFiles(_ verdicts: [CodeBlock.ID: CodeBlockVerdict], cache: HighlightCache?) -> [CodeBlock.ID: CodeBlockVerdict] {
        let files = verdicts.compactMap { id, verdict in verdict.wholeFile.map { (id: id, text: $0.text) } }
        let highlighted = files.parallelMap { id, text in
            (id, cache.map { $0.lines(for: text, language: "swift") { Highlighter.htmlLines(text, language: "swift") } }
                ?? Highlighter.htmlLines(text, language: "swift"))
        }
        var all = verdicts
        for (id, lines) in highlighted { all[id]?.wholeFile?.highlighted = lines }
        return all
    }
}

/// Highlighted lines kept between builds (`sitegen serve`), keyed by language and code:
/// parsing Swift is the costliest part of rendering a page.
final class HighlightCache: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [String: [String]?] = [:]
    private var used: Set<String> = []

    func lines(for code: String, language: String, make: () -> [String]?) -> [String]? {
        let key = language + "\n" + code
        if let hit = lock.withLock({ () -> [String]?? in
            used.insert(key)
            return entries[key]
        }) {
            return hit
        }
        let lines = make()
        lock.withLock { entries[key] = lines }
        return lines
    }

    /// Drops the blocks the last build did not draw, so an edited block does not linger.
    func trim() {
        lock.withLock {
            entries = entries.filter { used.contains($0.key) }
            used = []
        }
    }
}
