import Content
import Diagnostics
import Foundation
import FrontMatter
import Markdown
import SitegenTesting
import Testing

@Suite struct FrontMatterTests {
    // MARK: Jekyll keys

    @Test func readsEveryJekyllKey() throws {
        let parsed = try article(#"""
            ---
            layout: post
            title: "Navegación con SwiftUI"
            description: Un resumen.
            date: 2023-10-07
            categories:
              - SwiftUI
              - iOS
            tags: [Swift, Navegación]
            permalink: /navegacion/
            excerpt_separator: <!--more-->
            series: Mi serie
            part: 2
            order: 5
            ---
            Primer párrafo.
            <!--more-->
            Resto.
            """#)
        #expect(parsed.title == "Navegación con SwiftUI")
        #expect(parsed.description == "Un resumen.")
        #expect(parsed.frontMatter.layout == "post")
        #expect(parsed.date?.isoDay == "2023-10-07")
        #expect(parsed.categories == ["SwiftUI", "iOS"])
        #expect(parsed.tags == ["Swift", "Navegación"])
        #expect(parsed.outputPath == "navegacion/index.html")
        #expect(parsed.urlPath == "navegacion/")
        #expect(parsed.frontMatter.excerptSeparator == "<!--more-->")
        #expect(parsed.series == "Mi serie")
        #expect(parsed.part == 2)
        #expect(parsed.order == 5)
        #expect(parsed.frontMatter.published)
        #expect(parsed.frontMatter.extra.isEmpty)
    }

    @Test func categoriesAndTagsAsSpaceSeparatedStrings() throws {
        let parsed = try article("""
            ---
            categories: swift ios
            tags: SwiftUI Combine
            ---
            Texto.
            """)
        #expect(parsed.categories == ["swift", "ios"])
        #expect(parsed.tags == ["SwiftUI", "Combine"])
    }

    @Test func singularCategoryAndTagKeys() throws {
        let parsed = try article("""
            ---
            category: swift
            tag: ios
            ---
            Texto.
            """)
        #expect(parsed.categories == ["swift"])
        #expect(parsed.tags == ["ios"])
    }

    @Test(arguments: [
        ("2023-10-07", "2023-10-07", "2023-10-07T00:00:00Z"),
        ("2023-10-07 20:38:14 +0200", "2023-10-07", "2023-10-07T18:38:14Z"),
        ("2023-10-07 20:38:14 -0130", "2023-10-07", "2023-10-07T22:08:14Z"),
        ("2023-10-07 20:38", "2023-10-07", "2023-10-07T20:38:00Z"),
        ("2023-10-07T20:38:14Z", "2023-10-07", "2023-10-07T20:38:14Z"),
        ("2023-10-07T20:38:14+02:00", "2023-10-07", "2023-10-07T18:38:14Z"),
        ("2023-10-07T20:38:14.250Z", "2023-10-07", "2023-10-07T20:38:14Z"),
        ("'2023-10-07'", "2023-10-07", "2023-10-07T00:00:00Z"),
        // The day the reader sees is the day written, even when the instant is another UTC day.
        ("2023-10-07 01:00:00 +0300", "2023-10-07", "2023-10-06T22:00:00Z"),
    ])
    func dateForms(written: String, day: String, instant: String) throws {
        let parsed = try article("""
            ---
            date: \(written)
            ---
            Texto.
            """)
        let date = try #require(parsed.date)
        #expect(date.isoDay == day)
        #expect(date.rfc3339 == instant)
    }

    @Test func datesSortByInstant() throws {
        let early = try #require(PostDate(parsing: "2023-10-07 20:38:14 +0200"))  // 18:38 UTC
        let late = try #require(PostDate(parsing: "2023-10-07T19:00:00Z"))
        #expect(early < late)
    }

    @Test(arguments: ["2023-13-01", "2023-02-30", "2023-10-7", "07/10/2023", "2023-10-07 25:00", "2023-10-07 20:38 +99", "ayer"])
    func notDates(written: String) {
        #expect(PostDate(parsing: written) == nil)
    }

    @Test func publishedFalseLeavesTheArticleOut() throws {
        let (parsed, warnings) = try Article.parse("""
            ---
            title: Borrador
            published: false
            ---
            {% include borrador.html %}
            """, sourcePath: "content/borrador.md", fileName: "borrador.md")
        #expect(parsed == nil)
        #expect(warnings.isEmpty)
    }

    @Test func publishedFalseArticleIsNotBuilt() async throws {
        let site = try SiteFixture(content: [
            "publicado.md": "---\ntitle: Publicado\n---\nHola.\n",
            "borrador.md": "---\ntitle: Borrador\npublished: false\n---\nHola.\n",
        ])
        let summary = try await site.build()
        #expect(summary.articles == 1)
        #expect(site.root.exists("public/publicado/index.html"))
        #expect(!site.root.exists("public/borrador/index.html"))
        #expect(try !site.root.read("public/index.html").contains("Borrador"))
        #expect(try !site.root.read("public/feed.xml").contains("Borrador"))
    }

    // MARK: Post file names

    @Test(arguments: ["2023-10-07-hola-mundo.md", "2023-10-07-hola-mundo.markdown"])
    func postFileNameGivesDateAndSlug(fileName: String) throws {
        let parsed = try article("---\ntitle: Hola\n---\nTexto.\n", fileName: fileName)
        #expect(parsed.slug == "hola-mundo")
        #expect(parsed.date?.isoDay == "2023-10-07")
        #expect(parsed.outputPath == "hola-mundo/index.html")
        #expect(parsed.sourcePath == "content/\(fileName)")
    }

    @Test func frontMatterDateAndSlugWinOverTheFileName() throws {
        let parsed = try article("""
            ---
            date: 2024-01-02 10:00:00 +0100
            slug: Otro Nombre
            ---
            Texto.
            """, fileName: "2023-10-07-hola-mundo.md")
        #expect(parsed.slug == "otro-nombre")
        #expect(parsed.date?.isoDay == "2024-01-02")
        #expect(parsed.outputPath == "otro-nombre/index.html")
    }

    @Test func fileNameWithoutADateIsTheSlug() throws {
        let parsed = try article("Texto.\n", fileName: "Creación del proyecto.md")
        #expect(parsed.slug == "creacion-del-proyecto")
        #expect(parsed.date == nil)
    }

    @Test func fileNameWithAnImpossibleDateIsTheSlug() throws {
        let parsed = try article("Texto.\n", fileName: "2023-13-45-hola.md")
        #expect(parsed.slug == "2023-13-45-hola")
        #expect(parsed.date == nil)
    }

    // MARK: Titles

    @Test func withoutFrontMatterTheTitleIsTheFirstHeading() throws {
        let parsed = try article("""
            Una introducción.

            ## Antes

            # Creación del proyecto

            Texto.
            """, fileName: "2023-10-07-proyecto.md")
        #expect(parsed.title == "Creación del proyecto")  // a level-1 heading wins over an earlier ##
        #expect(parsed.frontMatter == FrontMatter())
        #expect(parsed.date?.isoDay == "2023-10-07")
        #expect(parsed.document.root.children.count == 4)
    }

    @Test func withoutHeadingsTheTitleIsTheFileSlug() throws {
        let parsed = try article("Solo texto.\n", fileName: "2023-10-07-solo-texto.md")
        #expect(parsed.title == "solo-texto")
    }

    @Test func emptyFrontMatterIsNoFrontMatter() throws {
        let parsed = try article("---\n---\n# Título\n")
        #expect(parsed.title == "Título")
        #expect(parsed.frontMatter == FrontMatter())
        // The body starts on file line 3.
        #expect(parsed.document.root.children.first?.startLine == 3)
    }

    @Test func bodyLinesAreFileLines() throws {
        let parsed = try article("""
            ---
            title: Líneas
            tags: [a]
            ---

            ```swift
            let x = 1
            ```
            """)
        let block = try #require(parsed.document.codeBlocks.first)
        #expect(block.location == SourceLocation(file: "content/x.md", line: 6, column: 1))
        #expect(block.endLine == 8)
        #expect(block.firstCodeLine == 7)
    }

    @Test func byteOrderMarkAndDotsClosingLine() throws {
        let parsed = try article("\u{FEFF}---\ntitle: Con BOM\n...\nTexto.\n")
        #expect(parsed.title == "Con BOM")
        #expect(parsed.document.root.children.first?.startLine == 4)
    }

    @Test func excerptIsTheTextBeforeTheSeparator() throws {
        let parsed = try article("""
            ---
            excerpt_separator: <!--más-->
            ---
            Primero.

            <!--más-->

            Después.
            """)
        let excerpt = try #require(parsed.excerpt)
        #expect(excerpt.root.plainText == "Primero.")
        #expect(parsed.document.root.plainText.contains("Después."))
    }

    // MARK: Extra keys

    @Test func unknownKeysAreKeptAsWritten() throws {
        let parsed = try article(#"""
            ---
            title: Extra
            mood: contento
            stars: 4
            ratio: 0.5
            draft: true
            quoted: "true"
            links: [uno, dos]
            doctest: { imports: [AlarmCore] }
            nothing:
            ---
            Texto.
            """#)
        #expect(parsed.frontMatter.extra == [
            "mood": .string("contento"),
            "stars": .int(4),
            "ratio": .double(0.5),
            "draft": .bool(true),
            "quoted": .string("true"),
            "links": .array([.string("uno"), .string("dos")]),
            "doctest": .dictionary(["imports": .array([.string("AlarmCore")])]),
            "nothing": .null,
        ])
    }

    /// A plain text with a space is text, whatever it starts or ends with; the readings of
    /// numbers and flags (sexagesimal, hexadecimal, underscores) still apply without one.
    @Test func plainTextsWithSpacesAreTextAndNumbersStayNumbers() throws {
        let parsed = try article(#"""
            ---
            title: Números
            a: Texto número 42
            b: true story
            c: 1 000
            d: 0x1F y más
            e: 12:30
            f: 0x1F
            g: 1_000
            h: 2.5e3
            i: -.inf
            j: null
            ---
            Texto.
            """#)
        #expect(parsed.frontMatter.extra["a"] == .string("Texto número 42"))
        #expect(parsed.frontMatter.extra["b"] == .string("true story"))
        #expect(parsed.frontMatter.extra["c"] == .string("1 000"))
        #expect(parsed.frontMatter.extra["d"] == .string("0x1F y más"))
        #expect(parsed.frontMatter.extra["e"] == .int(750))
        #expect(parsed.frontMatter.extra["f"] == .int(31))
        #expect(parsed.frontMatter.extra["g"] == .int(1000))
        #expect(parsed.frontMatter.extra["h"] == .double(2500))
        #expect(parsed.frontMatter.extra["i"] == .string("-.inf"))
        #expect(parsed.frontMatter.extra["j"] == .null)
    }

    @Test func unknownKeysReachTheTemplates() async throws {
        let site = try SiteFixture(content: [
            "site.yml": SiteFixture.siteYAML + "twitter: \"@sitegen\"\n",
            "extra.md": """
                ---
                title: Extra
                mood: contento
                links: [uno, dos]
                ---
                Texto.
                """,
        ])
        let templates = try TemplateFolder(article: "{{article.title}}|{{article.mood}}|{{#article.links}}[{{.}}]{{/article.links}}|{{site.twitter}}")
        _ = try await site.build(templates: templates.url)
        #expect(try site.root.read("public/extra/index.html") == "Extra|contento|[uno][dos]|@sitegen")
    }

    // MARK: Errors, as the user reads them

    @Test func malformedYAML() {
        #expect(articleError("""
            ---
            title: Hola
            tags: [uno, dos
            ---
            Texto.
            """) == "content/x.md:4:1: error: front matter is not valid YAML: did not find expected ',' or ']' while parsing a flow sequence (it starts at line 3)")
    }

    @Test func malformedYAMLMappingInAValue() {
        #expect(articleError("""
            ---
            title: Hola
            description: a: b
            ---
            Texto.
            """) == "content/x.md:3:15: error: front matter is not valid YAML: mapping values are not allowed in this context")
    }

    @Test func frontMatterThatIsNotAMapping() {
        #expect(articleError("""
            ---
            - uno
            - dos
            ---
            """) == "content/x.md:2:1: error: front matter must be a list of 'key: value' lines, found a list")
    }

    @Test func unclosedFrontMatter() {
        #expect(articleError("""
            ---
            title: Hola

            Texto sin cierre.
            """) == "content/x.md:1:1: error: front matter is not closed (add a line '---' after the last key)")
    }

    @Test func aThematicBreakLaterInTheFileIsNotFrontMatter() throws {
        let parsed = try article("# Título\n\n---\n\nTexto.\n")
        #expect(parsed.title == "Título")
    }

    @Test(arguments: [
        ("part: abc", "content/x.md:3:7: error: 'part' must be a whole number, found 'abc'"),
        ("part: 1.5", "content/x.md:3:7: error: 'part' must be a whole number, found '1.5'"),
        ("order: [1]", "content/x.md:3:8: error: 'order' must be a whole number, found 'a list'"),
        ("published: maybe", "content/x.md:3:12: error: 'published' must be true or false"),
        ("published: \"false\"", "content/x.md:3:12: error: 'published' must be true or false"),
        ("date: 2023-13-45", "content/x.md:3:7: error: 'date' is not a date: '2023-13-45' (write 2023-10-07 or 2023-10-07 20:38:14 +0200)"),
        ("date: mañana", "content/x.md:3:7: error: 'date' is not a date: 'mañana' (write 2023-10-07 or 2023-10-07 20:38:14 +0200)"),
        ("title: [a, b]", "content/x.md:3:8: error: 'title' must be text, found a list"),
        ("tags: {a: b}", "content/x.md:3:7: error: 'tags' must be a list of names or a space-separated string"),
        ("source: https://example.com", "content/x.md:3:9: error: 'source' must name where the article was first published: source: { name: …, url: https://… }"),
        ("source: {name: Otro blog, url: ftp://x}", "content/x.md:3:9: error: 'source' must name where the article was first published: source: { name: …, url: https://… }"),
        ("author: [a, b]", "content/x.md:3:9: error: 'author' must be text, found a list"),
        ("demo: listado", "content/x.md:3:7: error: 'demo' must be true, false or the chapter's stage of the app (pestanas, lista, anadir, completa), found 'listado'"),
        ("demo: 3", "content/x.md:3:7: error: 'demo' must be true, false or the chapter's stage of the app (pestanas, lista, anadir, completa), found '3'"),
    ])
    func wrongTypes(line: String, message: String) {
        #expect(articleError("---\nlayout: post\n\(line)\n---\nTexto.\n") == message)
    }

    @Test func duplicateKeys() {
        #expect(articleError("---\ntitle: Uno\ntags: [a]\ntitle: Dos\n---\n")
                == "content/x.md:2:1: error: front matter has the key 'title' more than once (keep one)")
    }

    @Test func seriesCarryTheirDescriptionAndPrerequisites() throws {
        let site = try SiteConfig.parse("""
            title: "Mi sitio"
            series:
              "Serie uno":
                description: "La primera serie."
                prerequisites: ["Swift", "Algo de UIKit"]
              "Serie dos":
                prerequisites: "Haber leído la serie uno"
            """, file: "content/site.yml")
        #expect(site.series["Serie uno"] == SeriesInfo(description: "La primera serie.", prerequisites: ["Swift", "Algo de UIKit"]))
        #expect(site.series["Serie dos"] == SeriesInfo(prerequisites: ["Haber leído la serie uno"]))
        // Every wrong entry is reported in one run, each at its own line.
        let error = #expect(throws: DiagnosticError.self) {
            try SiteConfig.parse("""
                title: "Mi sitio"
                series:
                  "Serie uno":
                    descripcion: "typo"
                  "Serie dos":
                    prerequisites: {a: b}
                """, file: "content/site.yml")
        }
        let messages = error?.diagnostics.map { "\($0.location.line): \($0.message)" } ?? []
        #expect(messages == ["3: series 'Serie uno': unknown key 'descripcion' (use description, prerequisites)",
                             "5: series 'Serie dos': 'prerequisites' must be a list of texts"])
    }

    @Test func siteConfigurationUsesTheSameRules() throws {
        let site = try SiteConfig.parse("""
            title: "Mi sitio"
            baseURL: https://example.com/blog
            series:
              "Serie uno": "La primera serie."
            analytics: false
            """, file: "content/site.yml")
        #expect(site.title == "Mi sitio")
        #expect(site.baseURL == "https://example.com/blog/")
        #expect(site.language == "es")
        #expect(site.extra == ["analytics": .bool(false)])
        #expect(site.series == ["Serie uno": SeriesInfo(description: "La primera serie.")])
        let error = #expect(throws: DiagnosticError.self) {
            try SiteConfig.parse("title: Mi sitio\nbaseURL: ftp://x\npart: a\n", file: "content/site.yml")
        }
        #expect(error?.description == "content/site.yml:3:7: error: 'part' must be a whole number, found 'a'")
        let missing = #expect(throws: DiagnosticError.self) { try SiteConfig.parse("author: yo\n", file: "content/site.yml") }
        #expect(missing?.description == "content/site.yml:1: error: site.yml needs a 'title'")
        let badURL = #expect(throws: DiagnosticError.self) { try SiteConfig.parse("title: t\nbaseURL: ftp://x\n", file: "content/site.yml") }
        #expect(badURL?.description == "content/site.yml:1: error: 'baseURL' must be an http(s) address, found 'ftp://x'")
    }

    @Test func theWholeSearchIndexIsASettingOfTrueOrFalse() throws {
        #expect(try SiteConfig.parse("title: t\n", file: "content/site.yml").searchWholeIndex == false)
        let site = try SiteConfig.parse("title: t\nsearch_whole_index: true\n", file: "content/site.yml")
        #expect(site.searchWholeIndex && site.extra.isEmpty)
        let error = #expect(throws: DiagnosticError.self) {
            try SiteConfig.parse("title: t\nsearch_whole_index: siempre\n", file: "content/site.yml")
        }
        #expect(error?.description == "content/site.yml:2: error: 'search_whole_index' must be true or false, found 'siempre'")
    }

    @Test func searchLayoutSettingsAreWholeNumbersAboveZero() throws {
        let site = try SiteConfig.parse("title: t\nsearch_block_sections: 50\nsearch_piece_bytes: 200\n", file: "content/site.yml")
        #expect(site.searchBlockSections == 50 && site.searchPieceBytes == 200)
        #expect(site.extra.isEmpty, "the keys are settings, not template values")
        #expect(try SiteConfig.parse("title: t\n", file: "content/site.yml").searchBlockSections == nil)
        for (text, found) in [("0", "0"), ("-3", "-3"), ("mucho", "mucho"), ("[1, 2]", "a list or a map")] {
            let error = #expect(throws: DiagnosticError.self) {
                try SiteConfig.parse("title: t\nsearch_piece_bytes: \(text)\n", file: "content/site.yml")
            }
            #expect(error?.description == "content/site.yml:2: error: 'search_piece_bytes' must be a whole number above 0, found '\(found)'")
        }
    }

    @Test func everyBadFileIsReportedInOneBuild() async throws {
        let site = try SiteFixture(content: [
            "a.md": "---\npart: abc\n---\n",
            "b.md": "---\ntitle: B\n",
            "bien.md": "# Bien\n",
        ])
        #expect(await site.buildError() == """
            [ROOT]/content/a.md:2:7: error: 'part' must be a whole number, found 'abc'
            [ROOT]/content/b.md:1:1: error: front matter is not closed (add a line '---' after the last key)
            """)
        #expect(!site.root.exists("public"))
    }

    @Test func loaderNamesFilesAsTheUserTypedTheFolder() throws {
        let site = try SiteFixture(content: ["a.md": "---\npublished: maybe\n---\n"])
        let error = #expect(throws: DiagnosticError.self) {
            try ContentLoader.load(directory: site.content, displayDirectory: "content/")
        }
        #expect(error?.description == "content/a.md:2:12: error: 'published' must be true or false")
    }

    // MARK: Encoding

    @Test func invalidUTF8IsAnErrorAtItsLineAndColumn() throws {
        // Line 5 is "Año ñ" then the byte 0xFF: column counts characters, so the bad byte is column 6.
        var bytes = Data("---\ntitle: Año\n---\n\nAño ñ".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Array(" resto\n".utf8))
        let error = #expect(throws: DiagnosticError.self) {
            try ContentLoader.decodeUTF8(bytes, sourcePath: "content/x.md")
        }
        #expect(error?.description == "content/x.md:5:6: error: the file is not valid UTF-8 (save it as UTF-8)")
    }

    @Test func invalidUTF8InAnArticleStopsTheBuild() async throws {
        let site = try SiteFixture(content: [:])
        var bytes = Data("# Título\n\nLatin-1: a".utf8)
        bytes.append(0xF1)  // "ñ" in Latin-1
        bytes.append(contentsOf: Array("o\n".utf8))
        try site.root.write(bytes, to: "content/latin1.md")
        #expect(await site.buildError() == "[ROOT]/content/latin1.md:3:11: error: the file is not valid UTF-8 (save it as UTF-8)")
    }

    @Test func validUTF8IsDecoded() throws {
        let text = try ContentLoader.decodeUTF8(Data("Año 🚀\n".utf8), sourcePath: "content/x.md")
        #expect(text == "Año 🚀\n")
    }
}
