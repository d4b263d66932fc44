import Content
import FrontMatter
import Foundation

extension FrontMatterValue {
    /// The value as a template reads it: a `null` as an explicit nil.
    var templateValue: TemplateValue {
        switch self {
        case .string(let text): .text(text)
        case .int(let number): .integer(number)
        case .double(let number): .number(number)
        case .bool(let flag): .flag(flag)
        case .array(let values): .list(values.map(\.templateValue))
        case .dictionary(let values): .map(values.mapValues(\.templateValue))
        case .null: .nothing
        }
    }
}

/// What every template sees: `site`, `page`, and the page's own keys.
///
/// Links in the context are relative to the page (`{{page.root}}` leads back to the site
/// root), so the site works under any base path; `page.canonicalURL` is absolute (and only
/// there when the settings give the site's address).
struct PageContext {
    let site: SiteConfig
    /// Whether the site has the demo page, `demo/` (`page.demoURL` in every page).
    var hasDemo = false
    /// How the site's Swift blocks were checked, one sentence for the footer (`site.codeCheck`).
    var codeCheck = ""
    /// The standalone pages (`layout: page`), addresses from the site root: every page's footer links them.
    var pages: [LinkValues] = []

    func siteValues() -> SiteValues { SiteValues(site: site, codeCheck: codeCheck) }

    /// - Parameters:
    ///   - urlPath: the page's address relative to the site root (`intro/`, "" for home).
    func page(title: String, description: String, urlPath: String, kind: PageKind, root: String? = nil) -> PageValues {
        let root = root ?? RelativeURL.root(fromPage: urlPath)
        return PageValues(
            title: title, fullTitle: title == site.title ? title : "\(title) · \(site.title)", description: description,
            canonicalURL: site.hasAddress ? site.baseURL + urlPath : nil, root: root, kind: kind, ogType: kind == .article ? "article" : "website",
            language: site.language, demoURL: hasDemo ? root + Routes.demo : nil,
            pages: pages.map { LinkValues(title: $0.title, url: root + $0.url) })
    }

    func card(_ article: Article, root: String, readingMinutes: Int?) -> ArticleCard {
        ArticleCard(title: article.title, url: root + article.urlPath, description: ShownText(article.description),
                    part: article.part, readingMinutes: readingMinutes, dateISO: article.date?.isoDay,
                    dateText: article.date.map(SpanishDate.long))
    }
}

/// The kinds of page, as `page.kind` names them; each page also gets `page.is<Kind>`.
enum PageKind: String, Encodable {
    case home, article, series, tag, tags, notFound = "404", demo, wholeFiles = "archivos"

