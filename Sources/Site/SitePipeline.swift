import Content
import Diagnostics
import Doctest
import Foundation
import FrontMatter
import Markdown
import Rendering

/// Where a build reads and writes, as the user named the folders, and what it runs.
public struct BuildOptions: Sendable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var outputDirectory: String
    /// Runs the verify stage (the doctests, cached) so each Swift block carries its badge.
    /// Off for benchmarks of the rendering alone and for sites without a Swift toolchain.
    public var verify: Bool
    /// How the verify stage runs (jobs, time limit, build folder of the core modules).
    public var doctestOptions: DoctestOptions
    /// Highlights Swift blocks with swift-syntax (off draws them plain, as a benchmark
    /// against generators that do not highlight).
    public var highlight: Bool = true
    /// Links name `index.html` (`--for-files`), so the site works opened from its files.
    public var fileLinks = false
    /// The date undated feed entries get; nil takes the newest modification time of the
    /// content files. The command line sets it from `SOURCE_DATE_EPOCH` (reproducible builds).
    public var sourceDate: Date?
    /// Reuses what the last build into the same output folder left (`BuildRecord`): unchanged
    /// articles are not parsed again and unchanged pages not rendered again. Off (`--clean`)
    /// builds everything, as the first build does.
    public var incremental = true
    /// Whether a build lets go of what it read and rendered before it returns. The command
    /// line turns it off, as it exits right after: the trees and pages of 10,000 articles
    /// would be freed one object at a time, on one core, for nothing.
    public var freesMemory = true
    /// Whether a failing block shows the compiler's messages on its page, under the lines they
    /// are about (`sitegen serve`, for the author); a published page shows the badge only.
    public var errorsInPlace = false
    /// The site's address, in place of site.yml's `baseURL` (`--base-url`): a GitHub Pages
    /// project site is served under its repository's name, which the workflow knows.
    public var baseURL: String?

    public init(contentDirectory: String = "content", templatesDirectory: String = "templates",
                outputDirectory: String = "public", verify: Bool = false,
                doctestOptions: DoctestOptions = DoctestOptions()) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.verify = verify
        self.doctestOptions = doctestOptions
    }
}

/// What a build did, for the closing line and for tests.
public struct BuildSummary: Sendable {
    public var articles: Int
    public var files: Int
    public var warnings: [Diagnostic]
    public var seconds: Double
    /// Articles taken unchanged from the build cache instead of being parsed again.
    public var reusedArticles: Int = 0
    /// Article pages kept from the last build into the same output folder (`BuildRecord`).
    public var keptPages: Int = 0
    /// Whether nothing had changed since the last build into the same output folder, which
    /// was left as it was.
    public var upToDate = false
    /// The verify stage's report, when it ran.
    public var doctests: DoctestReport?
}

