import Files
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Notices changes in the folders a build reads (content/, templates/) by comparing
/// each file's modification time and size with the last look. The comparison works the
/// same on every system and editor (including those that save by renaming a new file into
/// place); on Linux, inotify says when to look and which files to compare, so a save is seen
/// at once instead of at the next tenth of a second, without reading every folder, and an
/// idle session reads nothing.
struct SiteWatcher {
    struct Stamp: Equatable {
        var modified: Date
        var size: Int
    }

    let folders: [URL]
    private(set) var stamps: [String: Stamp] = [:]
    private var events: InotifyEvents?
    /// The files inotify named since the last look; nil when a whole comparison is needed.
    private var named: Set<String>? = []

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
            let drained = events.drain()
            if drained.any {
                note(drained)
                return true
            }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return false
    }

    /// Whether something may have changed since the last look: an inotify event is waiting
    /// (always true where inotify is missing).
    mutating func mayHaveChanged() -> Bool {
        guard let events else { return true }
        let drained = events.drain()
        note(drained)
        return drained.any
    }

    /// Keeps the files events named; a new folder is watched too, and its files are found by
    /// comparing everything once.
    private mutating func note(_ drained: InotifyEvents.Drained) {
        if drained.newFolder {
            events?.watch(folders)
            named = nil
        } else {
            named?.formUnion(drained.paths)
        }
    }

    /// The files added, changed or removed since the last call (absolute paths).
    mutating func changes() -> [String] {
        if events != nil, let paths = named {
            // Only the files the events named: a save is found without reading every folder.
            named = []
            var changed: [String] = []
            // Hidden folders are not watched; hidden files (an editor's swap file) are not sources.
            for path in paths where !(path.split(separator: "/").last?.hasPrefix(".") ?? true) {
                let stamp = Self.stamp(path)
                if stamp != stamps[path] {
                    stamps[path] = stamp
                    changed.append(path)
                }
            }
            return changed.sorted()
        }
        named = []
        let now = Self.snapshot(folders)
        guard now != stamps else { return [] }
        let changed = Set(now.keys).union(stamps.keys).filter { now[$0] != stamps[$0] }
        stamps = now
        return changed.sorted()
    }

    /// A regular file's stamp; nil for anything else or nothing.
    static func stamp(_ path: String) -> Stamp? {
        guard let status = FileStatus(path), status.isRegularFile else { return nil }
        return Stamp(modified: status.modificationDate, size: status.size)
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
                if let stamp = stamp(path) { stamps[path] = stamp }
            }
        }
        return stamps
    }
}

/// An inotify descriptor watching every folder under some folders, read without blocking.
/// Nil where the system has no inotify (or refuses one).
final class InotifyEvents: @unchecked Sendable {
    /// What one read of the events found.
    struct Drained {
        var any = false
        var newFolder = false
        /// The files (and folders) the events named.
        var paths: Set<String> = []
    }

    #if os(Linux)
    private let descriptor: Int32
    /// The folder of each watch.
    private var watched: [Int32: String] = [:]

    init?(folders: [URL]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        watch(folders)
    }

    deinit { close(descriptor) }

    /// Watches `folders` and every folder below them (again: watching a folder twice is harmless).
    func watch(_ folders: [URL]) {
        let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB)
        func add(_ path: String) {
            let watch = inotify_add_watch(descriptor, path, mask)
            if watch >= 0 { watched[watch] = path }
        }
        for folder in folders {
            add(folder.path)
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                var info = stat()
                let path = folder.path + "/" + relative
                if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { add(path) }
            }
        }
    }

    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// Reads every pending event.
    func drain() -> Drained {
        var drained = Drained()
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return drained }
            drained.any = true
            // Each event: wd (4 bytes), mask (4), cookie (4), len (4), then `len` bytes of name,
            // ended by at least one NUL.
            var offset = 0
            while offset + 16 <= count {
                let (watch, mask, length) = buffer.withUnsafeBytes { bytes in
                    (bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self),
                     bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
                     Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self)))
                }
                if mask & UInt32(IN_ISDIR) != 0, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { drained.newFolder = true }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 { drained.newFolder = true }  // events were lost: compare everything
                if length > 0, let folder = watched[watch], offset + 16 + length <= count {
                    let name = buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
                    drained.paths.insert(folder + "/" + String(decoding: name, as: UTF8.self))
                }
                offset += 16 + length
            }
        }
    }
    #else
    init?(folders: [URL]) { return nil }
    func watch(_ folders: [URL]) {}
    func drain() -> Drained { Drained() }
    #endif
}
