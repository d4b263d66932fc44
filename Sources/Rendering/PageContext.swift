import Content
import FrontMatter
import Foundation

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

    func siteValues() -> SiteValues { SiteValues(site: site, codeCheck: codeCheck) }

    /// - Parameters:
    ///   - urlPath: the page's address relative to the site root (`intro/`, "" for home).
    func page(title: String, description: String, urlPath: String, kind: PageKind, root: String? = nil) -> PageValues {
        let root = root ?? RelativeURL.root(fromPage: urlPath)
        return PageValues(
            title: title, fullTitle: title == site.title ? title : "\(title) · \(site.title)", description: description,
            canonicalURL: site.hasAddress ? site.baseURL + urlPath : nil, root: root, kind: kind, ogType: kind == .article ? "article" : "website",
            language: site.language, demoURL: hasDemo ? root + Routes.demo : nil)
    }

    func card(_ article: Article, root: String, readingMinutes: Int?) -> ArticleCard {
        ArticleCard(title: article.title, url: root + article.urlPath, description: ShownText(article.description),
                    part: article.part, readingMinutes: readingMinutes, dateISO: article.date?.isoDay,
                    dateText: article.date.map(SpanishDate.long))
    }
}

/// The kinds of page, as `page.kind` names them; each page also gets `page.is<Kind>`.
enum PageKind: String, Encodable {
    case home, article, series, tag, tags, notFound = "404", demo

    /// `isHome`, `isArticle`, …, `is404`.
    var flagKey: String { "is" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}

/// `site`: the settings of `site.yml`, its other keys included (they win over the known ones).
struct SiteValues: Encodable {
    let site: SiteConfig
    let codeCheck: String

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TemplateKey.self)
        var values: [String: FrontMatterValue] = [
            "title": .string(site.title), "description": .string(site.description), "baseURL": .string(site.baseURL),
            "language": .string(site.language),
        ]
        // Left out when empty: an empty string is true to Mustache, and pages credit no one.
        if !site.author.isEmpty { values["author"] = .string(site.author) }
        if let repository = site.repository { values["repository"] = .string(repository) }
        // The card social networks show for a link (the theme's assets/og-image.png) needs an
        // absolute address: only a site whose settings give one has it.
        if site.hasAddress {
            values["ogImage"] = .string(site.baseURL + "assets/og-image.png")
        }
        values["codeCheck"] = .string(codeCheck)
        for (key, value) in site.extra { values[key] = value }
        for (key, value) in values { try container.encode(value, forKey: TemplateKey(key)) }
    }
}

/// `page`: what the layout needs to know about the page it wraps.
struct PageValues: Encodable {
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

    private enum CodingKeys: String, CodingKey {
        case title, fullTitle, description, canonicalURL, root, kind, ogType, language, demoURL, publishedTime
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(fullTitle, forKey: .fullTitle)
        try container.encode(description, forKey: .description)
        try container.encodeIfPresent(canonicalURL, forKey: .canonicalURL)
        try container.encode(root, forKey: .root)
        try container.encode(kind, forKey: .kind)
        try container.encode(ogType, forKey: .ogType)
        try container.encode(language, forKey: .language)
        try container.encodeIfPresent(demoURL, forKey: .demoURL)
        try container.encodeIfPresent(publishedTime, forKey: .publishedTime)
        var flags = encoder.container(keyedBy: TemplateKey.self)
        try flags.encode(true, forKey: TemplateKey(kind.flagKey))
    }
}

/// An article as a card or a list entry links to it.
struct ArticleCard: Encodable {
    var title: String
    var url: String
    var description: ShownText
    var part: Int?
    var readingMinutes: Int?
    var dateISO: String?
    var dateText: String?
}

/// A link with its text.
struct LinkValues: Encodable {
    var title: String
    var url: String
}

/// A tag as pages list it.
struct TagValues: Encodable {
    var name: String
    var url: String
    var count: Int?
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
        var articles: [ArticleCard]
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

struct ArticlePageContext: Encodable {
    var site: SiteValues
    var page: PageValues
    var article: ArticleValues
    var demo: DemoValues?
}

/// `article`: the article's card values, its body and navigation, and its front matter's
/// other keys (which never replace a key sitegen sets).
struct ArticleValues: Encodable {
    struct TOCItem: Encodable {
        var title: String
        var anchor: String
        var isSubsection: Bool
        /// A step of the code (a type or file name), drawn as code.
        var isStep = false
    }

    struct SeriesItem: Encodable {
        var title: String
        var url: String
        var position: Int
        var isCurrent: Bool
    }

    struct Series: Encodable {
        var title: String
        var url: String
        var position: Int
        var total: Int
        var articles: [SeriesItem]
        var previous: LinkValues?
        var next: LinkValues?
    }

    /// One entry of the legend under an article's code: a badge the article shows, and what it means.
    struct LegendEntry: Encodable {
        var badge: String
        var label: String
        var explanation: String
    }

    var card: ArticleCard
    var body: String
    var sourcePath: String
    var tags: [TagValues]
    var toc: [TOCItem]
    var hasTOC: Bool
    /// The table of contents lists the steps of the code (an article without headings).
    var tocIsSteps = false
    var editURL: String?
    var series: Series?
    var codeLegend: [LegendEntry] = []
    /// A sentence under the legend about what the code was checked against, when it is not
    /// what the reader would assume (the TCA series: the project's stand-in of the old API).
    var codeLegendNote: String?
    /// With what and when the code was checked: "Código comprobado al generar el sitio el …, con Swift 6.3.1 en Linux (x86_64)."
    var codeCheck: String?
    /// When the article last changed (git history, else its file), where that is not its date.
    var updatedISO: String?
    var updatedText: String?
    var frontMatter: [String: FrontMatterValue]

    private enum CodingKeys: String, CodingKey {
        case body, sourcePath, tags, toc, hasTOC, tocIsSteps, editURL, series, codeLegend, hasCodeLegend, codeLegendNote, codeCheck, updatedISO, updatedText
    }

    func encode(to encoder: any Encoder) throws {
        // The front matter's keys first: a key sitegen sets writes over one of the same name,
        // and a key sitegen leaves out (an article without a part) stays the front matter's.
        var extra = encoder.container(keyedBy: TemplateKey.self)
        for (key, value) in frontMatter { try extra.encode(value, forKey: TemplateKey(key)) }
        try card.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(body, forKey: .body)
        try container.encode(sourcePath, forKey: .sourcePath)
        try container.encode(tags, forKey: .tags)
        try container.encode(toc, forKey: .toc)
        try container.encode(hasTOC, forKey: .hasTOC)
        try container.encode(tocIsSteps, forKey: .tocIsSteps)
        try container.encodeIfPresent(editURL, forKey: .editURL)
        try container.encodeIfPresent(series, forKey: .series)
        try container.encode(codeLegend, forKey: .codeLegend)
        try container.encode(!codeLegend.isEmpty, forKey: .hasCodeLegend)
        try container.encodeIfPresent(codeLegendNote, forKey: .codeLegendNote)
        try container.encodeIfPresent(codeCheck, forKey: .codeCheck)
        try container.encodeIfPresent(updatedISO, forKey: .updatedISO)
        try container.encodeIfPresent(updatedText, forKey: .updatedText)
    }
}
