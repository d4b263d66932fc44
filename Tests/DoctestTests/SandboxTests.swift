@testable import Doctest
import Foundation
import Testing

/// A block's program runs isolated: a time limit, an output limit, a memory limit, its own
/// folder, no network where the machine allows it; a hang or a crash fails that block alone.
struct SandboxTests {
    @Test func anEndlessLoopIsStoppedAtTheTimeLimit() async throws {
        let start = Date()
        let run = try await Support.verify(Support.article("""
            ```swift
            var n = 0
            while true { n &+= 1 }
            ```

            ```swift
            print("next") // Prints "next"
            ```
            """), options: Support.options(timeout: 2))
        // The program's limit is 2 s; the rest is compiling, on a machine that may be busy.
        #expect(Date().timeIntervalSince(start) < 300)
        #expect(run.report.blocks.map(\.status) == [.failed, .passed])
        #expect(run.report.blocks[0].messages == [
            "content/test.md:1:1: error: the program did not finish within 2 s and was stopped (an endless loop? raise the limit with --timeout)",
        ])
    }

    @Test func aProgramThatLeavesChildrenBehindNeverHangsTheRun() {
        let start = Date()
        // The grandchildren keep the output pipe open; the whole process group is killed.
        let outcome = Subprocess.run("/bin/sh", ["-c", "sleep 120 & sleep 120 & echo started; sleep 120"], timeout: 1)
        #expect(outcome.termination == .timedOut)
        #expect(outcome.standardOutput == "started\n")
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func aFatalErrorFailsAtItsLine() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            let items: [Int] = []
            if items.isEmpty {
              fatalError("no hay items")
            }
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .failed)
        #expect(block.messages.first?.hasPrefix("content/test.md:1:1: error: the program crashed (SIG") == true)
        #expect(block.messages.contains("content/test.md:4: error: Fatal error: no hay items"), "\(block.messages)")
    }

    @Test func aCrashFailsThatBlockAlone() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            let numbers = [1, 2, 3]
            print(numbers[7])
            ```

            ```swift
            print(1 + 1) // Prints "2"
            ```
            """))
        #expect(run.report.blocks.map(\.status) == [.failed, .passed])
        #expect(run.report.blocks[0].messages.first?.contains("the program crashed") == true)
        #expect(run.report.blocks[0].messages.first?.contains("Index out of range") == true)
    }

    @Test func tooMuchOutputIsStopped() async throws {
        var options = Support.options()
        options.limits.outputLimit = 64 * 1024
        let run = try await Support.verify(Support.article("""
            ```swift
            while true { print("una línea más de salida") }
            ```
            """), options: options)
        #expect(run.report.blocks.first?.messages == ["content/test.md:1:1: error: the program printed more than 64 KiB and was stopped"])
    }

    @Test func theMemoryLimitHolds() async throws {
        var options = Support.options()
        options.limits.memoryLimit = 512 << 20
        let run = try await Support.verify(Support.article("""
            ```swift
            let big = [UInt8](repeating: 1, count: 2 << 30)
            print(big.count)
            ```
            """), options: options)
        #expect(run.report.blocks.first?.status == .failed)
        #expect(run.report.blocks.first?.messages.first?.contains("the program crashed") == true)
    }

    @Test func aProgramRunsInItsOwnTemporaryFolder() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            let folder = FileManager.default.currentDirectoryPath
            print(folder)  // Prints "/tmp"
            print(ProcessInfo.processInfo.environment["HOME"] == folder)  // Prints "true"
            try "x".write(toFile: "scratch.txt", atomically: true, encoding: .utf8)
            ```
            """))
        #expect(run.report.blocks.first?.status == .passed, "\(run.report.blocks.first?.messages ?? [])")
    }

    @Test func thereIsNoNetwork() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            // /proc/net shows the network namespace of the process that reads it.
            let table = try String(contentsOfFile: "/proc/net/dev", encoding: .utf8)
            let interfaces = table.split(separator: "\\n").dropFirst(2).map { $0.split(separator: ":")[0].trimmingCharacters(in: .whitespaces) }
            print(interfaces) // Prints "["lo"]"
            ```
            """))
        #expect(run.report.blocks.first?.status == .passed, "\(run.report.blocks.first?.messages ?? [])")
        #expect(run.statistics.isolation.contains("network"))
    }

    @Test func withoutBubblewrapNoProgramRunsAndTheBlockSaysWhatIsMissing() async throws {
        var options = Support.options()
        options.bubblewrapPath = "/nonexistent/bwrap"
        let run = try await Support.verify(Support.article("""
            ```swift
            print("hola") // Prints "hola"
            ```

            ```swift
            struct Compilado { var valor = 1 }
            ```
            """), options: options)
        // The compiler runs in the sandbox too: without it, nothing is compiled either.
        #expect(run.report.blocks.map(\.status) == [.failed, .failed])
        #expect(run.report.blocks[1].messages == [
            "content/test.md:5:1: error: not compiled: bubblewrap is not installed (no executable at /nonexistent/bwrap); "
                + "install it with 'apt-get install bubblewrap' or scripts/install-deps.sh; "
                + "or pass --no-sandbox to run the compiler unconfined",
        ])
        #expect(run.report.blocks[0].output == "")
        #expect(run.report.blocks[0].messages == [
            "content/test.md:1:1: error: not run: bubblewrap is not installed (no executable at /nonexistent/bwrap); "
                + "install it with 'apt-get install bubblewrap' or scripts/install-deps.sh; "
                + "or pass --no-sandbox to run the programs unconfined",
        ])
        #expect(run.statistics.isolation.contains("programs NOT run"))
    }

    @Test func aBubblewrapThatCannotMakeItsSandboxRunsNoProgram() async throws {
        var options = Support.options()
        options.bubblewrapPath = "/bin/false"
        let run = try await Support.verify(Support.article("""
            ```swift
            print("hola") // Prints "hola"
            ```
            """), options: options)
        #expect(run.report.blocks.map(\.status) == [.failed])
        let message = try #require(run.report.blocks[0].messages.first)
        #expect(message.hasPrefix("content/test.md:1:1: error: not run: bubblewrap (/bin/false) cannot make its sandbox here: "), "\(message)")
        #expect(message.contains("--privileged") && message.hasSuffix("or pass --no-sandbox to run the programs unconfined"))
    }

    @Test func unconfinedProgramsRunWithTheUsersView() async throws {
        var options = Support.options(timeout: 2)
        options.sandbox = .unconfined
        options.bubblewrapPath = "/nonexistent/bwrap"
        let start = Date()
        let run = try await Support.verify(Support.article("""
            ```swift
            print(FileManager.default.fileExists(atPath: "\(Support.packageRoot.path)/Package.swift")) // Prints "true"
            ```

            ```swift
            @main struct DetieneASuPadre {
              static func main() {
                // Its parent is the shell that set its limits, not sitegen: the time limit ends both.
                kill(getppid(), SIGSTOP)
                print("hecho")
              }
            }
            ```
            """), options: options)
        #expect(Date().timeIntervalSince(start) < 300)
        #expect(run.report.blocks.map(\.status) == [.passed, .failed], "\(run.report.failureMessages)")
        #expect(run.report.blocks[1].messages.first?.contains("did not finish within 2 s") == true)
        #expect(run.statistics.isolation.contains("UNCONFINED"))
    }

    @Test func theSandboxCommandMountsOnlyWhatTheProgramNeeds() {
        let sandbox = Bubblewrap(executable: "/usr/bin/bwrap", asUser: [])
        let libraries = SharedLibraries.loaded(by: "/bin/sh", libraryPath: nil) ?? []
        let command = sandbox.command(arguments: ["--filter", "x"], limits: SandboxLimits(),
                                      readOnly: ["/opt/swift/usr/lib/swift/linux"], libraries: libraries)
        let pairs = zip(command, command.dropFirst()).map { "\($0) \($1)" }
        for flag in ["--unshare-all", "--unshare-user", "--disable-userns", "--die-with-parent", "--new-session", "--clearenv"] {
            #expect(command.contains(flag))
        }
        #expect(pairs.contains("--remount-ro /"))
        #expect(pairs.contains("--cap-drop ALL"))
        #expect(pairs.contains("--chdir /tmp"))
        #expect(!command.contains("--share-net"))
        let mounted = zip(command, command.dropFirst()).filter { $0.0 == "--ro-bind" || $0.0 == "--bind" }.map(\.1)
        #expect(!command.contains("--bind"))
        for source in mounted {
            #expect(source.hasPrefix("/usr/") || source.hasPrefix("/lib") || source.hasPrefix("/opt/swift/") || source == Bubblewrap.hostShell,
                    "mounts \(source)")
        }
        // Files, not folders: the shell's C library, never the whole of /usr/lib.
        #expect(!mounted.contains("/usr/lib") && !mounted.contains("/lib"))
        #expect(mounted.contains { $0.hasSuffix("/libc.so.6") })
        #expect(Array(command.suffix(3)) == [Bubblewrap.programPath, "--filter", "x"])
    }

    /// With `boundsFiles`, the sandbox's /tmp is a tmpfs sitegen mounts in a mount namespace of
    /// its own, with the size and the number of files as limits; bwrap binds it.
    @Test func aBoundOnFilesMountsTheTemporaryFolderBeforeBubblewrap() throws {
        var sandbox = Bubblewrap(executable: "/usr/bin/bwrap", asUser: [])
        sandbox.boundsFiles = true
        let limits = SandboxLimits(diskLimit: 1 << 20, fileLimit: 123)
        let command = sandbox.command(arguments: [], limits: limits, readOnly: [], libraries: [])
        guard let tools = Bubblewrap.temporaryTools else { return }
        #expect(Array(command.prefix(5)) == [tools.unshare, "--mount", "--propagation", "private", "--"])
        let script = try #require(command.first { $0.contains(" -t tmpfs ") })
        #expect(script.contains("size=1048576,nr_inodes=123,"))
        let bwrap = try #require(command.firstIndex(of: "/usr/bin/bwrap"))
        #expect(command.firstIndex(of: script)! < bwrap)
        let pairs = zip(command, command.dropFirst()).map { "\($0) \($1)" }
        #expect(pairs.contains("--bind /tmp"))
        #expect(!command.contains("--tmpfs"))
    }

    /// The mounts for a library replicate every symbolic link on its way and mount the file it
    /// leads to; a library that leads out of the allowed folders is not mounted at all.
    @Test func libraryMountsFollowTheLinksTheLoaderFollows() throws {
        let root = Support.freshFolder().resolvingSymlinksInPath()
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("usr/lib/arch"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("secret"), withIntermediateDirectories: true)
        try Data("elf".utf8).write(to: root.appendingPathComponent("usr/lib/arch/libx.so.6.0.1"))
        try Data("key".utf8).write(to: root.appendingPathComponent("secret/key"))
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("lib").path, withDestinationPath: "usr/lib")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("usr/lib/arch/libx.so.6").path,
                                       withDestinationPath: "libx.so.6.0.1")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("usr/lib/arch/libevil.so").path,
                                       withDestinationPath: "../../../secret/key")
        let base = root.path
        let arguments = SharedLibraries.mounts(for: ["\(base)/lib/arch/libx.so.6", "\(base)/lib/arch/libevil.so"],
                                               within: ["\(base)/usr/lib"])
        let triples = stride(from: 0, to: arguments.count, by: 3).map { arguments[$0..<$0 + 3].joined(separator: " ") }
        #expect(triples == ["--symlink usr/lib \(base)/lib",
                            "--symlink libx.so.6.0.1 \(base)/usr/lib/arch/libx.so.6",
                            "--ro-bind \(base)/usr/lib/arch/libx.so.6.0.1 \(base)/usr/lib/arch/libx.so.6.0.1"])
        #expect(!arguments.joined(separator: " ").contains("secret"))
    }

    @Test func theLoadersListingIsReadPathByPath() {
        let listing = """
            \tlinux-vdso.so.1 (0x00007ffd)
            \tlibswiftCore.so => /opt/swift/usr/lib/swift/linux/libswiftCore.so (0x00007f9c5ba00000)
            \tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f9c5a61e000)
            \t/lib64/ld-linux-x86-64.so.2 (0x00007f9c5c271000)
            """
        #expect(SharedLibraries.parse(listing) == ["/opt/swift/usr/lib/swift/linux/libswiftCore.so",
                                                    "/lib/x86_64-linux-gnu/libc.so.6", "/lib64/ld-linux-x86-64.so.2"])
        #expect(SharedLibraries.parse("\tlibmissing.so => not found\n") == nil)
    }
}
