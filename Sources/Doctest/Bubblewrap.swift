#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// bubblewrap (`bwrap`), the sandbox every program of an article runs in: how it is found,
/// checked once per process, and the command line that confines one program.
///
/// Inside, a program sees a read-only view of only what it needs (the system's shared libraries,
/// the Swift runtime, the time-zone database, its own executable copied in at
/// `/sandbox/program`) and one writable place, a size-limited tmpfs at `/tmp` that is its
/// working folder, `HOME` and `TMPDIR`. It gets new user, PID, network, IPC, UTS and cgroup
/// namespaces, no capabilities, a new session, and an environment of five variables. It never
/// sees the project, the doctest cache, the home folder or another process. bwrap's first process
/// is the PID namespace's init: when it dies, the kernel kills every process of the namespace,
/// and `--die-with-parent` makes it die with sitegen's child, which the time limit kills.
struct Bubblewrap: Sendable, Hashable {
    /// The `bwrap` executable.
    var executable: String
    /// `setpriv` and its arguments when sitegen runs as root: the sandbox then runs as `nobody`,
    /// because the kernel never applies a process limit to root's own user (and root's files stay
    /// out of reach even if one were mounted). Empty when sitegen is not root, or when the machine
    /// does not let `nobody` create namespaces (then the process limit does not hold; the
    /// isolation summary says so).
    var asUser: [String]
    /// Whether the sandbox gets a user namespace of its own, in which the program may not create
    /// another (`--disable-userns`: no nested namespace to gain capabilities in). Only a root
    /// sitegen on a machine without user namespaces goes without.
    var ownsUserNamespace = true
    /// Whether programs run under `SeccompFilter` (false where libseccomp cannot be loaded).
    var seccomp = SeccompFilter.file != nil

    /// The files bwrap reads as descriptors after the program's (descriptor 3): the seccomp
    /// filter's, as descriptor 4.
    var descriptorsAfterProgram: [String] { seccomp ? SeccompFilter.file.map { [$0] } ?? [] : [] }

    /// Where the program is inside the sandbox.
    static let programPath = "/sandbox/program"
    /// The shell that sets the limits, then becomes the program.
    static let shellPath = "/sandbox/sh"

    /// What `Bubblewrap.find` concluded.
    enum Availability: Sendable, Hashable {
        case ready(Bubblewrap)
        /// Why no sandbox can be made, with what to do about it.
        case unavailable(String)
    }

    /// The sandbox on this machine: `bwrap` at `path` (by default found in `searchPath`), checked
    /// by running a shell in the very sandbox a program gets. Decided once per process and path.
    static func find(path: String?, searchPath: String, limits: SandboxLimits, readOnly: [String]) -> Availability {
        let key = [path ?? "", searchPath] + readOnly
        if let known = decided.value[key] { return known }
        let availability = probe(path: path, searchPath: searchPath, limits: limits, readOnly: readOnly)
        decided.mutate { $0[key] = availability }
        return availability
    }

    private static let decided = Locked([[String]: Availability]())

    private static func probe(path: String?, searchPath: String, limits: SandboxLimits, readOnly: [String]) -> Availability {
        guard let executable = path ?? Self.search("bwrap", in: searchPath),
              FileManager.default.isExecutableFile(atPath: executable) else {
            let place = path.map { " (no executable at \($0))" } ?? ""
            return .unavailable("bubblewrap is not installed\(place); install it with 'apt-get install bubblewrap' "
                                + "or scripts/install-deps.sh")
        }
        var candidates: [Bubblewrap] = []
        if getuid() == 0, let setpriv = Self.search("setpriv", in: searchPath + ":/usr/bin:/bin") {
            let asNobody = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups", "--inh-caps=-all", "--"]
            candidates.append(Bubblewrap(executable: executable, asUser: asNobody))
        }
        candidates.append(Bubblewrap(executable: executable, asUser: []))
        if getuid() == 0 { candidates.append(Bubblewrap(executable: executable, asUser: [], ownsUserNamespace: false)) }
        var failure: String?
        for sandbox in candidates {
            // The shell itself plays the program: the same mounts, limits and namespaces.
            let command = sandbox.command(arguments: ["-c", "exit 0"], limits: limits, readOnly: readOnly)
            let outcome = Subprocess.run(command[0], Array(command.dropFirst()), environment: Self.outerEnvironment,
                                         timeout: 20, descriptors: [Self.hostShell] + sandbox.descriptorsAfterProgram)
            if outcome.succeeded { return .ready(sandbox) }
            // The first attempt's reason says most: it is the sandbox sitegen wanted.
            failure = failure ?? outcome.standardError.split(separator: "\n").first.map(String.init) ?? "\(outcome.termination)"
        }
        let reason = failure.map { UntrustedText.escaped($0, limit: 300) } ?? "no attempt"
        return .unavailable("bubblewrap (\(executable)) cannot make its sandbox here: \(reason) (in a container, run it "
                            + "with --privileged, or with --security-opt seccomp=unconfined --security-opt apparmor=unconfined; "
                            + "on Ubuntu 24.04 allow user namespaces: sysctl kernel.apparmor_restrict_unprivileged_userns=0)")
    }

