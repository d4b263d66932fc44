#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A memory cgroup for each program's sandbox, so that its processes together — threads,
/// children, the files of its tmpfs and the kernel's memory for them — stay within the
/// program's memory limit, which `ulimit -v` bounds per process only.
///
/// Made under sitegen's own cgroup where the machine lets it: cgroup v1's memory hierarchy, or
/// cgroup v2 where sitegen's cgroup already delegates the memory controller to its children.
/// Elsewhere there is none, and the sandbox bounds the whole by fewer processes and a smaller
/// limit each, whose product is the limit (`Sandbox.init`).
struct SandboxCgroup: Sendable {
    enum Version: Sendable { case v1, v2 }
    let version: Version
    /// sitegen's folder of run cgroups (`…/sitegen-<pid>`), removed when it exits.
    let folder: String

    /// The cgroup this process can make, decided once per process; nil where it cannot.
    static let shared: SandboxCgroup? = make()

    private static func make() -> SandboxCgroup? {
        guard let lines = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8) else { return nil }
        let entries = lines.split(separator: "\n").map { $0.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false) }
        var candidates: [(Version, String)] = []
        if FileManager.default.fileExists(atPath: "/sys/fs/cgroup/cgroup.controllers"),
           let own = entries.first(where: { $0.count == 3 && $0[0] == "0" })?[2] {
            let base = "/sys/fs/cgroup" + own
            let delegated = (try? String(contentsOfFile: base + "/cgroup.subtree_control", encoding: .utf8)) ?? ""
            if delegated.split(whereSeparator: \.isWhitespace).contains("memory") { candidates.append((.v2, base)) }
        }
        if let own = entries.first(where: { $0.count == 3 && $0[1].split(separator: ",").contains("memory") })?[2] {
            candidates.append((.v1, "/sys/fs/cgroup/memory" + own))
        }
        for (version, base) in candidates {
            let folder = base + "/sitegen-\(getpid())"
            guard mkdir(folder, 0o755) == 0 || errno == EEXIST else { continue }
            // v2: its runs get the memory controller from it (it holds no process itself).
            if version == .v2, !write("+memory", to: folder + "/cgroup.subtree_control") {
                rmdir(folder)
                continue
            }
            let cgroup = SandboxCgroup(version: version, folder: folder)
            // A run cgroup that cannot take a limit means there is no bound: none, then.
            guard let probe = cgroup.makeRun(limit: 64 << 20) else {
                rmdir(folder)
                continue
            }
            cgroup.remove(probe)
            atexit { if let folder = SandboxCgroup.shared?.folder { rmdir(folder) } }
            return cgroup
        }
        return nil
    }

    /// A new cgroup for one run, its memory (and, in v1, memory and swap) bounded to `limit`
    /// bytes: the path of its `cgroup.procs`, which the run's first process writes itself into
    /// before it becomes bwrap; nil when it cannot be made.
    func makeRun(limit: Int) -> String? {
        let run = folder + "/run-\(UUID().uuidString)"
        guard mkdir(run, 0o755) == 0 else { return nil }
        // The memory limit must hold; the one on swap is kept where the kernel has it.
        let (memory, swap, swapLimit) = version == .v2 ? ("memory.max", "memory.swap.max", "0")
            : ("memory.limit_in_bytes", "memory.memsw.limit_in_bytes", "\(limit)")
        guard Self.write("\(limit)", to: run + "/" + memory) else {
            rmdir(run)
            return nil
        }
        _ = Self.write(swapLimit, to: run + "/" + swap)
        return run + "/cgroup.procs"
    }

    /// Removes a run's cgroup once its processes are gone (they are killed with the sandbox's
    /// init; the kernel may take a moment to let the cgroup go).
    func remove(_ procs: String) {
        let run = (procs as NSString).deletingLastPathComponent
        for _ in 0..<200 {
            if rmdir(run) == 0 || errno == ENOENT { return }
            usleep(5_000)
        }
    }

    /// The shell line that moves the shell running it into the cgroup whose `cgroup.procs` is
    /// its first argument, then becomes the rest of its arguments.
    static let enterScript = "echo $$ > \"$0\" || exit 125; exec \"$@\""

    private static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        return Glibc.write(descriptor, bytes, bytes.count) == bytes.count
    }
}
