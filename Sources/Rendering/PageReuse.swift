import Content
import Diagnostics
import Foundation
import Markdown

/// What an incremental build keeps of an article's rendering, so that the next build can
/// leave its page as it is when nothing the page shows has changed.
public struct RenderRecord: Codable, Hashable, Sendable {
    /// Everything the page was made from (see `SiteRenderer.pageKey`).
    public var pageKey: String
    /// Its reading time, which the index pages show.
    public var minutes: Int
    /// Its entry in the search index.
    public var search: SearchEntryRecord
}

/// An article's search-index entry, as kept between builds.
public struct SearchEntryRecord: Codable, Hashable, Sendable {
    var title: String
    var url: String
    var description: String
    var sections: [[String]]
    var texts: [String]
    var codeLines: [String]
    var titleTerms: [String]
    var headingTerms: [[String]]

    init(_ entry: SearchIndex.Entry) {
        title = entry.t
        url = entry.u
        description = entry.d
        sections = entry.s
        texts = entry.texts
        codeLines = entry.codeLines
        titleTerms = entry.titleTerms
        headingTerms = entry.headingTerms
    }

    var entry: SearchIndex.Entry {
        SearchIndex.Entry(t: title, u: url, d: description, s: sections, texts: texts, codeLines: codeLines,
                          titleTerms: titleTerms, headingTerms: headingTerms)
    }
}

extension RenderRecord {
    /// The record in the build record's binary form (`RecordBytes`).
    public func write(to record: inout RecordBytes.Writer) {
        record.string(pageKey)
        record.integer(minutes)
        search.write(to: &record)
    }

    /// The record `write(to:)` wrote.
    public init(from record: inout RecordBytes.Reader) throws(RecordBytes.Damaged) {
        pageKey = try record.string()
        minutes = try record.integer()
        search = try SearchEntryRecord(from: &record)
    }
}

extension SearchEntryRecord {
    func write(to record: inout RecordBytes.Writer) {
        record.string(title)
        record.string(url)
        record.string(description)
        record.stringArrays(sections)
        record.strings(texts)
        record.strings(codeLines)
        record.strings(titleTerms)
        record.stringArrays(headingTerms)
    }

    init(from record: inout RecordBytes.Reader) throws(RecordBytes.Damaged) {
        title = try record.string()
        url = try record.string()
        description = try record.string()
        sections = try record.stringArrays()
        texts = try record.strings()
        codeLines = try record.strings()
        titleTerms = try record.strings()
        headingTerms = try record.stringArrays()
    }
}

/// How a render may reuse an earlier build's pages.
public struct PageReuse: Sendable {
    /// For each article that may reuse its page (by source path): what the build knows made
    /// it (its text, the templates, the settings, sitegen itself). An article without one
    /// is always rendered (one that embeds the demo, say).
    public var inputKeys: [String: String]
    /// The earlier build's records, by source path.
    public var previous: [String: RenderRecord]

    public init(inputKeys: [String: String] = [:], previous: [String: RenderRecord] = [:]) {
        self.inputKeys = inputKeys
        self.previous = previous
    }
}

/// A render's files, and what the next build may reuse.
public struct RenderedSite: Sendable {
    public var files: [OutputFile]
    /// By source path, for every article that had an input key.
    public var records: [String: RenderRecord]
    /// The articles whose pages were not rendered again (`OutputFile.isReused`).
    public var reusedArticles: Set<String>

    public init(files: [OutputFile], records: [String: RenderRecord], reusedArticles: Set<String>) {
        self.files = files
        self.records = records
        self.reusedArticles = reusedArticles
    }
}

extension SiteRenderer {
    /// The articles whose pages a render with `reuse` keeps, by source path.
    public func reusablePages(_ articles: [Article], reuse: PageReuse) -> Set<String> {
        guard !reuse.previous.isEmpty else { return [] }
        let map = SiteMap(articles: articles)
        let demoPage = demoPage(for: articles)
        let context = pageContext(map: map, demoPage: demoPage)
        let keys = pageKeys(articles, reuse: reuse, map: map, context: context)
        return Set(zip(articles, keys).compactMap { article, key in
            key != nil && reuse.previous[article.sourcePath]?.pageKey == key ? article.sourcePath : nil
        })
    }

    /// Each article's page key (nil for those without an input key).
    func pageKeys(_ articles: [Article], reuse: PageReuse, map: SiteMap, context: PageContext) -> [String?] {
        guard !reuse.inputKeys.isEmpty else { return articles.map { _ in nil } }
        var verdictsByFile: [String: [(CodeBlock.ID, CodeBlockVerdict)]] = [:]
        for (id, verdict) in codeBlocks?.verdicts ?? [:] { verdictsByFile[id.file, default: []].append((id, verdict)) }
        for file in verdictsByFile.keys { verdictsByFile[file]!.sort { $0.0 < $1.0 } }
        return articles.map { article in
            reuse.inputKeys[article.sourcePath].map {
                pageKey(for: article, inputKey: $0, map: map, context: context, verdictsByFile: verdictsByFile)
            }
        }
    }