    /// The environment of `setpriv` and `bwrap` themselves (the program's is set with `--setenv`
    /// after `--clearenv`): nothing of sitegen's.
    static let outerEnvironment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]

    /// The host's `/bin/sh`, resolved (dash on Debian): mounted read-only at `shellPath`.
    static let hostShell = URL(fileURLWithPath: "/bin/sh").resolvingSymlinksInPath().path

    /// The system folders a Swift program needs: the C library, the dynamic loader, libstdc++
    /// and friends, and the time-zone database for `TimeZone(identifier:)`. A folder that is a
    /// symbolic link on the host (`/lib` → `usr/lib` on merged-/usr systems) is the same link inside.
    static let systemFolders = ["/usr/lib", "/usr/lib64", "/usr/lib32", "/lib", "/lib64", "/lib32", "/usr/share/zoneinfo"]

    /// The command that runs the program given as descriptor 3 with `arguments`, confined.
    ///
    /// - Parameters:
    ///   - readOnly: more folders the program reads (the Swift runtime's libraries), mounted at
    ///     the path given (a symbolic link on the host is followed).
    ///   - libraryPath: `LD_LIBRARY_PATH` inside, when the runtime needs one.
    func command(arguments: [String], limits: SandboxLimits, readOnly: [String], libraryPath: String? = nil) -> [String] {
        // New user, PID, network, IPC, UTS and cgroup (where possible) namespaces.
        var command = asUser + [executable, "--unshare-all"]
        if ownsUserNamespace { command += ["--unshare-user", "--disable-userns"] }
        command += [
            "--die-with-parent",        // killed with SIGKILL when its parent (sitegen's child) dies
            "--new-session",            // no controlling terminal to inject keystrokes into
            "--cap-drop", "ALL",
            "--clearenv",
            "--hostname", "sandbox",
        ]
        // The seccomp filter, read from descriptor 4 (`descriptorsAfterProgram`).
        if seccomp { command += ["--seccomp", "4"] }
        for folder in Self.systemFolders {
            command += Self.mount(folder)
        }
        for folder in Set(readOnly).sorted() where !Self.systemFolders.contains(folder) {
            let source = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            if FileManager.default.fileExists(atPath: source) { command += ["--ro-bind", source, folder] }
        }
        command += [
            "--ro-bind", Self.hostShell, Self.shellPath,
            "--perms", "0555", "--ro-bind-data", "3", Self.programPath,
            "--proc", "/proc",
            "--dev", "/dev",
            "--size", "\(limits.diskLimit)", "--perms", "1777", "--tmpfs", "/tmp",
            // Everything but /tmp read-only: bwrap's own root and /dev are writable tmpfs otherwise.
            "--remount-ro", "/",
            "--remount-ro", "/dev",
            "--chdir", "/tmp",
            "--setenv", "HOME", "/tmp",
            "--setenv", "TMPDIR", "/tmp",
            "--setenv", "PATH", "/usr/bin:/bin",
            "--setenv", "LANG", "C.UTF-8",
            "--setenv", "NO_COLOR", "1",
        ]
        if let libraryPath, !libraryPath.isEmpty { command += ["--setenv", "LD_LIBRARY_PATH", libraryPath] }
        command += [Self.shellPath, "-c", Self.limitScript(limits), "sh", Self.programPath] + arguments
        return command
    }

    /// The shell lines that set the limits inside the namespaces, then become the program. The
    /// process limit is set here, not on bwrap: inside its own user namespace it counts the
    /// sandbox's processes only. A limit that cannot be set stops the run (status 125). Bytes
    /// written are bounded by the size of the tmpfs, the only writable place (writing past it
    /// fails with "no space left on device").
    static func limitScript(_ limits: SandboxLimits) -> String {
        """
        ulimit -v \(limits.memoryLimit / 1024) || exit 125
        ulimit -u \(limits.processLimit) 2>/dev/null || ulimit -p \(limits.processLimit) || exit 125
        ulimit -t \(Int(limits.timeout.rounded(.up)) + 1) || exit 125
        ulimit -c 0
        exec "$@"
        """
    }

    /// A system folder as it is on the host: `--ro-bind folder folder`, `--symlink target folder`
    /// for a link, nothing when it is missing.
    static func mount(_ folder: String) -> [String] {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: folder) {
            return ["--symlink", target, folder]
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        return ["--ro-bind", folder, folder]
    }

    /// `name` in the first folder of `searchPath` (`:`-separated) that has it executable.
    static func search(_ name: String, in searchPath: String) -> String? {
        for folder in searchPath.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
