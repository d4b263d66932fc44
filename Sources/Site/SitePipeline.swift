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
        progress("\(step(1, options))Loading and parsing \(options.contentDirectory)/")
        let files = try ContentLoader.read(directory: URL(fileURLWithPath: options.contentDirectory),
                                           displayDirectory: options.contentDirectory)
        let content = try ContentParser.parse(files, cache: cache?.articles)

        var verified = VerifyStage.Outcome()
        if options.verify {
            progress("[2/5] Verifying the Swift blocks (cached)")
            verified = try await VerifyStage.run(content, contentDirectory: options.contentDirectory, options: options.doctestOptions)
        }

        progress("\(step(3, options))Rendering \(content.articles.count) article\(content.articles.count == 1 ? "" : "s")")
        // The footer says the blocks were checked only when the doctests really ran.
        var site = try await render(content, verdicts: verified.report == nil ? nil : verified.verdicts, checkedWith: verified.checkedWith,
                                    options: options, cache: cache)
        if options.fileLinks { site = FileLinks.rewrite(site) }

        progress("\(step(4, options))Checking \(site.count) files and their links")
        try OutputCheck.check(site, baseURL: content.site.baseURL)

        progress("\(step(5, options))Writing \(options.outputDirectory)/")
        try AtomicWriter.write(site, to: URL(fileURLWithPath: options.outputDirectory),
                               contentDirectory: URL(fileURLWithPath: options.contentDirectory))
        return BuildSummary(articles: content.articles.count, files: site.count, warnings: content.warnings + verified.warnings,
                            seconds: Date().timeIntervalSince(start), reusedArticles: cache?.articles.reused ?? 0,
                            doctests: verified.report)
    }

    /// The render stage: highlighting, then the pages from the templates, then the theme's assets.
    static func render(_ content: LoadedContent, verdicts: [CodeBlock.ID: CodeBlockVerdict]?, checkedWith: String? = nil,
                       options: BuildOptions, cache: BuildCache?) async throws(DiagnosticError) -> [OutputFile] {
        let themeFolder: String
        do {
            themeFolder = try BuiltInTheme.folder(for: options.templatesDirectory)
        } catch {
            throw DiagnosticError("cannot write the built-in theme to a temporary folder: \(error.localizedDescription)",
                                  at: SourceLocation(file: options.templatesDirectory, line: 0))
        }
        let templatesURL = URL(fileURLWithPath: themeFolder)
        let templates = try await TemplateLibrary(directory: templatesURL, displayDirectory: options.templatesDirectory)
        var codeBlocks = CodeBlockDrawing(
            verdicts: verdicts ?? [:],
            highlightedLines: options.highlight ? HighlightStage.highlight(content.articles, cache: cache?.highlighting) : [:],
            lineNumbers: lineNumbers(in: content.site), verified: verdicts != nil)
        if verdicts != nil {
            // The day of the check: this build's (SOURCE_DATE_EPOCH's in a reproducible build).
            codeBlocks.checkedWith = checkedWith
            codeBlocks.checkDate = PostDate(options.sourceDate ?? Date())
        }
        var renderer = SiteRenderer(site: content.site, templates: templates,
                                    buildDate: options.sourceDate ?? newestModification(in: URL(fileURLWithPath: options.contentDirectory)),
                                    demo: try templates.demoConfiguration(), codeBlocks: codeBlocks)
        renderer.lastChanged = ChangeDates.lastChanged(of: content.articles, contentDirectory: options.contentDirectory,
                                                       sourceDate: options.sourceDate)
        return try renderer.render(content.articles)
            + (try Assets.load(from: templatesURL, displayDirectory: options.templatesDirectory))
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
        let fileManager = FileManager.default
        var newest = Date(timeIntervalSince1970: 0)
        if let enumerator = fileManager.enumerator(at: contentDirectory, includingPropertiesForKeys: [.contentModificationDateKey]) {
            for case let url as URL in enumerator {
                if let date = try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate, date > newest {
                    newest = date
                }
            }
        }
        return newest
    }
}
