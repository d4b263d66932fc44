import Content
import Foundation
import FrontMatter
@testable import Rendering
import Testing

/// Page contexts become the values templates read: every way an `Encodable` writes itself.
@Suite struct TemplateValueEncoderTests {
    struct Card: Encodable {
        var title: String
        var minutes: Int
        var draft: Bool
        var score: Double
        var series: String?
        var shown: ShownText
    }

    struct Page: Encodable {
        var site: [String: String]
        var cards: [Card]
        var grid: [[Int]]
        var first: Card?
        var none: Card?
        var note: ShownText
    }

    @Test func structsListsMapsAndScalarsBecomeTheirValues() throws {
        let card = Card(title: "Alertas", minutes: 3, draft: false, score: 2.5, series: nil, shown: ShownText("Hola"))
        let other = Card(title: "Sheets", minutes: 7, draft: true, score: 0, series: "TCA", shown: ShownText(""))
        let page = Page(site: ["title": "Navegación"], cards: [card, other], grid: [[1, 2], [], [3]], first: card, none: nil,
                        note: ShownText(nil))
        let cardValue: TemplateValue = .map(["title": .text("Alertas"), "minutes": .integer(3), "draft": .flag(false),
                                             "score": .number(2.5), "shown": .text("Hola")])
        #expect(try TemplateValueEncoder.encode(page) == .map([
            "site": .map(["title": .text("Navegación")]),
            "cards": .list([cardValue, .map(["title": .text("Sheets"), "minutes": .integer(7), "draft": .flag(true),
                                             "score": .number(0), "series": .text("TCA"), "shown": .flag(false)])]),
            "grid": .list([.list([.integer(1), .integer(2)]), .list([]), .list([.integer(3)])]),
            "first": cardValue,
            "note": .flag(false),
        ]))
        #expect(try TemplateValueEncoder.encode("texto") == .text("texto"))
        #expect(try TemplateValueEncoder.encode([String]()) == .list([]))
    }

    /// A type that writes itself with nested containers, written into after they are made,
    /// explicit nils and a super encoder.
    struct Hand: Encodable {
        enum Keys: String, CodingKey { case name, nested, items, empty, parent, missing }
        enum Inner: String, CodingKey { case depth }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var nested = container.nestedContainer(keyedBy: Inner.self, forKey: .nested)
            var items = container.nestedUnkeyedContainer(forKey: .items)
            try container.encode("mano", forKey: .name)
            try container.encodeNil(forKey: .missing)
            try nested.encode(2, forKey: .depth)
            try items.encode("a")
            var inner = items.nestedContainer(keyedBy: Inner.self)
            try items.encodeNil()
            var list = items.nestedUnkeyedContainer()
            try inner.encode(5, forKey: .depth)
            try list.encode(true)
            _ = container.nestedContainer(keyedBy: Inner.self, forKey: .empty)
            // Writing again into the same encoder's keyed container adds to it.
            var again = encoder.container(keyedBy: Keys.self)
            try again.encode(1.5, forKey: .parent)
        }
    }

    @Test func nestedContainersHoldWhatIsWrittenIntoThemLater() throws {
        #expect(try TemplateValueEncoder.encode(Hand()) == .map([
            "name": .text("mano"), "missing": .nothing, "parent": .number(1.5),
            "nested": .map(["depth": .integer(2)]),
            "items": .list([.text("a"), .map(["depth": .integer(5)]), .nothing, .list([.flag(true)])]),
            "empty": .map([:]),
        ]))
    }

    /// An article page's values, every key the theme reads: the front matter's keys under
    /// sitegen's (a key sitegen sets wins, one it leaves out stays the front matter's), nil
    /// values left out, `page.is<Kind>`, and the `site` keys of `site.yml` over the known ones.
    @Test func anArticlePagesValuesAreEveryKeyTheThemeReads() throws {
        var site = SiteConfig(title: "Navegación", description: "Un tutorial", baseURL: "https://example.org/", author: "Ana",
                              language: "es")
        site.repository = "https://github.com/ejemplo/sitio"
        site.extra = ["analytics": .bool(false), "title": .string("Otro título")]
        let context = PageContext(site: site, hasDemo: true, codeCheck: "Comprobado.")
        var page = context.page(title: "Alertas", description: "Sobre alertas", urlPath: "alertas/", kind: .article)
        page.publishedTime = "2024-03-01T00:00:00Z"
        let card = ArticleCard(title: "Alertas", url: "../alertas/", description: ShownText(nil), part: nil, readingMinutes: 4,
                               dateISO: "2024-03-01", dateText: nil)
        let article = ArticleValues(
            card: card, body: "<p>Hola</p>", sourcePath: "content/alertas.md",
            tags: [TagValues(name: "swiftui", url: "../etiquetas/swiftui/"), TagValues(name: "tca", url: "../t/", count: 2)],
            toc: [.init(title: "Uno", anchor: "uno", isSubsection: false), .init(title: "Dos", anchor: "dos", isSubsection: true, isStep: true)],
            hasTOC: true, tocIsSteps: false, editURL: nil,
            series: .init(title: "Serie", url: "../serie/", position: 2, total: 2,
                          articles: [.init(title: "A", url: "../a/", position: 1, isCurrent: false),
                                     .init(title: "Alertas", url: "../alertas/", position: 2, isCurrent: true)],
                          previous: LinkValues(title: "A", url: "../a/"), next: nil),
            codeLegend: [.init(badge: "ran", label: "Ejecutado", explanation: "se ejecutó")],
            codeCheck: "Código comprobado.", updatedISO: "2024-04-01", updatedText: nil,
            frontMatter: ["part": .int(3), "title": .string("Del fichero"), "tags": .array([.string("x")]),
                          "doctest": .dictionary(["imports": .array([.string("ItemsCore")]), "skip": .null]), "peso": .double(1.5)])
        let values = try TemplateValueEncoder.encode(ArticlePageContext(site: context.siteValues(), page: page, article: article, demo: nil))
        let siteValues: [String: TemplateValue] = [
            "title": .text("Otro título"), "description": .text("Un tutorial"), "baseURL": .text("https://example.org/"),
            "language": .text("es"), "author": .text("Ana"), "repository": .text("https://github.com/ejemplo/sitio"),
            "ogImage": .text("https://example.org/assets/og-image.png"), "codeCheck": .text("Comprobado."),
            "analytics": .flag(false),
        ]
        let pageValues: [String: TemplateValue] = [
            "title": .text("Alertas"), "fullTitle": .text("Alertas · Navegación"), "description": .text("Sobre alertas"),
            "canonicalURL": .text("https://example.org/alertas/"), "root": .text("../"), "kind": .text("article"),
            "ogType": .text("article"), "language": .text("es"), "demoURL": .text("../demo/"),
            "publishedTime": .text("2024-03-01T00:00:00Z"), "isArticle": .flag(true), "pages": .list([]),
        ]
        let tags: [TemplateValue] = [.map(["name": .text("swiftui"), "url": .text("../etiquetas/swiftui/")]),
                                     .map(["name": .text("tca"), "url": .text("../t/"), "count": .integer(2)])]
        let toc: [TemplateValue] = [
            .map(["title": .text("Uno"), "anchor": .text("uno"), "isSubsection": .flag(false), "isStep": .flag(false)]),
            .map(["title": .text("Dos"), "anchor": .text("dos"), "isSubsection": .flag(true), "isStep": .flag(true)]),
        ]
        let seriesArticles: [TemplateValue] = [
            .map(["title": .text("A"), "url": .text("../a/"), "position": .integer(1), "isCurrent": .flag(false)]),
            .map(["title": .text("Alertas"), "url": .text("../alertas/"), "position": .integer(2), "isCurrent": .flag(true)]),
        ]
        let series: [String: TemplateValue] = [
            "title": .text("Serie"), "url": .text("../serie/"), "position": .integer(2), "total": .integer(2),
            "articles": .list(seriesArticles), "previous": .map(["title": .text("A"), "url": .text("../a/")]),
        ]
        var articleValues: [String: TemplateValue] = [
            "part": .integer(3), "doctest": .map(["imports": .list([.text("ItemsCore")]), "skip": .nothing]), "peso": .number(1.5),
            "title": .text("Alertas"), "url": .text("../alertas/"), "description": .flag(false), "readingMinutes": .integer(4),
            "dateISO": .text("2024-03-01"),
        ]
        let ownValues: [String: TemplateValue] = [
            "body": .text("<p>Hola</p>"), "sourcePath": .text("content/alertas.md"), "tags": .list(tags), "toc": .list(toc),
            "hasTOC": .flag(true), "tocIsSteps": .flag(false), "series": .map(series),
            "codeLegend": .list([.map(["badge": .text("ran"), "label": .text("Ejecutado"), "explanation": .text("se ejecutó")])]),
            "hasCodeLegend": .flag(true), "codeCheck": .text("Código comprobado."), "updatedISO": .text("2024-04-01"),
            "isPage": .flag(false), "hasSymbols": .flag(false),
        ]
        articleValues.merge(ownValues) { _, new in new }
        #expect(values == .map(["site": .map(siteValues), "page": .map(pageValues), "article": .map(articleValues)]))
    }
}
