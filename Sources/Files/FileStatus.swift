import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What `stat` says of a file, read with the plain system call: the build and `serve` ask it of
/// every file on every run, the doctests of every core module's source, and URL resource
/// values or `attributesOfItem` cost ten times as much.
public struct FileStatus: Equatable, Sendable {
    public var size: Int
    /// The modification time in seconds since 1970, nanoseconds included.
    public var modified: Double
    /// When the file's inode last changed (`st_ctime`), in seconds since 1970: every write,
    /// link and change of its times moves it to now, and no user can set it back.
    public var statusChanged: Double
    public var isRegularFile: Bool
    public var isDirectory: Bool
    public var device: UInt64
    public var inode: UInt64

    /// The status of what is at `path` (of a symbolic link itself when `followingLinks` is
    /// false); nil when nothing is there.
    public init?(_ path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        size = Int(info.st_size)
        modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        statusChanged = Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The modification time as a date.
    public var modificationDate: Date { Date(timeIntervalSince1970: modified) }

    /// Calls `body` with every entry under `folder` — files, folders, symbolic links, hidden
    /// ones too — by its path relative to `folder`, with its own status (a link's, not its
    /// target's) and whether it is a symbolic link; folders are entered, links to folders are
    /// not. What `FileManager`'s enumerator lists, in the same order, read with `readdir` and
    /// `lstat`: the enumerator builds a URL and escapes a path for every entry, and a build
    /// with nothing to do still lists every file of the output.
    public static func forEachEntry(under folder: String, _ body: (_ relativePath: String, _ status: FileStatus, _ isLink: Bool) -> Void) {
        for entry in entries(of: folder) {
            body(entry.name, entry.status, entry.isLink)
            if entry.status.isDirectory {
                forEachEntry(under: folder + "/" + entry.name) { relative, status, isLink in body(entry.name + "/" + relative, status, isLink) }
            }
        }
    }

    /// The entries of `folder` itself (not of its folders), in the order `readdir` gives them,
    /// each with its own status; none when it cannot be read.
    public static func entries(of folder: String) -> [(name: String, status: FileStatus, isLink: Bool)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var entries: [(name: String, status: FileStatus, isLink: Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard name != ".", name != ".." else { continue }
            var info = stat()
            // Relative to the open folder: no path to build and walk again for each entry.
            guard fstatat(dirfd(directory), name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            entries.append((name, FileStatus(info), (info.st_mode & S_IFMT) == S_IFLNK))
        }
        return entries
    }
}
