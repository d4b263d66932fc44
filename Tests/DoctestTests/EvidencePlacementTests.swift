import Doctest
import Foundation
import Testing

/// Fragments that say nothing of their place go where the evidence points: the type the prose
/// before them names, a type that may hold what they declare, the enum the compiler looked for
/// their case in, the later step a preview shows — checked with the real compiler.
struct EvidencePlacementTests {
    func verify(_ markdown: String) async throws -> DoctestReport {
        try await Support.verify(Support.article(markdown)).report
    }

    static let types = """
        ```swift
        import SwiftUI

        class Lista: ObservableObject {
          @Published var nombres: [String] = []
        }

        class Ajustes: ObservableObject {
          @Published var oscuro = false
        }
        ```
        """

    @Test func aMemberGoesIntoTheTypeTheProseBeforeItNames() async throws {
        let report = try await verify(Self.types + """

            Añade en Lista una selección:

            ```swift
            @Published var seleccion: Int? = nil
            ```

            ```swift
            import SwiftUI

            struct ListaView: View {
              @ObservedObject var lista: Lista
              var body: some View { Text("\\(lista.seleccion ?? 0)") }
            }
            ```
            """)
        // Without the prose, nothing tells the place: the property would be a fragment that
        // needs surrounding code, and the view would not find `seleccion`.
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked], "\(report.blocks.map(\.reason))")
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed])
    }

    @Test func aPublishedPropertyGoesOnlyIntoAClass() async throws {
        let report = try await verify("""
            ```swift
            import SwiftUI

            class Contador: ObservableObject {
              @Published var valor = 0
            }

            struct Marcador {
              var valor = 0
            }
            ```

            ```swift
            @Published var paso = 1
            func avanzar() { valor += paso }
            ```
            """)
        // Both types have `valor`; the struct is the newer, but a `@Published` property is
        // "only available on properties of classes".
        #expect(report.blocks[1].checked == .typechecked, "\(String(describing: report.blocks[1].reason))")
        #expect(report.blocks[1].status == .passed, "\(report.blocks[1].messages)")
    }

    @Test func declarationsWithAStoredVariableAreMembersOfTheTypeTheProseNames() async throws {
        let report = try await verify("""
            ```swift
            struct Estado: Equatable {
              var numeros: [Int] = []
            }
            ```

            Para añadir una alerta, primero creamos un Ruta en el Estado.

            ```swift
            var ruta: Ruta? = nil

            enum Ruta: Equatable {
              case alerta
            }
            ```

            ```swift
            import SwiftUI

            struct EstadoView: View {
              let estado: Estado
              var body: some View { Text(estado.ruta == .alerta ? "alerta" : "nada") }
            }
            ```
            """)
        // Alone, the block compiles as a global and a top-level enum, and `estado.ruta` is unknown.
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed], "\(report.blocks.map(\.messages))")
        #expect(report.blocks[1].checked == .typechecked)
        #expect(report.blocks[2].checked != .unverified, "\(String(describing: report.blocks[2].reason))")
    }

    static let enums = """
        ```swift
        enum Accion: Equatable {
          case sumar
        }

        enum Pantalla: Equatable {
          case inicio
        }
        ```

        Necesitamos más acciones.

        ```swift
        case restar(Int)
        ```
        """

    @Test func loneCaseLinesGoWhereTheCompilerLooksForTheirCase() async throws {
        let report = try await verify(Self.enums + """

            ```swift
            import SwiftUI

            struct AccionView: View {
              let accion: Accion
              var body: some View {
                switch accion {
                case .sumar: Text("+1")
                case let .restar(cuanto): Text("-\\(cuanto)")
                }
              }
            }
            ```
            """)
        // Nothing in the prose or the code of `case restar` names its enum; the compiler looked
        // for `restar` in `Accion`.
        #expect(report.blocks.map(\.checked) == [.compiled, .typechecked, .typechecked], "\(report.blocks.map(\.reason))")
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed], "\(report.blocks.map(\.messages))")
    }

    @Test func aCaseUsedWithoutItsPayloadFailsAtItsLineOnceItsEnumIsFound() async throws {
        let report = try await verify(Self.enums + """

            ```swift
            import SwiftUI

            struct BotonView: View {
              let enviar: (Accion) -> Void
              var body: some View { Button("Restar") { enviar(.restar) } }
            }
            ```
            """)
        #expect(report.blocks[1].checked == .typechecked)
        #expect(report.blocks[2].status == .failed)
        #expect(report.blocks[2].messages.first == "content/test.md:21:52: error: member 'restar' expects argument of type 'Int'", "\(report.blocks[2].messages)")
    }

    static let preview = """
        ```swift
        enum Ruta: Equatable {
          case inicio
        }

        class Navegacion {
          var ruta: Ruta = .inicio
          func ir(a numero: Int) {
            self.ruta = .inicio
          }
        }
        ```

        En la próxima parte, la ruta tendrá esta forma:

        ```swift
        self.ruta = .detalle(numero: numero, PREVIEW)
        ```

        En Ruta, añade:

        ```swift
        case detalle(numero: Int, editando: Bool)
        ```
        """

    @Test func aPreviewOfALaterStepIsCheckedWhereThatStepStands() async throws {
        let report = try await verify(Self.preview.replacingOccurrences(of: "PREVIEW", with: "editando: false"))
        #expect(report.blocks[1].checked == .typechecked, "\(String(describing: report.blocks[1].reason))")
        #expect(report.blocks[1].status == .passed, "\(report.blocks[1].messages)")
    }

    @Test func aSlipInAPreviewFailsAtItsLine() async throws {
        let report = try await verify(Self.preview.replacingOccurrences(of: "PREVIEW", with: "editado: false"))
        #expect(report.blocks[1].status == .failed, "\(String(describing: report.blocks[1].reason))")
        #expect(report.blocks[1].messages.first?.hasPrefix("content/test.md:17:") == true, "\(report.blocks[1].messages)")
    }
}

