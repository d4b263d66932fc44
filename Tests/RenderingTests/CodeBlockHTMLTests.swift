import Diagnostics
import Markdown
import Testing
@testable import Rendering

@Suite("Code blocks on the page")
struct CodeBlockHTMLTests {
    let swiftBlock = CodeBlock(info: "swift", code: "// oculta\nprint(\"Hola\")\n",
                               location: SourceLocation(file: "content/a.md", line: 3), endLine: 6)

    @Test func withoutStatusTheBlockHasNoBadgeAndShowsAllItsCode() {
        let html = CodeBlockHTML(block: swiftBlock, status: nil, highlightedLines: nil).html
        #expect(html == """
        <div class="code-block" data-language="swift">
        <div class="code-header"><span class="code-language">Swift</span></div>
        <pre class="code" tabindex="0"><code class="language-swift">// oculta
        print(&quot;Hola&quot;)</code></pre>
        </div>

        """)
    }

    @Test func aBlockThatRanShowsItsBadgeVisibleCodeAndOutput() {
        let status = CodeBlockStatus(badge: .ran, output: "Hola <mundo>\n", visibleCode: "print(\"Hola\")\n")
        let html = CodeBlockHTML(block: swiftBlock, status: status, highlightedLines: ["<span class=\"tok-identifier\">print</span>(…)"]).html
        #expect(html == """
        <div class="code-block" data-language="swift">
        <div class="code-header"><span class="code-language">Swift</span><span class="code-badge code-badge-ran" title="Este código se compiló y se ejecutó al generar el sitio">Ejecutado</span></div>
        <pre class="code" tabindex="0"><code class="language-swift"><span class="tok-identifier">print</span>(…)</code></pre>
        <details class="code-output"><summary>Salida</summary><pre tabindex="0"><samp>Hola &lt;mundo&gt;
        </samp></pre></details>
        </div>

        """)
    }

    @Test(arguments: CodeBlockStatus.Badge.allCases)
    func everyBadgeHasTextAndAClass(badge: CodeBlockStatus.Badge) {
        let status = CodeBlockStatus(badge: badge, output: "salida", visibleCode: "print(1)\n")
        let html = CodeBlockHTML(block: swiftBlock, status: status, highlightedLines: nil).html
        #expect(html.contains("code-badge-\(badge.rawValue)\""))
        #expect(html.contains(">\(badge.label)</span>"))
        #expect(html.contains("<details") == (badge == .ran))
        #expect(!html.contains("oculta"))
    }

    @Test func badgeNamesMatchTheDoctestReport() {
        #expect(CodeBlockStatus.Badge.allCases.map(\.rawValue)
                == ["ran", "compiled", "syntax-checked", "apple-only", "failed", "ignored"])
    }

    @Test func emptyOutputHasNoDetails() {
        let status = CodeBlockStatus(badge: .ran, output: "\n", visibleCode: "let a = 1\n")
        #expect(!CodeBlockHTML(block: swiftBlock, status: status, highlightedLines: nil).html.contains("<details"))
    }

    @Test func lineNumbersWrapEachLine() {
        let html = CodeBlockHTML(block: swiftBlock, status: nil, highlightedLines: nil, lineNumbers: true).html
        #expect(html.contains(#"<code class="language-swift numbered"><span class="line">// oculta</span>"#
            + "\n" + #"<span class="line">print(&quot;Hola&quot;)</span></code>"#))
        var optedOut = swiftBlock
        optedOut.info = "swift no_numbers"
        #expect(!CodeBlockHTML(block: optedOut, status: nil, highlightedLines: nil, lineNumbers: true).html.contains("numbered"))
        var optedIn = swiftBlock
        optedIn.info = "swift numbered"
        #expect(CodeBlockHTML(block: optedIn, status: nil, highlightedLines: nil).html.contains("numbered"))
    }

    @Test func otherLanguagesAndNoLanguageAreEscaped() {
        let shell = CodeBlock(info: "sh", code: "echo \"<hola>\" && ls\n", location: SourceLocation(file: "a.md", line: 1), endLine: 3)
        let html = CodeBlockHTML(block: shell, status: nil, highlightedLines: nil).html
        #expect(html.contains(#"<span class="code-language">Terminal</span>"#))
        #expect(html.contains("echo &quot;&lt;hola&gt;&quot; &amp;&amp; ls</code>"))
        let bare = CodeBlock(info: "", code: "x\n", location: SourceLocation(file: "a.md", line: 1), endLine: 3)
        #expect(CodeBlockHTML(block: bare, status: nil, highlightedLines: nil).html
                == "<div class=\"code-block\">\n<div class=\"code-header\"></div>\n<pre class=\"code\" tabindex=\"0\"><code>x</code></pre>\n</div>\n")
    }
}
