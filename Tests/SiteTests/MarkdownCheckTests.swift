import Content
import Diagnostics
import Foundation
import FrontMatter
import Markdown
import SitegenTesting
import Testing

/// The Markdown checks (`MarkdownChecks`): each problem on small inline cases, the seed
/// defect fixtures, the original articles, and `content/`.
@Suite struct MarkdownCheckTests {
    /// The messages for a body with no front matter, as `x.md`.
    static func messages(_ body: String) -> [String] {
        MarkdownChecks.diagnostics(in: body, document: MarkdownParser.parse(body, file: "x.md")).map(\.description)
    }

    /// The problems found in a body, with their lines.
    static func problems(_ body: String) -> [String] {
        MarkdownChecks.findings(in: body, document: MarkdownParser.parse(body, file: "x.md"))
            .map { "\($0.location.line) \($0.problem.rawValue)" }
    }

    static let prose = "this line reads as prose inside a ```swift block: close the fence before it"

    // MARK: Prose in a Swift block

    @Test func aSwallowedSentenceIsAnErrorAtItsLine() {
        #expect(Self.messages("""
            Texto.

            ```swift
            case toggleConfirmationDialog
            Actualizaremos el Equatable.
            static func == (lhs: Self, rhs: Self) -> Bool { true }
            ```
            """) == ["x.md:5:1: error: \(Self.prose)"])
        #expect(Self.messages("```swift\nlet a = 1\n  Y, cambiaremos el setViewControllers:\n```\n")
            == ["x.md:3:3: error: \(Self.prose)"])
        #expect(Self.problems("```swift\n¿Fácil no?\n```\n") == ["2 prose-in-code"])
        #expect(Self.problems("```swift\nAñade esto a la vista (al final).\n```\n") == ["2 prose-in-code"])
        #expect(Self.problems("```swift\nNow we add the button.\n```\n") == ["2 prose-in-code"])
        #expect(Self.problems("```swift\r\nlet a = 1\r\nActualizaremos el Equatable.\r\n```\r\n") == ["3 prose-in-code"])
    }

    @Test func swiftIsNeverTakenForProse() {
        let swift = #"""
            ```swift
            enum Route {
              case deleteAlert
              case toggleConfirmationDialog
            }
            // Comentario en español.
            /// Añade una alarma a la lista.
            /* Un comentario
               Que ocupa varias líneas.
               Y termina aquí. */
            let saludo = "Hola, esto es una frase."
            Text("Hola, mundo.")
            let texto = """
                Esto es un texto largo.
                Con varias líneas: sí.
                """
            let raw = #"Una cadena "cruda" con frase."#
            Outer: for x in items {
              default:
            }
            Spacer()
            VStack {
            Self.value = Foo.bar
            #if DEBUG
            # import AlarmCore
            ```
            """#
        #expect(Self.messages(swift) == [])
        #expect(Self.messages(##"""
            ```swift
            /* Nivel uno /* nivel dos */
               Esto sigue siendo un comentario.
            */
            let doc = #"""
                Esto es un texto "crudo".
                Con un <#placeholder#> y puntos....
                """#
            ```
            """##) == [])
    }

    @Test func proseInOtherLanguagesIsLeftAlone() {
        #expect(Self.messages("```text\nActualizaremos el Equatable.\n```\n") == [])
        #expect(Self.messages("```\nActualizaremos el Equatable.\n```\n") == [])
    }

    @Test func proseInAnIgnoredBlockIsStillLost() {
        #expect(Self.problems("```swift ignore\nActualizaremos el Equatable.\n```\n") == ["2 prose-in-code"])
    }

    // MARK: Xcode placeholders and elisions

    @Test func anXcodePlaceholderIsAnError() {
        #expect(Self.messages("```swift\n.alert(\n    route: <#T##Enum?#>,\n)\n```\n") == [
            "x.md:3:12: error: Xcode placeholder '<#T##Enum?#>' never compiles: write the code it stands for, or mark the block ```swift ignore if it shows a signature",
        ])
        #expect(Self.problems("```swift\nf(<#a#>, <#b#>)\n```\n") == ["2 xcode-placeholder", "2 xcode-placeholder"])
    }

    @Test func aPlaceholderInAStringACommentOrAnIgnoredBlockIsFine() {
        #expect(Self.messages("```swift\nlet s = \"<#name#>\"\n// <#name#>\n```\n") == [])
        #expect(Self.messages("```swift ignore\nroute: <#T##Enum?#>,\n```\n") == [])
        #expect(Self.messages("```swift compile_fail\nlet a = <#value#>\n```\n") == [])
    }

    @Test func anElisionIsAWarning() {
        #expect(Self.messages("```swift\nstruct Item {\n    ....\n}\n```\n") == [
            "x.md:3:5: warning: '....' stands for code left out, which does not compile: write it as a comment ('// ...'), or mark the block ```swift ignore",
        ])
        #expect(Self.problems("```swift\nfunc f() { … }\n```\n") == ["2 elision"])
        #expect(Self.problems("```swift\nstruct A {\n  ...\n}\n```\n") == ["3 elision"])
    }

    @Test func rangesCommentsAndStringsAreNoElisions() {
        #expect(Self.messages(#"""
            ```swift
            for i in 0...5 {}
            let r = 0..<5
            let all = items[...]
            // ...
            /* …
               .... */
            let s = "Cargando…"
            ```
            """#) == [])
        #expect(Self.messages("```swift ignore\nstruct Item {\n    ....\n}\n```\n") == [])
    }

    // MARK: Fences

    @Test func anOpeningFenceWithATrailingSpaceIsAWarning() {
        #expect(Self.messages("Texto:\n\n```swift \nlet a = 1\n```\n") == [
            "x.md:3:9: warning: the opening fence '```swift ' ends with whitespace: delete it (Markdown ignores it, but nobody sees it in review)",
        ])
        #expect(Self.problems("```swift\nlet a = 1\n```  \n") == ["3 trailing-space-fence"])
        #expect(Self.messages("```swift\nlet a = 1\n```\n") == [])
        #expect(Self.messages("```swift\r\nlet a = 1\r\n```\r\n") == [])
    }

    @Test func anIndentedClosingFenceIsAWarning() {
        #expect(Self.messages("```swift\ncase .items:\n  break\n  ```\n\nTexto.\n") == [
            "x.md:4:3: warning: the closing fence is indented 2 spaces more than its opening fence (line 1): move it to column 1, under the opening fence",
        ])
        #expect(Self.problems("```swift\nlet a = 1\n ```\n") == ["3 indented-closing-fence"])
        #expect(Self.problems("~~~\nx\n   ~~~~\n") == ["3 indented-closing-fence"])
    }

    @Test func alignedFencesInListsAndQuotesAreFine() {
        #expect(Self.messages("- Uno:\n\n  ```swift\n  let a = 1\n  ```\n") == [])
        #expect(Self.messages("> ```swift\n> let a = 1\n> ```\n") == [])
        // Never closed: the last code line is no closing fence, even when it looks like one.
        #expect(Self.messages("```swift\nlet a = 1\n") == [])
        #expect(Self.messages("```swift\nlet a = 1\n> ```\n") == [])
        #expect(Self.messages("````\nx\n ```\n") == [])
    }

    // MARK: Code outside a fence

    @Test func aSwiftLineInAParagraphIsAWarning() {
        #expect(Self.messages("Veamos ahora un deeplink, el siguiente:\n\n// deeplink:///alarms/:id/delete\n") == [
            "x.md:3:1: warning: this line reads as Swift in a paragraph, where it is shown as prose and never verified: put it in a ```swift block",
        ])
        #expect(Self.problems("""
            Añade esto:
            func open(url: URL) {
            let a = 1
            var route: Route?
            }
            struct AlarmItem: Identifiable {
            @Published var items: [AlarmItem] = []
            import SwiftUI
            case .deleteAlert:
            """) == (2...9).map { "\($0) code-outside-fence" })
        #expect(Self.problems("> Texto.\n> let a = 1\n") == ["2 code-outside-fence"])
        #expect(Self.problems("- Añade esto:\n  let a = 1\n") == ["2 code-outside-fence"])
    }

    @Test func proseAboutCodeIsNotCode() {
        #expect(Self.messages("""
            Añade el siguiente código:

            Un caso práctico: la función `func open(url:)` y `let a = 1`.
            case práctico de estudio.
            let me explain this.
            import the project first.
            Lo importante es el import de SwiftUI {llaves}.
            https://github.com/twostraws/ControlRoom
            deeplink:///alarms/add?isOn=true
            for each item we add a row.
            """) == [])
        #expect(Self.messages("    // indented code is code\n") == [])
        #expect(Self.messages("<div>\n// in HTML\n</div>\n") == [])
    }

    // MARK: A generic read as an HTML tag

    @Test func aBareGenericIsAnError() {
        #expect(Self.messages("Transformar ese Route a un Binding<Bool>\nsiguiente línea.\n") == [
            "x.md:1:28: error: 'Binding<Bool>' is read as 'Binding' and the HTML tag '<Bool>', so the page loses '<Bool>': write it as inline code: `Binding<Bool>`",
        ])
        #expect(Self.problems("Texto.\nEl tipo ActionViewModel a ActionViewModel<Value>.\n") == ["2 generic-as-html"])
        #expect(Self.messages("Un tipo <Value> suelto.\n") == [
            "x.md:1:9: error: '<Value>' is read as an HTML tag, so the page loses it: write it as inline code: `<Value>`",
        ])
        #expect(Self.problems("| a | b |\n| - | - |\n| Set<AlarmItem> | x |\n") == ["3 generic-as-html"])
        #expect(Self.problems("## Un Binding<Bool> en un título\n") == ["1 generic-as-html"])
        #expect(Self.problems("*Un Binding<Bool>*, [y otro Set<Value>](x.html).\n") == ["1 generic-as-html", "1 generic-as-html"])
    }

    @Test func inlineCodeRealHTMLAndTwoParameterGenericsAreFine() {
        #expect(Self.messages("""
            Un `Binding<Bool>` y `ActionViewModel<Value>`.
            Dictionary<String, Int> se ve tal cual.
            Texto<br>con salto y <kbd>⌘</kbd>, <B>negrita</B>.
            <span class="x">Hola</span>
            """) == [])
    }

    // MARK: In Article.parse

    @Test func articleParseStopsOnErrorsAtTheFilesLines() {
        #expect(articleError("""
            ---
            title: Prosa
            ---
            Un Binding<Bool> suelto.

            ```swift
            let a = 1
            Actualizaremos el Equatable.
            ```
            """) == """
            content/x.md:4:4: error: 'Binding<Bool>' is read as 'Binding' and the HTML tag '<Bool>', so the page loses '<Bool>': write it as inline code: `Binding<Bool>`
            content/x.md:8:1: error: \(Self.prose)
            """)
    }

    @Test func articleParseReturnsTheWarnings() throws {
        #expect(try articleWarnings("---\ntitle: Aviso\n---\n```swift \nlet a = 1\n  ```\n") == [
            "content/x.md:4:9: warning: the opening fence '```swift ' ends with whitespace: delete it (Markdown ignores it, but nobody sees it in review)",
            "content/x.md:6:3: warning: the closing fence is indented 2 spaces more than its opening fence (line 4): move it to column 1, under the opening fence",
        ])
    }

    // MARK: The seed defect fixtures

    struct Defect: Decodable, Sendable, CustomTestStringConvertible {
        var fixture: String
        var seed: String
        var seedLine: Int
        var fixtureLine: Int
        var problem: String
        var severity: String
        var testDescription: String { "\(fixture):\(fixtureLine) \(problem)" }
    }

    static let defectsFolder = PackagePaths.fixtures(of: "SiteTests").appendingPathComponent("seed-defects")

    static var defects: [Defect] {
        guard let data = try? Data(contentsOf: defectsFolder.appendingPathComponent("defects.json")),
              let defects = try? JSONDecoder().decode([Defect].self, from: data) else { return [] }
        return defects
    }

    @Test func everyDefectKindHasFixtures() {
        let kinds = Set(Self.defects.map(\.problem))
        #expect(kinds == ["prose-in-code", "trailing-space-fence", "indented-closing-fence", "code-outside-fence", "generic-as-html"])
        #expect(kinds.allSatisfy { MarkdownChecks.Problem(rawValue: $0) != nil })
    }

    @Test(arguments: defects)
    func eachFixtureGivesItsProblemAtItsLine(_ defect: Defect) throws {
        let text = try String(contentsOf: Self.defectsFolder.appendingPathComponent(defect.fixture), encoding: .utf8)
        let findings = MarkdownChecks.findings(in: text, document: MarkdownParser.parse(text, file: defect.fixture))
        let atLine = findings.filter { $0.location.line == defect.fixtureLine }
        #expect(atLine.map(\.problem.rawValue) == [defect.problem], "\(findings)")
        #expect(atLine.map(\.diagnostic.severity.rawValue) == [defect.severity])
        // Nothing else in a fixture is wrong.
        #expect(findings.count == 1, "\(findings)")
    }

    // MARK: The original articles

    /// `Tests/SiteTests/Fixtures/seed-originals/`: the five seed articles byte for byte after
    /// a three-line front matter, and `expected.json`: for each, every finding as
    /// "line problem severity", each one reviewed against the article. After a change to the
    /// checks, re-record with `SITEGEN_RECORD=1 swift test --filter MarkdownCheckTests` (that
    /// run fails on purpose) and review the difference.
    static let originalsFolder = PackagePaths.fixtures(of: "SiteTests").appendingPathComponent("seed-originals")
    static let frontMatterLines = 3

    static func originalFindings(_ fileName: String) throws -> [MarkdownChecks.Finding] {
        let text = try String(contentsOf: originalsFolder.appendingPathComponent(fileName), encoding: .utf8)
        let split = try FrontMatterSplitter.split(text, file: fileName)
        #expect(split.bodyLineOffset == frontMatterLines)
        let document = MarkdownParser.parse(split.body, file: fileName, lineOffset: split.bodyLineOffset)
        return MarkdownChecks.findings(in: split.body, document: document, lineOffset: split.bodyLineOffset)
    }

    @Test func theOriginalsReportEveryDocumentedDefect() throws {
        for defect in Self.defects {
            let fileName = defect.seed.replacingOccurrences(of: ".txt", with: ".md")
            let line = defect.seedLine + Self.frontMatterLines
            let found = try Self.originalFindings(fileName).filter { $0.location.line == line }
            #expect(found.map(\.problem.rawValue).contains(defect.problem), "\(fileName):\(line) \(defect.problem): \(found)")
            #expect(found.contains { $0.diagnostic.severity.rawValue == defect.severity })
        }
    }

    @Test func theOriginalsReportWhatWasReviewed() throws {
        let expectedFile = Self.originalsFolder.appendingPathComponent("expected.json")
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.originalsFolder.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(names.count == 5)
        var actual: [String: [String]] = [:]
        for name in names {
            actual[name] = try Self.originalFindings(name).map {
                "\($0.location.line) \($0.problem.rawValue) \($0.diagnostic.severity.rawValue)"
            }
        }
        if GoldenFolder.isRecording {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try (encoder.encode(actual) + Data("\n".utf8)).write(to: expectedFile)
            Issue.record("SITEGEN_RECORD=1 re-recorded \(expectedFile.path); review it and run again without SITEGEN_RECORD")
        }
        let expected = try JSONDecoder().decode([String: [String]].self, from: Data(contentsOf: expectedFile))
        for name in names {
            #expect(actual[name] == expected[name], "\(name)")
        }
    }

    // MARK: content/

    @Test func contentHasNoMarkupProblems() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.content.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        #expect(!files.isEmpty)
        for name in files {
            let text = try String(contentsOf: PackagePaths.content.appendingPathComponent(name), encoding: .utf8)
            let split = try FrontMatterSplitter.split(text, file: "content/\(name)")
            let document = MarkdownParser.parse(split.body, file: "content/\(name)", lineOffset: split.bodyLineOffset)
            #expect(MarkdownChecks.diagnostics(in: split.body, document: document, lineOffset: split.bodyLineOffset) == [])
        }
    }
}
