import Content
import Foundation

/// What one build keeps for the next (`sitegen serve`): parsed articles and highlighted
/// code, reused where the source did not change.
public final class BuildCache: Sendable {
    let articles = ArticleCache()
    let highlighting = HighlightCache()

    public init() {}
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
