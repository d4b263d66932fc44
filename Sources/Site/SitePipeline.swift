import Content
import Diagnostics
import Doctest
import Foundation
import Markdown
import Rendering

/// Where a build reads and writes, as the user named the folders.
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
    /// A verdict to draw instead of the verify stage's (tests); nil uses the verify stage.
    public var codeBlockStatus: (@Sendable (CodeBlock) -> CodeBlockStatus?)?

    public init(contentDirectory: String = "content", templatesDirectory: String = "templates",
                outputDirectory: String = "public", verify: Bool = false,
                doctestOptions: DoctestOptions = DoctestOptions(),
                codeBlockStatus: (@Sendable (CodeBlock) -> CodeBlockStatus?)? = nil) {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
        self.verify = verify
        self.doctestOptions = doctestOptions
        self.codeBlockStatus = codeBlockStatus
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
    /// - Parameter progress: receives one line per stage, e.g. `[2/5] Rendering 9 articles`.
    /// - Parameter cache: what an earlier build parsed and highlighted, for rebuilds.
    public static func build(_ options: BuildOptions, cache: BuildCache? = nil,
                             progress: @Sendable (String) -> Void = { _ in }) async throws(DiagnosticError) -> BuildSummary {
        let start = Date()
        let contentURL = URL(fileURLWithPath: options.contentDirectory)

        progress("\(step(1, options))Loading and parsing \(options.contentDirectory)/")
        let content = try ContentLoader.load(directory: contentURL, displayDirectory: options.contentDirectory,
                                             cache: cache?.articles)

        var warnings = content.warnings
        var report: DoctestReport?
        if options.verify && options.codeBlockStatus == nil {
            progress("[2/5] Verifying the Swift blocks (cached)")
            do {
                report = try await Verification.verify(content, options: options.doctestOptions).report
                warnings += report!.blocks.filter { $0.status == .failed }.map {
                    Diagnostic(.warning, "this Swift block fails its doctest (see `sitegen test`): \($0.messages.first ?? $0.reason)",
                               at: SourceLocation(file: $0.file, line: $0.line))
                }
            } catch let error as DiagnosticError {
                throw error
            } catch {
                // No compiler or no build of the core modules: the site is still built,
                // its blocks drawn without badges.
                warnings.append(Diagnostic(.warning, "Swift blocks not verified: \(error)",
                                           at: SourceLocation(file: options.contentDirectory, line: 0)))
            }
        }
        let status = options.codeBlockStatus ?? DoctestStatus(report: report).status(of:)

        progress("\(step(3, options))Rendering \(content.articles.count) article\(content.articles.count == 1 ? "" : "s")")
        let templates = try await TemplateLibrary(directory: URL(fileURLWithPath: options.templatesDirectory),
                                                  displayDirectory: options.templatesDirectory)
        let drawer = CodeBlockDrawer(status: status, highlight: options.highlight,
                                     lineNumbers: CodeBlockDrawer.lineNumbers(in: content.site),
                                     cache: cache?.highlighting)
        // A theme without a `demo` template builds a site without the demo.
        let renderer = SiteRenderer(site: content.site, templates: templates,
                                    buildDate: buildDate(contentDirectory: contentURL),
                                    demo: templates.has("demo") ? .alarmDemo : nil, codeBlock: drawer.draw)
        var files = try renderer.render(content.articles)
        cache?.highlighting.trim()
        files += try Assets.load(from: URL(fileURLWithPath: options.templatesDirectory), displayDirectory: options.templatesDirectory)

        progress("\(step(4, options))Checking \(files.count) files and their links")
        try checkUniquePaths(files)
        let basePath = URL(string: content.site.baseURL)?.path ?? "/"
        let broken = LinkChecker.check(files, basePath: basePath.hasSuffix("/") ? basePath : basePath + "/")
        guard broken.isEmpty else { throw DiagnosticError(broken) }

        progress("\(step(5, options))Writing \(options.outputDirectory)/")
        try AtomicWriter.write(files, to: URL(fileURLWithPath: options.outputDirectory), contentDirectory: contentURL)
        return BuildSummary(articles: content.articles.count, files: files.count, warnings: warnings,
                            seconds: Date().timeIntervalSince(start), reusedArticles: cache?.articles.reused ?? 0,
                            doctests: report)
    }

    /// `[3/5] ` with the verify stage, `[2/4] ` without it: the numbers count the stages run.
    static func step(_ number: Int, _ options: BuildOptions) -> String {
        let verifying = options.verify && options.codeBlockStatus == nil
        return verifying ? "[\(number)/5] " : "[\(number > 2 ? number - 1 : number)/4] "
    }

    /// Two pages may not claim the same file (e.g. a permalink equal to a tag page).
    static func checkUniquePaths(_ files: [OutputFile]) throws(DiagnosticError) {
        var owners: [String: OutputFile] = [:]
        var problems: [Diagnostic] = []
        for file in files {
            if let earlier = owners[file.path] {
                let other = earlier.sourcePath ?? "the site's own \(earlier.path)"
                problems.append(Diagnostic(.error, "two pages would be written to \(file.path) (the other is \(other)); change a permalink or slug",
                                           at: SourceLocation(file: file.sourcePath ?? file.path, line: 0)))
            } else {
                owners[file.path] = file
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
    }

    /// The date for undated feed entries: `SOURCE_DATE_EPOCH` when set (reproducible
    /// builds), otherwise the newest modification time among the content files.
    static func buildDate(contentDirectory: URL) -> Date {
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = TimeInterval(epoch) {
            return Date(timeIntervalSince1970: seconds)
        }
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
