import Doctest
import Foundation
import Markdown
import Testing

/// The `typechecked` level: Apple-only blocks and fragments type-checked with the real
/// compiler against the core modules and the project's interface modules of SwiftUI and
/// UIKit, each where it stands in the tutorial.
struct TypecheckTests {
    let alarmSettings = (imports: ["AlarmCore"], rename: ["Combine": "OpenCombine"])

    func verify(_ articles: [DoctestArticle]) async throws -> DoctestReport {
        try await Doctests.verify(articles, options: Support.options()).report
    }

    func article(_ markdown: String, file: String = "content/test.md", series: String? = nil) -> DoctestArticle {
        var article = Support.article(markdown, file: file, imports: alarmSettings.imports, rename: alarmSettings.rename)
        article.series = series
        return article
    }

    @Test func aViewOverACoreModelTypeChecks() async throws {
        let report = try await verify([article("""
            ```swift
            import SwiftUI

            struct MainView: View {
              @ObservedObject var viewModel: MainViewModel
              var body: some View {
                Button(viewModel.isSwiftUI ? "Use UIKit" : "Use SwiftUI") {
                  viewModel.isSwiftUI.toggle()
                }
              }
            }
            ```
            """)])
        #expect(report.blocks.map(\.checked) == [.typechecked])
        #expect(report.blocks.map(\.status) == [.passed])
        #expect(report.blocks[0].kind == .apple)
    }

    @Test func aMisspelledModelMemberFailsWithTheCompilersMessage() async throws {
        let report = try await verify([article("""
            ```swift
            import SwiftUI

            struct MainView: View {
              @ObservedObject var viewModel: MainViewModel
              var body: some View {
                Text(viewModel.isSwiftUIZq ? "UIKit" : "SwiftUI")
              }
            }
            ```
            """)])
        #expect(report.blocks.map(\.status) == [.failed])
        #expect(report.blocks[0].checked == .typechecked)
        #expect(report.blocks[0].messages.first
            == "content/test.md:7:20: error: value of type 'MainViewModel' has no dynamic member 'isSwiftUIZq' using key path from root type 'MainViewModel'")
    }

    @Test func aViewSeesTheModelAsItStandsAtThatStep() async throws {
        let report = try await verify([article("""
            Primero, un modelo sencillo.

            ```swift
            import SwiftUI

            class Contador: ObservableObject {
              @Published var valor = 0
            }
            ```

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Text("\\(contador.valor)") }
            }
            ```

            Luego el modelo cambia: `valor` pasa a llamarse `cuenta`.

            ```swift
            import SwiftUI

            class Contador: ObservableObject {
              @Published var cuenta = 0
            }
            ```

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Text("\\(contador.cuenta)") }
            }
            ```
            """)])
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked, .typechecked])
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed, .passed])
    }

    /// A block sees what its article declares right after it (the same step), but not what a
    /// later article of its series adds.
    @Test func anEarlyViewUsingAMemberOfALaterPartIsParsedAndSaysWhy() async throws {
        let first = article("""
            ```swift
            import SwiftUI

            class Contador: ObservableObject {
              @Published var valor = 0
            }
            ```

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Button("Reiniciar") { contador.reiniciar() } }
            }
            ```
            """, file: "content/parte-1.md", series: "Serie")
        let second = article("""
            ```swift
            import SwiftUI

            extension Contador {
              func reiniciar() { valor = 0 }
            }
            ```
            """, file: "content/parte-2.md", series: "Serie")
        let report = try await verify([first, second])
        // A later part declares it: missing context, not the author's slip — unverified, never passed.
        #expect(report.blocks.map(\.status) == [.passed, .skipped, .passed])
        #expect(report.blocks[1].checked == .unverified)
        #expect(report.blocks[1].reason == .declaredInAnotherStep(names: ["reiniciar"]))
    }

    @Test func aSeriesCarriesItsDeclarationsFromOneArticleToTheNext() async throws {
        let first = article("""
            ```swift
            import SwiftUI

            struct Tarjeta: View {
              let titulo: String
              var body: some View { Text(titulo) }
            }
            ```
            """, file: "content/parte-1.md", series: "Serie")
        let second = article("""
            ```swift
            import SwiftUI

            struct Lista: View {
              var body: some View { List { Tarjeta(titulo: "Hola") } }
            }
            ```
            """, file: "content/parte-2.md", series: "Serie")
        let alone = article(second.blocks.map { "```swift\n\($0.code)```\n" }.joined(), file: "content/suelto.md")
        let report = try await verify([first, second, alone])
        // Outside the series no step declares `Tarjeta`: the name is the author's error.
        #expect(report.blocks.map(\.checked) == [.typechecked, .typechecked, .typechecked])
        #expect(report.blocks.map(\.status) == [.passed, .passed, .failed])
        #expect(report.blocks[2].messages.first?.hasSuffix("error: cannot find 'Tarjeta' in scope") == true, "\(report.text)")
    }

    @Test func aPreviewTypeChecksAsAViewBuilder() async throws {
        let report = try await verify([article("""
            ```swift
            import SwiftUI

            struct Saludo: View {
              var body: some View { Text("Hola") }
            }

            #Preview("Saludo") {
              Saludo()
              Saludo()
            }
            ```
            """)])
        #expect(report.blocks.map(\.checked) == [.typechecked])
        #expect(report.blocks.map(\.status) == [.passed])
    }

    @Test func compileFailMarksAStepTheArticleShowsBeforeItCompiles() async throws {
        let report = try await verify([article("""
            ```swift compile_fail
            import SwiftUI

            struct Vista: View {
              var body: some View { Text(42) }
            }
            ```

            ```swift compile_fail
            import SwiftUI

            struct Vista: View {
              var body: some View { Text("42") }
            }
            ```
            """)])
        #expect(report.blocks.map(\.kind) == [.apple, .apple])
        #expect(report.blocks.map(\.status) == [.passed, .failed])
        // Its own lines hold the error the article shows: checked, and passed.
        #expect(report.blocks[0].checked == .typechecked)
        #expect(report.blocks[0].diagnostics.map(\.severity) == [.note], "\(report.text)")
        #expect(report.blocks[1].messages.first?.hasSuffix("the block type-checks, but it is marked compile_fail (remove the word, or show the failing step)") == true)
    }

    @Test func aViewControllerClosureThatReturnsAViewFails() async throws {
        let report = try await verify([article("""
            ```swift
            import SwiftUI

            struct Envoltorio: UIViewControllerRepresentable {
              let viewController: () -> UIViewController
              func makeUIViewController(context: Context) -> UIViewController { viewController() }
              func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
            }

            struct Pantalla: View {
              var body: some View {
                Envoltorio { Text("Hola") }
              }
            }
            ```
            """)])
        #expect(report.blocks.map(\.status) == [.failed])
        #expect(report.blocks[0].messages.first
            == "content/test.md:12:18: error: cannot convert value of type 'Text' to closure result type 'UIViewController'")
    }
}
