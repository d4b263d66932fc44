import Diagnostics
import Foundation

/// Parsed articles kept between builds by `sitegen serve`: an article file whose text
/// has not changed is not parsed again.
///
/// Keyed by the file as shown in messages and checked against the file's whole text
/// (reading a file costs little next to parsing it). Safe to use from the loader's
/// parallel workers.
public final class ArticleCache: @unchecked Sendable {
    struct Entry {
        var text: String
        var article: Article?
        var warnings: [Diagnostic]
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var reusedCount = 0

    public init() {}

    /// How many articles the last load took from the cache instead of parsing them.
    public var reused: Int { lock.withLock { reusedCount } }

    func lookup(_ sourcePath: String, text: String) -> Entry? {
        lock.withLock {
            guard let entry = entries[sourcePath], entry.text == text else { return nil }
            if entry.article != nil { reusedCount += 1 }
            return entry
        }
    }

    func store(_ sourcePath: String, _ entry: Entry) {
        lock.withLock { entries[sourcePath] = entry }
    }

    /// Starts a load: resets the count and forgets files that are gone.
    func beginLoad(keeping sourcePaths: Set<String>) {
        lock.withLock {
            reusedCount = 0
            entries = entries.filter { sourcePaths.contains($0.key) }
        }
    }
}
