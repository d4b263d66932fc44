import Foundation

/// Notices changes in the folders a build reads (content/, templates/) by comparing
/// each file's modification time and size with the last look. Polling a few dozen
/// files every tenth of a second costs nothing measurable and works the same on every
/// system and editor (including those that save by renaming a new file into place).
struct SiteWatcher {
    struct Stamp: Equatable {
        var modified: Date
        var size: Int
    }

    let folders: [URL]
    private(set) var stamps: [String: Stamp] = [:]

    init(folders: [URL]) {
        self.folders = folders
        stamps = Self.snapshot(folders)
    }

    /// The files added, changed or removed since the last call (relative display paths).
    mutating func changes() -> [String] {
        let now = Self.snapshot(folders)
        guard now != stamps else { return [] }
        let changed = Set(now.keys).union(stamps.keys).filter { now[$0] != stamps[$0] }
        stamps = now
        return changed.sorted()
    }

    static func snapshot(_ folders: [URL]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys,
                                                                  options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in enumerator {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true else { continue }
                stamps[url.path] = Stamp(modified: values.contentModificationDate ?? .distantPast, size: values.fileSize ?? 0)
            }
        }
        return stamps
    }
}
