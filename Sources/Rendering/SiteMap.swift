import Content
import Foundation

/// Where each page of the site lives, decided before anything is rendered so every page
/// can link to every other.
public struct SiteMap: Sendable {
    public struct SeriesEntry: Sendable {
        public var title: String
        public var slug: String
        public var articles: [Article]
        public var urlPath: String { Routes.seriesFolder + slug + "/" }
    }

    public struct TagEntry: Sendable {
        public var name: String
        public var slug: String
        public var articles: [Article]
        public var urlPath: String { Routes.tags + slug + "/" }
    }

    /// The articles the listings show, in reading order (standalone pages left out).
    public var articles: [Article]
    /// Standalone pages (`layout: page`): rendered, in the sitemap, in no listing.
    public var pages: [Article]
    /// Series in reading order, each with its articles by part.
    public var series: [SeriesEntry]
    /// Tags by name, each with its articles in reading order.
    public var tags: [TagEntry]

    public init(articles all: [Article]) {
        let articles = all.filter { !$0.isPage }
        self.articles = articles
        pages = all.filter(\.isPage)
        var seriesByTitle: [String: [Article]] = [:]
        var seriesOrder: [String] = []
        var tagsByName: [String: (name: String, articles: [Article])] = [:]
        for article in articles {
            if let title = article.series {
                if seriesByTitle[title] == nil { seriesOrder.append(title) }
                seriesByTitle[title, default: []].append(article)
            }
            for tag in article.tags {
                let slug = Slug.make(tag)
                tagsByName[slug, default: (tag, [])].articles.append(article)
            }
        }
        series = seriesOrder.map { title in
            SeriesEntry(title: title, slug: Slug.make(title),
                        articles: seriesByTitle[title]!.sorted { ($0.part ?? 0, $0.title) < ($1.part ?? 0, $1.title) })
        }
        tags = tagsByName.map { TagEntry(name: $0.value.name, slug: $0.key, articles: $0.value.articles) }
            .sorted { $0.name.lowercased() < $1.name.lowercased() }
    }

    public func series(of article: Article) -> SeriesEntry? {
        guard let title = article.series else { return nil }
        return series.first { $0.title == title }
    }
}

/// Relative links between pages, so the site works under any base path and from files.
enum RelativeURL {
    /// The prefix from a page's folder back to the site root: `intro/` → `../`.
    static func root(fromPage urlPath: String) -> String {
        if urlPath.hasSuffix("/") {
            return String(repeating: "../", count: urlPath.split(separator: "/").count)
        }
        // A file such as `a/b.html`: its folder is `a/`.
        return String(repeating: "../", count: max(0, urlPath.split(separator: "/").count - 1))
    }
}
