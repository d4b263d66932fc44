import Foundation

/// Where one run writes the files it compiles (generated sources, programs), removed when the
/// run ends: in memory (`/dev/shm`) where the system has it — a cold run writes about 600
/// small files, and in memory creating and deleting them involves no disk — else in the
/// cache folder's `work/`.
struct ScratchFolder: Sendable {
    let url: URL

    /// A new, empty folder for this run, readable by its owner only: under `SITEGEN_SCRATCH`
    /// when the environment names a folder, else in memory, else in the cache.
    init(cacheFolder: URL, memory: String = ProcessInfo.processInfo.environment["SITEGEN_SCRATCH"] ?? "/dev/shm") {
        let name = "sitegen-doctest-\(UUID().uuidString)"
        var isFolder: ObjCBool = false
        let inMemory = FileManager.default.fileExists(atPath: memory, isDirectory: &isFolder) && isFolder.boolValue
            && FileManager.default.isWritableFile(atPath: memory)
        url = inMemory ? URL(fileURLWithPath: memory).appendingPathComponent(name)
            : cacheFolder.appendingPathComponent("work").appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        Children.shared.using(url.path)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
        Children.shared.done(with: url.path)
    }
}
