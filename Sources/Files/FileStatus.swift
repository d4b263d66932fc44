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
    public var isRegularFile: Bool
    public var device: UInt64
    public var inode: UInt64

    /// The status of what is at `path` (of a symbolic link itself when `followingLinks` is
    /// false); nil when nothing is there.
    public init?(_ path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        size = Int(info.st_size)
        modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
        isRegularFile = (info.st_mode & S_IFMT) == S_IFREG
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The modification time as a date.
    public var modificationDate: Date { Date(timeIntervalSince1970: modified) }
}
