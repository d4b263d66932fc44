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
    /// The compiler's environment (`environment(for:)`), worked out once.
    let environment: [String: String]
    /// Bytes of address space (`ulimit -v`): the type-checks of content/ use a tenth of it.
    var memoryLimit = 6 << 30
    /// The folders it writes besides the invocation's own: the module cache.
    private var writable: [String] = []
    /// bwrap's arguments that are the same for every invocation, worked out once (each folder
    /// looked at when the confinement is made, not on every one of a run's hundreds of
    /// invocations): those before the folders it writes, and those after them.
    private var head: [String] = []
    private var tail: [String] = []

    /// - Parameters:
    ///   - readOnly: folders the compiler reads (the toolchain's and the package's).
    ///   - writable: folders it writes besides the invocation's own (the module cache).
    ///   - temporaryLimit: bytes of its private `/tmp` (the driver's temporary files).
    init(mode: Mode, swiftc: String, readOnly: [String] = [], writable: [String] = [], temporaryLimit: Int = 1 << 30) {
        self.mode = mode
        self.writable = writable
        environment = Self.environment(for: swiftc)
        guard case .bubblewrap(let bwrap, let ownsUserNamespace) = mode else { return }
        head = [bwrap, "--unshare-all"]
        if ownsUserNamespace { head += ["--unshare-user", "--disable-userns"] }
        head += ["--die-with-parent", "--new-session", "--cap-drop", "ALL", "--clearenv", "--hostname", "sandbox"]
        // The programs' seccomp filter, read from descriptor 3 (`descriptors`).
        if SeccompFilter.file != nil { head += ["--seccomp", "3"] }
        for folder in ["/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin", "/etc/alternatives"] {
            head += Bubblewrap.mount(folder)
        }
        // The dynamic loader's cache of where the libraries are.
        if FileManager.default.fileExists(atPath: "/etc/ld.so.cache") { head += ["--ro-bind", "/etc/ld.so.cache", "/etc/ld.so.cache"] }
        // The private /tmp first: a folder bound below comes into it (a package or a
        // scratch folder under /tmp is there, not hidden under the new tmpfs).
        head += ["--proc", "/proc", "--dev", "/dev", "--size", "\(temporaryLimit)", "--perms", "1777", "--tmpfs", "/tmp"]
        for folder in Set(readOnly).sorted() where FileManager.default.fileExists(atPath: folder) {
            head += ["--ro-bind", folder, folder]
        }
        // Nothing else writable: bwrap's own root and /dev are writable tmpfs otherwise.
        tail = ["--remount-ro", "/", "--remount-ro", "/dev", "--chdir", "/tmp"]
        for (name, value) in environment.sorted(by: { $0.key < $1.key }) { tail += ["--setenv", name, value] }
    }

    /// The confinement `options` ask for, for `toolchain`'s compiler writing `moduleCache`.
    static func make(options: DoctestOptions, toolchain: Toolchain, moduleCache: String) -> CompilerConfinement {
        guard options.sandbox == .bubblewrap else { return CompilerConfinement(mode: .unconfined, swiftc: toolchain.swiftc) }
        let searchPath = options.searchPath ?? "/usr/local/bin:/usr/bin:/bin"
        switch Bubblewrap.find(path: options.bubblewrapPath, searchPath: searchPath, limits: options.limits,
                               readOnly: toolchain.runtimeLibraryFolders) {
        case .unavailable(let reason):
            return CompilerConfinement(mode: .refused(reason), swiftc: toolchain.swiftc)
        case .ready(let sandbox):
            // The toolchain: the folder above the compiler's `usr/bin` (links followed).
            let compiler = URL(fileURLWithPath: toolchain.swiftc).resolvingSymlinksInPath()
            let toolchainRoot = compiler.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
            return CompilerConfinement(mode: .bubblewrap(executable: sandbox.executable, ownsUserNamespace: sandbox.ownsUserNamespace),
                                       swiftc: toolchain.swiftc,
                                       readOnly: [toolchainRoot, packageRoot(of: toolchain.buildPath).path], writable: [moduleCache])
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
    /// type-check lives about a tenth of a second and touches 100–200 MB, and with 4 KiB pages
    /// much of that time would go to the kernel faulting its heap in, page by page.
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
        let limits = """
            ulimit -v \(memoryLimit / 1024) || exit 125
            ulimit -t \(Int(timeout.rounded(.up)) * 2 + 1) || exit 125
            ulimit -c 0
            exec "$@"
            """
        let shell = ["/bin/sh", "-c", limits, "sh", executable] + arguments
        guard case .bubblewrap = mode else { return shell }
        // Writable places after the read-only ones: a bind inside a read-only one (the module
        // cache in the package's build folder) takes its place.
        var command = head
        for folder in Set(writable + folders).sorted() where FileManager.default.fileExists(atPath: folder) {
            command += ["--bind", folder, folder]
        }
        return command + tail + shell
    }
}
