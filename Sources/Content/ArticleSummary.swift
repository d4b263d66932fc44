import Diagnostics
import Foundation
import FrontMatter
import Markdown

/// What the site's other pages need of an article (its address, title, dates, tags, series
/// place), kept by an incremental build so an unchanged article is not parsed again.
///
/// An article made back from its summary has an empty body and empty front matter: it can
/// stand in the site map, the index pages, the feeds and its neighbours' series lists, but
/// its own page, its code blocks and the demo need the parsed article.
public struct ArticleSummary: Codable, Hashable, Sendable {
    public var sourcePath: String
    public var slug: String
    public var title: String
    public var description: String?
    public var date: PostDate?
    public var tags: [String]
    public var categories: [String]
    public var series: String?
    public var part: Int?
    public var order: Int?
    public var outputPath: String
    public var urlPath: String

    public init(_ article: Article) {
        sourcePath = article.sourcePath
        slug = article.slug
        title = article.title
        description = article.description
        date = article.date
        tags = article.tags
        categories = article.categories
        series = article.series
        part = article.part
        order = article.order
        outputPath = article.outputPath
        urlPath = article.urlPath
    }

    /// The article as the site's other pages see it, without its body.
    public var article: Article {
        Article(sourcePath: sourcePath, slug: slug, title: title, description: description, date: date, tags: tags,
                categories: categories, series: series, part: part, order: order, outputPath: outputPath, urlPath: urlPath,
                frontMatter: FrontMatter(), document: MarkdownDocument(file: sourcePath, root: MarkdownNode(kind: .document)),
                excerpt: nil)
    }
}

/// An earlier build's parse of a file whose text has not changed: its article (nil when
/// `published: false`) and the warnings it gave.
public struct ReusedParse: Sendable {
    public var article: Article?
    public var warnings: [Diagnostic]

    public init(article: Article?, warnings: [Diagnostic]) {
        self.article = article
        self.warnings = warnings
    }
}
