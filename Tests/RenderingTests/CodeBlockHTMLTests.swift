import Diagnostics
import Markdown
import TestRandom
import Testing
@testable import Rendering

@Suite("Code blocks on the page")
struct CodeBlockHTMLTests {
    let swiftBlock = CodeBlock(info: "swift", code: "# let oculta = 1\n// visible\nprint(\"Hola\")\n",
                               location: SourceLocation(file: "content/a.md", line: 3), endLine: 7)

    @Test func withoutVerdictTheBlockHasNoBadgeAndStillHidesItsHiddenLines() {
        let html = CodeBlockHTML(block: swiftBlock, verdict: nil, highlightedLines: nil).html
        #expect(html == """
        <div class="code-block" data-language="swift" data-hidden-lines="1">
        <div class="code-header"><span class="code-language">Swift</span></div>
        <pre class="code" tabindex="0"><code class="language-swift"><span class="code-hidden"><span class="line">let oculta = 1</span>
        </span><span class="line">// visible</span>
        <span class="line">print(&quot;Hola&quot;)</span></code></pre>
        </div>

        """)
    }

    @Test func aBlockThatRanShowsItsBadgeVisibleCodeAndOutput() {
        let verdict = CodeBlockVerdict(badge: .ran, output: "Hola <mundo>\n")
        let html = CodeBlockHTML(block: swiftBlock, verdict: verdict,
                                 highlightedLines: ["let oculta = 1", "// visible", "<span class=\"tok-identifier\">print</span>(…)"]).html
        #expect(html == """
        <div class="code-block" data-language="swift" data-hidden-lines="1">
        <div class="code-header"><span class="code-language">Swift</span><span class="code-badge code-badge-ran" title="se compiló para Linux con los módulos del tutorial y se ejecutó al generar el sitio; si el artículo dice qué imprime, se comparó con su salida">Ejecutado</span></div>
        <pre class="code" tabindex="0"><code class="language-swift"><span class="code-hidden"><span class="line">let oculta = 1</span>
        </span><span class="line">// visible</span>
        <span class="line"><span class="tok-identifier">print</span>(…)</span></code></pre>
        <details class="code-output"><summary>Salida</summary><pre tabindex="0"><samp>Hola &lt;mundo&gt;
        </samp></pre></details>
        </div>

        """)
    }

    @Test(arguments: CodeBlockVerdict.Badge.allCases)
    func everyBadgeHasTextAndAClass(badge: CodeBlockVerdict.Badge) {
        let verdict = CodeBlockVerdict(badge: badge, output: "salida")
        let html = CodeBlockHTML(block: swiftBlock, verdict: verdict, highlightedLines: nil).html
        #expect(html.contains("code-badge-\(badge.rawValue)\""))
        #expect(html.contains(">\(badge.label)</span>"))
        #expect(html.contains("<details") == (badge == .ran))
        #expect(html.contains("<span class=\"code-hidden\"><span class=\"line\">let oculta = 1</span>\n</span>"), "the hidden line is only in its span")
    }

    /// A failing block's messages (`sitegen serve`): under the shown line they are about, and
    /// above the code for a hidden line or the block as a whole; escaped; plain or highlighted.
    @Test(arguments: [false, true])
    func aFailingBlocksMessagesAreDrawnUnderTheirLines(highlighted: Bool) {
        let errors = [CodeBlockVerdict.CodeError(line: 2, text: "content/a.md:6:1: error: cannot find 'print<x>'"),
                      CodeBlockVerdict.CodeError(line: 0, text: "content/a.md:4:5: error: hidden"),
                      CodeBlockVerdict.CodeError(line: 9, text: "content/a.md:13: error: after the block")]
        let verdict = CodeBlockVerdict(badge: .failed, errors: errors)
        let lines = highlighted ? ["let oculta = 1", "// visible", "<span class=\"tok-identifier\">print</span>(…)"] : nil
        let html = CodeBlockHTML(block: swiftBlock, verdict: verdict, highlightedLines: lines).html
        let last = highlighted ? "<span class=\"tok-identifier\">print</span>(…)" : "print(&quot;Hola&quot;)"
        #expect(html.contains("<span class=\"line\">\(last)</span><span class=\"code-error\" role=\"note\">"
                              + "content/a.md:6:1: error: cannot find 'print&lt;x&gt;'</span></code>"), "\(html)")
        // A message about a line before the last comes after the newline that ends it.
        let second = CodeBlockVerdict(badge: .failed, errors: [CodeBlockVerdict.CodeError(line: 1, text: "x: error: y")])
        #expect(CodeBlockHTML(block: swiftBlock, verdict: second, highlightedLines: lines).html
            .contains("<span class=\"line\">// visible</span>\n<span class=\"code-error\" role=\"note\">x: error: y</span><span class=\"line\">"))
        #expect(html.contains("<div class=\"code-errors\" role=\"note\"><p>content/a.md:4:5: error: hidden</p>"
                              + "<p>content/a.md:13: error: after the block</p></div>\n<pre"), "\(html)")
        // Without messages nothing is drawn.
        #expect(!CodeBlockHTML(block: swiftBlock, verdict: CodeBlockVerdict(badge: .failed), highlightedLines: lines).html
            .contains("code-error"))
    }

    @Test func badgeNamesMatchTheDoctestReport() {
        #expect(CodeBlockVerdict.Badge.allCases.map(\.rawValue)
                == ["ran", "compiled", "typechecked", "unverified", "skipped", "failed"])
    }

    @Test func emptyOutputHasNoDetails() {
        let verdict = CodeBlockVerdict(badge: .ran, output: "\n")
        #expect(!CodeBlockHTML(block: swiftBlock, verdict: verdict, highlightedLines: nil).html.contains("<details"))
    }

    @Test func lineNumbersWrapEachLine() {
        let html = CodeBlockHTML(block: swiftBlock, verdict: nil, highlightedLines: nil, lineNumbers: true).html
        #expect(html.contains(#"<code class="language-swift numbered"><span class="code-hidden"><span class="line">let oculta = 1</span>"#
            + "\n" + #"</span><span class="line">// visible</span>"#
            + "\n" + #"<span class="line">print(&quot;Hola&quot;)</span></code>"#))
        func block(_ info: String) -> CodeBlock {
            CodeBlock(info: info, code: swiftBlock.code, location: swiftBlock.location, endLine: swiftBlock.endLine)
        }
        #expect(!CodeBlockHTML(block: block("swift no_numbers"), verdict: nil, highlightedLines: nil, lineNumbers: true).html.contains("numbered"))
        #expect(CodeBlockHTML(block: block("swift numbered"), verdict: nil, highlightedLines: nil).html.contains("numbered"))
        #expect(CodeBlockHTML(block: block("sh linenums"), verdict: nil, highlightedLines: nil).html.contains("numbered"))
    }

    @Test func eachLineCarriesItsIndentationForTheHangingIndentOfPhones() {
        let block = CodeBlock(info: "swift", code: "struct A {\n    var b: Int\n\tlet c = 1\n  \t d\n\n}\n",
                              location: SourceLocation(file: "a.md", line: 1), endLine: 8)
        #expect(CodeBlockHTML.indents(block.code) == [0, 4, 4, 5, 0, 0])
        let html = CodeBlockHTML(block: block, verdict: nil, highlightedLines: nil).html
        let lines: [String] = [
            #"<span class="line">struct A {</span>"#, #"<span class="line" style="--i:4">    var b: Int</span>"#,
            #"<span class="line" style="--i:4">\#tlet c = 1</span>"#, #"<span class="line" style="--i:5">  \#t d</span>"#,
            #"<span class="line"></span>"#, #"<span class="line">}</span></code>"#,
        ]
        #expect(html.contains(lines.joined(separator: "\n")))
        #expect(CodeBlockHTML.indents("a\n  b") == [0, 2], "a last line without a newline counts")
    }

    /// The indentation read line by line, against a walk of every byte.
    @Test func indentsAreEveryLinesLeadingSpaces() {
        func walked(_ code: String) -> [Int] {
            var indents: [Int] = [], column = 0, leading = true
            for byte in code.utf8 {
                switch byte {
                case UInt8(ascii: "\n"):
                    indents.append(leading ? 0 : column)
                    column = 0
                    leading = true
                case UInt8(ascii: " ") where leading: column += 1
                case UInt8(ascii: "\t") where leading: column += 4 - column % 4
                default: leading = false
                }
            }
            if !code.utf8.isEmpty, code.utf8.last != UInt8(ascii: "\n") { indents.append(leading ? 0 : column) }
            return indents
        }
        let pieces = [" ", "  ", "\t", "\n", "a", "é", "\r\n", "\r", "}", "\u{A0}"]
        var generator = SeededGenerator.forTest()
        for _ in 0..<4000 {
            let code = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(CodeBlockHTML.indents(code) == walked(code), "\(code.debugDescription)")
            // The lines the same walk cuts are the code's lines split at its newlines.
            var split = code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) }
            if split.last?.isEmpty == true { split.removeLast() }
            var copy = code
            let cut = copy.withUTF8 { bytes in CodeBlockHTML.lines(bytes).map { Array(bytes[$0.range]) } }
            #expect(cut == split, "\(code.debugDescription)")
        }
    }


    @Test func otherLanguagesAndNoLanguageAreEscaped() {
        let shell = CodeBlock(info: "sh", code: "echo \"<hola>\" && ls\n", location: SourceLocation(file: "a.md", line: 1), endLine: 3)
        let html = CodeBlockHTML(block: shell, verdict: nil, highlightedLines: nil).html
        #expect(html.contains(#"<span class="code-language">Terminal</span>"#))
        #expect(html.contains("<span class=\"line\">echo &quot;&lt;hola&gt;&quot; &amp;&amp; ls</span></code>"))
        let bare = CodeBlock(info: "", code: "x\n", location: SourceLocation(file: "a.md", line: 1), endLine: 3)
        #expect(CodeBlockHTML(block: bare, verdict: nil, highlightedLines: nil).html
                == "<div class=\"code-block\">\n<div class=\"code-header\"></div>\n<pre class=\"code\" tabindex=\"0\"><code><span class=\"line\">x</span></code></pre>\n</div>\n")
    }
}

@Suite("Hidden lines on the page")
struct HiddenLinesHTMLTests {
    @Test func withoutTheHiddenSpansTheTextIsTheVisibleLines() {
        let lines = ["h0", "v1", "h2", "v3", "h4"]
        func joinLines(_ lines: [String], hidden: Set<Int>) -> String {
            var html: [UInt8] = []
            CodeBlockHTML.joinLines(count: lines.count, hidden: Dictionary(uniqueKeysWithValues: hidden.map { ($0, 2) }), into: &html) {
                $1.append(contentsOf: lines[$0].utf8)
            }
            return String(decoding: html, as: UTF8.self)
        }
        let html = joinLines(lines, hidden: [0, 2, 4])
        #expect(html == "<span class=\"code-hidden\">h0\n</span>v1<span class=\"code-hidden\">\nh2</span>\nv3<span class=\"code-hidden\">\nh4</span>")
        let shownOnly = html.replacingOccurrences(of: #"<span class="code-hidden">[^<]*</span>"#, with: "", options: .regularExpression)
        #expect(shownOnly == "v1\nv3")
        let everything = html.replacingOccurrences(of: #"</?span[^>]*>"#, with: "", options: .regularExpression)
        #expect(everything == lines.joined(separator: "\n"))
        #expect(joinLines(lines, hidden: []) == lines.joined(separator: "\n"))
    }
}

@Suite("The footer's counts")
struct CodeCheckSummaryTests {
    func id(_ line: Int) -> CodeBlock.ID { CodeBlock.ID(file: "content/a.md", line: line) }

    @Test func countsEachLevelWithItsNumber() {
        let drawing = CodeBlockDrawing(verdicts: [
            id(1): CodeBlockVerdict(badge: .ran), id(2): CodeBlockVerdict(badge: .compiled), id(3): CodeBlockVerdict(badge: .compiled),
            id(4): CodeBlockVerdict(badge: .unverified, reason: "x"), id(5): CodeBlockVerdict(badge: .failed),
        ], verified: true)
        #expect(drawing.summary == "Bloques de código Swift del sitio, 5 en total, al generarlo: 1 ejecutado en Linux, "
            + "2 compilados en Linux, 1 sin verificar y 1 que falla.")
    }

    @Test func saysWhenNothingWasChecked() {
        #expect(CodeBlockDrawing(verified: false).summary == "Los bloques de código Swift no se comprobaron al generar esta versión del sitio.")
        #expect(CodeBlockDrawing(verified: true).summary == "Este sitio no tiene bloques de código Swift que comprobar.")
    }
}
