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
        // Named after what it holds, so that runs with the same theme share it and it is never half-written.
        let folder = fileManager.temporaryDirectory.appendingPathComponent("sitegen-theme-\(fingerprint(merged))")
        if fileManager.fileExists(atPath: folder.appendingPathComponent(".complete").path) { return folder.path }
        let staging = fileManager.temporaryDirectory.appendingPathComponent("sitegen-theme-\(UUID().uuidString)")
        for (relative, data) in merged {
            let url = staging.appendingPathComponent(relative)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
        try Data().write(to: staging.appendingPathComponent(".complete"))
        do {
            try fileManager.moveItem(at: staging, to: folder)
        } catch {
            // Another run wrote the same folder first: it holds the same files.
            try? fileManager.removeItem(at: staging)
        }
        return folder.path
    }

    /// FNV-1a (64 bits) of the paths and contents, sorted by path.
    static func fingerprint(_ files: [String: Data]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            for byte in Data(path.utf8) + [0] + data + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16)
    }
}
