@testable import Doctest
import Foundation
import Markdown
import Site
import SitegenTesting
import Testing

/// Nothing uncertain passes: every error of the author's code fails its block at its line, a
/// block that misses context is `unverified` (never passed), and one run reports everything.
/// Each test fails without the rule it is named after.
struct HonestVerdictTests {
    static let view = """
        ```swift
        import SwiftUI

        struct Ficha: View {
          let titulo = "Hola"
          var body: some View { Text(titulo) }
        }
        ```
        """

    @Test func codeInAnInactiveIfBranchIsUnverifiedAndTheActiveOneRuns() async throws {
        let report = try await Support.verifyOverAlarmCore("""
            ```swift
            #if os(iOS)
            let cosa: Int = "no es un número"
            #endif
            print("hola") // Prints "hola"
            ```

            ```swift
            #if os(Linux)
            print("linux") // Prints "linux"
            #else
            print("otro")
            #endif
            ```
            """).report
        // The compiler never read the iOS line: the block is not badged.
        #expect(report.blocks[0].checked == .unverified, "\(report.text)")
        #expect(report.blocks[0].reason == .inactiveCode(conditions: ["os(iOS)"]))
        #expect(report.blocks[0].status == .skipped)
        // Statements inside `#if` are top-level code; the `#else` left out is named.
        #expect(report.blocks[1].kind == .run, "\(report.text)")
        #expect(report.blocks[1].reason == .inactiveCode(conditions: ["!(os(Linux))"]))
    }

    @Test func whatNeedsTheObjectiveCRuntimeIsUnverifiedNotFailed() async throws {
        let controller = { (call: String) in """
            ```swift
            import UIKit

            class Pantalla: UIViewController {
              @IBOutlet weak var titulo: UILabel!
              override func viewDidLoad() {
                super.viewDidLoad()
                let boton = UIButton()
                boton.addTarget(self, action: #selector(pulsar), for: .touchUpInside)
                \(call)
              }
              @objc func pulsar() {}
            }
            ```
            """ }
        let honest = try await Support.verifyOverAlarmCore(controller("view.addSubview(boton)")).report
        #expect(honest.blocks[0].checked == .unverified, "\(honest.text)")
        #expect(honest.blocks[0].reason == .needsObjectiveC(features: ["#selector", "@IBOutlet", "@objc"]))
        // An error of the author's beside them still fails the block, at its line.
        let wrong = try await Support.verifyOverAlarmCore(controller("view.addSubviw(boton)")).report
        #expect(wrong.blocks[0].status == .failed, "\(wrong.text)")
        #expect(wrong.blocks[0].diagnostics.contains { $0.line == wrong.blocks[0].line + 9 && $0.message.contains("addSubviw") })
    }

