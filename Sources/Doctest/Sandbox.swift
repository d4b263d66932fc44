import Foundation

/// The limits a block's program runs under.
public struct SandboxLimits: Hashable, Sendable {
    /// Seconds of wall-clock time before the program and all it started are killed.
    public var timeout: Double
    /// Bytes of output (standard output and error together) before it is killed.
    public var outputLimit: Int
    /// Bytes of address space (`ulimit -v`).
    public var memoryLimit: Int

    /// Creates the value.
    public init(timeout: Double = 5, outputLimit: Int = 1 << 20, memoryLimit: Int = 4 << 30) {
        self.timeout = timeout
        self.outputLimit = outputLimit
        self.memoryLimit = memoryLimit
    }
}

/// Runs a block's program isolated: its own temporary folder (working directory, `HOME`,
/// `TMPDIR`), a time limit, an output limit, memory, CPU and file-size limits (`ulimit`), no
/// core dumps, and no network when the machine lets us make a network namespace
/// (`unshare -n`, as an unprivileged user `unshare -rn`). A process group of its own lets the
/// time limit kill it and everything it started.
struct Sandbox: Sendable {
    var limits: SandboxLimits
    /// `LD_LIBRARY_PATH` for the program, when the Swift runtime needs one.
    var libraryPath: String?
    /// The command that isolates the network, e.g. `["unshare", "-rn"]`, or empty when unavailable
    /// (probed the first time a program runs).
    var networkIsolation: [String] { Self.networkIsolationCommand }

    init(limits: SandboxLimits, libraryPath: String? = nil) {
        self.limits = limits
        self.libraryPath = libraryPath
    }

    /// What isolation works on this machine, for `sitegen test --verbose` and the docs.
    var isolationSummary: String {
        var parts = ["time limit \(Self.formatSeconds(limits.timeout))", "output limit \(limits.outputLimit / 1024) KiB",
                     "memory limit \(limits.memoryLimit >> 20) MiB", "own temporary folder"]
        parts.append(networkIsolation.isEmpty ? "network NOT isolated (unshare unavailable)" : "no network (\(networkIsolation.joined(separator: " ")))")
        return parts.joined(separator: ", ")
    }

    /// Runs `executable` in a fresh temporary folder, removed afterwards.
    func run(_ executable: String) async -> ProcessOutcome {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-doctest-run-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let cpuSeconds = Int(limits.timeout.rounded(.up)) + 1
        // `ulimit` in the shell that then becomes the program (exec): the limits bind it alone.
        let script = """
            cd "$1" || exit 125
            ulimit -v \(limits.memoryLimit / 1024) 2>/dev/null
            ulimit -t \(cpuSeconds) 2>/dev/null
            ulimit -f \(max(limits.outputLimit / 512, 2048)) 2>/dev/null
            ulimit -c 0 2>/dev/null
            shift
            exec "$@"
            """
        let command = networkIsolation + ["/bin/sh", "-c", script, "sh", folder.path, executable]
        var environment = [
            "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": folder.path, "TMPDIR": folder.path,
            "LANG": "C.UTF-8", "NO_COLOR": "1",
        ]
        if let libraryPath {
            environment["LD_LIBRARY_PATH"] = libraryPath
        }
        return await Subprocess.run(command[0], Array(command.dropFirst()), environment: environment,
                                    timeout: limits.timeout, outputLimit: limits.outputLimit)
    }

    /// `unshare -n` when this process may create a network namespace (root), `unshare -rn` when
    /// user namespaces allow it, nothing otherwise. Probed once per process.
    static let networkIsolationCommand: [String] = {
        for candidate in [["unshare", "-rn"], ["unshare", "-n"]] {
            let probe = Subprocess.run(candidate[0], Array(candidate.dropFirst()) + ["/bin/true"], timeout: 5)
            if probe.succeeded { return candidate }
        }
        return []
    }()

    static func formatSeconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
