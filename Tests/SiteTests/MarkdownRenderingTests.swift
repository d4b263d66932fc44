import Diagnostics
import Doctest
import Foundation
import Markdown
import Rendering
import SitegenTesting
import Testing
@testable import Site

@Suite struct MarkdownRenderingTests {
    @Test func paragraphsEmphasisAndInlineCode() {
        #expect(html("""
            Hola *mundo* y **todos**, con `Binding<Bool>` y a & b.
            Segunda línea.
            """) == """
            <p>Hola <em>mundo</em> y <strong>todos</strong>, con <code>Binding&lt;Bool&gt;</code> y a &amp; b.
            Segunda línea.</p>

            """)
    }

    @Test func tableWithAlignments() {
        #expect(html("""
            | Izquierda | Centro | Derecha | Nada |
            |:----------|:------:|--------:|------|
            | a         | **b**  | 3       | `d`  |
            """) == """
            <div class="table-scroll"><table>
            <thead>
            <tr>
            <th style="text-align: left">Izquierda</th>
            <th style="text-align: center">Centro</th>
            <th style="text-align: right">Derecha</th>
            <th>Nada</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td style="text-align: left">a</td>
            <td style="text-align: center"><strong>b</strong></td>
            <td style="text-align: right">3</td>
            <td><code>d</code></td>
            </tr>
            </tbody>
            </table></div>

            """)
    }

    @Test func strikethrough() {
        #expect(html("Esto ~~no~~ sí.") == "<p>Esto <del>no</del> sí.</p>\n")
    }

    @Test func autolinks() {
        #expect(html("Ver www.example.com, https://swift.org/ y <https://a.b/c>.") == """
            <p>Ver <a href="http://www.example.com">www.example.com</a>, <a href="https://swift.org/">https://swift.org/</a> y <a href="https://a.b/c">https://a.b/c</a>.</p>

            """)
    }

    @Test func taskList() {
        #expect(html("""
            - [x] Hecho
            - [ ] Pendiente
            """) == """
            <ul class="task-list">
            <li class="task-list-item"><input type="checkbox" disabled checked aria-label="hecho"> Hecho
            </li>
            <li class="task-list-item"><input type="checkbox" disabled aria-label="pendiente"> Pendiente
            </li>
            </ul>

            """)
    }

    @Test func tightAndLooseLists() {
        #expect(html("""
            1. uno
            2. dos

            3) tres

