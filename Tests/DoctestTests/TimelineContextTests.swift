import Doctest
import Foundation
import Markdown
import Testing

/// What a block sees of the tutorial's earlier (and, where the prose says so, later) steps,
/// type-checked with the real compiler against the interface modules.
struct TimelineContextTests {
    func verify(_ markdown: String) async throws -> DoctestReport {
        try await Support.verifyOverAlarmCore(markdown).report
    }

    static let model = """
        ```swift
        import SwiftUI

        class Contador: ObservableObject {
          @Published var valor = 0
        }
        ```
        """

    @Test func aViewMayCallAMethodTheArticlePlacesRightAfterIt() async throws {
        let report = try await verify(Self.model + """

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Button("Sumar") { contador.sumar() } }
            }
            ```

            Y en el Contador, añade el método:

            ```swift in=Contador
            func sumar() { valor += 1 }
            ```
            """)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked], "\(report.text)")
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed])
    }

    @Test func withoutTheLaterStepTheCallFails() async throws {
        // Without the later step, the same view calls a method the model does not have.
        let report = try await verify(Self.model + """

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Button("Sumar") { contador.sumar() } }
            }
            ```
            """)
        #expect(report.blocks[1].status == .failed, "\(report.text)")
        #expect(report.blocks[1].messages.contains { $0.hasSuffix("error: value of type 'Contador' has no dynamic member 'sumar' using key path from root type 'Contador'") })
    }

    @Test func aMemberNoStepDeclaresFailsEvenWhereThePlaceIsAGuess() async throws {
        // A snippet without in=: its place is guessed. A misspelled member fails it in every
        // place tried, and no step declares that member: the block fails, at its line.
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

            ```swift
            Text("\\(self.contador.valor)")
              .font(.caption)
            ```
            """)
        #expect(good.blocks[2].checked == .typechecked, "\(good.text)")
        let bad = try await verify(view + """

            ```swift
            Text("\\(self.contador.valorZq)")
              .font(.caption)
            ```
            """)
        #expect(bad.blocks[2].status == .failed, "\(bad.text)")
        #expect(bad.blocks[2].messages.contains { $0.contains("has no member 'valorZq'") || $0.contains("has no dynamic member 'valorZq'") })
    }

    @Test func aLocalInsideAComputedPropertyIsNotADeclarationOfTheModule() async throws {
        // Both extensions use a local `formatter`: the later one must not push the earlier
        // one (and its `nombre`) out of the view's context.
        let report = try await verify("""
            ```swift
            extension Date {
              var nombre: String {
                let formatter = DateFormatter()
                formatter.dateFormat = "HH:mm"
                return formatter.string(from: self)
              }
            }
            ```

            ```swift
            extension Date {
              var dia: String {
                let formatter = DateFormatter()
                formatter.dateFormat = "EEEE"
                return formatter.string(from: self)
              }
            }
            ```

            ```swift
            import SwiftUI

            struct HoraView: View {
              let fecha: Date
              var body: some View { Text(fecha.nombre + fecha.dia) }
            }
            ```
            """)
        #expect(report.blocks[2].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[2].status == .passed)
    }

    @Test func aLaterExtensionsMethodReplacesTheOneTheTypeHad() async throws {
        let report = try await verify(Self.model + """

            ```swift in=Contador
            func sumar(cantidad: Int) { valor += cantidad }
            ```

            Cambiamos sumar:

            ```swift
            extension Contador {
              func sumar(cantidad: Int) { valor += cantidad * 2 }
            }
            ```

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Button("Sumar") { contador.sumar(cantidad: 2) } }
            }
            ```
            """)
        #expect(report.blocks[3].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[3].status == .passed)
    }

    @Test func aMemberPlacedAfterAnExtensionsNewVersionSeesOneMethod() async throws {
        // `sumar` placed in the class, then declared anew by an extension: a member placed in
        // the class afterwards is checked in the class without the old `sumar` (one method in
        // its newer version, not an invalid redeclaration that leaves the block unverified).
        let report = try await verify(Self.model + """

            ```swift in=Contador
            func sumar(cantidad: Int) { valor += cantidad }
            ```

            ```swift
            extension Contador {
              func sumar(cantidad: Int) { valor += cantidad * 2 }
            }
            ```

            ```swift in=Contador
            var doble: Int { valor * 2 }
            ```
            """)
        #expect(report.blocks[3].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[3].status == .passed)
    }

    @Test func aLaterExtensionDoesNotRedeclareAMemberPlacedBefore() async throws {
        // The later extension declares `sumar` anew; the member shown between (in the class,
        // which has `sumar` placed in it) is checked with that `sumar`, never the later one beside it.
        let report = try await verify(Self.model + """

            ```swift in=Contador
            func sumar(cantidad: Int) { valor += cantidad }
            ```

            Cambiamos el valor inicial:

            ```swift
            @Published var valor = 1
            ```

            ```swift
            extension Contador {
              func sumar(cantidad: Int) { valor += cantidad * 2 }
            }
            ```
            """)
        #expect(report.blocks[2].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[2].status == .passed)
    }

    @Test func aNewSignatureOfAMethodGivesItsBodyTheNewParameters() async throws {
        // "Actualiza la función": the method's new head over its old body. Statements placed in
        // that body afterwards see the new parameter; before, they do not.
        let steps = Self.model + """

            ```swift in=Contador
            func sumar() {
              valor += 1
            }
            ```

            Actualiza la función:

            ```swift in=Contador
            func sumar(veces: Int)
            ```

            ```swift in=Contador.sumar
            valor += veces
            ```
            """
        let report = try await verify(steps)
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked, .typechecked], "\(report.text)")
        #expect(report.blocks.allSatisfy { $0.status == .passed })
        // A misspelled parameter in the placed statements fails at its line.
        let wrong = try await verify(steps.replacingOccurrences(of: "valor += veces", with: "valor += vecs"))
        #expect(wrong.blocks[3].status == .failed, "\(wrong.text)")
    }

    @Test func aMethodShownLaterWithAValuedPropertyIsSeenByTheBlockThatCallsIt() async throws {
        // The view calls `reiniciar()`, which the article adds to the model right after,
        // together with a property that has a value (it asks nothing of the model's initializers).
        let report = try await verify(Self.model + """

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Button("Reiniciar") { contador.reiniciar() } }
            }
            ```

            ```swift in=Contador
            var reinicios = 0
            func reiniciar() { valor = 0; reinicios += 1 }
            ```
            """)
        #expect(report.blocks[1].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[1].status == .passed)
    }

    @Test func anInitializerWithMoreLabelsIsTheNewVersionEvenTwice() async throws {
        // "Actualiza el constructor" twice: each new `init` replaces the one before; statements
        // placed in the initializer see the newest one's parameters, and the class's first
        // `init(puntos:)` does not come back beside it (`Marcador(puntos: 1)` would be ambiguous).
        let report = try await verify("""
            ```swift
            import SwiftUI

            class Marcador: ObservableObject {
              @Published var puntos: Int
              init(puntos: Int = 0) {
                self.puntos = puntos
              }
            }
            ```

            ```swift in=Marcador
            @Published var nombre: String
            ```

            ```swift
            init(puntos: Int = 0, apodo: String = "") {
              self.puntos = puntos
              self.nombre = apodo
            }
            ```

            ```swift
            init(puntos: Int = 0, apodo: String = "") {
              self.puntos = puntos * 2
              self.nombre = apodo
            }
            ```

            ```swift in=Marcador.init
            print(apodo)
            ```

            ```swift
            import SwiftUI

            struct MarcadorView: View {
              @StateObject var marcador = Marcador(puntos: 1)
              var body: some View { Text(marcador.nombre) }
            }
            ```
            """)
        #expect(report.blocks.map(\.checked) == Array(repeating: .typechecked, count: 6), "\(report.text)")
        #expect(report.blocks.allSatisfy { $0.status == .passed })
    }

    @Test func aPrivateMethodOfAnExtensionIsSeenInTheTypesFile() async throws {
        // `private` in an extension shown as a block of its own: in the author's project it
        // shares the type's file, so statements placed in the type's initializer may call it.
        let steps = Self.model + """

            ```swift
            extension Contador {
              private func registrar(_ nuevo: Int) { valor = nuevo }
            }
            ```

            ```swift in=Contador
            init(inicial: Int) {
            }
            ```

            Al final del constructor:

            ```swift in=Contador.init
            self.registrar(inicial)
            ```
            """
        let report = try await verify(steps)
        #expect(report.blocks[3].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[3].status == .passed)
        let wrong = try await verify(steps.replacingOccurrences(of: "self.registrar(inicial)", with: "self.registrar(\"uno\")"))
        #expect(wrong.blocks[3].status == .failed, "\(wrong.text)")
    }

    @Test func aClassDeclaredAnewIsCheckedWithTheMembersItKeeps() async throws {
        let report = try await verify("""
            ```swift
            import UIKit

            class Celda: UITableViewCell {
              let etiqueta = UILabel()
              func pintar(texto: String) { etiqueta.text = texto }
            }
            ```

            Sustituye la función pintar por esta otra:

            ```swift
            import UIKit

            class Celda: UITableViewCell {
              func pintar(texto: String) { etiqueta.text = texto.uppercased() }
            }
            ```

            ```swift
            import UIKit

            class Celda: UITableViewCell {
              func pintar(texto: String) { etiquetaZq.text = texto }
            }
            ```
            """)
        #expect(report.blocks[1].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[1].status == .passed)
        // A name no step declares is the author's error, with the name they meant.
        #expect(report.blocks[2].status == .failed, "\(report.text)")
        #expect(report.blocks[2].messages.contains { $0.hasSuffix("error: cannot find 'etiquetaZq' in scope") }, "\(report.text)")
        #expect(report.blocks[2].messages.contains { $0.hasSuffix("note: did you mean 'etiqueta'?") }, "\(report.text)")
    }

    @Test func aFileprivateHelperCopiedIntoTwoBlocksDoesNotHideEither() async throws {
        let helper = """
            # fileprivate extension Date {
            #   static func cualquiera() -> Date { Date(timeIntervalSince1970: 0) }
            # }
            """
        let report = try await verify("""
            ```swift
            struct Ejercicio { var inicio: Date }
            extension Ejercicio {
              static func falso() -> Self { Self(inicio: .cualquiera()) }
            }
            \(helper)
            ```

            ```swift
            fileprivate extension Date {
              static func cualquiera() -> Date { Date(timeIntervalSince1970: 0) }
            }
            ```

            ```swift
            import SwiftUI

            struct EjercicioView: View {
              let ejercicio = Ejercicio.falso()
              var body: some View { Text("\\(ejercicio.inicio)") }
            }
            ```
            """)
        #expect(report.blocks[2].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[2].status == .passed)
    }
}
