import Doctest
import Foundation
import Site
import SitegenTesting
import Testing

/// Pages built with the verify stage on: each case of `Fixtures/verified/<case>/input/` is
/// a small `content/` whose Swift blocks really go through the doctests (the real compiler,
/// the core modules of this build, a sandboxed run), and the article's `<main>` must equal
/// `expected/main.html`: the badge of each block, the "Salida" of a block that ran, line
/// numbers where asked, and never a hidden line.
///
/// Re-record with `SITEGEN_RECORD=1 swift test --filter VerifiedPageTests` (that run fails on
/// purpose), then review `expected/` like code.
@Suite struct VerifiedPageTests {
    static let folder = PackagePaths.fixtures(of: "SiteTests").appendingPathComponent("verified")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func everyLevelHasACase() {
        #expect(Self.cases == ["apple", "compilado", "ejecutado", "fragmento", "ignorado"])
    }

    @Test(arguments: cases)
    func articleMainMatchesExpected(caseName: String) async throws {
        let golden = GoldenFolder(Self.folder.appendingPathComponent(caseName))
        let page = try await Self.buildArticle(input: golden.input)
        #expect(page.warnings == [])
        let problems = try golden.verify(["main.html": page.main])
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n\n")))
    }

    /// What the cases promise, said once more without the golden files, so that a re-recording
    /// that accepted a wrong page would still fail here.
    @Test func theBadgesSayWhatWasChecked() async throws {
        func main(_ name: String) async throws -> String {
            try await Self.buildArticle(input: Self.folder.appendingPathComponent("\(name)/input")).main
        }
        let ran = try await main("ejecutado")
        #expect(ran.contains("code-badge code-badge-ran"))
        #expect(ran.contains(">Ejecutado</span>"))
        #expect(ran.contains("<aside class=\"code-legend\""), "the legend is on the page, not only in a tooltip")
        #expect(ran.contains("<summary>Salida</summary>"))
        #expect(ran.contains("Hola desde una línea oculta, Ana\nHola desde una línea oculta, Luis\n"))
        #expect(!HiddenLinesInHTML.removing(from: ran).contains("let</span> <span class=\"tok-identifier\">saludo"),
                "a hidden line is shown without being asked for")
        #expect(HiddenLinesInHTML.hiddenText(in: ran).contains("let saludo = &quot;Hola desde una línea oculta&quot;"),
                "the hidden line is there for the 'Ver todo' button")
        #expect(ran.contains("data-hidden-lines=\"1\""))
        #expect(ran.contains(#"class="language-swift numbered""#))

        let compiled = try await main("compilado")
        #expect(compiled.components(separatedBy: "<span class=\"code-badge code-badge-compiled\" title").count - 1 == 2)
        #expect(!compiled.contains("<summary>Salida</summary>"))
        #expect(!HiddenLinesInHTML.removing(from: compiled).contains("Foundation"), "a hidden line is shown without being asked for")

        let fragments = try await main("fragmento")
        // Unverified blocks say so, with their reason: never a badge of a check that passed.
        #expect(fragments.components(separatedBy: "<span class=\"code-badge code-badge-unverified\" title").count - 1 == 2)
        #expect(fragments.contains(">Sin verificar</span>"))
        #expect(fragments.contains("<span class=\"code-reason\">va en «Pantalla» (in=Pantalla), pero antes de este bloque no hay una declaración de «Pantalla» en la que colocarlo</span>"))
        #expect(fragments.contains("<span class=\"code-reason\">es un fragmento: necesita el código que lo rodea, que el artículo no muestra antes</span>"))
        let apple = try await main("apple")
        #expect(apple.contains("<span class=\"code-badge code-badge-typechecked\""))
        #expect(apple.contains(">Tipos comprobados</span>"))
        #expect(apple.contains("módulos de interfaz de SwiftUI y UIKit del proyecto"), "the legend says what was checked against")

        let ignored = try await main("ignorado")
        #expect(ignored.components(separatedBy: "<span class=\"code-badge code-badge-").count - 1 == 2, "the block and the legend")
        #expect(ignored.contains("code-badge code-badge-skipped"))
    }

    /// What an article's code was checked against is the article's to say (its front matter's
    /// `notice`, as the TCA series says it); the page adds no sentence of its own for an import.
    @Test func theNoticeComesFromTheFrontMatterOnly() async throws {
        let input = try TemporaryDirectory()
        try input.write([
            "site.yml": SiteFixture.siteYAML,
            "tca.md": "---\ntitle: TCA\ndoctest: { imports: [ItemsCore] }\nnotice: \"Comprobado con la API 0.39.1 de la biblioteca.\"\n---\n```swift\nlet estado = AppState()\n```\n",
        ])
        let page = try await Self.buildArticle(input: input.url).main
        #expect(page.contains("<aside class=\"article-notice\" role=\"note\"><p>Comprobado con la API 0.39.1 de la biblioteca.</p></aside>"), "\(page)")
        #expect(!page.contains("The Composable Architecture"))
        let silent = try TemporaryDirectory()
        try silent.write([
            "site.yml": SiteFixture.siteYAML,
            "tca.md": "---\ntitle: TCA\ndoctest: { imports: [ItemsCore] }\n---\n```swift\nlet estado = AppState()\n```\n",
        ])
        let plain = try await Self.buildArticle(input: silent.url).main
        #expect(!plain.contains("article-notice") && !plain.contains("The Composable Architecture"), "\(plain)")
    }

    /// Builds `input` with the real templates and the verify stage on (its own doctest cache),
    /// and returns the article page's `<main>` element.
    static func buildArticle(input: URL) async throws -> (main: String, warnings: [String]) {
        let fixture = try SiteFixture(content: [:])
        let fileManager = FileManager.default
        try fileManager.removeItem(at: fixture.content)
        try fileManager.copyItem(at: input, to: fixture.content)
        // The page says when the article last changed: the copy's date is fixed.
        try fixture.pinModificationDates()
        var options = fixture.options()
        options.sourceDate = Self.checkDate
        options.verify = true
        options.doctestOptions.cachePath = fixture.root.appending("doctest-cache").path
        options.doctestOptions.take(environment: ProcessInfo.processInfo.environment)
        let summary = try await SitePipeline.build(options)
        let articles = try fileManager.contentsOfDirectory(atPath: input.path).filter { $0.hasSuffix(".md") }
        let slug = try #require(articles.first).replacingOccurrences(of: ".md", with: "")
        let page = try String(contentsOf: fixture.output.appendingPathComponent("\(slug)/index.html"), encoding: .utf8)
        let start = try #require(page.range(of: "<main"))
        let end = try #require(page.range(of: "</main>"))
        // The compiler's version is this machine's: the golden files name it "Swift <versión>".
        let main = String(page[start.lowerBound..<end.upperBound]).replacingOccurrences(
            of: #"con Swift [0-9][0-9.]* en"#, with: "con Swift <versión> en", options: .regularExpression)
        return (main + "\n", summary.warnings.map { fixture.scrubber.scrub($0.description) })
    }

    /// The day of the check the pages say (`SOURCE_DATE_EPOCH` of the build): 2023-11-24.
    static let checkDate = Date(timeIntervalSince1970: 1_700_000_000 + 10 * 86_400)

    @Test func thePageSaysWithWhatAndWhenItsCodeWasChecked() async throws {
        let page = try await Self.buildArticle(input: Self.folder.appendingPathComponent("compilado/input")).main
        #expect(page.contains("<p class=\"code-legend-note\">Código comprobado al generar el sitio el 24 de noviembre de 2023, con Swift <versión> en Linux ("))
        let toolchain = try Toolchain.locate(searchPath: ProcessInfo.processInfo.environment["PATH"])
        let described = try #require(toolchain.checkedWith)
        #expect(described.range(of: #"^Swift [0-9]+\.[0-9]+(\.[0-9]+)? en Linux \((x86_64|aarch64)\)$"#, options: .regularExpression) != nil, "\(described)")
    }
}
