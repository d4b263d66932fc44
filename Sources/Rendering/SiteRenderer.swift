import Content
import Diagnostics
import Foundation
import FrontMatter
import Markdown

/// The render stage: articles, templates and what the earlier stages found out about the
/// code blocks in; every file of the site out.
public struct SiteRenderer: Sendable {
    public var site: SiteConfig
    public var templates: TemplateLibrary
    /// The code blocks' verdicts and highlighted lines; nil draws every block as plain `<pre><code>`.
    public var codeBlocks: CodeBlockDrawing?
    /// The date the feed gives when no article has one (`SOURCE_DATE_EPOCH` style).
    public var buildDate: Date
    /// The Alarm app demo: with it, the site gets `demo/index.html` (template `demo`) and
    /// articles with `demo: true` embed the app and link their deeplinks to it.
    public var demo: DemoConfiguration?
    /// When each article last changed, by source path (`ChangeDates`): shown on its page and
    /// the feed's `updated`.
    public var lastChanged: [String: PostDate] = [:]

    public init(site: SiteConfig, templates: TemplateLibrary, buildDate: Date, demo: DemoConfiguration? = nil,
                codeBlocks: CodeBlockDrawing? = nil) {
        self.site = site
        self.templates = templates
        self.buildDate = buildDate
        self.demo = demo
        self.codeBlocks = codeBlocks
        // Blocks link to their whole files where the theme draws those pages.
        self.codeBlocks?.wholeFiles = templates.has(WholeFilePages.template)
    }

    /// Readers read about 200 words of prose a minute.
    static let wordsPerMinute = 200
    /// Code reads slower: about 25 lines a minute (some 2.4 s a line), counting the lines a
    /// reader sees, not the hidden ones.
    static let codeLinesPerMinute = 25

    /// An article's reading time in minutes (at least 1): its prose and its code.
    static func readingMinutes(_ body: RenderedBody) -> Int {
        max(1, Int((Double(body.wordCount) / Double(wordsPerMinute) + Double(body.codeLines) / Double(codeLinesPerMinute)).rounded()))
    }

    /// Renders every page. Pages are independent, so they are rendered on all cores.
    public func render(_ articles: [Article]) throws(DiagnosticError) -> [OutputFile] {
        try render(articles, reuse: PageReuse()).files
    }

    /// What becomes of an article's page as soon as it is rendered: the build writes it into
    /// its staging folder and keeps what stands for it (`OutputFile.staged`), so that the
    /// pages of 10,000 articles are never all in memory at once.
    public typealias PageSink = @Sendable (OutputFile) throws(DiagnosticError) -> OutputFile

