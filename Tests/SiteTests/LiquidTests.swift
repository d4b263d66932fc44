import Content
import Diagnostics
import Markdown
import Rendering
import SitegenTesting
import Testing

@Suite struct LiquidTests {
    static let unsupported = "is not supported; it is shown as text (remove it or use Markdown)"

    @Test func highlightBecomesACodeBlockWithItsLanguageAndLines() throws {
        let parsed = try article("""
            ---
            title: Resaltado
            ---
            Antes.

            {% highlight swift %}
            let saludo = "hola"
            print(saludo)
            {% endhighlight %}

            Después.
            """)
        let block = try #require(parsed.document.codeBlocks.first)
        #expect(parsed.document.codeBlocks.count == 1)
        #expect(block.language == "swift")
        #expect(block.code == "let saludo = \"hola\"\nprint(saludo)\n")
        #expect(block.location.line == 6)   // the {% highlight %} line of the file
        #expect(block.firstCodeLine == 7)
        #expect(block.endLine == 9)         // the {% endhighlight %} line
        // The paragraph after it keeps its file line.
        #expect(parsed.document.root.children.last?.startLine == 11)
        #expect(try articleWarnings("---\ntitle: R\n---\n{% highlight swift %}\nx\n{% endhighlight %}\n").isEmpty)
    }

    @Test func indentedCodeAndHTMLBlocksAreLeftAlone() {
        let source = """
            Un ejemplo de Jekyll:

                {% highlight swift %}
                let x = 1
                {% endhighlight %}

            <div class="nota">
            {% include aviso.html %}
            </div>

            Y en el texto: {% raw %}
            """
        let (body, warnings) = Liquid.preprocess(source, file: "content/x.md", lineOffset: 0)
        // Indented code and the HTML block stay as written, and only the paragraph's tag is reported.
        #expect(body == source)
        #expect(warnings.map(\.location.line) == [11])
        // An autolink is not an HTML block: a tag after it is still reported.
        #expect(Liquid.preprocess("<https://example.com> {% raw %}", file: "content/x.md", lineOffset: 0).warnings.count == 1)
    }

    @Test func highlightRendersLikeAFence() {
        let (body, warnings) = Liquid.preprocess("""
            {%- highlight  ruby linenos -%}
            puts "<hola>"
            {%   endhighlight   %}
            """, file: "content/x.md", lineOffset: 0)
        #expect(warnings.isEmpty)
        #expect(body == "```ruby\nputs \"<hola>\"\n```")
        #expect(html(body) == "<pre><code class=\"language-ruby\">puts &quot;&lt;hola&gt;&quot;\n</code></pre>\n")
    }

    @Test func highlightWithoutALanguage() {
        let (body, _) = Liquid.preprocess("{% highlight %}\nx\n{% endhighlight %}\n", file: "content/x.md", lineOffset: 0)
        #expect(html(body) == "<pre><code>x\n</code></pre>\n")
    }

    @Test func tagsInsideAHighlightAreCode() {
        let (body, warnings) = Liquid.preprocess("{% highlight liquid %}\n{% include x.html %}\n{% endhighlight %}\n", file: "content/x.md", lineOffset: 0)
        #expect(warnings.isEmpty)
        #expect(body == "```liquid\n{% include x.html %}\n```\n")
    }

    @Test func includeStaysVisibleAndWarns() throws {
        let text = """
            ---
            title: Include
            ---
            Texto.

            {% include aviso.html %}

            Más: ver {% link _posts/x.md %} y {% raw %}.
            """
        #expect(try articleWarnings(text) == [
            "content/x.md:6:1: warning: Liquid tag '{% include aviso.html %}' \(Self.unsupported)",
            "content/x.md:8:10: warning: Liquid tag '{% link _posts/x.md %}' \(Self.unsupported)",
            "content/x.md:8:35: warning: Liquid tag '{% raw %}' \(Self.unsupported)",
        ])
        let rendered = MarkdownHTMLRenderer().render(try article(text).document).html
        #expect(rendered == """
            <p>Texto.</p>
            <p>{% include aviso.html %}</p>
            <p>Más: ver {% link _posts/x.md %} y {% raw %}.</p>

            """)
    }

    @Test func anUnclosedTagIsReportedToTheEndOfTheLine() {
        let (_, warnings) = Liquid.preprocess("Texto {% if x", file: "content/x.md", lineOffset: 2)
        #expect(warnings.map(\.description) == ["content/x.md:3:7: warning: Liquid tag '{% if x' \(Self.unsupported)"])
    }

    @Test func tagsInsideFencedCodeAreLeftAlone() throws {
        let text = """
            ---
            title: Código
            ---
            ```liquid
            {% include x.html %}
            {% highlight swift %}
            ```

            ~~~~
            ```
            {% for post in site.posts %}
            ~~~~

            Fuera {% include y.html %}
            """
        #expect(try articleWarnings(text) == [
            "content/x.md:14:7: warning: Liquid tag '{% include y.html %}' \(Self.unsupported)",
        ])
        let blocks = try article(text).document.codeBlocks
        #expect(blocks.map(\.code) == [
            "{% include x.html %}\n{% highlight swift %}\n",
            "```\n{% for post in site.posts %}\n",
        ])
    }

    @Test func textWithoutTagsIsUntouched() {
        for body in ["Porcentaje: 100% {x} y % }\n", "```\n{% raw %}\n```\n\nFin.\n"] {
            let (result, warnings) = Liquid.preprocess(body, file: "content/x.md", lineOffset: 0)
            #expect(result == body)
            #expect(warnings.isEmpty)
        }
    }

    @Test func warningsReachTheBuildSummaryAndTheBuildGoesOn() async throws {
        let site = try SiteFixture(content: [
            "aviso.md": "---\ntitle: Aviso\n---\n\n{% include aviso.html %}\n",
        ])
        let summary = try await site.build()
        #expect(summary.warnings.map { site.scrubber.scrub($0.description) } == [
            "[ROOT]/content/aviso.md:5:1: warning: Liquid tag '{% include aviso.html %}' \(Self.unsupported)",
        ])
        #expect(try site.root.read("public/aviso/index.html").contains("<p>{% include aviso.html %}</p>"))
    }
}
