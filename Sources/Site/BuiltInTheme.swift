import Content
import Doctest
import Foundation

/// The default theme (`templates/` of this project), built into sitegen: a folder without
/// `templates/` builds with it, and a `templates/` folder overrides it file by file.
public enum BuiltInTheme {
    /// The theme's files, by path inside the theme folder.
    public static var files: [String: Data] {
        Dictionary(uniqueKeysWithValues: encodedFiles.map { ($0.path, Data(base64Encoded: $0.base64) ?? Data()) })
    }

    /// The folder a build reads its templates from: `templates` itself when it has every file
    /// of the theme (this project); else a folder holding the built-in theme with the files of
    /// `templates`, when there is such a folder, written over it.
    public static func folder(for templates: String) throws -> String {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: templates, isDirectory: &isDirectory) && isDirectory.boolValue
        // Every build asks: the paths answer it without decoding the theme.
        if exists, encodedFiles.allSatisfy({ fileManager.fileExists(atPath: URL(fileURLWithPath: templates).appendingPathComponent($0.path).path) }) {
            return templates
        }
        var merged = files
        if exists, let enumerator = fileManager.enumerator(atPath: templates) {
            while let relative = enumerator.nextObject() as? String {
                let url = URL(fileURLWithPath: templates).appendingPathComponent(relative)
                var isFolder: ObjCBool = false
                guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                      fileManager.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                      let data = fileManager.contents(atPath: url.path) else { continue }
                merged[relative] = data
            }
        }
        // A folder of this run's own (mode 0700, made by mkdtemp), never one another user could
        // have made first under a name known in advance; reused while the theme is the same,
        // removed when sitegen exits.
        let key = fingerprint(merged)
        return try PrivateFolders.shared.folder(for: key) { folder in
            for (relative, data) in merged {
                let url = folder.appendingPathComponent(relative)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        }
    }

    /// `FNV1a` of the paths and contents, sorted by path.
    static func fingerprint(_ files: [String: Data]) -> String {
        var hasher = FNV1a()
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            hasher.add(Data(path.utf8) + [0] + data + [0])
        }
        return String(hasher.value, radix: 16)
    }
}

/// The built-in theme's folders this process made (see `BuiltInTheme.folder(for:)`), by what
/// they hold; removed at exit.
final class PrivateFolders: @unchecked Sendable {
    static let shared = PrivateFolders()
    private let lock = NSLock()
    private var folders: [String: String] = [:]

    private init() {
        atexit { PrivateFolders.shared.removeAll() }
    }

    /// The folder made for `key`, or a new one, private to this user, filled by `fill`.
    func folder(for key: String, fill: (URL) throws -> Void) throws -> String {
        lock.lock()
        defer { lock.unlock() }
        if let folder = folders[key], FileManager.default.fileExists(atPath: folder) { return folder }
        var template = Array(FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-theme-XXXXXX").path.utf8CString)
        guard let made = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
        }
        let folder = String(cString: made)
        do {
            try fill(URL(fileURLWithPath: folder))
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        folders[key] = folder
        // Stopped by a signal, sitegen removes it too (no `atexit` then).
        Children.shared.using(folder)
        return folder
    }

    /// The folders this process made, for tests.
    var made: [String] {
        lock.lock()
        defer { lock.unlock() }
        return Array(folders.values)
    }

    func removeAll() {
        lock.lock()
        defer { lock.unlock() }
        for folder in folders.values {
            try? FileManager.default.removeItem(atPath: folder)
            Children.shared.done(with: folder)
        }
        folders = [:]
    }
}