    /// `isHome`, `isArticle`, …, `is404`.
    var flagKey: String { "is" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// `site`: the settings of `site.yml`, its other keys included (they win over the known ones).
struct SiteValues: TemplateValueConvertible {
    let site: SiteConfig
    let codeCheck: String

    func templateValue() -> TemplateValue {
        var values = TemplateMap(capacity: 9 + site.extra.count)
        values["title"] = .text(site.title)
        values["description"] = .text(site.description)
        values["baseURL"] = .text(site.baseURL)
        values["language"] = .text(site.language)
        // Left out when empty: an empty string is true to Mustache, and pages credit no one.
        if !site.author.isEmpty { values["author"] = .text(site.author) }
        values["repository"] = .text(ifAny: site.repository)
        // The card social networks show for a link (the theme's assets/og-image.png) needs an
        // absolute address: only a site whose settings give one has it.
        if site.hasAddress {
            values["ogImage"] = .text(site.baseURL + "assets/og-image.png")
        }
        values["codeCheck"] = .text(codeCheck)
        for (key, value) in site.extra { values[key] = value.templateValue }
        return values.value
    }
}

/// `page`: what the layout needs to know about the page it wraps.
struct PageValues: TemplateValueConvertible {
    var title: String
    var fullTitle: String
    var description: String
    /// The page's absolute address; nil for a site whose settings give none.
    var canonicalURL: String?
    var root: String
    var kind: PageKind
    var ogType: String
    var language: String
    var demoURL: String?
    /// An article's date, RFC 3339, for `article:published_time`.
    var publishedTime: String?
    /// The site's standalone pages, as links from this page.
    var pages: [LinkValues] = []

    func templateValue() -> TemplateValue {
        var values = TemplateMap(capacity: 12)
        values["title"] = .text(title)
        values["fullTitle"] = .text(fullTitle)
        values["description"] = .text(description)
        values["canonicalURL"] = .text(ifAny: canonicalURL)
        values["root"] = .text(root)
        values["kind"] = .text(kind.rawValue)
        values["ogType"] = .text(ogType)
        values["language"] = .text(language)
        values["demoURL"] = .text(ifAny: demoURL)
        values["publishedTime"] = .text(ifAny: publishedTime)
        values["pages"] = .list(pages.map { $0.templateValue() })
        values[kind.flagKey] = .flag(true)
        return values.value
    }
}

/// An article as a card or a list entry links to it.
struct ArticleCard: TemplateValueConvertible {
    var title: String
    var url: String
    var description: ShownText
    var part: Int?
    var readingMinutes: Int?
    var dateISO: String?
    var dateText: String?

    func templateValue() -> TemplateValue {
        var values = TemplateMap(capacity: 7)
        add(to: &values)
        return values.value
    }

    /// Writes the card's keys into `values` (an article's page has them beside its own).
    func add(to values: inout TemplateMap) {
        values["title"] = .text(title)
        values["url"] = .text(url)
        values["description"] = description.templateValue()
        values["part"] = .integer(ifAny: part)
        values["readingMinutes"] = .integer(ifAny: readingMinutes)
        values["dateISO"] = .text(ifAny: dateISO)
        values["dateText"] = .text(ifAny: dateText)
    }
}

/// A link with its text.
struct LinkValues: TemplateValueConvertible {
    var title: String
    var url: String

    func templateValue() -> TemplateValue { .map(["title": .text(title), "url": .text(url)]) }
}

/// A tag as pages list it.
struct TagValues: TemplateValueConvertible {
    var name: String
    var url: String
    var count: Int?

    func templateValue() -> TemplateValue {
        var values = TemplateMap(capacity: 3)
        values["name"] = .text(name)
        values["url"] = .text(url)
        values["count"] = .integer(ifAny: count)
        return values.value
    }
}

/// The pages every template of the theme renders, one context each.
struct HomePageContext: Encodable {
    /// A series (with its articles) or an article on its own, in reading order.
    struct Section: Encodable {
        var isSeries: Bool
        var title: String?
        var url: String?
        var description: ShownText?
        var count: Int?
        var countText: String?
        var articles: [ArticleCard]?
        var article: ArticleCard?
        /// The series' first part: where a reader starts.
        var start: ArticleCard?
        /// «5 partes · 72 min de lectura»
        var lengthText: String?
    }

    var site: SiteValues
    var page: PageValues
    var sections: [Section]
    var tags: [TagValues]
}

struct SeriesPageContext: Encodable {
    struct Series: Encodable {
        var title: String
        var description: ShownText
        var count: Int
        /// What the reader should know first (`site.yml`'s `series:`).
        var prerequisites: [String]
        var hasPrerequisites: Bool
        var articles: [ArticleCard]
        /// The first part: «Empieza aquí».
        var start: ArticleCard?
        /// «5 partes · 72 min de lectura»
        var lengthText: String
        /// The demo page, when a part of the series embeds the demo: what the reader will build.
        var demoURL: String?
    }

    var site: SiteValues
    var page: PageValues
    var series: Series
}

struct TagPageContext: Encodable {
    struct Tag: Encodable {
        var name: String
        var count: Int
        var countText: String
        var articles: [ArticleCard]
        var indexURL: String
    }

    var site: SiteValues
    var page: PageValues
    var tag: Tag
}

struct TagIndexPageContext: Encodable {
    var site: SiteValues
    var page: PageValues
    var tags: [TagValues]
}

struct NotFoundPageContext: Encodable {
    var site: SiteValues
    var page: PageValues
}

struct DemoPageContext: Encodable {
    var site: SiteValues
    var page: PageValues
    var demo: DemoValues
}

/// `demo`: the Alarm app partial's values, on the demo page or inside an article.
struct DemoValues: Encodable {
    struct Chapter: Encodable {
        var title: String
        var url: String
        var links: [Link]
    }

    struct Link: Encodable {
        var link: String
        var href: String
    }

    var startState: String
    var defaultNow: String
    /// The stage of the app the copy starts at (`FrontMatter.demoStages`).
    var stage: String
    var isPage: Bool
    var idPrefix: String
    var pageURL: String
    var hasChapters: Bool
    var chapters: [Chapter]
}

struct ArticlePageContext: TemplateValueConvertible {
    var site: SiteValues
    var page: PageValues
    var article: ArticleValues
    var demo: DemoValues?

    func templateValue() throws -> TemplateValue {
        var values = TemplateMap(capacity: 4)
        values["site"] = site.templateValue()
        values["page"] = page.templateValue()
        values["article"] = try article.templateValue()
        values["demo"] = try demo.map(TemplateValueEncoder.encode)
        return values.value
    }
}

/// `article`: the article's card values, its body and navigation, and its front matter's
/// other keys (which never replace a key sitegen sets).
struct ArticleValues: TemplateValueConvertible {
    struct TOCItem: TemplateValueConvertible {
        var title: String
        var anchor: String
        var isSubsection: Bool
        /// A step of the code (a type or file name), drawn as code.
        var isStep = false
        /// What the step does, in the text's words.
        var summary: String? = nil

        func templateValue() -> TemplateValue {
            var values: [String: TemplateValue] = ["title": .text(title), "anchor": .text(anchor), "isSubsection": .flag(isSubsection),
                                                   "isStep": .flag(isStep)]
            values["summary"] = .text(ifAny: summary)
            return .map(values)
        }
    }

    struct SeriesItem: TemplateValueConvertible {
        var title: String
        var url: String
        var position: Int
        var isCurrent: Bool

        func templateValue() -> TemplateValue {
            .map(["title": .text(title), "url": .text(url), "position": .integer(position), "isCurrent": .flag(isCurrent)])
        }
    }

    struct Series: TemplateValueConvertible {
        var title: String
        var url: String
        var position: Int
        var total: Int
        var articles: [SeriesItem]
        var previous: LinkValues?
        var next: LinkValues?

        func templateValue() throws -> TemplateValue {
            var values = TemplateMap(capacity: 7)
            values["title"] = .text(title)
            values["url"] = .text(url)
            values["position"] = .integer(position)
            values["total"] = .integer(total)
            values["articles"] = try .list(articles)
            values["previous"] = previous?.templateValue()
            values["next"] = next?.templateValue()
            return values.value
        }
    }

    /// One entry of the legend under an article's code: a badge the article shows, and what it means.
    struct LegendEntry: TemplateValueConvertible {
        var badge: String
        var label: String
        var explanation: String

        func templateValue() -> TemplateValue {
            .map(["badge": .text(badge), "label": .text(label), "explanation": .text(explanation)])
        }
    }

    var card: ArticleCard
    var body: String
    var sourcePath: String
    var tags: [TagValues]
    var toc: [TOCItem]
    var hasTOC: Bool
    /// Whether a code block shows what its names resolved to (the page loads `symbols.js`).
    var hasSymbols = false
    /// The page's table of declarations (`PageSymbols`), which `symbols.js` loads at first use.
    var symbolsURL: String?
    /// The table of contents lists the steps of the code (an article without headings).
    var tocIsSteps = false
    var editURL: String?
    var series: Series?
    var codeLegend: [LegendEntry] = []
    /// With what and when the code was checked: "Código comprobado al generar el sitio el …, con Swift 6.3.1 en Linux (x86_64)."
    var codeCheck: String?
    /// For an article with Swift code in a build that did not check it: says so.
    var codeUnchecked: String?
    /// What iOS the verified code needs: "El código de este artículo necesita iOS 16 o posterior: NavigationStack."
    var codeRequirement: String?
    /// When the article last changed (git history, else its file), where that is not its date.
    var updatedISO: String?
    var updatedText: String?
    /// A standalone page (`layout: page`): no date, reading time or tags under its title.
    var isPage = false
    var frontMatter: [String: FrontMatterValue]

    func templateValue() throws -> TemplateValue {
        var values = TemplateMap(capacity: frontMatter.count + 21)
        // The front matter's keys first: a key sitegen sets writes over one of the same name,
        // and a key sitegen leaves out (an article without a part) stays the front matter's.
        for (key, value) in frontMatter { values[key] = value.templateValue }
        card.add(to: &values)
        values["body"] = .text(body)
        values["sourcePath"] = .text(sourcePath)
        values["tags"] = try .list(tags)
        values["toc"] = try .list(toc)
        values["hasTOC"] = .flag(hasTOC)
        values["hasSymbols"] = .flag(hasSymbols)
        values["symbolsURL"] = .text(ifAny: symbolsURL)
        values["tocIsSteps"] = .flag(tocIsSteps)
        values["editURL"] = .text(ifAny: editURL)
        values["series"] = try series?.templateValue()
        values["codeLegend"] = try .list(codeLegend)
        values["hasCodeLegend"] = .flag(!codeLegend.isEmpty)
        values["codeCheck"] = .text(ifAny: codeCheck)
        values["codeUnchecked"] = .text(ifAny: codeUnchecked)
        values["codeRequirement"] = .text(ifAny: codeRequirement)
        values["updatedISO"] = .text(ifAny: updatedISO)
        values["updatedText"] = .text(ifAny: updatedText)
        values["isPage"] = .flag(isPage)
        return values.value
    }
}
