@testable import Doctest
import Foundation
import Testing

/// Hostile blocks run through the real sandbox (bubblewrap), then the machine is checked: the
/// files outside, the processes left, the listeners, the test process itself.
@Suite(.serialized) struct HostileBlockTests {
    /// One block whose program runs `body` (in a `@main` type: Glibc's functions at the top level
    /// would make it a fragment), with `@ROOT@` (the package), `@CACHE@` and `@HOME@` replaced by
    /// the host's paths.
    static func article(_ body: String, cache: URL, imports: [String] = []) -> DoctestArticle {
        let source = body.replacingOccurrences(of: "@ROOT@", with: Support.packageRoot.path)
            .replacingOccurrences(of: "@CACHE@", with: cache.path)
            .replacingOccurrences(of: "@HOME@", with: NSHomeDirectory())
        let indented = source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        return Support.article("```swift\n@main struct Hostil {\n  static func main() throws {\n\(indented)\n  }\n}\n```\n",
                               imports: imports)
    }

    /// Every block ran as a program and passed.
    static func ranAndPassed(_ run: DoctestRun) -> Bool {
        run.report.blocks.allSatisfy { $0.kind == .run && $0.status == .passed }
    }

    static func messages(_ run: DoctestRun) -> String {
        run.report.blocks.map { "\($0.messages) output: \($0.output)" }.joined(separator: "\n")
    }

