@testable import Content
import Foundation
import Markdown
import Rendering
import SitegenTesting
import Testing

@Suite struct SlugTests {
    @Test(arguments: [
        ("Creación del proyecto", "creacion-del-proyecto"),
        ("Año nuevo, señal de cambio", "ano-nuevo-senal-de-cambio"),
        ("Pingüino ÜBER", "pinguino-uber"),
        ("¿Qué es SwiftUI?", "que-es-swiftui"),
        ("¡Hola!", "hola"),
        ("SwiftUI 2.0: novedades", "swiftui-2-0-novedades"),
        ("  espacios   y\ttabuladores ", "espacios-y-tabuladores"),
        ("Binding<Bool> y @State", "binding-bool-y-state"),
        ("TabBarViewController", "tabbarviewcontroller"),
        ("Ça déjà vu", "ca-deja-vu"),
        ("Navegación 🚀 rápida", "navegacion-rapida"),
        ("snake_case-y-guiones", "snake-case-y-guiones"),
    ])
    func slugs(text: String, slug: String) {
        #expect(Slug.make(text) == slug)
    }

    @Test(arguments: ["🚀🎉", "!!!", "¿?", "—", "", "   "])
    func onlyEmojiOrPunctuationGivesNoSlug(text: String) {
        #expect(Slug.make(text) == "")
    }

    /// Every ASCII text gets from the fast path the slug the Unicode path gives it: the 128
    /// characters one by one and in pairs, and random texts of them.
    @Test func asciiTextsGetTheSlugOfTheUnicodePath() {
        let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        var texts = characters + characters.flatMap { a in ["a", "Z", "9", " ", "-"].map { a + $0 + a } }
        var generator = SeededGenerator.forTest()
        for _ in 0..<2000 {
            texts.append((0..<Int.random(in: 0...24, using: &generator)).map { _ in characters.randomElement(using: &generator)! }.joined())
        }
        for text in texts {
            #expect(Slug.make(text) == Slug.unicode(text), "\(Array(text.utf8))")
        }
    }

    @Test func duplicatesAreNumberedFromOne() {
        var counter = SlugCounter()
        #expect(counter.unique(for: "Resumen") == "resumen")
        #expect(counter.unique(for: "Resumen") == "resumen-1")
        #expect(counter.unique(for: "resumen") == "resumen-2")
        #expect(counter.unique(for: "Resúmen") == "resumen-3")
    }

    @Test func aNumberedHeadingDoesNotCollideWithADuplicate() {
        var counter = SlugCounter()
        #expect(counter.unique(for: "Paso 1") == "paso-1")
        #expect(counter.unique(for: "Paso") == "paso")
        #expect(counter.unique(for: "Paso") == "paso-2")  // paso-1 is taken by "Paso 1"
        #expect(counter.unique(for: "Paso 1") == "paso-1-1")
    }

    @Test func emojiOnlyHeadingsFallBack() {
        var counter = SlugCounter()
        #expect(counter.unique(for: "🚀") == "seccion")
        #expect(counter.unique(for: "!!!") == "seccion-1")
        #expect(counter.unique(for: "🎉", fallback: "parte") == "parte")
    }

    @Test func reservedNamesAreSkipped() {
        var counter = SlugCounter(reserved: ["contenido"])
        #expect(counter.unique(for: "Contenido") == "contenido-1")
    }

    @Test func headingAnchorsInAnArticle() {
        let body = MarkdownHTMLRenderer().render(MarkdownParser.parse("""
            ## Creación del proyecto

            ## Creación del proyecto

            ## Año y señal

            ## Pingüino

            ## 🚀

            ## ¡¿?!
            """, file: "content/x.md"))
        #expect(body.anchors == ["creacion-del-proyecto", "creacion-del-proyecto-1", "ano-y-senal", "pinguino", "seccion", "seccion-1"])
        #expect(body.html.contains(##"<h2 id="creacion-del-proyecto-1">Creación del proyecto<a class="heading-anchor" href="#creacion-del-proyecto-1""##))
        #expect(body.tableOfContents.map(\.anchor) == body.anchors)
    }

    @Test func anchorsStartOverOnEveryPage() {
        let first = MarkdownHTMLRenderer().render(MarkdownParser.parse("## Resumen\n", file: "content/a.md"))
        let second = MarkdownHTMLRenderer().render(MarkdownParser.parse("## Resumen\n", file: "content/b.md"))
        #expect(first.anchors == ["resumen"])
        #expect(second.anchors == ["resumen"])
    }

    @Test func articleSlugsFromAccentedFileNamesAndSlugKeys() throws {
        #expect(try article("Texto.\n", fileName: "Añadir una alarma.md").slug == "anadir-una-alarma")
        #expect(try article("---\nslug: Pingüino ñandú\n---\n", fileName: "x.md").slug == "pinguino-nandu")
    }

    @Test func aFileNameWithoutLettersIsAnError() {
        #expect(articleError("Texto.\n", fileName: "🚀.md")
                == "content/🚀.md:1: error: cannot make an address from the file name; add 'slug: …' to the front matter")
        #expect(articleError("---\nslug: \"!!!\"\n---\n", fileName: "x.md")
                == "content/x.md:1: error: cannot make an address from the file name; add 'slug: …' to the front matter")
    }

    @Test func tagAndSeriesPagesUseSlugs() async throws {
        let site = try SiteFixture(content: [
            "a.md": "---\ntitle: A\ntags: [Navegación, Año]\nseries: \"Creación del proyecto\"\npart: 1\n---\nA.\n",
            "b.md": "---\ntitle: B\ntags: [navegacion]\nseries: \"Creación del proyecto\"\npart: 2\n---\nB.\n",
        ])
        _ = try await site.build()
        #expect(site.root.exists("public/etiquetas/navegacion/index.html"))
        #expect(site.root.exists("public/etiquetas/ano/index.html"))
        #expect(site.root.exists("public/series/creacion-del-proyecto/index.html"))
        // "Navegación" and "navegacion" are one tag, named as first written.
        let tagPage = try site.root.read("public/etiquetas/navegacion/index.html")
        #expect(tagPage.contains("<h1>Navegación</h1>"))
        #expect(tagPage.contains("2 artículos con esta etiqueta."))
    }
}
