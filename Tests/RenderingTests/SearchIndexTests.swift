import Content
import Foundation
import Markdown
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
        window.sitegenSearchIndex={"v":1,"docs":[{"d":"Una prueba","s":[["","","Hola.","hola"],\
        ["Alertas","alertas","Mostramos alertas con alert.","mostram alert"]],"t":"Navegación","u":"nav/"}]};

        """)
    }

    @Test func longTextsGetASnippetCutAtAWord() {
        let text = String(repeating: "palabra ", count: 40)
        let snippet = SearchIndex.snippet(SearchIndex.collapsingWhitespace(text))
        #expect(snippet.count <= SearchIndex.snippetLength + 1)
        #expect(snippet.hasSuffix("palabra…"))
    }
}