    @Test func itSeesNoSecretNoProjectNoCacheNoHomeAndNoOtherProcess() async throws {
        setenv("SITEGEN_TEST_SECRET", "do-not-leak", 1)
        let cache = Support.freshFolder()
        let run = try await Support.verify(Self.article(#"""
            let paths = ["/etc/shadow", "/etc/passwd", "/etc", "@ROOT@/Package.swift", "@ROOT@", "@CACHE@", "@HOME@",
                         "/var/run/docker.sock", "/run", "/home", "/opt/swift/usr/bin"]
            for path in paths where FileManager.default.fileExists(atPath: path) { print("visible: \(path)") }
            let allowed: Set = ["HOME", "TMPDIR", "PATH", "LANG", "NO_COLOR", "PWD", "LD_LIBRARY_PATH"]
            for key in ProcessInfo.processInfo.environment.keys where !allowed.contains(key) { print("leaked: \(key)") }
            let processes = try FileManager.default.contentsOfDirectory(atPath: "/proc").filter { Int($0) != nil }
            print(processes.count) // Prints "2"
            print(try String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) // Prints "sandbox"
            """#, cache: cache), options: Support.options(cache: cache))
        unsetenv("SITEGEN_TEST_SECRET")
        #expect(Self.ranAndPassed(run), "\(Self.messages(run))")
        #expect(run.statistics.isolation.contains("bubblewrap"), "\(run.statistics.isolation)")
    }

    @Test func itWritesOnlyInItsOwnTemporaryFolderAndOnlyUpToItsSize() async throws {
        let cache = Support.freshFolder()
        let marker = "hostile-\(UUID().uuidString)"
        var options = Support.options(cache: cache)
        options.limits.diskLimit = 1 << 20
        let run = try await Support.verify(Self.article(#"""
            let targets = ["/MARKER", "/usr/lib/MARKER", "/dev/shm/MARKER", "/dev/MARKER", "@ROOT@/MARKER",
                           "@CACHE@/MARKER", "@CACHE@/results/MARKER", "/sandbox/program"]
            for target in targets where FileManager.default.createFile(atPath: target, contents: Data("x".utf8)) {
                print("wrote \(target)")
            }
            try "ok".write(toFile: "/tmp/scratch.txt", atomically: true, encoding: .utf8)
            print(try String(contentsOfFile: "scratch.txt", encoding: .utf8)) // Prints "ok"
            print(FileManager.default.currentDirectoryPath) // Prints "/tmp"
            do {
                try Data(count: 2 << 20).write(to: URL(fileURLWithPath: "/tmp/big"))
                print("wrote 2 MiB")
            } catch {
                print("no space") // Prints "no space"
            }
            """#.replacingOccurrences(of: "MARKER", with: marker), cache: cache), options: options)
        #expect(Self.ranAndPassed(run), "\(Self.messages(run))")
        for folder in ["/", "/usr/lib", "/dev/shm", Support.packageRoot.path, cache.path, cache.appendingPathComponent("results").path] {
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/\(marker)"), "\(folder)/\(marker)")
        }
    }

    /// The system calls that widen the kernel's attack surface fail with EPERM (the seccomp
    /// filter); without it each would fail otherwise, or succeed (`ptrace(PTRACE_TRACEME)`).
    @Test(.enabled(if: SeccompFilter.file != nil, "libseccomp2 is not installed"))
    func theKernelsWiderCallsAreDenied() async throws {
        #if arch(x86_64)
        let cache = Support.freshFolder()
        let run = try await Support.verify(Self.article(#"""
            // glibc's syscall(2), called with three integers.
            typealias Call = @convention(c) (Int, Int, Int, Int) -> Int
            let call = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syscall")!, to: Call.self)
            // io_uring_setup, perf_event_open, keyctl, bpf, userfaultfd, ptrace(TRACEME), setns, unshare(NEWUSER)
            for (name, number, a, b, c) in [("io_uring_setup", 425, 1, 0, 0), ("perf_event_open", 298, 0, 0, -1),
                                            ("keyctl", 250, 0, 0, 0), ("bpf", 321, 0, 0, 0), ("userfaultfd", 323, 0, 0, 0),
                                            ("ptrace", 101, 0, 0, 0), ("setns", 308, -1, 0, 0), ("unshare", 272, 0x10000000, 0, 0)] {
                let result = call(number, a, b, c)
                let error = errno
                if result != -1 || error != EPERM { print("\(name): \(result) errno \(error)") }
            }
            print("done") // Prints "done"
            """#, cache: cache), options: Support.options(cache: cache))
        #expect(Self.ranAndPassed(run), "\(Self.messages(run))")
        #expect(run.statistics.isolation.contains("seccomp filter"), "\(run.statistics.isolation)")
        #endif
    }

    /// Five processes that each hold 600 MiB, under a 1 GiB limit: a memory cgroup bounds them
    /// together (the kernel kills what goes past it), or — with no cgroup here — each gets its
    /// share of the limit and none can hold that much. Never all five at once.
    @Test func theMemoryLimitHoldsForAllTheProcessesTogether() async throws {
        let cache = Support.freshFolder()
        var options = Support.options(cache: cache, timeout: 20)
        options.limits.memoryLimit = 1 << 30
        let run = try await Support.verify(Self.article(#"""
            if CommandLine.arguments.count > 1 {
                // A child: hold 600 MiB, every page touched, and say so.
                let size = 600 << 20
                guard let block = malloc(size) else { print("no memory"); return }
                memset(block, 1, size)
                print("held")
                fflush(stdout)
                sleep(3)
                return
            }
            var children: [Process] = []
            for _ in 0..<5 {
                let child = Process()
                child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
                child.arguments = ["child"]
                try child.run()
                children.append(child)
            }
            for child in children { child.waitUntilExit() }
            print("done") // Prints "done"
            """#, cache: cache), options: options)
        let block = try #require(run.report.blocks.first)
        let held = block.output.components(separatedBy: "held").count - 1
        #expect(held < 5, "all five held 600 MiB: \(block.output)")
        #expect(block.output.contains("done") || block.status == .failed, "\(Self.messages(run))")
    }

    /// As root, sitegen mounts the sandbox's /tmp itself with a bound on its files: making more
    /// fails with "no space left on device", and the host's /tmp gets none of them.
    @Test(.enabled(if: getuid() == 0 && Bubblewrap.temporaryTools != nil, "a bound on files takes root"))
    func theNumberOfFilesInItsTemporaryFolderIsBounded() async throws {
        let cache = Support.freshFolder()
        let marker = "hostile-files-\(UUID().uuidString)"
        var options = Support.options(cache: cache, timeout: 20)
        options.limits.fileLimit = 500
        let run = try await Support.verify(Self.article(#"""
            var made = 0
            while made < 5_000, FileManager.default.createFile(atPath: "/tmp/MARKER-\(made)", contents: nil) { made += 1 }
            print(made < 500 ? "stopped" : "made \(made)") // Prints "stopped"
            """#.replacingOccurrences(of: "MARKER", with: marker), cache: cache), options: options)
        #expect(Self.ranAndPassed(run), "\(Self.messages(run))")
        #expect(run.statistics.isolation.contains("at most 500 files"), "\(run.statistics.isolation)")
        let leaked = try FileManager.default.contentsOfDirectory(atPath: "/tmp").filter { $0.hasPrefix(marker) }
        #expect(leaked.isEmpty, "\(leaked.count) files in the host's /tmp")
    }

    /// Only the files the program loads are mounted: the rest of the system's libraries (the
    /// compilers, interpreters and tools under /usr/lib) and of the Swift runtime are not there.
    @Test(.enabled(if: SharedLibraries.loader != nil, "no dynamic loader to list the libraries with"))
    func itSeesOnlyTheLibrariesItLoads() async throws {
        let cache = Support.freshFolder()
        // The Swift runtime's folder beside the compiler the programs are built with.
        let swiftc = try #require(Bubblewrap.search("swiftc", in: ProcessInfo.processInfo.environment["PATH"] ?? ""))
        let runtime = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("lib/swift/linux").path
        let run = try await Support.verify(Self.article(#"""
            let runtime = "RUNTIME"
            print(FileManager.default.fileExists(atPath: runtime + "/libswiftCore.so")) // Prints "true"
            let absent = ["/usr/lib/gcc", "/usr/lib/git-core", "/usr/lib/jvm", "/usr/lib/python3", "/usr/lib/apt",
                          "/usr/bin", "/usr/share/doc", runtime + "/libXCTest.so", runtime + "/libFoundationNetworking.so"]
            for path in absent where FileManager.default.fileExists(atPath: path) { print("visible: \(path)") }
            let folder = "/usr/lib/x86_64-linux-gnu"
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            print(names.contains("libc.so.6")) // Prints "true"
            print(names.count < 40 ? "a few" : "\(names.count) files") // Prints "a few"
            print(TimeZone(identifier: "Europe/Madrid") != nil) // Prints "true"
            """#.replacingOccurrences(of: "RUNTIME", with: runtime), cache: cache), options: Support.options(cache: cache))
        #expect(Self.ranAndPassed(run), "\(Self.messages(run))")
        #expect(run.statistics.isolation.contains("only the libraries it loads"), "\(run.statistics.isolation)")
    }

    @Test func withoutACgroupTheProcessesShareTheMemoryLimit() {
        let limits = SandboxLimits(memoryLimit: 4 << 30, processLimit: 256)
        let shared = Sandbox.boundedAsAWhole(limits, mode: .bubblewrap, hasCgroup: false)
        #expect(shared.processLimit == Sandbox.processesWithoutCgroup)
        #expect(shared.processLimit * shared.memoryLimit <= limits.memoryLimit)
        #expect(Sandbox.boundedAsAWhole(limits, mode: .bubblewrap, hasCgroup: true) == limits)
        #expect(Sandbox.boundedAsAWhole(limits, mode: .unconfined, hasCgroup: false) == limits)
    }

    @Test func signalsReachNothingOutside() async throws {
        let canary = Process()
        canary.executableURL = URL(fileURLWithPath: "/bin/sleep")
        canary.arguments = ["60"]
        try canary.run()
        defer { canary.terminate() }
        let run = try await Support.verify(Self.article("""
            kill(-1, SIGKILL)
            kill(getppid(), SIGSTOP)
            kill(getppid(), SIGKILL)
            kill(1, SIGKILL)
            kill(\(canary.processIdentifier), SIGKILL)
            kill(\(getpid()), SIGKILL)
            print("still here") // Prints "still here"
            """, cache: Support.freshFolder()))
        #expect(Self.ranAndPassed(run), "\(Self.messages(run))")
        #expect(canary.isRunning)
    }

    @Test func aThousandProcessesAndADaemonAreAllGoneWhenTheRunEnds() async throws {
        let token = "sitegen-hostile-\(UUID().uuidString)"
        var options = Support.options()
        options.limits.processLimit = 48
        let start = Date()
        let run = try await Support.verify(Self.article("""
            if CommandLine.arguments.count > 1 {
                // A child: a daemon in a session of its own that would outlive the run.
                setsid()
                sleep(30)
                exit(0)
            }
            var started = 0
            for _ in 0..<1000 {
                var pid = pid_t()
                let argv: [UnsafeMutablePointer<CChar>?] = [strdup(CommandLine.arguments[0]), strdup("\(token)"), nil]
                if posix_spawn(&pid, CommandLine.arguments[0], nil, nil, argv, environ) == 0 { started += 1 }
            }
            print(started > 0, started < 1000) // Prints "true true"
            """, cache: options.cachePath.map(URL.init(fileURLWithPath:))!), options: options)
        #expect(Self.ranAndPassed(run), "\(Self.messages(run))")
        #expect(Date().timeIntervalSince(start) < 300)
        #expect(Self.processes(containing: token).isEmpty)
        // A daemon would show itself later: none does.
        try await Task.sleep(for: .seconds(3))
        #expect(Self.processes(containing: token).isEmpty)
    }

    @Test func theNetworkAndTheMachinesSocketsAreOutOfReach() async throws {
        let tcp = try Listener.tcp()
        let socketPath = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-\(UUID().uuidString.prefix(8)).sock").path
        let unix = try Listener.unix(path: socketPath)
        let abstractName = "sitegen-test-\(UUID().uuidString)"
        let abstract = try Listener.unix(path: "\0" + abstractName)
        defer { [tcp, unix, abstract].forEach { close($0.descriptor) }; unlink(socketPath) }
        // The listeners work: the host reaches them.
        #expect(Listener.connectTCP(port: tcp.port))
        #expect(Listener.connectUnix(path: socketPath))
        #expect(Listener.connectUnix(path: "\0" + abstractName))

        let run = try await Support.verify(Self.article("""
            \(Listener.clientSource)
            print(connectTCP(port: \(tcp.port))) // Prints "false"
            print(connectUnix(path: "\(socketPath)")) // Prints "false"
            print(connectUnix(path: "\\0\(abstractName)")) // Prints "false"
            """, cache: Support.freshFolder()))
        #expect(Self.ranAndPassed(run), "\(Self.messages(run))")
    }

    @Test func aProgramThatStopsItselfOrItsParentOrClosesItsOutputIsKilledAtItsLimit() async throws {
        let start = Date()
        let run = try await Support.verify(Support.article("""
            ```swift
            @main struct Detenido {
              static func main() {
                kill(getpid(), SIGSTOP)
                print("resumed")
              }
            }
            ```

            ```swift
            @main struct DetieneASuPadre {
              static func main() {
                kill(getppid(), SIGSTOP)
                print("its parent is the sandbox's init: it does not stop") // Prints "its parent is the sandbox's init: it does not stop"
              }
            }
            ```

            ```swift
            @main struct SinSalida {
              static func main() {
                close(1)
                close(2)
                while true { sleep(1) }
              }
            }
            ```
            """), options: Support.options(timeout: 2))
        #expect(run.report.blocks.allSatisfy { $0.kind == .run })
        #expect(Date().timeIntervalSince(start) < 300)
        #expect(run.report.blocks.map(\.status) == [.failed, .passed, .failed], "\(Self.messages(run))")
        #expect(run.report.blocks[0].messages.first?.contains("did not finish within 2 s") == true)
        #expect(run.report.blocks[2].messages.first?.contains("did not finish within 2 s") == true)
    }

    /// Processes of this machine whose command line contains `text`.
    static func processes(containing text: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            return String(decoding: data, as: UTF8.self).contains(text)
        }
    }
}

/// Listening sockets on the host, and the client code a block uses to try them.
enum Listener {
    struct Socket { var descriptor: Int32; var port: UInt16 }
    struct Failure: Error { var what: String }

    static func tcp() throws -> Socket {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0 }
        }
        guard bound, listen(descriptor, 16) == 0 else { throw Failure(what: "tcp listen") }
        return Socket(descriptor: descriptor, port: UInt16(bigEndian: address.sin_port))
    }

    static func unix(path: String) throws -> Socket {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = Self.address(path)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0 }
        }
        guard bound, listen(descriptor, 16) == 0 else { throw Failure(what: "unix listen \(path)") }
        return Socket(descriptor: descriptor, port: 0)
    }

    static func address(_ path: String) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        return address
    }

    static func connectTCP(port: UInt16) -> Bool {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    static func connectUnix(path: String) -> Bool {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = Self.address(path)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0 }
        }
    }

    /// The same two client functions, as a block's code.
    static let clientSource = #"""
        func connectTCP(port: UInt16) -> Bool {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = port.bigEndian
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
            }
        }
        func connectUnix(path: String) -> Bool {
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
            }
            return withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) == 0 }
            }
        }
        """#
}