    @Test func aNameNoStepDeclaresFailsAtItsLineWithWhatWasMeant() async throws {
        let run = try await Support.verify(Support.article(Self.view.replacingOccurrences(of: "Text(titulo)", with: "Text(titlo)")))
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .failed, "\(run.report.text)")
        #expect(block.checked == .typechecked)
        #expect(block.messages == [
            "content/test.md:6:30: error: cannot find 'titlo' in scope",
            "content/test.md:6:30: note: did you mean 'titulo'?",
        ], "\(run.report.text)")
    }

    @Test func aMisspelledFrameworkTypeFailsWithTheTypeMeant() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import UIKit

            let etiqueta = UILable()
            ```
            """))
        #expect(run.report.blocks.first?.status == .failed, "\(run.report.text)")
        #expect(run.report.blocks.first?.messages.last == "content/test.md:4:16: note: did you mean 'UILabel'?", "\(run.report.text)")
    }

    @Test func oneUnknownNameHidesNoOtherErrorOfItsBlock() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Ficha: View {
              var body: some View { VStack { Text(5); Text(desconocidoZq) } }
            }
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .failed, "\(run.report.text)")
        #expect(block.messages.contains { $0.contains("cannot find 'desconocidoZq' in scope") })
        #expect(block.messages.contains { $0.contains(":5:39: error:") }, "Text(5) keeps its own error: \(run.report.text)")
    }

    /// Two parts of a series: the first uses what only the second declares.
    static func series(_ code: String) -> [DoctestArticle] {
        let first = MarkdownParser.parse("""
            ```swift
            import SwiftUI

            struct Ficha: View {
              var body: some View { \(code) }
            }
            ```
            """, file: "content/parte-1.md")
        let second = MarkdownParser.parse("""
            ```swift
            let textoDeLaParte2 = "más tarde"
            ```
            """, file: "content/parte-2.md")
        return [DoctestArticle(document: first, series: "Serie"), DoctestArticle(document: second, series: "Serie")]
    }

    @Test func aNameALaterStepDeclaresLeavesTheBlockUnverifiedAndNeverPassed() async throws {
        let run = try await Doctests.verify(Self.series("Text(textoDeLaParte2)"), options: Support.options())
        let block = try #require(run.report.blocks.first)
        #expect(block.checked == .unverified, "\(run.report.text)")
        #expect(block.status == .skipped)
        #expect(block.reason == .declaredInAnotherStep(names: ["textoDeLaParte2"]))
        #expect(run.report.summary.unverified == 1)
        #expect(run.report.summary.passed == run.report.blocks.count { $0.status == .passed })
        #expect(run.report.levelsLine.contains("unverified 1 (declared in another step 1)"), "\(run.report.levelsLine)")
        #expect(run.report.unverifiedLines == ["content/parte-1.md:1: unverified: uses 'textoDeLaParte2', which the tutorial declares in another step"])
        // The same block with a misspelling of it: nobody declares that, so it is the author's.
        let misspelled = try await Doctests.verify(Self.series("Text(textoDeLaParte3)"), options: Support.options())
        #expect(misspelled.report.blocks.first?.status == .failed, "\(misspelled.report.text)")
    }

    @Test func compileFailPassesOnlyWhenItsOwnLinesHoldTheError() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Modelo {
              let valor: Int = "uno"
            }
            ```

            ```swift compile_fail
            import SwiftUI

            struct Ficha: View {
              var body: some View { Text("\\(Modelo().valor)") }
            }
            ```

            ```swift compile_fail
            import SwiftUI

            struct Otra: View {
              var body: some View { Text(42) }
            }
            ```
            """))
        // The second block's own lines are right: the error the article shows is another block's.
        #expect(run.report.blocks.map(\.status) == [.failed, .failed, .passed], "\(run.report.text)")
        #expect(run.report.blocks[1].messages.first?.contains("marked compile_fail") == true, "\(run.report.text)")
        #expect(run.report.blocks[2].checked == .typechecked)
    }

    @Test func aLaterDeclarationNeverShadowsAnEarlierOne() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            struct Modelo {
              let primero = 1
            }
            ```

            ```swift
            import SwiftUI

            struct Ficha: View {
              var body: some View { Text("\\(Modelo().primero)") }
            }
            ```

            ```swift
            struct Modelo {
              let segundo = 2
            }
            ```
            """))
        #expect(run.report.blocks[1].checked == .typechecked, "\(run.report.text)")
        #expect(run.report.blocks[1].status == .passed, "the view sees the Modelo before it, not the one after")
    }

    @Test func aFunctionWithAnotherSignatureIsAnOverloadThatAdds() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            func saludo() -> String { "Hola" }
            ```

            ```swift
            func saludo(nombre: String) -> String { "Hola, \\(nombre)" }
            ```

            ```swift
            import SwiftUI

            struct Ficha: View {
              var body: some View { VStack { Text(saludo()); Text(saludo(nombre: "Ana")) } }
            }
            ```
            """))
        #expect(run.report.blocks[2].checked == .typechecked, "\(run.report.text)")
        #expect(run.report.blocks[2].status == .passed, "both versions of saludo are in scope: \(run.report.text)")
    }

    @Test func whatWasMeantIsTheNearestNameOfTheSameKind() {
        #expect(TypecheckStage.nearest(to: "NavigatonStack", in: ["NavigationStack", "NavigationLink"]) == "NavigationStack")
        #expect(TypecheckStage.nearest(to: "titel", in: ["title", "Title"]) == "title")
        #expect(TypecheckStage.nearest(to: "Item", in: ["item"]) == nil, "a type is not meant for a value")
        #expect(TypecheckStage.nearest(to: "abc", in: ["xyz"]) == nil)
        #expect(TypecheckStage.editDistance("itme", "item") == 1, "a swap is one edit")
    }

    @Test func theCompilersNamesAreReadOffEachDiagnostic() {
        let parsed = CompilerDiagnostic.parse("""
            content/x.md:3:7: error: cannot find 'titel' in scope [cannot_find_in_scope]
            content/x.md:4:9: error: value of type 'S' has no member 'titl' [could_not_find_value_member]
            content/x.md:5:1: error: a message [that has brackets] in it
            """)
        #expect(parsed.map(\.id.rawValue) == ["cannot_find_in_scope", "could_not_find_value_member", ""])
        #expect(parsed.map(\.message) == ["cannot find 'titel' in scope", "value of type 'S' has no member 'titl'",
                                          "a message [that has brackets] in it"])
    }

    @Test func aCachedVerdictKeepsItsLevelAndItsReason() async throws {
        let cache = Support.freshFolder()
        let articles = Self.series("Text(textoDeLaParte2)")
        let first = try await Doctests.verify(articles, options: Support.options(cache: cache))
        let second = try await Doctests.verify(articles, options: Support.options(cache: cache))
        #expect(first.report.blocks[0].checked == .unverified, "\(first.report.text)")
        #expect(second.statistics.compilerInvocations == 0, "the second run is the cache's")
        #expect(second.report.blocks.map(\.checked) == first.report.blocks.map(\.checked))
        #expect(second.report.blocks.map(\.reason) == first.report.blocks.map(\.reason))
        #expect(second.report.summary == first.report.summary)
    }

    @Test func oneRunReportsEveryArticlesErrorsAndVerifiesTheOtherBlocks() async throws {
        let site = try SiteFixture(content: [
            "placeholder.md": """
                ---
                title: Marcador
                ---
                ```swift
                let a = <#valor#>
                ```

                ```swift
                print(1 + 1) // Prints "2"
                ```
                """,
            "prosa.md": """
                ---
                title: Prosa
                ---
                Un Binding<Bool> en la prosa.

                ```swift
                print("hola") // Prints "hola"
                ```
                """,
            "bien.md": """
                ---
                title: Bien
                ---
                ```swift
                let x: Int = "dos"
                ```

                ```
                struct Suelto {
                  let valor = 1
                }
                ```
                """,
        ])
        let run = try await VerifyStage.verify(contentDirectory: site.content.path, options: Support.options())
        let byFile = Dictionary(grouping: run.report.blocks) { ($0.file as NSString).lastPathComponent }
        #expect(byFile["placeholder.md"]?.map(\.status) == [.failed, .passed], "\(run.report.text)")
        #expect(byFile["placeholder.md"]?.first?.messages.contains { $0.contains(":5:") && $0.contains("Xcode placeholder") } == true)
        #expect(byFile["prosa.md"]?.map(\.status) == [.passed], "an article error does not stop its blocks")
        #expect(byFile["bien.md"]?.map(\.status) == [.failed])
        #expect(run.report.articleErrors.map { ($0.file as NSString).lastPathComponent } == ["prosa.md"])
        #expect(run.report.articleErrors.first?.line == 4)
        #expect(!run.report.succeeded)
        #expect(run.contentWarnings.contains { $0.contains("bien.md:8:") && $0.contains("parece Swift") }, "\(run.contentWarnings)")
    }
}

/// A case pattern that names a case nothing declares fails at its own line, even where the
/// compiler reports only the expression around it (a closure of a Combine chain it cannot infer).
struct UnknownCasePatternTests {
    static let chain = """
        ```swift
        import Combine

        enum Ruta: Equatable { case inicio, detalle(Int) }

        final class Modelo: ObservableObject {
          @Published var ruta: Ruta? = nil
          @Published var numero: Int? = nil
          func enlazar() {
            $ruta
              .map { ruta in
                guard case let .CASE(n) = ruta else { return nil }
                return n
              }
              .removeDuplicates()
              .assign(to: &$numero)
          }
        }
        ```
        """

    @Test func aMisspelledCaseInAPatternFailsAtItsLine() async throws {
        let report = try await Support.verifyOverAlarmCore(Self.chain.replacingOccurrences(of: "CASE", with: "detalel")).report
        #expect(report.blocks[0].status == .failed)
        // The compiler speaks of the `.map` (line 11), the pattern is on line 12.
        #expect(report.blocks[0].messages.contains { $0.hasPrefix("content/test.md:12:") && $0.contains("error:") && $0.contains("'detalel'") },
                "\(report.blocks[0].messages)")
        #expect(report.blocks[0].messages.contains { $0.hasPrefix("content/test.md:12:") && $0.contains("did you mean 'detalle'?") },
                "\(report.blocks[0].messages)")
    }

    @Test func theRightCasePasses() async throws {
        let report = try await Support.verifyOverAlarmCore(Self.chain.replacingOccurrences(of: "CASE", with: "detalle")).report
        #expect(report.blocks[0].status == .passed, "\(report.blocks[0].messages)")
    }
}

/// A member nothing declares, one slip from a name of the tutorial's, fails at its own line
/// even where the compiler names only the `ForEach` around it.
struct MemberDeclaredNowhereTests {
    static let list = """
        ```swift
        import SwiftUI

        struct Alarma: Identifiable {
          let id: UUID
          var nombre: String
        }

        struct AlarmasView: View {
          let alarmas: [Alarma]
          var body: some View {
            List {
              ForEach(alarmas) { alarma in
                let _ = print(alarma.MEMBER)
                Text(alarma.nombre)
              }
            }
          }
        }
        ```
        """

    /// An error at `line` of test.md that names `name`, and — with `meant` — its "did you mean" at that line.
    static func expectError(in block: BlockResult, atLine line: Int, naming name: String, meant: String? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let place = "content/test.md:\(line):"
        #expect(block.messages.contains { $0.hasPrefix(place) && $0.contains("error:") && $0.contains(name) },
                "\(block.messages)", sourceLocation: sourceLocation)
        if let meant {
            #expect(block.messages.contains { $0.hasPrefix(place) && $0.contains("did you mean '\(meant)'?") },
                    "\(block.messages)", sourceLocation: sourceLocation)
        }
    }

    @Test func aMisspelledMemberInAForEachFailsAtItsLine() async throws {
        let report = try await Support.verify(Support.article(Self.list.replacingOccurrences(of: "MEMBER", with: "nombreZq"))).report
        #expect(report.blocks[0].status == .failed)
        Self.expectError(in: report.blocks[0], atLine: 14, naming: "nombreZq", meant: "nombre")
    }

    @Test func aMemberNothingDeclaresFailsAtItsLineThoughNoNameIsNear() async throws {
        // `idZq` is two slips from `id`: no "did you mean", but no module the block can import
        // declares it, while `count` (the standard library's) on the same line is no error.
        let report = try await Support.verify(Support.article(Self.list.replacingOccurrences(of: "alarma.MEMBER", with: "alarma.idZq, alarma.nombre.count"))).report
        #expect(report.blocks[0].status == .failed)
        Self.expectError(in: report.blocks[0], atLine: 14, naming: "'idZq'")
        #expect(!report.blocks[0].messages.contains { $0.contains("'count'") }, "\(report.blocks[0].messages)")
    }

    @Test func aMisspelledWitnessFailsAtItsLineNotOnlyAtTheType() async throws {
        let report = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Caja: ViewModifier {
              func bodyZq(content: Content) -> some View {
                content.padding()
              }
            }
            ```
            """)).report
        #expect(report.blocks[0].status == .failed)
        Self.expectError(in: report.blocks[0], atLine: 5, naming: "'bodyZq'", meant: "body")
    }

    @Test func theRightMemberPasses() async throws {
        let report = try await Support.verify(Support.article(Self.list.replacingOccurrences(of: "MEMBER", with: "nombre"))).report
        #expect(report.blocks[0].status == .passed, "\(report.blocks[0].messages)")
    }
}

/// A block whose only errors are types the compiler could not infer, where an earlier block's
/// type does not check, is not failed for it: the failure follows from that block.
struct InferenceAfterAFailingBlockTests {
    @Test func anInferenceFailureThatFollowsFromAnEarlierErrorLeavesTheBlockUnverified() async throws {
        let report = try await Support.verify(Support.article("""
            ```swift
            import SwiftUI

            struct Fila {
              let nombre: String
            }

            class Lista: ObservableObject {
              enum Ruta { case fila(id: Fila.ID, abierta: Bool) }
              @Published var ruta: Ruta? = nil
            }
            ```

            ```swift
            import SwiftUI

            struct ListaView: View {
              @ObservedObject var lista: Lista
              var body: some View {
                Button("Abrir") { lista.ruta = .fila(id: 1, abierta: .random()) }
              }
            }
            ```
            """)).report
        #expect(report.blocks[0].status == .failed, "'ID' is not a member type of struct 'Fila'")
        // Without the rule: `cannot infer contextual base in reference to member 'random'`, failed.
        #expect(report.blocks[1].checked == .unverified)
        #expect(report.blocks[1].reason == .dependsOnFailingBlocks)
    }
}

/// A case looked up in a type of the tutorial's that no step declares as a case (`.delete`,
/// where the enum has `deleteAlert`) is the author's slip, though a later step declares a
/// function of that name in another type.
struct CaseDeclaredNowhereTests {
    static let article = """
        ```swift
        enum Ruta: Equatable {
          case borrarAlerta
        }

        final class Lista {
          var ruta: Ruta? = nil
        }
        ```

        Añade en Lista:

        ```swift
        func borrarPulsado() {
          self.ruta = .CASE
        }
        ```

        Y más adelante, en otra extensión:

        ```swift
        extension Lista {
          func borrar(_ posicion: Int) {}
        }
        ```
        """

    @Test func aCaseNoStepDeclaresFailsAtItsLine() async throws {
        let report = try await Support.verify(Support.article(Self.article.replacingOccurrences(of: "CASE", with: "borrar"))).report
        #expect(report.blocks[1].status == .failed, "\(report.text)")
        #expect(report.blocks[1].messages.contains { $0.hasPrefix("content/test.md:15:") && $0.contains("borrar") }, "\(report.blocks[1].messages)")
    }

    @Test func theCaseTheEnumDeclaresPasses() async throws {
        let report = try await Support.verify(Support.article(Self.article.replacingOccurrences(of: "CASE", with: "borrarAlerta"))).report
        #expect(report.blocks[1].status == .passed, "\(report.text)")
    }
}

/// The stand-in for a type that does not resolve in an earlier step's declaration.
struct StandInTests {
    @Test func theQualifiedTypeAtTheColumnIsReplaced() {
        let line = "  case items(id: AlarmItemRowViewModel.ID, route: AlarmItemRowViewModel.Route)"
        // The compiler points at `ID` (column 40).
        #expect(StandIns.replacingType(at: 40, in: line)
                == "  case items(id: \(StandIns.typeName), route: AlarmItemRowViewModel.Route)")
        // At the qualifier, only the qualifier: the compiler points at the name it could not find.
        #expect(StandIns.replacingType(at: 18, in: line) == "  case items(id: \(StandIns.typeName).ID, route: AlarmItemRowViewModel.Route)")
        // A column on punctuation replaces nothing.
        #expect(StandIns.replacingType(at: 16, in: line) == nil)
    }

    @Test func onlyTheErrorsLinesInTheirArticleFileAreRepaired() throws {
        let files = [GeneratedFile(name: "Block.swift", contents: """
            import Foundation
            #sourceLocation(file: "content/a.md", line: 10)
            struct Fila {}
            enum Ruta { case filas(id: Fila.ID) }
            #sourceLocation(file: "content/b.md", line: 11)
            enum Otra { case filas(id: Fila.ID) }
            #sourceLocation()
            """)]
        let error = CompilerDiagnostic(file: "content/a.md", line: 11, column: 33, severity: .error,
                                       message: "'ID' is not a member type of struct 'Fila'", id: .noMemberType)
        let repaired = try #require(StandIns.repaired(files, errors: [error]))
        let text = repaired[0].contents
        #expect(text.contains("enum Ruta { case filas(id: \(StandIns.typeName)) }"), "\(text)")
        #expect(text.contains("enum Otra { case filas(id: Fila.ID) }"), "\(text)")
        #expect(text.hasSuffix(StandIns.declaration + "\n"))
        // Nothing to repair: no new files.
        var other = error
        other.id = .noTypeMember
        #expect(StandIns.repaired(files, errors: [other]) == nil)
    }
}
