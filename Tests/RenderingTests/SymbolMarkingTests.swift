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
        #expect(table.script.hasPrefix(#"<script type="application/json" id="simbolos">[["protocol View","protocolo","declarado en SwiftUI",null],"#))
    }

    @Test func aPageWithoutNamesHasNoTable() {
        #expect(PageSymbols(page: nil).script.isEmpty)
    }

    @Test func theTableCannotEndItsScript() {
        var table = PageSymbols(page: nil)
        _ = table.numbers(for: Symbols(entries: [.init(declaration: "let s = \"</script>\"", about: "", origin: "")], uses: []))
        #expect(!table.script.dropLast("</script>\n".count).contains("</"))
    }
}
