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
    /// The front matter's `layout` (`page`: a standalone page, in no listing).
    public var layout: String?

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
        layout = article.frontMatter.layout
    }

    /// The article as the site's other pages see it, without its body.
    public var article: Article {
        var matter = FrontMatter()
        matter.layout = layout
        return Article(sourcePath: sourcePath, slug: slug, title: title, description: description, date: date, tags: tags,
                       categories: categories, series: series, part: part, order: order, outputPath: outputPath, urlPath: urlPath,
                       frontMatter: matter, document: MarkdownDocument(file: sourcePath, root: MarkdownNode(kind: .document)),
                       excerpt: nil)
    }
}

extension ArticleSummary {
    /// The summary in the build record's binary form (`RecordBytes`).
    public func write(to record: inout RecordBytes.Writer) {
        for text in [sourcePath, slug, title, outputPath, urlPath] { record.string(text) }
        record.optionalString(description)
        record.flag(date != nil)
        if let date {
            for number in [date.year, date.month, date.day] { record.integer(number) }
            record.number(date.date.timeIntervalSince1970)
        }
        record.strings(tags)
        record.strings(categories)
        record.optionalString(series)
        record.optionalInteger(part)
        record.optionalInteger(order)
        record.optionalString(layout)
    }

    /// The summary `write(to:)` wrote.
    public init(from record: inout RecordBytes.Reader) throws(RecordBytes.Damaged) {
        sourcePath = try record.string()
        slug = try record.string()
        title = try record.string()
        outputPath = try record.string()
        urlPath = try record.string()
        description = try record.optionalString()
        date = nil
        if try record.flag() {
            date = PostDate(year: try record.integer(), month: try record.integer(), day: try record.integer(),
                            date: Date(timeIntervalSince1970: try record.number()))
        }
        tags = try record.strings()
        categories = try record.strings()
        series = try record.optionalString()
        part = try record.optionalInteger()
        order = try record.optionalInteger()
        layout = try record.optionalString()
    }
}

extension Diagnostic {
    /// The diagnostic in the build record's binary form (`RecordBytes`).
    public func write(to record: inout RecordBytes.Writer) {
        record.string(location.file)
        record.integer(location.line)
        record.integer(location.column)
        record.string(severity.rawValue)
        record.string(message)
    }

    /// The diagnostic `write(to:)` wrote.
    public init(from record: inout RecordBytes.Reader) throws(RecordBytes.Damaged) {
        let location = SourceLocation(file: try record.string(), line: try record.integer(), column: try record.integer())
        guard let severity = Severity(rawValue: try record.string()) else { throw RecordBytes.Damaged() }
        self.init(severity, try record.string(), at: location)
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
