import Content
import Foundation
import Markdown
@testable import Rendering
import Testing

/// The names of a highlighted line marked for their popovers (`CodeBlockHTML.marking`): on the
/// token's own span when the name is the whole token, in a span of its own otherwise; escaped
/// text counted as the source bytes it stands for; nothing else of the line changed.
struct SymbolMarkingTests {
    typealias Use = CodeBlockVerdict.Symbols.Use

    @Test func aWholeTokenGetsTheAttributeOnItsSpan() {
        let line = #"    <span class="tok-keyword">let</span> <span class="tok-identifier">nombre</span> = <span class="tok-string">&quot;a&lt;b&quot;</span>"#
        let marked = CodeBlockHTML.marking(line, [Use(line: 0, column: 8, length: 6, entry: 3)])
        #expect(marked == #"    <span class="tok-keyword">let</span> <span class="tok-identifier" data-s="3">nombre</span> = <span class="tok-string">&quot;a&lt;b&quot;</span>"#)
    }

    @Test func namesAfterEntitiesAndBreaksKeepTheirPlaces() {
        // `a < b && c.d` with `<wbr>` before the dot, as the highlighter writes it.
        let line = #"<span class="tok-identifier">a</span> &lt; <span class="tok-identifier">b</span> &amp;&amp; <span class="tok-identifier">c</span><wbr>.<span class="tok-identifier">d</span>"#
        let marked = CodeBlockHTML.marking(line, [Use(line: 0, column: 4, length: 1, entry: 0), Use(line: 0, column: 11, length: 1, entry: 1)])
        #expect(marked.contains(#"<span class="tok-identifier" data-s="0">b</span>"#))
        #expect(marked.contains(#"<span class="tok-identifier" data-s="1">d</span>"#))
        #expect(marked.replacingOccurrences(of: #" data-s="0""#, with: "").replacingOccurrences(of: #" data-s="1""#, with: "") == line)
    }

    @Test func aNameInsidePlainTextGetsASpanOfItsOwn() {
        // An argument label is plain text (no token span).
        let line = #"<span class="tok-identifier">f</span>(<wbr>valor: <span class="tok-number">1</span>)"#
        let marked = CodeBlockHTML.marking(line, [Use(line: 0, column: 2, length: 5, entry: 7)])
        #expect(marked == #"<span class="tok-identifier">f</span>(<wbr><span data-s="7">valor</span>: <span class="tok-number">1</span>)"#)
    }

    @Test func aUseThatDoesNotFitIsLeftOut() {
        let line = #"<span class="tok-identifier">ab</span>"#
        #expect(CodeBlockHTML.marking(line, [Use(line: 0, column: 1, length: 5, entry: 0)]) == line)
    }
}

/// One table of declarations per page (`PageSymbols`): a declaration two blocks name is one
/// row; a link to a block of the same page is its anchor, to another page a relative address.
struct PageSymbolsTests {
    typealias Symbols = CodeBlockVerdict.Symbols

    @Test func twoBlocksNamingOneDeclarationShareItsRow() {
        var table = PageSymbols(page: "parte-2/")
        let view = Symbols.Entry(declaration: "protocol View", about: "protocolo", origin: "declarado en SwiftUI")
        let first = table.numbers(for: Symbols(entries: [view, .init(declaration: "struct A", about: "estructura", origin: "declarado en este bloque")],
                                               uses: []))
        let second = table.numbers(for: Symbols(entries: [
            .init(declaration: "struct A", about: "estructura", origin: "declarado en otro bloque del tutorial",
                  target: .init(urlPath: "parte-2/", line: 12)),
            view,
            .init(declaration: "struct B", about: "estructura", origin: "declarado en otro bloque del tutorial",
                  target: .init(urlPath: "parte-1/", line: 40)),
        ], uses: []))
        #expect(first == [0, 1])
        #expect(second == [2, 0, 3])
        #expect(table.rows.map(\.link) == [nil, nil, "#codigo-12", "../parte-1/#codigo-40"])
        #expect(table.file?.hasPrefix(#"window.sitegenSymbols=[["protocol View","protocolo","declarado en SwiftUI",null],"#) == true)
        #expect(table.file?.hasSuffix("];\n") == true)
    }

    @Test func aPageWithoutNamesHasNoTable() {
        #expect(PageSymbols(page: nil).file == nil)
    }

    /// The page numbers its names and the table's file is written apart, by the site-wide pass
    /// (a reused page's table too): each name's row must be its own declaration's, for blocks
    /// at the top, in a list and in a quote, a block without a verdict between them.
    @Test func thePageAndTheTableFileNumberTheRowsAlike() throws {
        let text = """
            ---
            title: T
            ---
            ```swift
            let a = b
            ```

            - Uno:

              ```swift
              let c = a
              ```

            ```swift
            sin veredicto
            ```

            > ```swift
            > let d = c
            > ```
            """
        let article = try #require(try Article.parse(text, sourcePath: "content/t.md", fileName: "t.md").article)
        let blocks = article.document.codeBlocks
        #expect(blocks.count == 4)
        func entry(_ name: String) -> Symbols.Entry { .init(declaration: "let \(name): Int", about: "constante", origin: "declarado en este bloque") }
        func uses(_ first: String, _ second: String) -> Symbols {
            Symbols(entries: [entry(first), entry(second)], uses: [.init(line: 0, column: 4, length: 1, entry: 0), .init(line: 0, column: 8, length: 1, entry: 1)])
        }
        var drawing = CodeBlockDrawing(verdicts: [:], verified: true)
        for (block, symbols) in zip([blocks[0], blocks[1], blocks[3]], [uses("a", "b"), uses("c", "a"), uses("d", "c")]) {
            var verdict = CodeBlockVerdict(badge: .typechecked)
            verdict.symbols = symbols
            drawing.verdicts[block.id] = verdict
        }
        for block in blocks { drawing.highlightedLines[block.id] = [HTMLEscaping.escape(block.code.trimmingCharacters(in: .newlines))] }
        let html = MarkdownHTMLRenderer.body(of: article, demo: nil, codeBlocks: drawing).html
        let file = try #require(PageSymbols.file(of: article, drawing: drawing))
        #expect(file.path == "simbolos/t.js")
        let rows = String(decoding: file.contents, as: UTF8.self).split(separator: "\n")
        // Each marked name, with its row's declaration.
        let marked = html.components(separatedBy: "<span data-s=\"").dropFirst().map { part -> String in
            let number = Int(part.prefix { $0.isNumber })!
            let name = part.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
            return name + "=" + (rows[number].contains("\"let \(name): Int\"") ? "ok" : String(rows[number]))
        }
        #expect(marked == ["a=ok", "b=ok", "c=ok", "a=ok", "d=ok", "c=ok"])
        #expect(rows.count == 4, "a declaration named in three blocks is one row")
    }
}
