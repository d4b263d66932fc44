import Foundation

/// A verdict as the cache keeps it: lines are relative to the block's opening fence, so a
/// block that moves in its article (lines added above it) keeps its cached result.
struct CachedVerdict: Codable, Hashable, Sendable {
    struct RelativeDiagnostic: Codable, Hashable, Sendable {
        var lineOffset: Int
        var column: Int
        var severity: ReportDiagnostic.Severity
        var message: String
    }

    var status: BlockStatus
    var diagnostics: [RelativeDiagnostic]
    var output: String

    init(status: BlockStatus, diagnostics: [ReportDiagnostic], output: String, fenceLine: Int) {
        self.status = status
        self.diagnostics = diagnostics.map {
            RelativeDiagnostic(lineOffset: $0.line - fenceLine, column: $0.column, severity: $0.severity, message: $0.message)
        }
        self.output = output
    }

    func diagnostics(fenceLine: Int) -> [ReportDiagnostic] {
        diagnostics.map {
            ReportDiagnostic(line: fenceLine + $0.lineOffset, column: $0.column, severity: $0.severity, message: $0.message)
        }
    }
}

/// The doctest cache: small JSON files under the cache folder, one per key, in three shelves:
///
/// - `results/`: verdicts of compiled and run blocks. A key hashes everything that can change
///   a verdict: the generated source (block text, implicit imports, renames, harness version),
///   the compiler, the build of the core modules the block links, and the run limits.
/// - `analysis/`: a block's classification, keyed by its text, its article's settings and the
///   names the core modules declare (SwiftParser is the slow part of a run with nothing to compile).
/// - `names/`: the names the core modules declare, keyed by their sources' sizes and dates.
/// - `toolchain/`: SwiftPM's build description, read, keyed by its size and date.
///
/// It lives in the build folder (`.build/sitegen-doctest-cache/`), never in the repository.
struct DiskCache: Sendable {
    enum Shelf: String, Sendable { case results, analysis, names, toolchain }

    var folder: URL
    var isEnabled: Bool

    init(folder: URL, isEnabled: Bool = true) {
        self.folder = folder
        self.isEnabled = isEnabled
    }

    func load<Value: Decodable>(_ type: Value.Type, from shelf: Shelf, key: String) -> Value? {
        guard isEnabled, let data = try? Data(contentsOf: url(shelf, key)) else { return nil }
        return try? JSONDecoder().decode(Value.self, from: data)
    }

    func store<Value: Encodable>(_ value: Value, on shelf: Shelf, key: String) {
        guard isEnabled, let data = try? JSONEncoder().encode(value) else { return }
        let url = url(shelf, key)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written whole under a temporary name, then renamed: a concurrent reader never sees half a file.
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(key).\(UUID().uuidString)")
        guard (try? data.write(to: temporary)) != nil else { return }
        if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }

    private func url(_ shelf: Shelf, _ key: String) -> URL {
        folder.appendingPathComponent(shelf.rawValue).appendingPathComponent(String(key.prefix(2)))
            .appendingPathComponent("\(key).json")
    }
}
