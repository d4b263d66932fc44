import Foundation
import Content
import Markdown
import Rendering
import Testing
@testable import Site

/// The Site stage draws code blocks: highlighted, with the doctest status when the
/// verify stage gives one (faked here until the Doctest module is wired in).
@Suite("Code blocks through the pipeline")
struct CodeBlockDrawingTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("templates").path

    func build(_ article: String, status: @escaping @Sendable (CodeBlock) -> CodeBlockStatus?) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-code-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: Prueba\nbaseURL: https://example.org/\n".utf8).write(to: content.appendingPathComponent("site.yml"))
        try Data(article.utf8).write(to: content.appendingPathComponent("codigo.md"))
        let output = folder.appendingPathComponent("public")
        _ = try await SitePipeline.build(BuildOptions(contentDirectory: content.path, templatesDirectory: Self.templates,
                                                      outputDirectory: output.path, codeBlockStatus: status))
        return try String(contentsOf: output.appendingPathComponent("codigo/index.html"), encoding: .utf8)
    }

    let article = """
    ---
    title: Código
    ---
    Antes.

    ```swift
    import AlarmCore // oculta
    print("Hola")
    ```

    ```sh
    swift run
    ```
    """

    @Test func withoutStatusesBlocksAreHighlightedWithoutBadges() async throws {
        let html = try await build(article) { _ in nil }
        #expect(html.contains(#"<span class="tok-keyword">import</span>"#))
        #expect(html.contains(#"<span class="tok-string">&quot;Hola&quot;</span>"#))
        #expect(!html.contains("code-badge"))
        #expect(html.contains(#"<code class="language-sh">swift run</code>"#))
        #expect(html.contains(#"<script src="../assets/copy-code.js" defer></script>"#))
    }

    @Test func aFakeStatusGivesTheBadgeTheOutputAndOnlyTheVisibleCode() async throws {
        let html = try await build(article) { block in
            guard block.language == "swift" else { return nil }
            return CodeBlockStatus(badge: .ran, output: "Hola\n", visibleCode: "print(\"Hola\")\n")
        }
        #expect(html.contains(#"<span class="code-badge code-badge-ran""#))
        #expect(html.contains("<summary>Salida</summary><pre tabindex=\"0\"><samp>Hola\n</samp>"))
        #expect(!html.contains("oculta"))
        #expect(!html.contains(">import<"))
    }

    @Test func siteSettingTurnsOnLineNumbers() {
        #expect(CodeBlockDrawer.lineNumbers(in: .init(title: "x", extra: ["lineNumbers": .bool(true)])))
        #expect(!CodeBlockDrawer.lineNumbers(in: .init(title: "x")))
    }
}
