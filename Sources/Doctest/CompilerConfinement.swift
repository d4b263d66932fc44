import Foundation

/// How the compiler runs on an article's code: in bubblewrap like the programs (the default),
/// unconfined with `--no-sandbox`, or not at all when the sandbox cannot be made here.
///
/// A confined compiler sees the system's folders, the toolchain and the package read-only, and
/// may write only the folder of its own invocation, the run's generated sources and the module
/// cache. It gets new user, PID, network, IPC, UTS and cgroup namespaces (no network), a new
/// session, no capabilities, an environment of its own (nothing of sitegen's), a private `/tmp`
/// of bounded size, and limits on address space and CPU time; the wall-clock limit
/// (`Compiler.timeout`) kills its process group, and `--die-with-parent` everything inside.
struct CompilerConfinement: Sendable {
    enum Mode: Sendable, Equatable {
        /// `--no-sandbox`: a process group and the limits only.
        case unconfined
        case bubblewrap(executable: String, ownsUserNamespace: Bool)
        /// The sandbox cannot be made here: the compiler does not run (fail closed).
        case refused(String)
    }

    var mode: Mode
    /// Folders the compiler reads: the toolchain's and the package's.
    var readOnly: [String] = []
    /// Folders it writes besides the invocation's own: the module cache.
    var writable: [String] = []
    /// Bytes of address space (`ulimit -v`): the type-checks of content/ use a tenth of it.
    var memoryLimit = 6 << 30
    /// Bytes of its private `/tmp` (the driver's temporary files: objects before linking).
    var temporaryLimit = 1 << 30

    static let unconfined = CompilerConfinement(mode: .unconfined)

    /// The confinement `options` ask for, for `toolchain`'s compiler writing `moduleCache`.
    static func make(options: DoctestOptions, toolchain: Toolchain, moduleCache: String) -> CompilerConfinement {
        guard options.sandbox == .bubblewrap else { return .unconfined }
        let searchPath = options.searchPath ?? "/usr/local/bin:/usr/bin:/bin"
        switch Bubblewrap.find(path: options.bubblewrapPath, searchPath: searchPath, limits: options.limits,
                               readOnly: toolchain.runtimeLibraryFolders) {
        case .unavailable(let reason):
            return CompilerConfinement(mode: .refused(reason))
        case .ready(let sandbox):
            // The toolchain: the folder above the compiler's `usr/bin` (links followed).
            let compiler = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath()
            let toolchainRoot = compiler.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
            return CompilerConfinement(mode: .bubblewrap(executable: sandbox.executable, ownsUserNamespace: sandbox.ownsUserNamespace),
                                       readOnly: [toolchainRoot, packageRoot(of: toolchain.buildPath).path],
                                       writable: [moduleCache])
        }
    }

    /// The package whose build `buildPath` is: the nearest folder above it with a
    /// `Package.swift` (its module maps and sources are read too), else the build folder's parent.
    static func packageRoot(of buildPath: URL) -> URL {
        var folder = buildPath.resolvingSymlinksInPath()
        while folder.path != "/" {
            folder = folder.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
        }
        return buildPath.resolvingSymlinksInPath().deletingLastPathComponent()
    }

    /// The environment the compiler gets: a search path with the toolchain first, and the
    /// allocator's tunables; nothing of sitegen's own environment.
    ///
    /// glibc's allocator backs the compiler's heap with transparent huge pages and grows it
    /// 64 MiB at a time (`GLIBC_TUNABLES`, glibc 2.35 and later; other C libraries ignore it): a
    /// type-check lives about a tenth of a second and touches 100–200 MB, and with 4 KiB pages a
    /// third of its time went to the kernel faulting its heap in (measured on content/'s
    /// type-checks: 325,000 page faults → 140,000, 10 % less time).
    static func environment(for swiftc: String) -> [String: String] {
        let toolchainBin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path
        return [
            "PATH": "\(toolchainBin):/usr/bin:/bin",
            "HOME": "/tmp",
            "TMPDIR": "/tmp",
            "LANG": "C.UTF-8",
            "GLIBC_TUNABLES": "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864",
        ]
    }

    /// The files the command reads as descriptors 3, … (`Subprocess.run(descriptors:)`).
    var descriptors: [String] {
        guard case .bubblewrap = mode, let filter = SeccompFilter.file else { return [] }
        return [filter]
    }

    /// The command that runs `executable arguments` confined, writing `folders` (the
    /// invocation's own folder, the generated sources). CPU time is bounded at twice
    /// `timeout` (two threads may work at once).
    func command(_ executable: String, _ arguments: [String], writing folders: [String], timeout: Double) -> [String] {
        let environment = Self.environment(for: executable)
        let limits = """
            ulimit -v \(memoryLimit / 1024) || exit 125
            ulimit -t \(Int(timeout.rounded(.up)) * 2 + 1) || exit 125
            ulimit -c 0
            exec "$@"
            """
        switch mode {
        case .unconfined, .refused:
            return ["/bin/sh", "-c", limits, "sh", executable] + arguments
        case .bubblewrap(let bwrap, let ownsUserNamespace):
            var command = [bwrap, "--unshare-all"]
            if ownsUserNamespace { command += ["--unshare-user", "--disable-userns"] }
            command += ["--die-with-parent", "--new-session", "--cap-drop", "ALL", "--clearenv", "--hostname", "sandbox"]
            // The programs' seccomp filter, read from descriptor 3 (`descriptors`).
            if SeccompFilter.file != nil { command += ["--seccomp", "3"] }
            for folder in ["/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/etc/alternatives"] {
                command += Bubblewrap.mount(folder)
            }
            // The dynamic loader's cache of where the libraries are.
            if FileManager.default.fileExists(atPath: "/etc/ld.so.cache") { command += ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"] }
            // The private /tmp first: a folder bound below comes into it (a package or a
            // scratch folder under /tmp is there, not hidden under the new tmpfs).
            command += ["--proc", "/proc", "--dev", "/dev",
                        "--size", "\(temporaryLimit)", "--perms", "1777", "--tmpfs", "/tmp"]
            for folder in Set(readOnly).sorted() where FileManager.default.fileExists(atPath: folder) {
                command += ["--ro-bind", folder, folder]
            }
            // Writable places last: a bind inside a read-only one (the module cache in the
            // package's build folder) takes its place.
            for folder in Set(writable + folders).sorted() where FileManager.default.fileExists(atPath: folder) {
                command += ["--bind", folder, folder]
            }
            // Nothing else writable: bwrap's own root and /dev are writable tmpfs otherwise.
            command += ["--remount-ro", "/", "--remount-ro", "/dev", "--chdir", "/tmp"]
            for (name, value) in environment.sorted(by: { $0.key < $1.key }) { command += ["--setenv", name, value] }
            return command + ["/bin/sh", "-c", limits, "sh", executable] + arguments
        }
    }
}