/// The whole pipeline: load → parse → verify → render → write.
public enum SitePipeline {
    /// Builds the site. On any error nothing in the output folder changes.
    ///
    /// - Parameter progress: receives one line per stage, e.g. `[3/5] Rendering 9 articles`.
    /// - Parameter cache: what an earlier build parsed and highlighted, for rebuilds.
    public static func build(_ options: BuildOptions, cache: BuildCache? = nil,
                             progress: @Sendable (String) -> Void = { _ in }) async throws(DiagnosticError) -> BuildSummary {
        let start = Date()
        let output = URL(fileURLWithPath: options.outputDirectory)
        progress("\(step(1, options))Loading and parsing \(options.contentDirectory)/")
        var files = try ContentLoader.read(directory: URL(fileURLWithPath: options.contentDirectory),
                                           displayDirectory: options.contentDirectory)
        if let baseURL = options.baseURL { files.site.baseURL = SiteConfig.folder(baseURL) }
        // `sitegen serve` keeps the record in memory between its builds. The articles' details
        // (most of the record) are read only once the build is known to render. The record is
        // read (mostly on one core) while the texts are hashed (on all of them).
        let (basics, hashes) = concurrently({
            options.incremental ? (cache?.lastRecord(for: output) ?? BuildRecord.load(for: output, details: false)) : nil
        }, {
            files.files.parallelMap { SHA256.hex($0.text) }
        })
        let textHashes = Dictionary(uniqueKeysWithValues: zip(files.files.map(\.sourcePath), hashes))
        var incremental = Incremental(files: files, textHashes: textHashes, previous: basics,
                                      parsedFromSummary: [], output: output)
        // `sitegen serve` builds in full, keeping unchanged pages: it needs the site rendered in
        // memory to show saved pages at once (`SavedPages`).
        if cache == nil, !options.verify, let upToDate = try upToDate(incremental, options: options, start: start) {
            progress("Nothing changed since the last build")
            return upToDate
        }
        let previous = basics?.withDetails()
        incremental.previous = previous
        // The verify stage reads every article's code: it needs them all parsed.
        let unchanged: @Sendable (SourceFile) -> BuildRecord.ArticleRecord? = { file in
            guard !options.verify, let record = previous?.articles[file.sourcePath], !record.embedsDemo,
                  record.textHash == textHashes[file.sourcePath] else { return nil }
            return record
        }
        let content = try ContentParser.parse(files, cache: cache?.articles) { file in
            unchanged(file).map { ReusedParse(article: $0.summary?.article, warnings: $0.warnings) }
        }

        var verified = VerifyStage.Outcome()
        if options.verify {
            progress("[2/5] Verifying the Swift blocks (cached)")
            verified = try await VerifyStage.run(content, contentDirectory: options.contentDirectory, options: options.doctestOptions,
                                                 errorsInPlace: options.errorsInPlace)
        }

        progress("\(step(3, options))Rendering \(content.articles.count) article\(content.articles.count == 1 ? "" : "s")")
        incremental.parsedFromSummary = Set(files.files.filter { unchanged($0) != nil }.map(\.sourcePath))
        // The articles' pages go into the staging folder as they are rendered: the new site
        // takes the output folder's place only once it is complete and its links checked.
        let contentURL = URL(fileURLWithPath: options.contentDirectory)
        // What the last build wrote: anything else in the output, not kept, is refused, never deleted.
        let lastWritten = (previous ?? BuildRecord.load(for: output, details: false))?.outputFiles
        let staging = try AtomicWriter.StagingFolder(for: output, contentDirectory: contentURL, kept: content.site.kept,
                                                     written: lastWritten?.isEmpty == false ? lastWritten : nil,
                                                     templatesDirectory: URL(fileURLWithPath: options.templatesDirectory))
        var rendered: Rendered
        let links: [String: LinkChecker.PageLinks]
        let staged: Result<AtomicWriter.Staged, DiagnosticError>
        do {
            // The footer says the blocks were checked only when the doctests really ran.
            var render = try await render(content, verdicts: verified.report == nil ? nil : verified.verdicts, checkedWith: verified.checkedWith,
                                          options: options, cache: cache, incremental: incremental,
                                          pageSink: { [fileLinks = options.fileLinks] page throws(DiagnosticError) in
                                              try staging.write(page: page, fileLinks: fileLinks)
                                          })
            if options.fileLinks { render.site.files = FileLinks.rewrite(render.site.files) }
            rendered = render
            let site = rendered.site.files

            progress("\(step(4, options))Checking \(site.count) files and their links")
            var knownLinks = staging.pageLinks
            for article in rendered.articles where rendered.site.reusedArticles.contains(article.sourcePath) {
                knownLinks[article.outputPath] = previous?.articles[article.sourcePath]?.page?.links
            }
            // The rest of the files are written while the links are checked.
            let baseURL = content.site.baseURL
            let checked: Result<[String: LinkChecker.PageLinks], DiagnosticError>
            (checked, staged) = concurrently(
                { Result { () throws(DiagnosticError) in try OutputCheck.check(site, baseURL: baseURL, knownPages: knownLinks) } },
                { Result { () throws(DiagnosticError) in try staging.finish(writing: site) } })
            links = try checked.get()
        } catch {
            staging.discard()
            throw error
        }

        progress("\(step(5, options))Writing \(options.outputDirectory)/")
        let written = try staged.get()
        BuildRecord.remove(for: output)
        try written.commit()
        // Every file is written: what follows needs their paths, not their contents.
        rendered.site.files = rendered.site.files.map(OutputFile.staged)
        let site = rendered.site.files
        if options.incremental {
            // The files as they are now that the old tree is gone (its links moved their
            // status-change times).
            let record = incremental.record(of: rendered, warnings: content.fileWarnings, links: links,
                                            siteWideKey: options.verify ? nil : rendered.siteWideKey,
                                            outputFiles: BuildRecord.stampsNow(of: written.stamps, in: output), kept: written.kept)
            if let cache { cache.keep(record) } else { record.save(for: output) }
        }
        cache?.lastRender = BuildCache.LastRender(renderer: rendered.renderer, articles: rendered.articles, output: output.path,
                                                  pages: links, paths: Set(site.map(\.path)),
                                                  basePath: OutputCheck.basePath(of: content.site.baseURL))
        let summary = BuildSummary(articles: content.articles.count, files: site.count,
                                   warnings: content.warnings + verified.warnings
                                       + [ChangeDates.shallowCloneWarning(contentDirectory: options.contentDirectory)].compactMap { $0 },
                                   seconds: Date().timeIntervalSince(start), reusedArticles: cache?.articles.reused ?? 0,
                                   keptPages: rendered.site.reusedArticles.count, doctests: verified.report)
        if !options.freesMemory { KeptUntilExit.keep([files, content, rendered, incremental, previous as Any]) }
        return summary
    }

