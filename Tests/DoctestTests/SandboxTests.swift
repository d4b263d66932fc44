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
        let command = sandbox.command(arguments: ["--filter", "x"], limits: SandboxLimits(), readOnly: ["/opt/swift/usr/lib/swift/linux"])
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
        #expect(Array(command.suffix(3)) == [Bubblewrap.programPath, "--filter", "x"])
    }
}