            4) cuatro
            """) == """
            <ol>
            <li>uno
            </li>
            <li>dos
            </li>
            </ol>
            <ol start="3">
            <li><p>tres</p>
            </li>
            <li><p>cuatro</p>
            </li>
            </ol>

            """)
    }

    @Test func rawHTMLIsKeptIncludingLinks() {
        #expect(html("""
            En el <a href="https://agescura.github.io/x.html">artículo anterior</a>, pulsa <kbd>⌘</kbd>.

            <div class="aviso">
            <a href="../otra/">Otra</a>
            </div>
            """) == """
            <p>En el <a href="https://agescura.github.io/x.html">artículo anterior</a>, pulsa <kbd>⌘</kbd>.</p>
            <div class="aviso">
            <a href="../otra/">Otra</a>
            </div>

            """)
    }

    @Test func tagFilterDisarmsScriptsAndFrames() {
        #expect(html("""
            <script>alert("hola")</script>

            Texto <iframe src="https://example.com"></iframe> y <SCRIPT src=x.js></SCRIPT>.

            <style>body { color: red }</style>
            """) == """
            &lt;script>alert("hola")&lt;/script>
            <p>Texto &lt;iframe src="https://example.com">&lt;/iframe> y &lt;SCRIPT src=x.js>&lt;/SCRIPT>.</p>
            &lt;style>body { color: red }&lt;/style>

            """)
    }

    @Test func tagFilterLeavesSimilarNamesAlone() {
        #expect(HTMLEscaping.tagFilter("<scripts> <titles> <p title=\"x\"> <textarea/>")
                == "<scripts> <titles> <p title=\"x\"> &lt;textarea/>")
    }

    @Test func dangerousLinkTargetsAreDropped() {
        #expect(html("[a](javascript:alert(1)) [b](data:text/html,x) ![c](data:image/png;base64,AA) [d](/ok \"Título\")") == """
            <p><a href="">a</a> <a href="">b</a> <img src="data:image/png;base64,AA" alt="c"> <a href="/ok" title="Título">d</a></p>

            """)
    }

    @Test func codeBlocksAreEscapedAndNamedByLanguage() {
        #expect(html("""
            ```swift title="x"
            let a: Array<Int> = [] // a && b
            ```

            ~~~
            sin lenguaje
            ~~~

                indentado <b>
            """) == """
            <pre><code class="language-swift">let a: Array&lt;Int&gt; = [] // a &amp;&amp; b
            </code></pre>
            <pre><code>sin lenguaje
            </code></pre>
            <pre><code>indentado &lt;b&gt;
            </code></pre>

            """)
    }

    @Test func codeBlocksCarryFileLinesAndInfo() {
        let document = MarkdownParser.parse("""
            Texto.

            ```swift no_run
            let a = 1
            let b = 2
            ```

                indentado
            """, file: "content/x.md", lineOffset: 4)
        let blocks = document.codeBlocks
        #expect(blocks.count == 2)
        #expect(blocks[0].location == SourceLocation(file: "content/x.md", line: 7, column: 1))
        #expect(blocks[0].endLine == 10)
        #expect(blocks[0].language == "swift")
        #expect(blocks[0].attributes.words == [.noRun])
        #expect(blocks[0].id == CodeBlock.ID(file: "content/x.md", line: 7))
        #expect(blocks[0].code == "let a = 1\nlet b = 2\n")
        #expect(blocks[0].firstCodeLine == 8)
        #expect(blocks[1].fenced == false)
        #expect(blocks[1].location.line == 12)
        #expect(blocks[1].firstCodeLine == 12)
    }

    @Test func codeBlocksAreDrawnFromTheValuesOfEarlierStages() {
        let drawing = CodeBlockDrawing(verdicts: [CodeBlock.ID(file: "content/x.md", line: 1): CodeBlockVerdict(badge: .compiled)],
                                       highlightedLines: [CodeBlock.ID(file: "content/x.md", line: 1): ["oculta", "<b>x</b>"]])
        let body = MarkdownHTMLRenderer(codeBlocks: drawing)
            .render(MarkdownParser.parse("```swift\n# oculta\nx\n```\n\n```text\ny\n```\n", file: "content/x.md"))
        #expect(body.html.contains(#"<span class="code-badge code-badge-compiled""#))
        #expect(body.html.contains(#"<code class="language-swift"><span class="code-hidden"><span class="line">oculta</span>"#
            + "\n" + #"</span><span class="line"><b>x</b></span></code>"#))
        #expect(body.html.contains(#"<code class="language-text"><span class="line">y</span></code>"#))
        #expect(body.html.contains(#"<div class="code-block" data-language="swift" data-hidden-lines="1">"#))
        #expect(body.html.components(separatedBy: "code-badge ").count == 2, "only the verified block has a badge")
    }

    /// A fragment's header says where it goes, from the checker's place: its names as code, a
    /// guess marked, and a link to the earlier block it replaces in part, which gets an anchor.
    @Test func aFragmentsHeaderSaysWhereItGoesAndLinksItsEarlierVersion() throws {
        let file = "content/x.md"
        let place = VerifyStage.readerPlace(BlockPlace(site: .type, type: "Contador", guessed: false, replacesBlockAt: 1))
        let guessed = VerifyStage.readerPlace(BlockPlace(site: .switchCases, type: "Estado", member: "reducir(_:)", guessed: true))
        let drawing = CodeBlockDrawing(verdicts: [
            CodeBlock.ID(file: file, line: 1): CodeBlockVerdict(badge: .compiled),
            CodeBlock.ID(file: file, line: 8): CodeBlockVerdict(badge: .typechecked, place: place),
            CodeBlock.ID(file: file, line: 12): CodeBlockVerdict(badge: .typechecked, place: guessed),
        ])
        let markdown = "```swift\nclass Contador {\n  func sumar() {}\n}\n```\n\nDos.\n```swift\nfunc sumar() {}\n```\n\n"
            + "```swift\ncase .restar: break\n```\n"
        let html = MarkdownHTMLRenderer(codeBlocks: drawing).render(MarkdownParser.parse(markdown, file: file)).html
        #expect(html.contains(#"<div class="code-block" id="bloque-1" data-language="swift">"#), "\(html)")
        #expect(html.contains(##"<span class="code-place">Va dentro de <code>Contador</code> · <a href="#bloque-1">versión anterior</a></span>"##),
                "\(html)")
        #expect(html.contains(#"<span class="code-place">Va en el <code>switch</code> de <code>reducir(_:)</code>, en <code>Estado</code> "#
            + #"<span class="code-place-guess""#), "\(html)")
        #expect(html.contains("(lugar deducido)</span></span>"))
    }

    /// A fragment at a file's top level, one of comments only, and one whose place could not
    /// be confirmed each say so; the last names no place, and no guess.
    @Test func aFragmentWithoutATypeOrMemberStillSaysWhereItGoes() throws {
        let file = "content/x.md"
        func verdict(_ site: BlockPlace.Site) -> CodeBlockVerdict {
            CodeBlockVerdict(badge: .typechecked, place: VerifyStage.readerPlace(BlockPlace(site: site, type: nil, guessed: false)))
        }
        let drawing = CodeBlockDrawing(verdicts: [
            CodeBlock.ID(file: file, line: 1): verdict(.topLevel),
            CodeBlock.ID(file: file, line: 5): verdict(.comments),
            CodeBlock.ID(file: file, line: 9): verdict(.unconfirmed),
        ])
        let markdown = "```swift\nextension A {}\n```\n\n```swift\n// deeplink:///a\n```\n\n```swift\ncase .b: break\n```\n"
        let html = MarkdownHTMLRenderer(codeBlocks: drawing).render(MarkdownParser.parse(markdown, file: file)).html
        #expect(html.contains(#"<span class="code-place">Va en el nivel superior de un archivo</span>"#), "\(html)")
        #expect(html.contains(#"<span class="code-place">Solo comentarios: no añade código</span>"#), "\(html)")
        #expect(html.contains(#"<span class="code-place">Lugar sin confirmar: <span class="code-place-guess">en este paso hay errores en el "#
            + #"código de otros bloques, y el compilador pudo no llegar a sus líneas</span></span>"#), "\(html)")
        #expect(!html.contains("lugar deducido"))
    }

    /// The article's first badge, and only it, links to the legend of the badges.
    @Test func theFirstBadgeLinksToTheLegend() {
        let file = "content/x.md"
        let drawing = CodeBlockDrawing(verdicts: [CodeBlock.ID(file: file, line: 4): CodeBlockVerdict(badge: .compiled),
                                                  CodeBlock.ID(file: file, line: 8): CodeBlockVerdict(badge: .ran)])
        let markdown = "```text\nx\n```\n```swift\nlet a = 1\n```\n\n```swift\nprint(1)\n```\n"
        let html = MarkdownHTMLRenderer(codeBlocks: drawing).render(MarkdownParser.parse(markdown, file: file)).html
        #expect(html.components(separatedBy: ##"<a class="code-badge-help" href="#leyenda-codigo">¿Qué significa?</a>"##).count == 2,
                "\(html)")
        #expect(html.contains(#">Compilado</span><a class="code-badge-help""#), "\(html)")
    }

    @Test func headingsGetAnchorsAndTheTableOfContents() {
        let body = MarkdownHTMLRenderer().render(MarkdownParser.parse("""
            # Título

            ## Creación del *proyecto*

            ### Detalle

            #### Muy dentro
            """, file: "content/x.md"))
        #expect(body.html == """
            <h1 id="titulo">Título<a class="heading-anchor" href="#titulo" aria-label="Enlace a esta sección">#</a></h1>
            <h2 id="creacion-del-proyecto">Creación del <em>proyecto</em><a class="heading-anchor" href="#creacion-del-proyecto" aria-label="Enlace a esta sección">#</a></h2>
            <h3 id="detalle">Detalle<a class="heading-anchor" href="#detalle" aria-label="Enlace a esta sección">#</a></h3>
            <h4 id="muy-dentro">Muy dentro<a class="heading-anchor" href="#muy-dentro" aria-label="Enlace a esta sección">#</a></h4>

            """)
        #expect(body.tableOfContents.map { "\($0.level) \($0.title) #\($0.anchor)" } == [
            "2 Creación del proyecto #creacion-del-proyecto",
            "3 Detalle #detalle",
        ])
        #expect(body.anchors == ["titulo", "creacion-del-proyecto", "detalle", "muy-dentro"])
    }

    @Test func theTitleHeadingIsLeftToTheTemplate() {
        let document = MarkdownParser.parse("# Mi título\n\nTexto.\n\n# Mi título\n", file: "content/x.md")
        let body = MarkdownHTMLRenderer(skipTitleHeading: "Mi título").render(document)
        // Only the first heading, and only when it is the title, is left out.
        #expect(body.html == """
            <p>Texto.</p>
            <h1 id="mi-titulo">Mi título<a class="heading-anchor" href="#mi-titulo" aria-label="Enlace a esta sección">#</a></h1>

            """)
    }

    @Test func blockquoteBreaksImagesAndRules() {
        #expect(html("""
            > Cita\\
            > con salto

            ---

            ![Diagrama "A"](img/a.png "El diagrama")
            """) == """
            <blockquote>
            <p>Cita<br>
            con salto</p>
            </blockquote>
            <hr>
            <p><img src="img/a.png" alt="Diagrama &quot;A&quot;" title="El diagrama"></p>

            """)
    }

    @Test func footnotesAreNumberedByFirstReference() {
        // Definitions written in another order than referenced, one never referenced.
        #expect(html("""
            Texto[^b] y más[^a], otra vez[^b].

            [^a]: La nota A.
            [^sobra]: Nadie la cita.
            [^b]: La nota B.
            """) == """
            <p>Texto<sup><a href="#nota-1">1</a></sup> y más<sup><a href="#nota-2">2</a></sup>, otra vez<sup><a href="#nota-1">1</a></sup>.</p>
            <div class="footnote" id="nota-1"><p>La nota B.</p>
            </div>
            <div class="footnote" id="nota-2"><p>La nota A.</p>
            </div>

            """)
    }

    @Test func wordCount() {
        let body = MarkdownHTMLRenderer().render(MarkdownParser.parse("Uno dos *tres* y\n\n`cuatro` cinco\n\n```\nsin contar\n```\n", file: "content/x.md"))
        #expect(body.wordCount == 6)
    }

    /// The seed defect fixture keeps a bare `Binding<Bool>` in prose: CommonMark reads `<Bool>`
    /// as an HTML tag, which a browser hides. `content/` writes it as inline code instead.
    @Test func bareGenericInProseIsRawHTMLButInlineCodeIsText() throws {
        let fixture = PackagePaths.fixtures(of: "SiteTests")
            .appendingPathComponent("seed-defects/000-generic-as-html-binding-bool.md")
        let text = try String(contentsOf: fixture, encoding: .utf8)
        let document = MarkdownParser.parse(text, file: "000-generic-as-html-binding-bool.md")
        var inlineHTML: [(String, Int)] = []
        document.root.forEach { node in
            if case .htmlInline(let raw) = node.kind { inlineHTML.append((raw, node.startLine)) }
        }
        #expect(inlineHTML.map(\.0) == ["<Bool>"])
        #expect(inlineHTML.first?.1 == 2)  // the line DEFECTS.md gives for this fixture
        #expect(html("a `Binding<Bool>`").contains("<code>Binding&lt;Bool&gt;</code>"))

        let content = try String(contentsOf: PackagePaths.content.appendingPathComponent("uikit-a-swiftui-03-listado-de-alarmas.md"), encoding: .utf8)
        #expect(content.contains("`Binding<Bool>`"))
    }

    /// Addresses are percent-encoded as cmark-gfm writes them (houdini_escape_href), so a
    /// space or a backslash cannot end or change the link, and the site's own links built
    /// that way still resolve.
    @Test func linkAndImageAddressesArePercentEncoded() {
        #expect(html(#"[a](</mi uri>) [b](C:\\ruta\\x) ![c](img/añade.png "t") [d](/x?a=1&b='2')"#) == """
            <p><a href="/mi%20uri">a</a> <a href="C:%5Cruta%5Cx">b</a> <img src="img/a%C3%B1ade.png" alt="c" title="t"> \
            <a href="/x?a=1&amp;b=&#x27;2&#x27;">d</a></p>

            """)
    }

    @Test func aPercentEncodedLinkToAPageOfTheSiteResolves() async throws {
        let fixture = try SiteFixture(content: [
            "uno.md": "---\ntitle: Uno\n---\n[a la sección](<../dos/?q='una lista'#creacion-de-la-lista>)\n",
            "dos.md": "---\ntitle: Dos\n---\n## Creación de la lista\n",
        ])
        let error = await fixture.buildError()
        #expect(error == nil)
        let page = try String(contentsOf: fixture.output.appending(path: "uno/index.html"), encoding: .utf8)
        #expect(page.contains(#"<a href="../dos/?q=&#x27;una%20lista&#x27;#creacion-de-la-lista">a la sección</a>"#))
    }
}
