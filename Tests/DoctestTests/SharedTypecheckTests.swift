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

    /// A model in two versions, each followed by a view; `firstView` is the first view's body.
    static func twoVersions(firstView: String) -> String {
        """
        ```swift
        class Modelo { var uno = 1 }
        ```

        ```swift
        import SwiftUI

        struct VistaUno: View {
          let modelo: Modelo
          var body: some View { \(firstView) }
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
        """
    }

    @Test func twoVersionsOfATypeShareAnInvocationEachSeeingItsOwn() async throws {
        // Each view builds on its own version of `Modelo`: in a shared module the second
        // version is renamed in the second view's files, so that neither sees the other's.
        let run = try await verify(Self.twoVersions(firstView: #"Text("\(modelo.uno)")"#))
        let report = run.report
        #expect(report.blocks[1].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[3].checked == .typechecked)
        #expect(report.blocks.allSatisfy { $0.status == .passed })
        // The invocations of the two `compile` blocks, then one shared type-check.
        let models = try await verify("```swift\nclass Modelo { var uno = 1 }\n```\n\n```swift\nclass Modelo { var dos = 2 }\n```\n")
        #expect(run.statistics.compilerInvocations == models.statistics.compilerInvocations + 1)
    }

    @Test func aViewNeverSeesTheOtherVersionOfASharedModulesType() async throws {
        // The first view uses a member only the second version has: sharing must not let it
        // pass against that version.
        let run = try await verify(Self.twoVersions(firstView: #"Text("\(modelo.dos)")"#))
        let first = run.report.blocks[1]
        #expect(!(first.status == .passed && first.checked == .typechecked), "\(run.report.text)")
        #expect(run.report.blocks[3].checked == .typechecked)
        #expect(run.report.blocks[3].status == .passed)
    }

    @Test func aBlockNeverSeesTheMembersOfAModuleOnlyAnotherBlockImports() async throws {
        // Both views share one invocation, though only the first imports the module whose
        // extension gives `Date` its `randomBetween`: the second must fail as it does alone.
        let call = #"Date.randomBetween(start: "2020-01-01", end: "2020-12-31", timeZone: .current, using: &generador)"#
        let run = try await verify("""
            ```swift
            import SwiftUI
            import NavigationDoExercise

            struct VistaConFecha: View {
              var body: some View { var generador = SystemRandomNumberGenerator(); return Text("\\(\(call))") }
            }
            ```

            ```swift
            import SwiftUI

            struct VistaSinFecha: View {
              var body: some View { var generador = SystemRandomNumberGenerator(); return Text("\\(\(call))") }
            }
            ```
            """)
        let report = run.report
        #expect(report.blocks[0].status == .passed && report.blocks[0].checked == .typechecked, "\(report.text)")
        #expect(report.blocks[1].status == .failed, "\(report.text)")
        #expect(report.blocks[1].messages.contains { $0.contains("missing import of defining module 'NavigationDoExercise'") }, "\(report.text)")
        #expect(run.statistics.compilerInvocations == 1)
    }

    /// Two types, each with a member fragment placed in it (`in=`), the fragments declaring a
    /// member of the same name; `view` is a last block.
    static func twoTypesWithAlike(view: String = "") -> String {
        """
        ```swift
        class ModeloA {
          var activo = false
        }
        ```

        ```swift in=ModeloA
        func alternar() { activo.toggle() }
        ```

        ```swift
        class ModeloB {
          var encendido = false
        }
        ```

        ```swift in=ModeloB
        func alternar() { encendido.toggle() }
        ```
        \(view)
        """
    }

    @Test func membersPlacedInTheirTypesDoNotKeepBlocksApart() async throws {
        // A member placed in a type is that type's, not the module's: the two fragments share
        // an invocation though both declare `alternar()`.
        let run = try await verify(Self.twoTypesWithAlike())
        let report = run.report
        #expect(report.blocks.map(\.checked) == [.compiled, .typechecked, .compiled, .typechecked], "\(report.text)")
        #expect(report.blocks.allSatisfy { $0.status == .passed })
        let models = try await verify("```swift\nclass ModeloA {\n  var activo = false\n}\n```\n\n```swift\nclass ModeloB {\n  var encendido = false\n}\n```\n")
        #expect(run.statistics.compilerInvocations == models.statistics.compilerInvocations + 1)
    }

    @Test func aMemberPlacedInOneTypeIsNotSeenOnAnother() async throws {
        // The view may share the fragments' module and calls `alternar()` on a type of its
        // own that has no such member: it is not type-checked, as alone (the tutorial declares
        // `alternar()` in other steps, so the block is left at `parsed`).
        let run = try await verify(Self.twoTypesWithAlike(view: """

            ```swift
            import SwiftUI

            class ModeloC {
              var apagado = true
            }

            struct VistaC: View {
              let modelo: ModeloC
              var body: some View { Button("Cambiar") { modelo.alternar() } }
            }
            ```
            """))
        let report = run.report
        #expect(report.blocks.prefix(4).map(\.checked) == [.compiled, .typechecked, .compiled, .typechecked], "\(report.text)")
        #expect(!(report.blocks[4].status == .passed && report.blocks[4].checked == .typechecked), "\(report.text)")
    }

    @Test func aGuessedPlaceThatFailsGivesWayToTheNextGuess() async throws {
        // Neither snippet says where it goes: both are tried first in `Dos`, the newest type
        // with a `nombre`, where it is a number; then in `Uno`, where it is a text. The second
        // guesses of the two blocks are tried together.
        let run = try await verify("""
            ```swift
            class Uno {
              var nombre = ""
            }
            ```

            ```swift
            class Dos {
              var nombre = 0
            }
            ```

            ```swift
            self.nombre.append("!")
            ```

            ```swift
            self.nombre.append("?")
            ```
            """)
        let report = run.report
        #expect(report.blocks.map(\.checked) == [.compiled, .compiled, .typechecked, .typechecked], "\(report.text)")
        #expect(report.blocks.allSatisfy { $0.status == .passed })
        // The first guesses in one invocation, the second ones in another.
        let models = try await verify("```swift\nclass Uno {\n  var nombre = \"\"\n}\n```\n\n```swift\nclass Dos {\n  var nombre = 0\n}\n```\n")
        #expect(run.statistics.compilerInvocations == models.statistics.compilerInvocations + 2)
    }

    @Test func aProgramSharesAnInvocationWithDeclarations() async throws {
        // The second block is top-level code: it is the module's `main.swift`, the view a file
        // of the same module.
        let run = try await verify("""
            ```swift
            import SwiftUI

            struct Tarjeta: View {
              var body: some View { Text("hola") }
            }
            ```

            ```swift
            import SwiftUI

            let etiqueta = Text("adiós")
            print(etiqueta)
            ```
            """)
        #expect(run.report.blocks.map(\.checked) == [.typechecked, .typechecked], "\(run.report.text)")
        #expect(run.report.blocks.allSatisfy { $0.status == .passed })
        #expect(run.statistics.compilerInvocations == 1)
    }

    @Test func anAppWithMainNeverSharesWithAProgram() async throws {
        // `@main` and top-level code cannot be in one module: alone, each block type-checks,
        // so each keeps that verdict (in one invocation the app's `@main` line fails).
        let run = try await verify("""
            ```swift
            import SwiftUI

            let etiqueta = Text("adiós")
            print(etiqueta)
            ```

            ```swift
            import SwiftUI

            @main
            struct Aplicacion: App {
              var body: some Scene { WindowGroup { Text("hola") } }
            }
            ```
            """)
        #expect(run.report.blocks.map(\.checked) == [.typechecked, .typechecked], "\(run.report.text)")
        #expect(run.report.blocks.allSatisfy { $0.status == .passed })
        #expect(run.statistics.compilerInvocations == 2)
    }

    @Test func aViewNeverSeesTheGlobalsOfAProgramItSharesWith() async throws {
        // `saludo` is a global of the program, declared after the view: the view must not
        // type-check with it, as it does not alone.
        let run = try await verify("""
            ```swift
            import SwiftUI

            struct Saludo: View {
              var body: some View { Text(saludo) }
            }
            ```

            ```swift
            import SwiftUI

            let saludo = "hola"
            print(Text(saludo))
            ```
            """)
        let report = run.report
        #expect(!(report.blocks[0].status == .passed && report.blocks[0].checked == .typechecked), "\(report.text)")
        #expect(report.blocks[1].checked == .typechecked && report.blocks[1].status == .passed, "\(report.text)")
    }

    /// A type in two versions, the second with a type of the same name nested in a model that
    /// the second view uses too; `secondView` is the second view's body.
    static func nestedNamesake(secondView: String) -> String {
        """
        ```swift
        enum Destino { case inicio }
        ```

        ```swift
        import SwiftUI

        struct VistaUno: View {
          let destino: Destino
          var body: some View { Text("\\(destino)") }
        }
        ```

        ```swift
        enum Destino { case fin }
        ```

        ```swift
        class Modelo {
          enum Destino { case lista }
          var actual: Destino = .lista
        }
        ```

        ```swift
        import SwiftUI

        struct VistaDos: View {
          let modelo: Modelo
          let destino: Destino
          var body: some View { \(secondView) }
        }
        ```
        """
    }

    @Test func aTypeRenamedWithItsNestedNamesakeStillNamesWhatItNamed() async throws {
        // The second view renames `Destino` to share the first view's module: the nested
        // `Modelo.Destino` is renamed with it, and each reference keeps its meaning.
        let run = try await verify(Self.nestedNamesake(secondView: #"Text(modelo.actual == Modelo.Destino.lista && destino == .fin ? "sí" : "no")"#))
        let report = run.report
        #expect(report.blocks.map(\.checked) == [.compiled, .typechecked, .compiled, .compiled, .typechecked], "\(report.text)")
        #expect(report.blocks.allSatisfy { $0.status == .passed })
        let models = try await verify("```swift\nenum Destino { case inicio }\n```\n\n```swift\nenum Destino { case fin }\n```\n\n"
            + "```swift\nclass Modelo {\n  enum Destino { case lista }\n  var actual: Destino = .lista\n}\n```\n")
        #expect(run.statistics.compilerInvocations == models.statistics.compilerInvocations + 1)
    }

    @Test func aRenamedNestedTypeDoesNotHideAWrongCase() async throws {
        // `.inicio` is a case of the first version of the module-level `Destino` only.
        let run = try await verify(Self.nestedNamesake(secondView: #"Text(modelo.actual == Modelo.Destino.lista && destino == .inicio ? "sí" : "no")"#))
        let second = run.report.blocks[4]
        #expect(!(second.status == .passed && second.checked == .typechecked), "\(run.report.text)")
    }
}
