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
