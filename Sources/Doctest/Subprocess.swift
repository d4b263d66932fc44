#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How a child process ended and what it wrote.
struct ProcessOutcome: Sendable {
    enum Termination: Sendable, Equatable {
        case exited(Int32)
        case signaled(Int32)
        /// Killed by us: it ran past its time limit.
        case timedOut
        /// Killed by us: it wrote more than its output limit.
        case outputLimitExceeded
    }

    var termination: Termination
    var standardOutput: String
    var standardError: String
    var seconds: Double
    /// What the program wrote to its record descriptor (`Subprocess.run(recordDescriptor:)`):
    /// Swift Testing's event stream.
    var record = ""

    var succeeded: Bool { termination == .exited(0) }
}

/// Runs programs with `posix_spawn` in a process group of their own, so that a time limit
/// or an output limit kills the program and everything it started, and waiting never hangs.
enum Subprocess {
    /// Serializes pipe creation and spawning: a pipe made by one thread must not leak into a
    /// child spawned by another, or the first never sees end-of-file.
    private static let spawnLock = NSLock()

    /// Runs `executable` and collects its output.
    ///
    /// - Parameters:
    ///   - timeout: seconds before the whole process group is killed.
    ///   - outputLimit: bytes of standard output plus standard error before it is killed.
    ///   - descriptors: files the child gets open for reading as descriptors 3, 4, … in order
    ///     (bubblewrap copies the program into its sandbox from 3, so the sandbox never sees the
    ///     program's folder, and reads its seccomp filter from 4). Every other descriptor above 2
    ///     is closed in the child.
    ///   - recordDescriptor: a descriptor number (above those of `descriptors`) the child gets as
    ///     the write end of a pipe of its own, read into `ProcessOutcome.record` (counted in the
    ///     output limit): where a testing library writes its event stream, apart from what the
    ///     program prints.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double, outputLimit: Int = 16 << 20, descriptors: [String] = [],
                    recordDescriptor: Int32? = nil) -> ProcessOutcome {
        let start = Date()
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        var recordPipe: [Int32] = [-1, -1]
        var pid = pid_t()

        spawnLock.lock()
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0, recordDescriptor == nil || pipe(&recordPipe) == 0 else {
            spawnLock.unlock()
            return ProcessOutcome(termination: .exited(127), standardOutput: "",
                                  standardError: "cannot create a pipe: \(String(cString: strerror(errno)))", seconds: 0)
        }
        for fd in outPipe + errPipe + recordPipe where fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // The record pipe's write end far above the numbers the child's descriptors take, so
        // that opening those never closes it before it is moved to `recordDescriptor`.
        if recordDescriptor != nil {
            let high = fcntl(recordPipe[1], F_DUPFD_CLOEXEC, 100)
            close(recordPipe[1])
            recordPipe[1] = high
            // Opened again by path (`/dev/fd/5`) by a program that may run as another user
            // (`nobody`, in the sandbox): the pipe's own mode must let it write.
            _ = fchmod(high, 0o622)
        }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        if let recordDescriptor { posix_spawn_file_actions_adddup2(&actions, recordPipe[1], recordDescriptor) }
        for (offset, path) in descriptors.enumerated() {
            posix_spawn_file_actions_addopen(&actions, Int32(3 + offset), path, O_RDONLY, 0)
        }
        // Descriptors sitegen opened without close-on-exec (by Foundation or a library) must not
        // reach a program: close all of them past the standard ones and those given.
        let firstClosed = max(Int32(3 + descriptors.count), recordDescriptor.map { $0 + 1 } ?? 0)
        closeDescriptors(from: firstClosed, in: &actions, keeping: outPipe + errPipe + recordPipe.filter { $0 >= 0 })

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new process group (its id is the child's pid): one kill reaches all descendants.
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environmentStrings = (environment ?? ProcessInfo.processInfo.environment).map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environmentStrings.forEach { free($0) } }

        let spawned = posix_spawnp(&pid, executable, &actions, &attributes, argv, environmentStrings)
        close(outPipe[1])
        close(errPipe[1])
        if recordPipe[1] >= 0 { close(recordPipe[1]) }
        spawnLock.unlock()

        if spawned == 0 { Children.shared.started(pid) }
        defer { if spawned == 0 { Children.shared.ended(pid) } }
        guard spawned == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            if recordPipe[0] >= 0 { close(recordPipe[0]) }
            return ProcessOutcome(termination: .exited(127), standardOutput: "",
                                  standardError: "cannot start \(executable): \(String(cString: strerror(spawned)))", seconds: 0)
        }

        var output = [UInt8]()
        var errors = [UInt8]()
        var record = [UInt8]()
        var killedFor: ProcessOutcome.Termination?
        let deadline = start.addingTimeInterval(timeout)
        // 0 standard output, 1 standard error, 2 the record.
        var open: [(fd: Int32, stream: Int)] = [(outPipe[0], 0), (errPipe[0], 1)]
        if recordPipe[0] >= 0 { open.append((recordPipe[0], 2)) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        var killedAt: Date?

        while !open.isEmpty {
            let remaining = deadline.timeIntervalSinceNow
            if killedFor == nil, remaining <= 0 {
                killedFor = .timedOut
                kill(-pid, SIGKILL)
                killedAt = Date()
            }
            // After a kill, a descendant that escaped the group could keep a pipe open: give
            // the pipes a moment to drain, then stop listening.
            if let killedAt, Date().timeIntervalSince(killedAt) > 1 { break }
            var fds = open.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let waitMilliseconds = killedFor == nil ? Int32(max(1, min(remaining, 0.25) * 1000)) : 100
            let ready = poll(&fds, nfds_t(fds.count), waitMilliseconds)
            if ready < 0 && errno != EINTR { break }
            guard ready > 0 else { continue }
            var closed: Set<Int32> = []
            for entry in fds where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count <= 0 {
                    close(entry.fd)
                    closed.insert(entry.fd)
                    continue
                }
                switch open.first(where: { $0.fd == entry.fd })?.stream ?? 0 {
                case 1: errors.append(contentsOf: buffer[0..<count])
                case 2: record.append(contentsOf: buffer[0..<count])
                default: output.append(contentsOf: buffer[0..<count])
                }
                if killedFor == nil, output.count + errors.count + record.count > outputLimit {
                    killedFor = .outputLimitExceeded
                    kill(-pid, SIGKILL)
                    killedAt = Date()
                }
            }
            open.removeAll { closed.contains($0.fd) }
        }
        open.forEach { close($0.fd) }

        // The pipes are closed, but the child may still run (a program that closed its output
        // and loops): keep to the time limit while waiting for it.
        var status: Int32 = 0
        while true {
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid || (waited < 0 && errno != EINTR) { break }
            if killedFor == nil, deadline.timeIntervalSinceNow <= 0 {
                killedFor = .timedOut
                kill(-pid, SIGKILL)
            }
            usleep(5_000)
        }
        // Whatever the program left running in its group goes with it.
        kill(-pid, SIGKILL)

        let termination: ProcessOutcome.Termination
        if let killedFor {
            termination = killedFor
        } else if status & 0x7f == 0 {
            termination = .exited((status >> 8) & 0xff)
        } else {
            termination = .signaled(status & 0x7f)
        }
        var outcome = ProcessOutcome(termination: termination,
                                     standardOutput: String(decoding: output.prefix(outputLimit), as: UTF8.self),
                                     standardError: String(decoding: errors.prefix(outputLimit), as: UTF8.self),
                                     seconds: Date().timeIntervalSince(start))
        outcome.record = String(decoding: record.prefix(outputLimit), as: UTF8.self)
        return outcome
    }

    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
    /// module does not import: looked up by name.
    private static let addCloseFrom: AddCloseFrom? = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np")
        .map { unsafeBitCast($0, to: AddCloseFrom.self) }

    /// Closes every descriptor from `first` up in the child. Without `addclosefrom_np`, closes
    /// those open now (the pipes being set up are closed by `FD_CLOEXEC` already).
    private static func closeDescriptors(from first: Int32, in actions: inout posix_spawn_file_actions_t, keeping: [Int32]) {
        if let addCloseFrom, addCloseFrom(&actions, first) == 0 { return }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor >= first && !keeping.contains(descriptor) {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    /// Runs a program off the cooperative thread pool (waiting for a compiler blocks a thread).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    timeout: Double, outputLimit: Int = 16 << 20, descriptors: [String] = [],
                    recordDescriptor: Int32? = nil) async -> ProcessOutcome {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(returning: run(executable, arguments, environment: environment,
                                                   timeout: timeout, outputLimit: outputLimit, descriptors: descriptors,
                                                   recordDescriptor: recordDescriptor))
            }
        }
    }

    /// The name of a signal, e.g. "SIGSEGV".
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGILL: "SIGILL",
                                      SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGTERM: "SIGTERM", SIGTRAP: "SIGTRAP",
                                      SIGXCPU: "SIGXCPU", SIGPIPE: "SIGPIPE", SIGXFSZ: "SIGXFSZ"]
        return names[signal] ?? "signal \(signal)"
    }
}
