import Foundation

/// Every file below a folder with its bytes, keyed by the path relative to the folder
/// (dot files included): two snapshots are equal only when the folders hold the same
/// files with the same bytes.
public struct FolderSnapshot: Equatable, Sendable {
    public var files: [String: Data]

    /// Reads the folder; an absent folder gives an empty snapshot.
    public init(of folder: URL) throws {
        files = [:]
        let fileManager = FileManager.default
        let root = folder.resolvingSymlinksInPath()
        guard let enumerator = fileManager.enumerator(atPath: root.path) else { return }
        while let relativePath = enumerator.nextObject() as? String {
            let url = root.appendingPathComponent(relativePath)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[relativePath] = try Data(contentsOf: url)
        }
    }

    /// The relative paths, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// The file's text, decoded as UTF-8.
    public func text(_ relativePath: String) -> String? {
        files[relativePath].map { String(decoding: $0, as: UTF8.self) }
    }
}
