import Doctest
import Foundation
import Markdown
import Testing

/// Type-checks that share one compiler invocation (`TypecheckGroups`): fewer invocations, and
/// every verdict the one the block has alone — with the real compiler.
struct SharedTypecheckTests {
    func verify(_ markdown: String) async throws -> DoctestRun {
        try await Support.verifyOverAlarmCore(markdown)
    }

    /// Four views that declare different names and use nothing of each other.
    static func views(misspelling: Bool) -> String {
        (1...4).map { number in
            """
            ```swift
            import SwiftUI

            struct Vista\(number): View {
              let texto\(number) = "\(number)"
              var body: some View { Text(texto\(number).uppercased\(misspelling && number == 3 ? "Zq" : "")()) }
            }
            ```
            """
        }.joined(separator: "\n\n")
    }

    @Test func independentViewsShareOneInvocation() async throws {
        let run = try await verify(Self.views(misspelling: false))
        #expect(run.report.blocks.map(\.checked) == Array(repeating: .typechecked, count: 4), "\(run.report.text)")
        #expect(run.report.blocks.allSatisfy { $0.status == .passed })
        #expect(run.statistics.compilerInvocations == 1)
    }

    @Test func anErrorInASharedInvocationLandsOnItsBlockAlone() async throws {
        let run = try await verify(Self.views(misspelling: true))
        let report = run.report
        #expect(report.blocks.map(\.status) == [.passed, .passed, .failed, .passed], "\(report.text)")
        #expect(report.blocks.map(\.checked) == Array(repeating: .typechecked, count: 4))
        #expect(report.blocks[2].messages.count == 1, "\(report.text)")
        #expect(report.blocks[2].messages.first?.hasSuffix("error: value of type 'String' has no member 'uppercasedZq'") == true)
        #expect(report.blocks[2].messages.first.map { $0.hasPrefix("content/test.md:\(report.blocks[2].line + 5):") } == true)
    }

    @Test func twoVersionsOfATypeNeverShareAnInvocation() async throws {
        // Each view builds on its own version of `Modelo`: sharing a module would make one
        // see the other's (or fail with a redeclaration). Both pass, each against its own.
        let run = try await verify("""
            ```swift
            class Modelo { var uno = 1 }
            ```

            ```swift
            import SwiftUI

            struct VistaUno: View {
              let modelo: Modelo
              var body: some View { Text("\\(modelo.uno)") }
            }
            ```

            ```swift
            class Modelo { var dos = 2 }
            ```

            ```swift
            import SwiftUI

            struct VistaDos: View {
              let modelo: Modelo
              var body: some View { Text("\\(modelo.dos)") }
            }
            ```
            """)
        let report = run.report
        #expect(report.blocks[1].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[3].checked == .typechecked)
        #expect(report.blocks.allSatisfy { $0.status == .passed })
    }
}
