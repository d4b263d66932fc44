import Content
import Diagnostics
import Foundation
import Markdown
import Rendering

/// Where a build reads and writes, as the user named the folders.
public struct BuildOptions: Sendable {
    public var contentDirectory: String
    public var templatesDirectory: String
    public var outputDirectory: String

    public init(contentDirectory: String = "content", templatesDirectory: String = "templates",
                outputDirectory: String = "public") {
        self.contentDirectory = contentDirectory
        self.templatesDirectory = templatesDirectory
        self.outputDirectory = outputDirectory
    }
}

/// What a build did, for the closing line and for tests.
public struct BuildSummary: Sendable {
    public var articles: Int
    public var files: Int
    public var warnings: [Diagnostic]
    public var seconds: Double
}

/// The whole pipeline: load → parse → verify → render → write.
public enum SitePipeline {
    /// Builds the site. On any error nothing in the output folder changes.
    ///
    /// - Parameter progress: receives one line per stage, e.g. `[2/5] Rendering 9 articles`.
    public static func build(_ options: BuildOptions, progress: @Sendable (String) -> Void = { _ in }) async throws(DiagnosticError) -> BuildSummary {
        let start = Date()
        let contentURL = URL(fileURLWithPath: options.contentDirectory)

        progress("[1/4] Loading and parsing \(options.contentDirectory)/")
        let content = try ContentLoader.load(directory: contentURL, displayDirectory: options.contentDirectory)

        progress("[2/4] Rendering \(content.articles.count) articles")
        let templates = try await TemplateLibrary(directory: URL(fileURLWithPath: options.templatesDirectory),
                                                  displayDirectory: options.templatesDirectory)
        let renderer = SiteRenderer(site: content.site, templates: templates,
                                    buildDate: buildDate(contentDirectory: contentURL), demo: .alarmDemo)
        var files = try renderer.render(content.articles)
        files += try Assets.load(from: URL(fileURLWithPath: options.templatesDirectory), displayDirectory: options.templatesDirectory)

        progress("[3/4] Checking \(files.count) files and their links")
        try checkUniquePaths(files)
        let basePath = URL(string: content.site.baseURL)?.path ?? "/"
        let broken = LinkChecker.check(files, basePath: basePath.hasSuffix("/") ? basePath : basePath + "/")
        guard broken.isEmpty else { throw DiagnosticError(broken) }

        progress("[4/4] Writing \(options.outputDirectory)/")
        try AtomicWriter.write(files, to: URL(fileURLWithPath: options.outputDirectory))
        return BuildSummary(articles: content.articles.count, files: files.count, warnings: content.warnings,
                            seconds: Date().timeIntervalSince(start))
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
