import Doctest
import Foundation
import Markdown
import Testing

/// Fragments checked where they stand: a member inside the type it belongs to, `case` lines
/// inside the `switch` they continue, a view or statements in an extension of the type whose
/// members they use — with the real compiler, against the interface modules.
struct PlacementTests {
    func verify(_ markdown: String) async throws -> DoctestReport {
        try await Support.verifyOverAlarmCore(markdown).report
    }

    static let model = """
        ```swift
        import SwiftUI

        class Contador: ObservableObject {
          @Published var valor = 0
          func sumar() { valor += 1 }
        }
        ```
        """

    /// A reducer with a `switch`, then two new versions of one of its cases: the first right,
    /// the second with a misspelled member.
    static let reducerWithNewCases = """
        ```swift
        enum Accion { case sumar, restar }

        struct Estado {
          var valor = 0
          mutating func reducir(_ accion: Accion) {
            switch accion {
            case .sumar:
              valor += 1
            case .restar:
              valor -= 1
            }
          }
        }
        ```

        ```swift
        case .restar:
          valor -= 2
        ```

        ```swift
        case .restar:
          self.valorZq -= 2
        ```
        """

    @Test func aMemberThatReplacesOneOfTheSameNameIsCheckedInsideTheType() async throws {
        let report = try await verify(Self.model + """

            Cambiamos `sumar` para que sume dos.

            ```swift
            func sumar() { valor += 2 }
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked])
        #expect(report.blocks.map(\.status) == [.passed, .passed])
    }

    @Test func aMisspelledMemberInAReplacedMethodFailsAtItsLine() async throws {
        let report = try await verify(Self.model + """

            ```swift
            func sumar() { self.valorZq += 2 }
            ```
            """)
        #expect(report.blocks[1].status == .failed)
        #expect(report.blocks[1].checked == .typechecked)
        #expect(report.blocks[1].messages.first == "content/test.md:10:21: error: value of type 'Contador' has no member 'valorZq'")
    }

    @Test func aMemberPlacedInATypeIsPartOfItForTheViewsAfterIt() async throws {
        let report = try await verify(Self.model + """

            ```swift in=Contador
            func reiniciar() { valor = 0 }
            ```

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Button("Reiniciar") { contador.reiniciar() } }
            }
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked])
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed])
    }

    @Test func aSnippetTheAuthorPlacesInAViewIsCheckedInIt() async throws {
        let view = Self.model + """

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Text("\\(contador.valor)") }
            }
            ```

            """
        let good = try await verify(view + """
            ```swift in=ContadorView
            .onTapGesture { contador.sumar() }
            ```
            """)
        #expect(good.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked])
        let typo = try await verify(view + """
            ```swift in=ContadorView
            .onTapGesture { contador.sumarZq() }
            ```
            """)
        #expect(typo.blocks[2].status == .failed)
        #expect(typo.blocks[2].messages.contains { $0.hasPrefix("content/test.md:18:26: error: value of type 'Contador' has no dynamic member 'sumarZq'") }, "\(typo.blocks[2].messages)")
    }

    @Test func caseLinesGoIntoTheSwitchTheyContinue() async throws {
        let report = try await verify(Self.reducerWithNewCases)
        #expect(report.blocks.map(\.checked) == [.compiled, .typechecked, .typechecked])
        #expect(report.blocks.map(\.status) == [.passed, .passed, .failed])
    }

    /// A name no step declares (`contador`: the model declares `Contador`) fails the block
    /// wherever its place was guessed, with the name meant.
    @Test func aFragmentWhosePlaceIsOnlyGuessedFailsOnANameNothingDeclares() async throws {
        let report = try await verify(Self.model + """

            ```swift
            Text(contador.valorZq)
            ```
            """)
        #expect(report.blocks[1].status == .failed, "\(report.text)")
        #expect(report.blocks[1].messages.contains { $0.hasSuffix("error: cannot find 'contador' in scope") }, "\(report.text)")
    }

    @Test func aTypeDeclaredAnewLeavesTheOtherTypesOfItsBlockInPlace() async throws {
        let report = try await verify("""
            ```swift
            import SwiftUI

            class Contador: ObservableObject {
              @Published var valor = 0
            }

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Text("\\(contador.valor)") }
            }
            ```

            Una vista nueva, sobre el mismo modelo.

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Button("\\(contador.valor)") { contador.valor += 1 } }
            }
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked])
    }

    @Test func anOldMethodThatNoLongerFitsTheTypeDoesNotHideALaterView() async throws {
        let report = try await verify("""
            ```swift
            import SwiftUI

            class Lista: ObservableObject {
              @Published var valores: [Int] = []
              func sumar(_ valor: Int) {
                valores.append(valor)
              }
            }
            ```

            Ahora los valores son textos.

            ```swift
            @Published var valores: [String] = []
            ```

            ```swift
            import SwiftUI

            struct ListaView: View {
              @ObservedObject var lista: Lista
              var body: some View { Text(lista.valores.joined()) }
            }
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked])
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed])
    }

    @Test func aBlockMayUseWhatTheArticleDeclaresRightAfterIt() async throws {
        let report = try await verify(Self.model + """

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Button("0") { contador.reiniciar() } }
            }
            ```

            Y añade el método `reiniciar()`:

            ```swift
            extension Contador {
              func reiniciar() { valor = 0 }
            }
            ```
            """)
        // The extension compiles on Linux on its own account; the view sees it.
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .compiled])
    }

    @Test func delegateMethodsOfOneNameAreDifferentMembers() async throws {
        let report = try await verify("""
            ```swift
            import UIKit

            class ListaViewController: UIViewController, UITableViewDelegate {
              var filas = 0
              func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                filas += 1
              }
            }
            ```

            ```swift
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
              CGFloat(self.filas) + "alto"
            }
            ```
            """)
        // Not a new version of didSelectRowAt: a guess that fits nowhere, with a type error that
        // only one place was tried for — unverified, not a failure and never a pass.
        #expect(report.blocks[1].status == .skipped, "\(report.text)")
        #expect(report.blocks[1].checked == .unverified)
    }

    @Test func aProgramsDeclarationsAreContextWithoutItsStatements() async throws {
        let report = try await verify("""
            ```swift
            enum Pestaña: String {
              case reloj, alarmas
            }
            # print(Pestaña(rawValue: "alarmas") == .alarmas) // Prints "true"
            ```

            ```swift
            import SwiftUI

            struct PestañaView: View {
              let pestaña: Pestaña
              var body: some View { Text(pestaña.rawValue) }
            }
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.run, .typechecked])
    }

    @Test func aPlaceThatIsNotThereIsSaid() async throws {
        let report = try await verify(Self.model + """

            ```swift in=Contadora
            func reiniciar() { valor = 0 }
            ```
            """)
        #expect(report.blocks[1].checked == .unverified)
        #expect(report.blocks[1].reason == .placementNotFound(type: "Contadora"))
    }

    @Test func aTypeAPlacedFragmentDeclaresTakesCasesInTurn() async throws {
        let report = try await verify(Self.model + """

            ```swift in=Contador
            @Published var ruta: Ruta?
            enum Ruta {
              case ajustes
            }
            ```

            ```swift in=Contador.Ruta
            case ayuda
            ```

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Button("?") { contador.ruta = .ayuda } }
            }
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked, .typechecked])
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed, .passed])
    }
}