    /// What an article's page shows besides its own text and the site-wide inputs the
    /// `inputKey` covers: the series it belongs to (its parts' titles and addresses), its
    /// last change, its blocks' verdicts and the site-wide facts the renderer adds (the
    /// footer's counts, the check sentence, the demo page). Two builds that give an article
    /// the same key give it the same page.
    func pageKey(for article: Article, inputKey: String, map: SiteMap, context: PageContext,
                 verdictsByFile: [String: [(CodeBlock.ID, CodeBlockVerdict)]]) -> String {
        var key = inputKey
        key += "\u{1}" + context.codeCheck + "\u{1}" + (context.hasDemo ? "demo" : "")
        for page in context.pages { key += "\u{2}" + page.title + "\u{3}" + page.url }
        key += "\u{1}" + (codeBlocks?.checkSentence ?? "") + "\u{1}" + (codeBlocks?.lineNumbers == true ? "n" : "")
        // Its dates: the last change, and its date where that comes from git (the first commit).
        key += "\u{1}" + (lastChanged[article.sourcePath]?.isoDay ?? "") + "\u{2}" + (article.date?.isoDay ?? "")
        if let series = map.series(of: article) {
            key += "\u{1}" + series.title
            for part in series.articles { key += "\u{2}" + part.title + "\u{3}" + part.urlPath + "\u{3}" + part.sourcePath }
        }
        // A block's whole file is on another page: this one shows only its link (name and length).
        for (id, verdict) in verdictsByFile[article.sourcePath] ?? [] {
            var shown = verdict
            shown.wholeFile = nil
            shown.symbols = nil
            key += "\u{1}\(id.line):\(shown)" + (verdict.wholeFile.map { "\u{2}\($0.name)\u{2}\($0.lines.count)" } ?? "")
            // The names' popovers, written out rather than described: a block has dozens.
            for entry in verdict.symbols?.entries ?? [] {
                key += "\u{2}" + entry.declaration + "\u{3}" + entry.about + "\u{3}" + entry.origin
                    + (entry.target.map { "\u{3}\($0.urlPath)#\($0.line)" } ?? "")
            }
            for use in verdict.symbols?.uses ?? [] { key += "\u{4}\(use.line):\(use.column):\(use.length):\(use.entry)" }
        }
        return key
    }
}

extension SiteRenderer {
    /// The demo page (`demo/`), when the theme has the demo and an article of `articles` embeds it.
    func demoPage(for articles: [Article]) -> DemoPage? {
        demo.map { DemoPage(configuration: $0, articles: articles) }.flatMap { $0.chapters.isEmpty ? nil : $0 }
    }

    /// What every page of the site shows of the site: the demo's link, the footer's links to
    /// the standalone pages, how the code was checked.
    func pageContext(map: SiteMap, demoPage: DemoPage?) -> PageContext {
        PageContext(site: site, hasDemo: demoPage != nil, codeCheck: (codeBlocks ?? CodeBlockDrawing()).summary,
                    pages: map.pages.map { LinkValues(title: $0.title, url: $0.urlPath) })
    }

    /// The whole-files page of one article in `map` (`WholeFilePages`), when it has one: what
    /// `sitegen serve` writes beside the article's page after a save.
    public func renderWholeFilesPage(of article: Article, in map: SiteMap) throws(DiagnosticError) -> OutputFile? {
        guard let codeBlocks else { return nil }
        let demoPage = demoPage(for: map.articles)
        return try WholeFilePages(context: pageContext(map: map, demoPage: demoPage), map: map, verdicts: codeBlocks.verdicts,
                                  templates: templates).render(only: [article.sourcePath]).first
    }

    /// The table of declarations of one article (`PageSymbols`), when its blocks name
    /// any: what `sitegen serve` writes beside the article's page after a save.
    public func renderSymbolTable(of article: Article) -> OutputFile? {
        codeBlocks.flatMap { PageSymbols.file(of: article, drawing: $0) }
    }

    /// The page of one article in `map` (the site as the last build knew it, where the article
    /// has the same title, address and series place), on its own: what `sitegen serve` shows
    /// first after a save, before the whole site is built again.
    public func renderPage(of article: Article, in map: SiteMap) throws(DiagnosticError) -> OutputFile {
        let articles = map.articles.map { $0.sourcePath == article.sourcePath ? article : $0 }
        let demoPage = demoPage(for: articles)
        let context = pageContext(map: map, demoPage: demoPage)
        let body = MarkdownHTMLRenderer.body(of: article, demo: demoPage, codeBlocks: codeBlocks)
        let pages = ArticlePages(context: context, map: map, templates: templates,
                                 demo: demoPage, lastChanged: lastChanged, checkSentence: codeBlocks?.checkSentence)
        return try pages.render(article, body: body, minutes: Self.readingMinutes(body))
    }
}
