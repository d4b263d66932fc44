import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is dropped.
///
/// Tests run in parallel, so every test takes its own folder; nothing is shared.
public final class TemporaryDirectory: @unchecked Sendable {
    /// The folder, already created. Its path has no symbolic links, so it matches the paths
    /// sitegen prints (and `PathScrubber` can replace it).
    public let url: URL

    /// The folder's path, as `url.path`.
    public var path: String { url.path }

    public init(prefix: String = "sitegen-tests") throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        url = base.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The URL of `relativePath` inside the folder.
    public func appending(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    /// Writes each text to its path inside the folder, creating folders on the way.
    public func write(_ files: [String: String]) throws {
        for (relativePath, text) in files {
            try write(Data(text.utf8), to: relativePath)
        }
    }

    /// Writes bytes to `relativePath` inside the folder, creating folders on the way.
    public func write(_ data: Data, to relativePath: String) throws {
        let target = appending(relativePath)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target)
    }

    /// The text of `relativePath` inside the folder.
    public func read(_ relativePath: String) throws -> String {
        try String(contentsOf: appending(relativePath), encoding: .utf8)
    }

    /// Whether `relativePath` exists inside the folder.
    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: appending(relativePath).path)
    }

    /// The names directly inside the folder (dot files included), sorted.
    public func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }
}
