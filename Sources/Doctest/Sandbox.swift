import Foundation

/// The limits a block's program runs under.
public struct SandboxLimits: Hashable, Sendable {
    /// Seconds of wall-clock time before the program and all it started are killed.
    public var timeout: Double
    /// Bytes of output (standard output and error together) before it is killed.
    public var outputLimit: Int
    /// Bytes of address space (`ulimit -v`).
    public var memoryLimit: Int
    /// Processes and threads the program may have at once (`RLIMIT_NPROC` inside the sandbox's
    /// own user namespace).
    public var processLimit: Int
    /// Bytes the program may keep in its temporary folder at once (the size of its tmpfs; also
    /// the largest file it may write).
    public var diskLimit: Int
    /// Files and folders the program may keep in its temporary folder at once (the inodes of its
    /// tmpfs, where sitegen mounts it itself: `Bubblewrap.boundsFiles`).
    public var fileLimit: Int

    /// Creates the value.
    public init(timeout: Double = 5, outputLimit: Int = 1 << 20, memoryLimit: Int = 4 << 30,
                processLimit: Int = 256, diskLimit: Int = 64 << 20, fileLimit: Int = 10_000) {
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.memoryLimit = memoryLimit
        self.processLimit = processLimit
        self.diskLimit = diskLimit
        self.fileLimit = fileLimit
    }

    /// The limits as they enter a verdict's cache key.
    var key: String { "\(timeout)/\(outputLimit)/\(memoryLimit)/\(processLimit)/\(diskLimit)/\(fileLimit)" }
}

/// Where the articles' programs run.
public enum SandboxMode: String, Hashable, Sendable {
    /// In bubblewrap (see `Bubblewrap`). When it cannot be made, programs do not run at all:
    /// their blocks fail with what is missing and how to install it.
    case bubblewrap
    /// Unconfined (`--no-sandbox`): a temporary folder, `ulimit`s and a process group only. The
    /// program can read and write whatever the user can, reach the network and signal processes.
    case unconfined

    /// The warning printed on every run with `--no-sandbox`.
    public static let unconfinedWarning = "warning: --no-sandbox: the articles' programs and the compiler run unconfined, with your "
        + "permissions: they can read and change your files, use the network and signal your processes. "
        + "Use it only for content you trust."
}

/// Runs a block's program: in bubblewrap, or unconfined with `--no-sandbox`. Either way with a
/// time limit, an output limit and `ulimit`s, in a fresh temporary folder.
struct Sandbox: Sendable {
    var limits: SandboxLimits
    var mode: SandboxMode
    /// The sandbox on this machine, or why there is none (bubblewrap mode only).
    var bubblewrap: Bubblewrap.Availability?
    /// Folders the program reads besides the system's: the Swift runtime's libraries.
    var runtimeFolders: [String]
    /// `LD_LIBRARY_PATH` for the program, when the Swift runtime needs one.
    var libraryPath: String?
    /// The memory cgroup each sandbox gets (bubblewrap mode, where the machine lets sitegen make one).
    var cgroup: SandboxCgroup?

    /// Processes a sandbox may have where no memory cgroup bounds them together: with the
    /// memory limit shared among them (`boundedAsAWhole`), what they hold together stays within it.
    static let processesWithoutCgroup = 16

    /// The limits a sandbox runs under: `limits` where a memory cgroup bounds all its processes
    /// together (or the programs run unconfined); else at most `processesWithoutCgroup`
    /// processes, each with its share of the memory limit, so that their sum stays within it.
    static func boundedAsAWhole(_ limits: SandboxLimits, mode: SandboxMode,
                                hasCgroup: Bool = SandboxCgroup.shared != nil) -> SandboxLimits {
        guard mode == .bubblewrap, !hasCgroup else { return limits }
        var bounded = limits
        bounded.processLimit = min(limits.processLimit, processesWithoutCgroup)
        bounded.memoryLimit = min(limits.memoryLimit, limits.memoryLimit / bounded.processLimit)
        return bounded
    }

    /// Decides how programs run; in bubblewrap mode this finds and checks bwrap (once per process).
    ///
    /// - Parameters:
    ///   - bubblewrapPath: `bwrap` to use, by default the one in `searchPath`.
    ///   - runtimeFolders: folders the program reads, besides the system's libraries.
    init(limits: SandboxLimits, mode: SandboxMode = .bubblewrap, bubblewrapPath: String? = nil,
         searchPath: String = "/usr/local/bin:/usr/bin:/bin", runtimeFolders: [String] = [], libraryPath: String? = nil) {
        self.limits = Self.boundedAsAWhole(limits, mode: mode)
        self.mode = mode
        self.libraryPath = libraryPath
        if mode == .bubblewrap { cgroup = SandboxCgroup.shared }
        let libraryFolders = libraryPath?.split(separator: ":").map(String.init).filter { $0.hasPrefix("/") } ?? []
        self.runtimeFolders = runtimeFolders + libraryFolders
        if mode == .bubblewrap {
            bubblewrap = Bubblewrap.find(path: bubblewrapPath, searchPath: searchPath, limits: self.limits,
                                         readOnly: self.runtimeFolders)
        }
    }

    /// Why programs may not run here, or nil: bubblewrap is missing or cannot make its sandbox.
    var refusal: String? {
        if case .unavailable(let reason)? = bubblewrap { return reason }
        return nil
    }

