import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices changes in the folders a build reads (content/, templates/) by comparing
/// each file's modification time and size with the last look. The comparison works the
/// same on every system and editor (including those that save by renaming a new file into
/// place); on Linux, inotify says when to look, so a save is seen at once instead of at
/// the next tenth of a second, and an idle session does not read its folders at all.
struct SiteWatcher {
    struct Stamp: Equatable {
        var modified: Date
        var size: Int
    }

    let folders: [URL]
    private(set) var stamps: [String: Stamp] = [:]
    private var events: InotifyEvents?

    init(folders: [URL]) {
        self.folders = folders
        events = InotifyEvents(folders: folders)
        stamps = Self.snapshot(folders)
    }

    /// Waits until something may have changed, at most `seconds`: true after an inotify
    /// event, false when none came; where inotify is missing, true after `seconds` (the
    /// caller then compares the folders every time).
    mutating func wait(upTo seconds: Double) async -> Bool {
        guard let events else {
            try? await Task.sleep(for: .seconds(seconds))
            return true
        }
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let (any, newFolder) = events.drain()
            if any {
                // Folders made since the last look are watched too.
                if newFolder { events.watch(folders) }
                return true
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return false
    }

    /// The files added, changed or removed since the last call (relative display paths).
    mutating func changes() -> [String] {
        let now = Self.snapshot(folders)
        guard now != stamps else { return [] }
        let changed = Set(now.keys).union(stamps.keys).filter { now[$0] != stamps[$0] }
        stamps = now
        return changed.sorted()
    }

    /// Every regular file under `folders` (hidden ones aside), with plain `stat` calls: the
    /// comparison runs on every save, and URL resource values cost ten times as much.
    static func snapshot(_ folders: [URL]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                let path = folder.path + "/" + relative
                var info = stat()
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
                let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
                stamps[path] = Stamp(modified: modified, size: Int(info.st_size))
            }
        }
        return stamps
    }
}

/// An inotify descriptor watching every folder under some folders, read without blocking.
/// Nil where the system has no inotify (or refuses one).
final class InotifyEvents {
    #if os(Linux)
    private let descriptor: Int32

    init?(folders: [URL]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        watch(folders)
    }

    deinit { close(descriptor) }

    /// Watches `folders` and every folder below them (again: watching a folder twice is harmless).
    func watch(_ folders: [URL]) {
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)
        for folder in folders {
            _ = inotify_add_watch(descriptor, folder.path, mask)
            guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { continue }
            for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                _ = inotify_add_watch(descriptor, url.path, mask)
            }
        }
    }

    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Reads every pending event: whether there was one, and whether one made a folder.
    func drain() -> (any: Bool, newFolder: Bool) {
        var any = false
        var newFolder = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return (any, newFolder) }
            any = true
            // Each event: wd (4 bytes), mask (4), cookie (4), len (4), then `len` bytes of name.
            var offset = 0
            while offset + 16 <= count {
                let mask = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self) }
                let length = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) }
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { newFolder = true }
                offset += 16 + Int(length)
            }
        }
    }
    #else
    init?(folders: [URL]) { return nil }
    func watch(_ folders: [URL]) {}
    func drain() -> (any: Bool, newFolder: Bool) { (false, false) }
    #endif
}
