import Content
import Foundation

/// What one build keeps for the next (`sitegen serve`): parsed articles and highlighted
/// code, reused where the source did not change, and the build record (`BuildRecord`),
/// kept in memory instead of beside the output folder until `saveRecord(for:)`.
public final class BuildCache: Sendable {
    let articles = ArticleCache()
    let highlighting = HighlightCache()
    private let record = RecordBox()

    public init() {}

    /// The record of the last build, when it describes `output` as it is now.
    func lastRecord(for output: URL) -> BuildRecord? {
        record.value.flatMap { $0.describes(output) ? $0 : nil }
    }

    func keep(_ record: BuildRecord?) { self.record.value = record }

    /// Writes the last build's record beside the output folder, for the next `sitegen build`.
    public func saveRecord(for output: URL) {
        lastRecord(for: output)?.save(for: output)
    }
}

/// A value behind a lock.
private final class RecordBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: BuildRecord?

    var value: BuildRecord? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
