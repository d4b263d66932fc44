import Content
import Foundation
import Markdown
import TestRandom
import Testing
@testable import Rendering

@Suite("Search index")
struct SearchIndexTests {
    func article(_ markdown: String) throws -> Article {
        let text = "---\ntitle: Navegación\ndescription: Una prueba\n---\n" + markdown
        return try #require(try Article.parse(text, sourcePath: "content/nav.md", fileName: "nav.md").article)
    }

    @Test func sectionsFollowHeadingsWithTheirAnchors() throws {
        let article = try article("""
        Texto de entrada con `código`.

        ## Creación del proyecto

        Creamos las *alertas*.

        ```swift
        let oculto = 1
        ```

        ### Creación del proyecto

        - uno
        - dos
        """)
        let body = MarkdownHTMLRenderer(skipTitleHeading: article.title).render(article.document)
        #expect(body.sections == [
            TextSection(heading: "", anchor: "", text: "Texto de entrada con código. "),
            TextSection(heading: "Creación del proyecto", anchor: "creacion-del-proyecto", text: "Creamos las alertas. "),
            TextSection(heading: "Creación del proyecto", anchor: "creacion-del-proyecto-1", text: "uno dos "),
        ])
    }

    @Test func theIndexIsAScriptThatSetsAGlobal() throws {
        let article = try article("Hola.\n\n## Alertas\n\nMostramos alertas con `alert`.\n")
        let body = MarkdownHTMLRenderer(skipTitleHeading: article.title).render(article.document)
        let file = SearchIndex(articles: [article], bodies: [body]).file()
        #expect(file.path == "search-index.js")
        #expect(String(decoding: file.contents, as: UTF8.self) == """
        window.sitegenSearchIndex={"v":1,"docs":[{"d":"Una prueba","s":[["","","Hola.","hola",""],\
        ["Alertas","alertas","Mostramos alertas con alert.","mostram alert",""]],"t":"Navegación","u":"nav/"}]};

        """)
    }

    /// The whole index is written in runs of entries on all cores, by hand: whatever their
    /// number, it reads back as the entries a JSONEncoder encodes (keys sorted), and the line
    /// separators a script may not hold raw are escaped.
    @Test(arguments: [0, 1, 2, 7, 8, 9, 100])
    func theIndexWrittenInRunsReadsAsTheEncodedEntries(count: Int) throws {
        let entries = (0..<count).map { number in
            SearchIndex.Entry(t: "Artículo \(number) \"/\\\n\t\u{2028}\u{1}", u: "a-\(number)/", d: number % 2 == 0 ? "" : "Descripción </script>",
                              s: [["Parte", "parte", "x", "vist", ""], []])
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let prefix = "window.sitegenSearchIndex={\"v\":1,\"docs\":", suffix = "};\n"
        let text = String(decoding: SearchIndex(entries: entries).file().contents, as: UTF8.self)
        #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
        let docs = Data(text.dropFirst(prefix.count).dropLast(suffix.count).utf8)
        let read = try JSONSerialization.jsonObject(with: docs) as? NSArray
        let expected = try JSONSerialization.jsonObject(with: try encoder.encode(entries)) as? NSArray
        #expect(read != nil && read == expected)
        #expect(!text.contains("\u{2028}"))
        if count > 0 { #expect(text.contains(#"\u2028"#)) }
        // Keys in the encoder's sorted order, no spaces: the same bytes wherever no string needs the escapes it writes differently.
        let plain = [SearchIndex.Entry(t: "Título", u: "t/", d: "Una </b>", s: [["A", "a", "x y", "x y", "view"]])]
        #expect(SearchIndex(entries: plain).file().contents
            == Data(prefix.utf8) + (try encoder.encode(plain)) + Data(suffix.utf8))
    }

    @Test func theIdentifiersOfASectionsSwiftCodeAreItsCodeTerms() throws {
        let article = try article("Hola.\n\n## Vista\n\nLa vista:\n\n```swift\n# let oculta = HiddenType()\nWithViewStore(store) { viewStore in Text(viewStore.title) }\n```\n")
        let block = try #require(article.document.codeBlocks.first)
        // What the highlighter gives for the block's lines (hidden one first).
        let highlighted = ["<span class=\"tok-keyword\">let</span> <span class=\"tok-identifier\">oculta</span> = <span class=\"tok-type\">HiddenType</span>()",
                           "<span class=\"tok-type\">WithViewStore</span>(<span class=\"tok-identifier\">store</span>) { <span class=\"tok-identifier\">viewStore</span> <span class=\"tok-keyword\">in</span> <span class=\"tok-type\">Text</span>(<span class=\"tok-identifier\">viewStore</span>.<span class=\"tok-identifier\">title</span>) }"]
        let body = MarkdownHTMLRenderer(skipTitleHeading: article.title, codeBlocks: CodeBlockDrawing(highlightedLines: [block.id: highlighted]))
            .render(article.document)
        #expect(body.sections.last?.code == ["WithViewStore", "Text", "store", "viewStore", "title"], "visible identifiers only, each once")
        let entry = try #require(SearchIndex(articles: [article], bodies: [body]).entries.first)
        #expect(entry.s.last?[4] == "withviewstor with view stor text viewstor titl")
        #expect(entry.texts.last == "La vista:")
    }

    @Test func longTextsGetASnippetCutAtAWord() {
        let text = String(repeating: "palabra ", count: 40)
        let snippet = SearchIndex.snippet(SearchIndex.collapsingWhitespace(text))
        #expect(snippet.count <= SearchIndex.snippetLength + 1)
        #expect(snippet.hasSuffix("palabra…"))
    }

    /// Collapsing whitespace reads scalars, not Characters: it must give what splitting at
    /// whitespace Characters gives, marks and all.
    @Test(arguments: [
        "  Navegación\ttab \n\n con  espacios ",
        "sin\u{00A0}separar y\u{2003}em",
        "\r\nlínea\r\n",
        "cafe\u{301} y n\u{303}u",
        "un \u{301}acento suelto tras un espacio",
        "emoji 👩‍💻 y banderas 🇪🇸",
        "\u{85}NEL\u{2028}LS",
        "",
        "   ",
    ])
    func collapsingWhitespaceMatchesTheCharacterSplit(text: String) {
        #expect(SearchIndex.collapsingWhitespace(text) == text.split(whereSeparator: \.isWhitespace).joined(separator: " "))
    }

    /// Lengths are counted in Characters, read scalar by scalar where each is a Character of its
    /// own: the same answers and cuts as walking Characters, for texts mixing such scalars with
    /// marks, joiners, CR LF, flags, Hangul jamo and other scripts.
    @Test func aTextIsCutWhenItsCountIsLongerThanTheLength() {
        let pieces = ["a", "ñ", "n\u{303}", "🇪🇸", "👩‍💻", " ", "\r\n", "\r", "\n", "\t", "日", "¿Qué?", "…", "—", "“x”", "\u{AD}",
                      "\u{301}", "\u{200D}", "\u{200C}", "‼\u{FE0F}", "\u{1100}\u{1161}", "क्ष", "\u{2028}", "ʼ", "«»", "palabra"]
        var generator = SeededGenerator.forTest()
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for length in [0, 1, text.count - 1, text.count, text.count + 1, Int.random(in: 0...40, using: &generator)] where length >= 0 {
                let cut = text.prefix(length)
                #expect(SearchIndex.wordPrefix(of: text, longerThan: length)
                            == (text.count > length ? String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)]) : nil),
                        "\(text.debugDescription) \(length)")
            }
        }
    }

    /// The bytes are read as the scalars they encode: the same text as the reading scalar by
    /// scalar on random texts of spaces of every kind, marks, joiners and modifiers after them,
    /// and scalars of one to four bytes. (Where an extender follows a space, the Character split
    /// differs from both: the extender goes with the space here.)
    @Test func collapsingWhitespaceReadsTheScalarsOfTheBytes() {
        func byScalars(_ text: String) -> String {
            var result = "", pendingSpace = false, afterSpace = true
            for scalar in text.unicodeScalars {
                if SearchIndex.isWhitespace(scalar) || (afterSpace && SearchIndex.isExtending(scalar)) {
                    pendingSpace = !result.isEmpty
                    afterSpace = true
                    continue
                }
                if pendingSpace { result += " " }
                pendingSpace = false
                afterSpace = false
                result.unicodeScalars.append(scalar)
            }
            return result
        }
        let pieces = [" ", "\t", "\n", "\r\n", "\u{0B}", "\u{85}", "\u{A0}", "\u{2003}", "\u{2028}", "\u{3000}", "\u{301}", "\u{200D}",
                      "\u{FE0F}", "a", "ñ", "é", "日本", "👩‍💻", "🇪🇸", "x1", "\u{1F3FB}", "\u{10FFFF}"]
        var generator = SeededGenerator.forTest()
        for _ in 0..<4000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(SearchIndex.collapsingWhitespace(text) == byScalars(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// The reading time counts a block's non-empty lines as splitting at "\n" Characters
    /// does; the count reads bytes instead, and must agree ("\r\n" is one Character).
    @Test func codeLinesAreCountedAsACharacterSplitCountsThem() {
        var texts = ["", "\n", "\n\n", "a", "a\n", "\na", "a\n\nb\n", "a\r\nb", "\r\n", "\r\n\r\n", "a\r\n\nb",
                     "\r", "a\rb\n", "\n\u{301}x", "ñ\n🙂\n\n", " \n \n"]
        var generator = SeededGenerator.forTest()
        let pieces = ["a", "\n", "\r", "\r\n", " ", "é", "\u{301}", "🙂"]
        for _ in 0..<500 {
            texts.append((0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            #expect(MarkdownHTMLRenderer.nonEmptyLineCount(text) == text.split(separator: "\n", omittingEmptySubsequences: true).count,
                    "\(Array(text.unicodeScalars))")
        }
    }
}

@Suite("Search index: code lines")
struct SearchCodeLinesTests {
    @Test func eachIdentifierBringsTheLineWhereItFirstAppears() throws {
        let markdown = """
            ## Vista

            ```swift
            # import SwiftUI
            struct Row: View {
              @ObservedObject var model: Model
              var body: some View { Text(model.title) }
            }
            ```
            """
        let document = MarkdownParser.parse(markdown, file: "content/x.md")
        let block = try #require(document.codeBlocks.first)
        // The highlighter's classes, as SwiftHighlighter writes them.
        let highlighted = [
            "<span class=\"tok-keyword\">import</span> <span class=\"tok-type\">SwiftUI</span>",
            "<span class=\"tok-keyword\">struct</span> <span class=\"tok-type\">Row</span>: <span class=\"tok-type\">View</span> {",
            "  <span class=\"tok-attribute\">@ObservedObject</span> <span class=\"tok-keyword\">var</span> <span class=\"tok-identifier\">model</span>: <span class=\"tok-type\">Model</span>",
            "  <span class=\"tok-keyword\">var</span> <span class=\"tok-identifier\">body</span>: <span class=\"tok-keyword\">some</span> <span class=\"tok-type\">View</span> { <span class=\"tok-type\">Text</span>(<span class=\"tok-identifier\">model</span>.<span class=\"tok-identifier\">title</span>) }",
            "}",
        ]
        let drawing = CodeBlockDrawing(highlightedLines: [block.id: highlighted])
        let body = MarkdownHTMLRenderer(codeBlocks: drawing).render(document)
        let section = try #require(body.sections.last)
        // The hidden import is no line of the page; each shown line once, where a name first stands.
        #expect(section.code == ["Row", "View", "Model", "model", "ObservedObject", "Text", "body", "title"])
        #expect(section.codeLines == ["struct Row: View {", "@ObservedObject var model: Model",
                                      "var body: some View { Text(model.title) }"])
    }
}
