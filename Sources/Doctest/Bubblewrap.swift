#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// bubblewrap (`bwrap`), the sandbox every program of an article runs in: how it is found,
/// checked once per process, and the command line that confines one program.
///
/// Inside, a program sees a read-only view of only what it needs (the shared libraries it loads,
/// the time-zone database, its own executable copied in at `/sandbox/program`) and one writable
/// place, a tmpfs at `/tmp` bounded in size (and in files, as root) that is its
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
    /// Whether sitegen mounts the sandbox's `/tmp` itself, in a mount namespace of the sandbox's
    /// own (`unshare`, then `mount`), bounded in bytes and in files (`SandboxLimits.fileLimit`):
    /// bwrap's own tmpfs takes a size only. It takes root; elsewhere the files' number is
    /// bounded by the memory cgroup only, which counts the kernel's memory for them.
    var boundsFiles = false

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
        // As root, each first with a /tmp of sitegen's own that bounds the number of files too.
        if getuid() == 0, Self.temporaryTools != nil {
            candidates = candidates.flatMap { sandbox in
                var bounded = sandbox
                bounded.boundsFiles = true
                return [bounded, sandbox]
            }
        }
        var failure: String?
        for sandbox in candidates {
            // The shell itself plays the program: the same mounts, limits and namespaces.
            let command = sandbox.command(arguments: ["-c", "exit 0"], limits: limits, readOnly: readOnly, libraries: [])
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

    /// The system folders a Swift program's libraries come from: the C library, the dynamic
    /// loader, libstdc++ and friends. Only the files a program loads are mounted from them
    /// (`SharedLibraries`); all of them when the loader cannot list those.
    static let systemFolders = ["/usr/lib", "/usr/lib64", "/usr/lib32", "/lib", "/lib64", "/lib32"]

    /// Data a Swift program reads besides its libraries, mounted whole where the host has it: the
    /// time-zone database for `TimeZone(identifier:)` and the `C.UTF-8` locale of `LANG`.
    static let dataFolders = ["/usr/share/zoneinfo", "/usr/lib/locale/C.utf8"]

    /// `unshare` and `mount` (util-linux), with which a root sitegen makes a sandbox's `/tmp`
    /// itself (`boundsFiles`); nil when either is missing.
    static let temporaryTools: (unshare: String, mount: String)? = {
        guard let unshare = search("unshare", in: "/usr/bin:/bin"), let mount = search("mount", in: "/usr/bin:/bin") else {
            return nil
        }
        return (unshare, mount)
    }()

    /// The command that runs the program given as descriptor 3 with `arguments`, confined.
    ///
    /// - Parameters:
    ///   - readOnly: more folders the program's libraries come from (the Swift runtime's).
    ///   - libraries: the files the program loads (`SharedLibraries.loaded(by:libraryPath:)`):
    ///     only they, the shell's and the data folders are mounted; nil mounts the system
    ///     folders and `readOnly` whole.
    ///   - libraryPath: `LD_LIBRARY_PATH` inside, when the runtime needs one.
    func command(arguments: [String], limits: SandboxLimits, readOnly: [String], libraries: [String]?,
                 libraryPath: String? = nil) -> [String] {
        var command: [String] = []
        if boundsFiles, let tools = Self.temporaryTools {
            // A mount namespace whose /tmp is a tmpfs bounded in bytes and files, made before the
            // user changes; bwrap binds it as the sandbox's /tmp. It goes with the namespace.
            let options = "size=\(limits.diskLimit),nr_inodes=\(limits.fileLimit),mode=1777,nosuid,nodev"
            command += [tools.unshare, "--mount", "--propagation", "private", "--", "/bin/sh", "-c",
                        "\(tools.mount) -t tmpfs -o \(options) sitegen-sandbox /tmp || exit 125; exec \"$@\"", "sh"]
        }
        // New user, PID, network, IPC, UTS and cgroup (where possible) namespaces.
        command += asUser + [executable, "--unshare-all"]
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
        if let libraries {
            command += SharedLibraries.mounts(for: SharedLibraries.ofShell + libraries, within: Self.systemFolders + readOnly)
            for folder in Self.dataFolders where FileManager.default.fileExists(atPath: folder) {
                let source = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
                command += ["--ro-bind", source, folder]
            }
        } else {
            // A data folder inside a system folder comes with it.
            for folder in Self.systemFolders + Self.dataFolders
            where !Self.systemFolders.contains(where: { folder.hasPrefix($0 + "/") }) {
                command += Self.mount(folder)
            }
            for folder in Set(readOnly).sorted() where !Self.systemFolders.contains(folder) {
                let source = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
                if FileManager.default.fileExists(atPath: source) { command += ["--ro-bind", source, folder] }
            }
        }
        command += [
            "--ro-bind", Self.hostShell, Self.shellPath,
            "--perms", "0555", "--ro-bind-data", "3", Self.programPath,
            "--proc", "/proc",
            "--dev", "/dev",
        ]
        command += boundsFiles ? ["--bind", "/tmp", "/tmp"] : ["--size", "\(limits.diskLimit)", "--perms", "1777", "--tmpfs", "/tmp"]
        command += [
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
