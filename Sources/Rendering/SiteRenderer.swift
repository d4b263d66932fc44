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
        let map = SiteMap(articles: articles)
        // The demo page exists when an article embeds the demo.
        let demoPage = demo.map { DemoPage(configuration: $0, articles: articles) }.flatMap { $0.chapters.isEmpty ? nil : $0 }
        let context = PageContext(site: site, hasDemo: demoPage != nil,
                                  codeCheck: (codeBlocks ?? CodeBlockDrawing()).summary)
        let bodies: [RenderedBody] = articles.parallelMap { article in
            MarkdownHTMLRenderer(skipTitleHeading: article.title, deeplinkTryLinks: demoPage?.tryLinks(for: article),
                                 codeBlocks: codeBlocks).render(article.document)
        }
        var minutes: [String: Int] = [:]
        for (article, body) in zip(articles, bodies) {
            minutes[article.sourcePath] = Self.readingMinutes(body)
        }

        let pages = ArticlePages(context: context, map: map, minutes: minutes, templates: templates, demo: demoPage,
                                 lastChanged: lastChanged, checkSentence: codeBlocks?.checkSentence)
        let results: [Result<OutputFile, DiagnosticError>] = Array(zip(articles, bodies)).parallelMap { pair in
            Result { () throws(DiagnosticError) -> OutputFile in try pages.render(pair.0, body: pair.1) }
        }
        var files: [OutputFile] = []
        var errors: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): errors += error.diagnostics
            }
        }
        guard errors.isEmpty else { throw DiagnosticError(errors) }

        let indexes = IndexPages(context: context, map: map, minutes: minutes, templates: templates)
        files += try indexes.render()
        if let demoPage { files.append(try demoPage.render(context: context, templates: templates)) }
        files += Feeds(site: site, map: map, buildDate: buildDate, otherPages: demoPage == nil ? [] : [DemoPage.urlPath],
                       lastChanged: lastChanged).render()
        let search = SearchIndex(articles: articles, bodies: bodies)
        // The whole index stays for tools and for the test that compares results; readers
        // load only the manifest and the shards their query needs.
        files.append(search.file())
        files += SearchShards(entries: search.entries).files
        return files
    }
}
