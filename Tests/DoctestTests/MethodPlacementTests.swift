import Doctest
import Foundation
import Markdown
import Testing

/// Code the author places in a method (`in=Type.method`: "añade al final del viewDidLoad"),
/// and a signature shown on its own (`in=View`), type-checked with the real compiler against
/// the interface modules.
struct MethodPlacementTests {
    func verify(_ markdown: String) async throws -> DoctestReport {
        try await Support.verifyOverAlarmCore(markdown).report
    }

    static let controller = """
        ```swift
        import UIKit

        class PantallaViewController: UIViewController {
          let titulo = "Alarmas"
          override func viewDidLoad() {
            super.viewDidLoad()
            let etiqueta = UILabel()
            etiqueta.text = self.titulo
          }
        }
        ```
        """

    @Test func statementsPlacedInAMethodSeeItsLocalsAndTheStatementsPlacedBefore() async throws {
        let report = try await verify(Self.controller + """

            Añade al final del viewDidLoad:

            ```swift in=PantallaViewController.viewDidLoad
            let pila = UIStackView()
            pila.addArrangedSubview(etiqueta)
            ```

            Y después:

            ```swift in=PantallaViewController.viewDidLoad
            self.view.addSubview(pila)
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked], "\(report.text)")
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed])
    }

    @Test func aLocalShownAnewInAMethodShadowsTheOldOne() async throws {
        // A new version of part of the method declares `etiqueta` again: its own scope.
        let report = try await verify(Self.controller + """

            ```swift in=PantallaViewController.viewDidLoad
            let etiqueta = UILabel()
            etiqueta.text = "Nueva"
            ```
            """)
        #expect(report.blocks[1].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[1].status == .passed)
    }

    @Test func aMisspelledMemberInStatementsPlacedInAMethodFailsAtItsLine() async throws {
        let report = try await verify(Self.controller + """

            ```swift in=PantallaViewController.viewDidLoad
            etiqueta.textZq = self.titulo
            ```
            """)
        #expect(report.blocks[1].status == .failed)
        #expect(report.blocks[1].checked == .typechecked)
        #expect(report.blocks[1].messages.first == "content/test.md:14:10: error: value of type 'UILabel' has no member 'textZq'")
    }

    @Test func withoutTheMethodALocalOfItIsNotFound() async throws {
        // The same statements placed in the type, not the method: `etiqueta` is out of reach,
        // so the block is unverified with that reason — the placement is what makes it pass.
        let report = try await verify(Self.controller + """

            ```swift in=PantallaViewController
            let pila = UIStackView()
            pila.addArrangedSubview(etiqueta)
            ```
            """)
        #expect(report.blocks[1].checked == .unverified, "\(report.text)")
        #expect(report.blocks[1].reason?.names.contains("etiqueta") == true, "\(report.text)")
    }

    @Test func caseLinesPlacedInAMethodGoIntoTheSwitchOfItsPlacedStatements() async throws {
        let report = try await verify("""
            ```swift
            import UIKit

            enum Destino { case ninguno, alerta }

            class ListaViewController: UIViewController {
              var destino = Destino.ninguno
              override func viewDidLoad() {
                super.viewDidLoad()
              }
            }
            ```

            ```swift in=ListaViewController.viewDidLoad
            var presentado: UIViewController?
            switch self.destino {
            case .ninguno:
              presentado = nil
            default:
              break
            }
            ```

            Añadimos el nuevo case:

            ```swift in=ListaViewController.viewDidLoad
            case .alerta:
              let alerta = UIAlertController(title: "Hola", message: nil, preferredStyle: .alert)
              self.present(alerta, animated: true)
              presentado = alerta
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked], "\(report.text)")
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed])
    }

    @Test func aSignatureShownAloneHasItsTypesChecked() async throws {
        let report = try await verify("""
            ```swift in=View
            func sheet<Item, Content>(
              item: Binding<Item?>,
              onDismiss: (() -> Void)? = nil,
              @ViewBuilder content: @escaping (Item) -> Content
            ) -> some View where Item : Identifiable, Content : View
            ```

            ```swift in=View
            func sheet<Item, Content>(
              item: Binding<Item?, Item>
            ) -> some View where Item : Identifiable, Content : View
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked], "\(report.text)")
        #expect(report.blocks[0].status == .passed)
        #expect(report.blocks[1].status == .failed)
        #expect(report.blocks[1].messages.first?.hasPrefix("content/test.md:11:9: error: generic type 'Binding' specialized with too many type parameters") == true,
                "\(report.blocks[1].messages)")
    }
}
