@testable import Doctest
import Foundation
import Testing

/// The compiler runs on the articles' code confined like their programs (bubblewrap): these
/// run a shell in its place, through the very command sitegen builds, and check what it could
/// see and do; and a compiler held too long gives a verdict that is kept.
@Suite(.serialized) struct ConfinedCompilerTests {
    static func confinement(moduleCache: URL) throws -> (CompilerConfinement, Toolchain) {
        let toolchain = try Toolchain.locate(searchPath: ProcessInfo.processInfo.environment["PATH"])
        var options = Support.options()
        options.searchPath = ProcessInfo.processInfo.environment["PATH"]
        return (CompilerConfinement.make(options: options, toolchain: toolchain, moduleCache: moduleCache.path), toolchain)
    }

    /// Runs `script` with /bin/sh where the compiler would run, writing `folder`.
    static func run(_ script: String, _ confinement: CompilerConfinement, writing folder: URL, timeout: Double = 30) -> ProcessOutcome {
        let command = confinement.command("/bin/sh", ["-c", script], writing: [folder.path], timeout: timeout)
        return Subprocess.run(command[0], Array(command.dropFirst()), environment: CompilerConfinement.environment(for: "/bin/sh"),
                              timeout: timeout, descriptors: confinement.descriptors)
    }

    @Test func itSeesNoSecretNoNetworkAndWritesOnlyItsFoldersAndTheModuleCache() throws {
        let cache = Support.freshFolder()
        defer { try? FileManager.default.removeItem(at: cache) }
        let moduleCache = cache.appendingPathComponent("ModuleCache")
        let own = cache.appendingPathComponent("job")
        for folder in [moduleCache, own] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        let (confinement, toolchain) = try Self.confinement(moduleCache: moduleCache)
        guard case .bubblewrap = confinement.mode else {
            Issue.record("no sandbox here: \(confinement.mode)")
            return
        }
        setenv("SITEGEN_TEST_SECRET", "do-not-leak", 1)
        defer { unsetenv("SITEGEN_TEST_SECRET") }
        let root = Support.packageRoot.path
        let marker = "confined-\(UUID().uuidString)"
        let outcome = Self.run("""
            env | cut -d= -f1 | sort | tr '\\n' ' '; echo
            for target in /\(marker) \(root)/\(marker) /usr/\(marker) /dev/\(marker) /opt/\(marker); do
              touch "$target" 2>/dev/null && echo "wrote $target"
            done
            touch \(own.path)/made && echo "own folder: yes"
            touch \(moduleCache.path)/made && echo "module cache: yes"
            touch /tmp/made && echo "tmp: yes"
            test -r \(root)/Package.swift && echo "package: readable"
            test -x \(toolchain.swiftc) && echo "compiler: there"
            test -e /home && ls /home | head -1 | sed 's/^/home: /'
            cut -d: -f1 /proc/net/dev | tail -n +3 | tr -d ' ' | tr '\\n' ' '; echo
            unshare -U true 2>/dev/null && echo "unshared"
            ulimit -v
            """, confinement, writing: own)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(outcome.succeeded, "\(outcome.standardError)")
        // Its environment is its own: nothing of sitegen's.
        let variables = Set((lines.first ?? "").split(separator: " ").map(String.init))
        #expect(variables.isSubset(of: ["PATH", "HOME", "TMPDIR", "LANG", "GLIBC_TUNABLES", "PWD", "SHLVL", "_"]), "\(variables)")
        #expect(!outcome.standardOutput.contains("SITEGEN_TEST_SECRET"))
        // It wrote only where it may (its /tmp, with the folders bound in it, is its own).
        #expect(!lines.contains { $0.hasPrefix("wrote") }, "\(lines)")
        #expect(lines.contains("own folder: yes") && lines.contains("module cache: yes") && lines.contains("tmp: yes"), "\(lines)")
        #expect(lines.contains("package: readable") && lines.contains("compiler: there"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("home: ") }, "\(lines)")
        // No network but its own loopback; its address space bounded.
        #expect(lines.contains("lo "), "\(lines)")
        #expect(!lines.contains("unshared"), "\(lines)")
        #expect(lines.last == "\(confinement.memoryLimit / 1024)", "\(lines)")
        for folder in ["/", root, cache.path, "/usr", "/dev/shm"] {
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/\(marker)"))
        }
        #expect(FileManager.default.fileExists(atPath: own.appendingPathComponent("made").path))
    }

    @Test func aCompilerHeldPastItsTimeIsStoppedAndThatVerdictIsKept() async throws {
        // An expression the type checker gives up on only after seconds (a debug compiler: more).
        let slow = "let valor = [1, 2, 3].map { $0 * 2 + 1 - 3 * 4 + 5 - 6 * 7 + 8 - 9 * 10 + 11 - 12 * 13 + 14 - 15 * 16 + 17.0 }"
        let article = Support.article("""
            ```swift
            \(slow)
            ```

            ```swift
            import SwiftUI

            struct Lenta: View {
              var body: some View {
                let _ = [1, 2, 3].map { $0 * 2 + 1 - 3 * 4 + 5 - 6 * 7 + 8 - 9 * 10 + 11 - 12 * 13 + 14 - 15 * 16 + 17.0 }
                Text("hola")
              }
            }
            ```
            """)
        let cache = Support.freshFolder()
        var options = Support.options(cache: cache)
        options.compilerTimeout = 0.5
        let first = try await Support.verify(article, options: options)
        #expect(first.report.blocks[0].status == .failed, "\(first.report.text)")
        #expect(first.report.blocks[0].messages.first?.contains("the compiler did not finish within 1 s") == true,
                "\(first.report.blocks[0].messages)")
        #expect(first.report.blocks[1].reason == .typecheckTimedOut(seconds: 1), "\(first.report.text)")
        // The next run asks the compiler nothing.
        let second = try await Support.verify(article, options: options)
        #expect(second.statistics.compilerInvocations == 0, "\(second.statistics)")
        #expect(second.report.blocks.map(\.status) == first.report.blocks.map(\.status))
        #expect(second.report.blocks[1].reason == .typecheckTimedOut(seconds: 1))
    }
}
