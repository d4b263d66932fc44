import Content
import Doctest
import Foundation
import Markdown
import Rendering
import SitegenTesting
import Testing
@testable import Site

/// The pipeline draws code blocks: highlighted, without hidden lines, with the verify
/// stage's badge when it ran (`VerifiedPageTests` builds pages with it on).
@Suite("Code blocks through the pipeline")
struct CodeBlockDrawingTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates").path

    func build(_ article: String) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-code-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: Prueba\nbaseURL: https://example.org/\n".utf8).write(to: content.appendingPathComponent("site.yml"))
        try Data(article.utf8).write(to: content.appendingPathComponent("codigo.md"))
        let output = folder.appendingPathComponent("public")
        _ = try await SitePipeline.build(BuildOptions(contentDirectory: content.path, templatesDirectory: Self.templates,
                                                      outputDirectory: output.path))
        return try String(contentsOf: output.appendingPathComponent("codigo/index.html"), encoding: .utf8)
    }

    let article = """
    ---
    title: Código
    ---
    Antes.

    ```swift
    # import AlarmCore // oculta
    print("Hola")
    ```

    ```sh
    swift run
    ```
    """

    @Test func withoutVerifyBlocksAreHighlightedWithoutBadgesOrHiddenLines() async throws {
        let html = try await build(article)
        #expect(html.contains(#"<span class="tok-identifier">print</span>"#))
        #expect(html.contains(#"<span class="tok-string">&quot;Hola&quot;</span>"#))
        #expect(!html.contains("code-badge"))
        #expect(!HiddenLinesInHTML.removing(from: html).contains("oculta"))
        #expect(HiddenLinesInHTML.hiddenText(in: html).contains("import AlarmCore // oculta"))
        #expect(html.contains(#"<code class="language-sh"><span class="line">swift run</span></code>"#))
        #expect(html.contains(#"<script src="../assets/copy-code.js" defer></script>"#))
    }

    /// The article says so where its code legend would be (the footer carries no counts), and
    /// the home page says it for the site.
    @Test func aBuildWhoseDoctestsCouldNotRunSaysSoOnTheArticleAndTheHomePage() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-code-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: Prueba\nbaseURL: https://example.org/\n".utf8).write(to: content.appendingPathComponent("site.yml"))
        try Data(article.utf8).write(to: content.appendingPathComponent("codigo.md"))
        var options = BuildOptions(contentDirectory: content.path, templatesDirectory: Self.templates,
                                   outputDirectory: folder.appendingPathComponent("public").path, verify: true)
        options.doctestOptions.swiftc = folder.appendingPathComponent("no-swiftc").path
        options.doctestOptions.cachePath = folder.appendingPathComponent("cache").path
        let summary = try await SitePipeline.build(options)
        #expect(summary.warnings.map(\.message).contains { $0.hasPrefix("Swift blocks not verified: error: cannot find swiftc") })
        let html = try String(contentsOf: folder.appendingPathComponent("public/codigo/index.html"), encoding: .utf8)
        #expect(html.contains("Los bloques de código Swift de este artículo no se comprobaron al generar esta versión del sitio."))
        #expect(!html.contains("code-badge"))
        let home = try String(contentsOf: folder.appendingPathComponent("public/index.html"), encoding: .utf8)
        #expect(home.contains("Los bloques de código Swift no se comprobaron al generar esta versión del sitio."))
    }

    /// A failing block's messages go to its page only where the build asks for them (serve),
    /// each at its line counted from the block's first line of code.
    @Test func aFailingBlocksMessagesAreMappedToItsLinesForServeOnly() {
        let result = BlockResult(file: "content/x.md", line: 10, endLine: 14, kind: .run, status: .failed, firstLine: "x",
                                 diagnostics: [ReportDiagnostic(line: 12, column: 5, severity: .error, message: "no"),
                                               ReportDiagnostic(line: 12, column: 0, severity: .note, message: "see")])
        #expect(VerifyStage.verdict(result).errors.isEmpty)
        #expect(VerifyStage.verdict(result, errorsInPlace: true).errors == [
            CodeBlockVerdict.CodeError(line: 1, text: "content/x.md:12:5: error: no"),
            CodeBlockVerdict.CodeError(line: 1, text: "content/x.md:12: note: see"),
        ])
        var passed = result
        passed.status = .passed
        #expect(VerifyStage.verdict(passed, errorsInPlace: true).errors.isEmpty)
    }

    /// The one mapping from a doctest result to a badge.
    @Test func everyResultHasOneBadge() {
        func badge(_ status: BlockStatus, _ kind: BlockKind, checked: VerificationLevel? = nil, output: String = "",
                   reason: LevelReason? = nil) -> CodeBlockVerdict {
            VerifyStage.verdict(BlockResult(file: "content/x.md", line: 1, endLine: 3, kind: kind, status: status,
                                            firstLine: "x", output: output, checked: checked, reason: reason))
        }
        #expect(badge(.passed, .run, output: "hola\n") == CodeBlockVerdict(badge: .ran, output: "hola\n"))
        #expect(badge(.passed, .run) == CodeBlockVerdict(badge: .ran, output: nil))
        #expect(badge(.passed, .compile, output: "no") == CodeBlockVerdict(badge: .compiled, output: nil))
        #expect(badge(.skipped, .fragment, checked: .unverified, reason: .needsSurroundingCode)
                == CodeBlockVerdict(badge: .unverified, reason: VerifyStage.readerText(.needsSurroundingCode)))
        #expect(badge(.skipped, .apple, checked: .unverified).badge == .unverified)
        #expect(badge(.passed, .apple, checked: .typechecked) == CodeBlockVerdict(badge: .typechecked))
        #expect(badge(.skipped, .ignore).badge == .skipped)
        #expect(badge(.skipped, .run).badge == .skipped, "filtered out by --filter")
        #expect(badge(.failed, .run).badge == .failed)
        #expect(badge(.failed, .apple).badge == .failed)
    }

    @Test func siteSettingTurnsOnLineNumbers() {
        #expect(SitePipeline.lineNumbers(in: .init(title: "x", extra: ["lineNumbers": .bool(true)])))
        #expect(!SitePipeline.lineNumbers(in: .init(title: "x")))
    }
}
