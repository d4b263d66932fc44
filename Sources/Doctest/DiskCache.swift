import Files
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
    /// The level the check reached, when it is not the one the block's kind reaches.
    var level: VerificationLevel?
    /// Why the block is unverified, when it is: a value, never a sentence.
    var reason: LevelReason?
    /// `BlockVerdict.missingCases`, when there are any.
    var missingCases: [String: String]?
    /// `BlockVerdict.place`, for a fragment that passed in its place.
    var place: BlockPlace?
    /// `BlockVerdict.wholeFile`, the file that place left.
    var wholeFile: BlockFile?
    /// `BlockVerdict.symbols`, what each name of the block resolved to.
    var symbols: BlockSymbols?

    init(status: BlockStatus, diagnostics: [ReportDiagnostic], output: String, fenceLine: Int,
         level: VerificationLevel? = nil, reason: LevelReason? = nil, missingCases: [String: String] = [:],
         place: BlockPlace? = nil, wholeFile: BlockFile? = nil, symbols: BlockSymbols? = nil) {
        self.status = status
        self.symbols = symbols
        self.place = place
        self.wholeFile = wholeFile
        self.level = level
        self.reason = reason
        self.missingCases = missingCases.isEmpty ? nil : missingCases
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

/// The doctest cache: small JSON files under the cache folder, one per key, in four shelves:
///
/// - `results/`: verdicts of compiled and run blocks. A key hashes everything that can change
///   a verdict: the generated source (block text, implicit imports, renames, harness version),
///   the compiler, the build of the core modules the block links, the run limits and the sandbox.
/// - `analysis/`: a block's classification, keyed by its text, its article's settings and the
///   names the core modules declare (SwiftParser is the slow part of a run with nothing to compile).
/// - `names/`: the names the core modules declare, keyed by their sources' sizes and dates.
/// - `toolchain/`: SwiftPM's build description, read, keyed by its size and date.
///
/// It lives in the build folder (`.build/sitegen-doctest-cache/`), never in the repository.
/// Only sitegen writes it: the articles' programs run in a sandbox that does not see it. And a
/// value read back is believed only when its file names the key it was asked for and the
/// SHA-256 of its content matches (`Entry`); anything else is a miss, and the file is removed.
struct DiskCache: Sendable {
    enum Shelf: String, Sendable { case results, analysis, names, toolchain, runs }

    /// What a cache file holds: the key it was stored under, the value as JSON text, and a
    /// digest of both. A file copied under another key, edited by hand or cut short fails the check.
    struct Entry: Codable {
        var key: String
        var value: String
        var sha256: String

        static func digest(key: String, value: String) -> String {
            SHA256.hex("sitegen-doctest-cache-entry-1\u{1}\(key)\u{1}\(value)")
        }
    }

    var folder: URL
    var isEnabled: Bool

    init(folder: URL, isEnabled: Bool = true) {
        self.folder = folder
        self.isEnabled = isEnabled
    }

    func load<Value: Decodable>(_ type: Value.Type, from shelf: Shelf, key: String) -> Value? {
        let url = url(shelf, key)
        guard isEnabled, let data = try? Data(contentsOf: url) else { return nil }
        guard let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key,
              entry.sha256 == Entry.digest(key: key, value: entry.value),
              let value = try? JSONDecoder().decode(Value.self, from: Data(entry.value.utf8)) else {
            // Not what sitegen stored under this key: never believed, and gone for the next run.
            try? FileManager.default.removeItem(at: url)
            return nil
        }
        return value
    }

    func store<Value: Encodable>(_ value: Value, on shelf: Shelf, key: String) {
        guard isEnabled, let json = try? JSONEncoder().encode(value) else { return }
        let text = String(decoding: json, as: UTF8.self)
        guard let data = try? JSONEncoder().encode(Entry(key: key, value: text, sha256: Entry.digest(key: key, value: text))) else {
            return
        }
        let url = url(shelf, key)
        // Written whole under a temporary name, then renamed: a concurrent reader never sees half a file.
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(key).\(UUID().uuidString)")
        if (try? PlainFile.write(data, to: temporary.path)) == nil {
            // The shelf's folder is made when its first entry cannot be written without it.
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard (try? PlainFile.write(data, to: temporary.path)) != nil else { return }
        }
        if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }

    /// The file of `key` on `shelf`: one folder per shelf, no subfolders (a cold run of
    /// content/ stores some 400 entries, and a subfolder per key prefix would make nearly as
    /// many new folders).
    func url(_ shelf: Shelf, _ key: String) -> URL {
        folder.appendingPathComponent(shelf.rawValue).appendingPathComponent("\(key).json")
    }
}
