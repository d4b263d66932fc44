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

/// Verdicts of compiled and run blocks, one small JSON file per key under the cache folder
/// (`.build/sitegen-doctest-cache/results/ab/abcdef….json`). A key hashes everything that can
/// change a verdict: the generated source (block text, implicit imports, renames, harness
/// version), the compiler, the build of the core modules the block links, and the run limits.
struct ResultCache: Sendable {
    var folder: URL
    var isEnabled: Bool

    init(folder: URL, isEnabled: Bool = true) {
        self.folder = folder
        self.isEnabled = isEnabled
    }

    func load(_ key: String) -> CachedVerdict? {
        guard isEnabled, let data = try? Data(contentsOf: url(for: key)) else { return nil }
        return try? JSONDecoder().decode(CachedVerdict.self, from: data)
    }

    func store(_ verdict: CachedVerdict, for key: String) {
        guard isEnabled, let data = try? JSONEncoder().encode(verdict) else { return }
        let url = url(for: key)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written whole under a temporary name, then renamed: a concurrent reader never sees half a file.
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(key).\(UUID().uuidString)")
        guard (try? data.write(to: temporary)) != nil else { return }
        if rename(temporary.path, url.path) != 0 { try? FileManager.default.removeItem(at: temporary) }
    }

    private func url(for key: String) -> URL {
        folder.appendingPathComponent("results").appendingPathComponent(String(key.prefix(2)))
            .appendingPathComponent("\(key).json")
    }
}