    /// What a render made: the site's files and what the next build may reuse of them, and
    /// the articles as rendered (those parsed again to render their pages in full).
    struct Rendered {
        var site: RenderedSite
        var articles: [Article]
        /// `Incremental.siteWideKey` of the render (nil without a record to keep).
        var siteWideKey: String?
        /// The renderer, as it rendered the site.
        var renderer: SiteRenderer
    }

    /// The summary of a build that has nothing to do: every file's text is the one the last
    /// build's record knows, and so are the templates, the settings, sitegen, the options,
    /// the articles' last changes and the build's date, and the output folder is as that
    /// build wrote it. Its warnings are the ones that build gave. Nil when anything differs.
    static func upToDate(_ incremental: Incremental, options: BuildOptions, start: Date) throws(DiagnosticError) -> BuildSummary? {
        guard options.incremental, let previous = incremental.previous, !previous.siteWideKey.isEmpty,
              let articles = incremental.unchangedArticles(),
              let themeFolder = try? BuiltInTheme.folder(for: options.templatesDirectory) else { return nil }
        // The site-wide key (git's dates, on one core) is made while the output's files are
        // checked (on the cores it leaves).
        let (sameKey, outputAsWritten) = concurrently({
            let siteKey = incremental.siteKey(options: options, templates: URL(fileURLWithPath: themeFolder))
            let dates = ChangeDates.dates(of: articles, contentDirectory: options.contentDirectory, sourceDate: options.sourceDate)
            let buildDate = options.sourceDate ?? newestModification(in: URL(fileURLWithPath: options.contentDirectory))
            return incremental.siteWideKey(siteKey: siteKey, dates: dates, buildDate: buildDate) == previous.siteWideKey
        }, {
            previous.outputIsAsWritten(incremental.output)
        })
        guard sameKey, outputAsWritten else { return nil }
        // What builds killed before their end left beside the output goes, as after any build.
        AtomicWriter.removeAbandonedStagingFolders(of: incremental.output.standardizedFileURL)
        let warnings = incremental.files.problems.filter { $0.severity != .error }
            + incremental.files.files.flatMap { previous.articles[$0.sourcePath]?.warnings ?? [] }
        var summary = BuildSummary(articles: previous.publishedCount, files: previous.fileCount,
                                   warnings: warnings, seconds: Date().timeIntervalSince(start))
        summary.keptPages = previous.publishedCount
        summary.upToDate = true
        return summary
    }

    /// The render stage: highlighting, then the pages from the templates, then the theme's assets.
    static func render(_ content: LoadedContent, verdicts: [CodeBlock.ID: CodeBlockVerdict]?, checkedWith: String? = nil,
                       options: BuildOptions, cache: BuildCache?) async throws(DiagnosticError) -> [OutputFile] {
        try await render(content, verdicts: verdicts, checkedWith: checkedWith, options: options, cache: cache, incremental: nil).site.files
    }

