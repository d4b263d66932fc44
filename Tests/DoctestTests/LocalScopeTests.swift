import Doctest
import Foundation
import Testing

/// A fragment that uses the locals of another step (`Text(nombre.uppercased())`, "dentro del
/// ForEach") is type-checked where they are in scope, with the real compiler.
struct LocalScopeTests {
    func verify(_ markdown: String) async throws -> DoctestReport {
        try await Support.verifyOverAlarmCore(markdown).report
    }

    static func list(row: String = "Text(nombre)") -> String {
        """
        ```swift
        import SwiftUI

        struct ListaView: View {
          let nombres: [String]
          var body: some View {
            List {
              ForEach(nombres, id: \\.self) { nombre in
                \(row)
              }
            }
          }
        }
        ```

        Dentro del ForEach, cambia el texto:

        """
    }

    @Test func aFragmentIsCheckedWhereTheLocalsItUsesAreInScope() async throws {
        let report = try await verify(Self.list() + """
            ```swift
            Text(nombre.uppercased())
              .font(.caption)
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked], "\(report.text)")
        #expect(report.blocks[1].status == .passed)
    }

    @Test func anErrorThereIsTheAuthorsAtItsLine() async throws {
        let report = try await verify(Self.list() + """
            ```swift
            Text(nombre + 1)
            ```
            """)
        #expect(report.blocks[1].status == .failed, "\(report.text)")
        let fence = report.blocks[1].line
        #expect(report.blocks[1].diagnostics.contains { $0.severity == .error && $0.line == fence + 1 }, "\(report.text)")
    }

    @Test func aChainOfModifiersContinuesAViewInThatScope() async throws {
        let good = try await verify(Self.list() + """
            ```swift
            .onTapGesture { print(nombre) }
            ```
            """)
        #expect(good.blocks[1].checked == .typechecked, "\(good.text)")
        #expect(good.blocks[1].status == .passed)
        let bad = try await verify(Self.list() + """
            ```swift
            .onTapGesture { print(nombre.cuenta) }
            ```
            """)
        // The compiler blames the `ForEach` around a closure that does not check, a line of
        // the host's: the block is not passed (its error is not at its own line: unverified).
        #expect(bad.blocks[1].status != .passed, "\(bad.text)")
        #expect(bad.blocks[1].checked == .unverified)
    }

    @Test func anErrorInTheBodyItIsPlacedInLeavesItUnverified() async throws {
        // The compiler checks a view's body as one expression: once the host's own line fails,
        // it says nothing of the placed lines. They are not passed.
        let report = try await verify(Self.list(row: "Text(nombre).fnt(.caption)") + """
            ```swift
            Text(nombre.uppercased())
            ```
            """)
        #expect(report.blocks[0].status == .failed, "\(report.text)")
        #expect(report.blocks[1].checked == .unverified, "\(report.text)")
        #expect(report.blocks[1].status == .skipped)
    }
}
