#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// Files written with plain POSIX calls. `Data.write(to:)` syncs every file to disk (a few
/// milliseconds each, and the writing thread waits); the files written here are either staged
/// and made visible by a rename (the site, the build cache) or can be made again (the doctest
/// cache, whose entries carry their own checksum), so the syncs buy nothing.
public enum PlainFile {
    /// Writes `data` to `path`, creating or truncating the file.
    public static func write(_ data: Data, to path: String) throws {
        try write(parts: [data], to: path)
    }

    /// Writes `data` to `path` as `write(_:to:)` does, and gives the written file's status, read
    /// from the open file (the path is not looked up again).
    public static func writeGivingStatus(_ data: Data, to path: String) throws -> FileStatus {
        try writing(to: path) { descriptor in
            try write(data, to: descriptor)
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { throw failure() }
            return FileStatus(info)
        }
    }

    /// Writes `parts` one after the other to `path`, creating or truncating the file: a large
    /// file made of pieces is never joined in memory.
    public static func write<Part: ContiguousBytes>(parts: [Part], to path: String) throws {
        try writing(to: path) { descriptor in
            for data in parts { try write(data, to: descriptor) }
        }
    }

    /// Opens `path` for writing (created or truncated), gives `body` the descriptor, closes it.
    private static func writing<Result>(to path: String, _ body: (Int32) throws -> Result) throws -> Result {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure() }
        defer { close(descriptor) }
        return try body(descriptor)
    }

    /// The error `errno` names.
    private static func failure() -> POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }

    private static func write(_ data: some ContiguousBytes, to descriptor: Int32) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #else
                let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                #endif
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw failure() }
                offset += written
            }
        }
    }

    /// Writes `text` as UTF-8 to `path`.
    public static func write(_ text: String, to path: String) throws {
        try write(Data(text.utf8), to: path)
    }
}
