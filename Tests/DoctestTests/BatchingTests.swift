import Doctest
import Foundation
import Testing

/// `compile` blocks that share one compiler invocation (`Batching`), with the real compiler:
/// a block's own version of a type another block has is renamed in its file, and a batch that
/// fails is checked block by block, as written.
struct BatchingTests {
    /// One job at a time: the batches are then as large as the blocks allow.
    func verify(_ markdown: String) async throws -> DoctestRun {
        try await Support.verify(Support.article(markdown, imports: ["AlarmCore"]), options: Support.options(jobs: 1))
    }

    @Test func twoVersionsOfATypeShareOneCheck() async throws {
        let run = try await verify("""
            ```swift
            class Modelo {
              var uno = 1
            }
            ```

            ```swift
            class Modelo {
              var dos = 2
              func doble() -> Int { dos * 2 }
            }
            ```
            """)
        #expect(run.report.blocks.map(\.checked) == [.compiled, .compiled], "\(run.report.text)")
        #expect(run.report.blocks.allSatisfy { $0.status == .passed })
        #expect(run.statistics.compilerInvocations == 1)
    }

    @Test func aBlockNeverSeesTheOtherVersionsMembers() async throws {
        // The second version has no `uno`: in the shared check its `Modelo` is renamed, so the
        // batch fails and each block is checked as written; the error names `Modelo`.
        let run = try await verify("""
            ```swift
            class Modelo {
              var uno = 1
            }
            ```

            ```swift
            class Modelo {
              var dos = 2
            }

            func usa(_ modelo: Modelo) -> Int { modelo.uno }
            ```
            """)
        let report = run.report
        #expect(report.blocks.map(\.status) == [.passed, .failed], "\(report.text)")
        #expect(report.blocks[1].messages.contains { $0.hasSuffix("error: value of type 'Modelo' has no member 'uno'") }, "\(report.text)")
    }

    @Test func blocksImportingDifferentModulesShareOneCheck() async throws {
        // Each file keeps its own imports: one block brings NavigationDoExercise, the other does not.
        let run = try await Support.verify(Support.article("""
            ```swift
            import NavigationDoExercise

            func hoy() -> String { Date().dateString(timeZone: .current) }
            ```

            ```swift
            func cuenta(_ texto: String) -> Int { texto.split(separator: " ").count }
            ```
            """), options: Support.options(jobs: 1))
        #expect(run.report.blocks.map(\.checked) == [.compiled, .compiled], "\(run.report.text)")
        #expect(run.statistics.compilerInvocations == 1)
    }

    @Test func aBlockNeverUsesTheModulesItsNeighbourImports() async throws {
        // Sharing one module, the second block must not reach NavigationDoExercise's extension
        // of `Date` through the first block's import: checked as written, `Date` has no `dateString`.
        let run = try await Support.verify(Support.article("""
            ```swift
            import NavigationDoExercise

            func hoy() -> String { Date().dateString(timeZone: .current) }
            ```

            ```swift
            func manana() -> String { Date().addingTimeInterval(86_400).dateString(timeZone: .current) }
            ```
            """), options: Support.options(jobs: 1))
        let report = run.report
        #expect(report.blocks.map(\.status) == [.passed, .failed], "\(report.text)")
        #expect(report.blocks[1].messages.contains { $0.hasSuffix("error: value of type 'Date' has no member 'dateString'") },
                "\(report.text)")
    }
}