    /// How the programs ran, for `sitegen test --verbose` and the docs.
    var isolationSummary: String {
        var parts = ["time limit \(Self.formatSeconds(limits.timeout))", "output limit \(limits.outputLimit / 1024) KiB"]
        switch (bubblewrap, cgroup?.version) {
        case (.ready?, .v1?), (.ready?, .v2?):
            parts.append("memory limit \(limits.memoryLimit >> 20) MiB for all its processes together (a memory cgroup)")
        case (.ready?, nil):
            parts.append("memory limit \(limits.memoryLimit >> 20) MiB for each of at most \(limits.processLimit) processes (no memory cgroup here)")
        default:
            parts.append("memory limit \(limits.memoryLimit >> 20) MiB")
        }
        switch bubblewrap {
        case nil:
            parts.append("UNCONFINED (--no-sandbox): own temporary folder and process group only")
        case .ready(let sandbox)?:
            parts.append("bubblewrap: new user, PID, network, IPC and UTS namespaces, "
                         + (SharedLibraries.loader != nil ? "only the libraries it loads, read-only" : "read-only system libraries"))
            parts.append("\(limits.diskLimit >> 20) MiB private /tmp"
                         + (sandbox.boundsFiles ? " of at most \(limits.fileLimit) files" : " (its number of files bounded by memory only)"))
            parts.append(sandbox.seccomp ? "seccomp filter (\(SeccompFilter.denied.count) system calls denied: io_uring, perf events, keyrings, bpf, ptrace…)"
                         : "NO seccomp filter (libseccomp2 is not installed)")
            parts.append(sandbox.asUser.isEmpty && getuid() == 0
                         ? "process limit NOT enforced (running as root without setpriv)"
                         : "at most \(limits.processLimit) processes")
            if !sandbox.ownsUserNamespace { parts.append("no user namespace") }
        case .unavailable(let reason)?:
            parts.append("programs NOT run: \(reason)")
        }
        return parts.joined(separator: ", ")
    }

    /// The descriptor a program writes its test record to (`run(_:arguments:record:)`), as
    /// `/dev/fd/5`: after the program's (3) and the seccomp filter's (4), which bwrap reads.
    static let recordDescriptor: Int32 = 5

    /// Runs `executable` with `arguments`; in bubblewrap mode, a copy of it runs in a fresh sandbox.
    /// With `record`, the program gets a pipe of its own as `recordDescriptor`, read into
    /// `ProcessOutcome.record`. Never call it when `refusal` is not nil.
    func run(_ executable: String, arguments: [String] = [], record: Bool = false) async -> ProcessOutcome {
        var outcome: ProcessOutcome
        switch bubblewrap {
        case .ready(let sandbox)?:
            // Only the libraries it loads are mounted; all of the system's when they cannot be listed.
            let libraries = SharedLibraries.loaded(by: executable, libraryPath: libraryPath)
            var command = sandbox.command(arguments: arguments, limits: limits, readOnly: runtimeFolders,
                                          libraries: libraries, libraryPath: libraryPath)
            // All its processes in a memory cgroup of their own: the first one enters it, then
            // becomes bwrap (and setpriv before it), so nothing of the sandbox starts outside.
            let run = cgroup?.makeRun(limit: limits.memoryLimit)
            defer { if let run { cgroup?.remove(run) } }
            if let run { command = ["/bin/sh", "-c", SandboxCgroup.enterScript, run] + command }
            outcome = await Subprocess.run(command[0], Array(command.dropFirst()), environment: Bubblewrap.outerEnvironment,
                                           timeout: limits.timeout, outputLimit: limits.outputLimit,
                                           descriptors: [executable] + sandbox.descriptorsAfterProgram,
                                           recordDescriptor: record ? Self.recordDescriptor : nil)
        case .unavailable(let reason)?:
            return ProcessOutcome(termination: .exited(125), standardOutput: "", standardError: reason, seconds: 0)
        case nil:
            outcome = await runUnconfined(executable, arguments: arguments, record: record)
        }
        // bwrap and the unconfined shell both report a program killed by signal N as status
        // 128 + N, as shells do; a program that exits with such a status fails either way.
        if case .exited(let status) = outcome.termination, status > 128, status <= 128 + 64 {
            outcome.termination = .signaled(status - 128)
        }
        return outcome
    }

    /// `--no-sandbox`: a fresh temporary folder (working directory, `HOME`, `TMPDIR`), `ulimit`s,
    /// and a process group of its own that the time limit kills.
    private func runUnconfined(_ executable: String, arguments: [String], record: Bool) async -> ProcessOutcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-doctest-run-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let cpuSeconds = Int(limits.timeout.rounded(.up)) + 1
        // `ulimit` in the shell that runs the program: the limits bind it alone. The shell waits
        // for it instead of becoming it, so a program that stops "its parent" stops the shell,
        // which the time limit kills with the rest of the group, and not sitegen.
        let script = """
            cd "$1" || exit 125
            ulimit -v \(limits.memoryLimit / 1024) 2>/dev/null
            ulimit -t \(cpuSeconds) 2>/dev/null
            ulimit -f \(max(limits.diskLimit / 512, 2048)) 2>/dev/null
            ulimit -c 0 2>/dev/null
            shift
            "$@"
            exit $?
            """
        var environment = [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": folder.path, "TMPDIR": folder.path,
            "LANG": "C.UTF-8", "NO_COLOR": "1",
        ]
        if let libraryPath {
            environment["LD_LIBRARY_PATH"] = libraryPath
        }
        return await Subprocess.run("/bin/sh", ["-c", script, "sh", folder.path, executable] + arguments,
                                    environment: environment, timeout: limits.timeout, outputLimit: limits.outputLimit,
                                    recordDescriptor: record ? Self.recordDescriptor : nil)
    }

    static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