/// A type shown anew under the qualified name the prose gives it is the new version of that
/// nested type: it replaces the old one, even where the old one came in a fragment with other
/// members, which stay.
struct QualifiedNewVersionTests {
    static let article = """
        ```swift
        import SwiftUI

        class Lista: ObservableObject {
          @Published var nombres: [String] = []
        }
        ```

        Añade en Lista una ruta:

        ```swift
        @Published var ruta: Ruta? = nil
        enum Ruta: Equatable {
          case borrar
        }
        ```

        Resolveremos los errores en Lista.Ruta:

        ```swift
        enum Ruta: Equatable {
          case borrar
          case editar(Int)
        }
        ```

        ```swift
        import SwiftUI

        struct ListaView: View {
          @ObservedObject var lista: Lista
          var body: some View {
            Button("Editar") { lista.ruta = .CASE(1) }
          }
        }
        ```
        """

    @Test func theNewVersionReplacesTheNestedType() async throws {
        let report = try await Support.verify(Support.article(Self.article.replacingOccurrences(of: "CASE", with: "editar"))).report
        // Alone, the new `Ruta` would be a top-level enum and `lista.ruta` would keep the old one.
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed, .passed], "\(report.blocks.map(\.messages))")
        #expect(report.blocks[2].checked == .typechecked, "\(String(describing: report.blocks[2].reason))")
        #expect(report.blocks[3].checked == .typechecked, "\(String(describing: report.blocks[3].reason))")
    }

    @Test func aSlipAgainstTheNewVersionFails() async throws {
        let report = try await Support.verify(Support.article(Self.article.replacingOccurrences(of: "CASE", with: "editr"))).report
        #expect(report.blocks[3].status == .failed, "\(String(describing: report.blocks[3].reason))")
    }
}