    /// Renders every page but those of the articles whose page key is the one `reuse`
    /// recorded for them: those come out as `OutputFile.reused(…)`, to be taken from the
    /// earlier build's output, with their reading time and search entry from its records.
    /// The site-wide pages (home, tags, series, feeds, search) are always rendered.
    ///
    /// Each article is rendered in one go on one core: its body, then its page (given to
    /// `pageSink`, when there is one) and its search entry; the body is not kept.
    public func render(_ articles: [Article], reuse: PageReuse, pageSink: PageSink? = nil) throws(DiagnosticError) -> RenderedSite {
        let map = SiteMap(articles: articles)
        // The demo page exists when an article embeds the demo.
        let demoPage = demoPage(for: articles)
        let context = pageContext(map: map, demoPage: demoPage)
        let keys = pageKeys(articles, reuse: reuse, map: map, context: context)
        let kept: [RenderRecord?] = zip(articles, keys).map { article, key in
            guard let key, let record = reuse.previous[article.sourcePath], record.pageKey == key else { return nil }
            return record
        }
        let fresh = articles.indices.filter { kept[$0] == nil }
        let pages = ArticlePages(context: context, map: map, templates: templates, demo: demoPage,
                                 lastChanged: lastChanged, checkSentence: codeBlocks?.checkSentence)
        // In runs of consecutive articles, each run remembering the search terms of the words it met.
        let rendered: [FreshArticle] = fresh.parallelMapRuns { run -> [FreshArticle] in
            let memo = SpanishText.TermMemo()
            var pages = pages
            pages.templates = pages.templates.unshared()
            return run.map { index in
                let article = articles[index]
                let body = MarkdownHTMLRenderer.body(of: article, demo: demoPage, codeBlocks: codeBlocks)
                let minutes = Self.readingMinutes(body)
                let page = Result { () throws(DiagnosticError) -> OutputFile in
                    let page = try pages.render(article, body: body, minutes: minutes)
                    return try pageSink?(page) ?? page
                }
                return FreshArticle(minutes: minutes, page: page, entry: SearchIndex.entry(article, body, memo: memo))
            }
        }.flatMap { $0 }
        var minutes: [String: Int] = [:]
        for (index, article) in articles.enumerated() {
            if let record = kept[index] { minutes[article.sourcePath] = record.minutes }
        }
        for (index, fresh) in zip(fresh, rendered) { minutes[articles[index].sourcePath] = fresh.minutes }

        var pageFiles: [OutputFile?] = articles.indices.map { index in
            kept[index] == nil ? nil : .reused(path: articles[index].outputPath, sourcePath: articles[index].sourcePath)
        }
        var errors: [Diagnostic] = []
        for (index, fresh) in zip(fresh, rendered) {
            switch fresh.page {
            case .success(let file): pageFiles[index] = file
            case .failure(let error): errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { throw DiagnosticError(errors) }
        var files = pageFiles.compactMap { $0 }
        let reusedArticles = Set(articles.indices.filter { kept[$0] != nil }.map { articles[$0].sourcePath })

        var entries: [SearchIndex.Entry?] = kept.map { $0?.search.entry }
        for (index, fresh) in zip(fresh, rendered) { entries[index] = fresh.entry }
        let search = SearchIndex(entries: entries.map { $0! })
        // The site-wide pages and the search files, at the same time: each is mostly one core's work.
        let (sitePages, searchFiles) = concurrently({
            Result { () throws(DiagnosticError) -> [OutputFile] in
                var files = try IndexPages(context: context, map: map, minutes: minutes, templates: templates).render()
                if let codeBlocks {
                    files += try WholeFilePages(context: context, map: map, verdicts: codeBlocks.verdicts, templates: templates).render()
                    // Made from the verdicts, as the pages' rows are: a reused page's table is written again alike.
                    files += (map.articles + map.pages).compactMap { PageSymbols.file(of: $0, drawing: codeBlocks) }
                }
                if let demoPage { files.append(try demoPage.render(context: context, templates: templates)) }
                return files + Feeds(site: site, map: map, buildDate: buildDate, otherPages: demoPage == nil ? [] : [DemoPage.urlPath],
                                     lastChanged: lastChanged).render()
            }
        }, {
            // Readers load only the manifest and the shards their query needs; the whole index
            // is written when site.yml asks for it (for tools and the test that compares results).
            (site.searchWholeIndex ? [search.file()] : []) + SearchShards(entries: search.entries, layout: SearchShards.Layout(site: site)).files
        })
        files += try sitePages.get()
        files += searchFiles

        var records: [String: RenderRecord] = [:]
        for (index, article) in articles.enumerated() {
            guard let key = keys[index], let minutes = minutes[article.sourcePath] else { continue }
            records[article.sourcePath] = RenderRecord(pageKey: key, minutes: minutes, search: SearchEntryRecord(search.entries[index]))
        }
        return RenderedSite(files: files, records: records, reusedArticles: reusedArticles)
    }
}

/// What rendering one article gave: its reading time, its page (or why it has none) and its
/// entry in the search index.
private struct FreshArticle: Sendable {
    var minutes: Int
    var page: Result<OutputFile, DiagnosticError>
    var entry: SearchIndex.Entry
}
