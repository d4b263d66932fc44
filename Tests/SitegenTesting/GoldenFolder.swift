import Foundation

/// A golden-file case: `<case>/input/` holds what is built, `<case>/expected/` what the
/// build must produce, file for file.
///
/// `verify(_:)` compares and describes every difference with a line diff. With the
/// environment variable `SITEGEN_RECORD=1` it rewrites `expected/` from the actual files
/// instead, and still reports a problem, so that a recording run never passes: review the
/// new expected files like code (`git diff`), then run again without the switch.
public struct GoldenFolder: Sendable {
    public var caseFolder: URL
    public var input: URL { caseFolder.appendingPathComponent("input", isDirectory: true) }
    public var expected: URL { caseFolder.appendingPathComponent("expected", isDirectory: true) }
    public var name: String { caseFolder.lastPathComponent }

    public init(_ caseFolder: URL) { self.caseFolder = caseFolder }

    /// True when `SITEGEN_RECORD=1` asks to re-record expected files.
    public static var isRecording: Bool {
        ProcessInfo.processInfo.environment["SITEGEN_RECORD"] == "1"
    }

    /// Compares `actual` (relative path → text) with the files of `expected/`.
    ///
    /// - Returns: one message per difference (a missing file, an extra file, a file whose
    ///   text differs, with its line diff); empty when all match. When recording, the single
    ///   message says what was recorded.
    public func verify(_ actual: [String: String], recording: Bool = GoldenFolder.isRecording) throws -> [String] {
        if recording {
            try record(actual)
            return ["golden case '\(name)': SITEGEN_RECORD=1 re-recorded \(actual.count) files in \(expected.path); "
                    + "review them (git diff) and run the tests again without SITEGEN_RECORD"]
        }
        guard FileManager.default.fileExists(atPath: expected.path) else {
            return ["golden case '\(name)': no expected/ folder at \(expected.path); record it with SITEGEN_RECORD=1 and review it"]
        }
        let expectedFiles = try FolderSnapshot(of: expected).files.mapValues { String(decoding: $0, as: UTF8.self) }
        var problems: [String] = []
        for path in expectedFiles.keys.sorted() where actual[path] == nil {
            problems.append("golden case '\(name)': \(path) is expected but was not produced")
        }
        for path in actual.keys.sorted() where expectedFiles[path] == nil {
            problems.append("golden case '\(name)': \(path) was produced but is not expected (record it with SITEGEN_RECORD=1)")
        }
        for path in actual.keys.sorted() {
            guard let want = expectedFiles[path], let got = actual[path], want != got else { continue }
            problems.append("golden case '\(name)': \(path) differs (- expected, + actual):\n"
                            + LineDiff.render(expected: want, actual: got))
        }
        return problems
    }

    /// Replaces `expected/` with exactly the actual files.
    public func record(_ actual: [String: String]) throws {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: expected.path) { try fileManager.removeItem(at: expected) }
        for (path, text) in actual {
            let target = expected.appendingPathComponent(path)
            try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: target)
        }
    }
}