    /// - Parameter pageSink: what becomes of each article's page as it is rendered (see
    ///   `SiteRenderer.PageSink`); without it, every page stays in the result.
    static func render(_ content: LoadedContent, verdicts: [CodeBlock.ID: CodeBlockVerdict]?, checkedWith: String? = nil,
                       options: BuildOptions, cache: BuildCache?, incremental: Incremental?,
                       pageSink: SiteRenderer.PageSink? = nil) async throws(DiagnosticError) -> Rendered {
        let leadingOut = TemplateLinks.leadingOut(of: options.templatesDirectory)
        guard leadingOut.isEmpty else { throw DiagnosticError(leadingOut) }
        let themeFolder: String
        do {
            themeFolder = try BuiltInTheme.folder(for: options.templatesDirectory)
        } catch {
            throw DiagnosticError("cannot write the built-in theme to a temporary folder: \(error.localizedDescription)",
                                  at: SourceLocation(file: options.templatesDirectory, line: 0))
        }
        let templatesURL = URL(fileURLWithPath: themeFolder)
        let templates = try await TemplateLibrary(directory: templatesURL, displayDirectory: options.templatesDirectory)
        var codeBlocks = CodeBlockDrawing(verdicts: verdicts ?? [:], lineNumbers: lineNumbers(in: content.site), verified: verdicts != nil)
        if verdicts != nil {
            // The day of the check: this build's (SOURCE_DATE_EPOCH's in a reproducible build).
            codeBlocks.checkedWith = checkedWith
            codeBlocks.checkDate = PostDate(options.sourceDate ?? Date())
        }
        var renderer = SiteRenderer(site: content.site, templates: templates,
                                    buildDate: options.sourceDate ?? newestModification(in: URL(fileURLWithPath: options.contentDirectory)),
                                    demo: try templates.demoConfiguration(), codeBlocks: codeBlocks)
        let dates = ChangeDates.dates(of: content.articles, contentDirectory: options.contentDirectory, sourceDate: options.sourceDate)
        renderer.lastChanged = dates.lastChanged
        // An article whose front matter gives no date is dated by its first commit.
        var articles = content.articles.map { article in
            guard article.date == nil, let first = dates.firstCommitted[article.sourcePath] else { return article }
            var dated = article
            dated.date = first
            return dated
        }
        var reuse = PageReuse()
        var siteWideKey: String?
        if let incremental {
            let siteKey = incremental.siteKey(options: options, templates: templatesURL)
            siteWideKey = incremental.siteWideKey(siteKey: siteKey, dates: dates, buildDate: renderer.buildDate)
            reuse = incremental.pageReuse(articles, siteKey: siteKey)
            // An article read from its summary whose page changes is parsed after all.
            let kept = renderer.reusablePages(articles, reuse: reuse)
            articles = try incremental.parsingInFull(articles, except: kept)
        }
        let kept = renderer.reusablePages(articles, reuse: reuse)
        if options.highlight {
            renderer.codeBlocks?.highlightedLines = HighlightStage.highlight(articles.filter { !kept.contains($0.sourcePath) },
                                                                            cache: cache?.highlighting)
            // The whole files after each step, on their own pages (rendered every build).
            if let verdicts = renderer.codeBlocks?.verdicts {
                renderer.codeBlocks?.verdicts = HighlightStage.highlightWholeFiles(verdicts, cache: cache?.highlighting)
            }
        }
        let site = try renderer.render(articles, reuse: reuse, pageSink: pageSink)
        let files = site.files + (try Assets.load(from: templatesURL, displayDirectory: options.templatesDirectory))
        return Rendered(site: RenderedSite(files: files, records: site.records, reusedArticles: site.reusedArticles), articles: articles,
                        siteWideKey: siteWideKey, renderer: renderer)
    }

    /// The site-wide line-number setting from `site.yml` (`lineNumbers: true`).
    static func lineNumbers(in site: SiteConfig) -> Bool {
        if case .bool(let value)? = site.extra["lineNumbers"] { return value }
        return false
    }

    /// `[3/5] ` with the verify stage, `[2/4] ` without it: the numbers count the stages run.
    static func step(_ number: Int, _ options: BuildOptions) -> String {
        return options.verify ? "[\(number)/5] " : "[\(number > 2 ? number - 1 : number)/4] "
    }

    /// The newest modification time among the content files: the date of undated feed entries.
    static func newestModification(in contentDirectory: URL) -> Date {
        FileTimes.newest(under: contentDirectory.path) ?? Date(timeIntervalSince1970: 0)
    }
}

/// What a build of the command line leaves to the process's exit to free (`BuildOptions.freesMemory`).
enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [Any] = []

    static func keep(_ kept: [Any]) {
        lock.withLock { values += kept }
    }
}
