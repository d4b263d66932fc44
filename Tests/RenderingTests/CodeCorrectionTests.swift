import Content
import Diagnostics
import FrontMatter
import Testing
@testable import Rendering

/// `corrections:` in the front matter: each note reaches the blocks whose code contains the
/// correction's (white space aside), and a correction that names no block is an error at its line.
@Suite("Corrections to the original code")
struct CodeCorrectionTests {
    static let frontMatter = """
        ---
        title: Corregido
        corrections:
          - code: "MainView(isSwiftUI: true)"
            note: "El original envolvía <MainView> en SwiftUIWrapper."
          - code: "viewStore.send(.tapped(item))"
            note: "Ahora la acción lleva su elemento."
        ---

        """

    @Test func eachNoteReachesTheBlocksThatHoldItsCode() throws {
        let text = Self.frontMatter + """
            ```swift
            WindowGroup {
              MainView(
                isSwiftUI: true
              )
            }
            ```

            ```swift
            let other = 1
            ```

            ```swift
            Button("A") { viewStore.send(.tapped(item)) }
            ```

            ```swift
            Button("B") { viewStore.send(.tapped(item)) }
            ```
            """
        let article = try #require(try Article.parse(text, sourcePath: "content/c.md", fileName: "c.md").article)
        #expect(article.frontMatter.corrections.map(\.line) == [4, 6])
        let html = MarkdownHTMLRenderer.body(of: article, demo: nil, codeBlocks: CodeBlockDrawing()).html
        let notes = html.components(separatedBy: "<p class=\"code-correction\" role=\"note\">").dropFirst()
            .map { String($0.prefix { $0 != "\n" }) }
        #expect(notes == [
            "<strong>Corregido respecto al original.</strong> El original envolvía &lt;MainView&gt; en SwiftUIWrapper.</p>",
            "<strong>Corregido respecto al original.</strong> Ahora la acción lleva su elemento.</p>",
            "<strong>Corregido respecto al original.</strong> Ahora la acción lleva su elemento.</p>",
        ])
        // The note stands between the block's header and its code.
        let first = try #require(html.range(of: "code-correction"))
        #expect(html[..<first.lowerBound].contains("<div class=\"code-header\">"))
        #expect(!html[..<first.lowerBound].contains("<pre"))
    }

    @Test func aCorrectionThatNamesNoBlockIsAnErrorAtItsLine() {
        let text = Self.frontMatter + "```swift\nMainView(\n  isSwiftUI: true\n)\n```\n"
        let error = #expect(throws: DiagnosticError.self) {
            _ = try Article.parse(text, sourcePath: "content/c.md", fileName: "c.md")
        }
        #expect(error?.diagnostics.map { "\($0.location.line): \($0.message)" } == [
            "6: the correction's code 'viewStore.send(.tapped(item))' is in none of the article's code blocks",
        ])
    }

    @Test func aCorrectionNeedsItsCodeAndItsNote() {
        let error = #expect(throws: DiagnosticError.self) {
            _ = try Article.parse("---\ntitle: X\ncorrections:\n  - code: \"a\"\n  - note: \"b\"\n---\n", sourcePath: "content/c.md", fileName: "c.md")
        }
        #expect(error?.diagnostics.first?.location.line == 4)
        #expect(error?.diagnostics.first?.message.hasPrefix("each correction must be { code: …, note: … }") == true)
    }
}
