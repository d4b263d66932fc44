import Content
import Foundation
import Rendering

/// What one build keeps for the next (`sitegen serve`): parsed articles and highlighted
/// code, reused where the source did not change, and the build record (`BuildRecord`),
/// kept in memory instead of beside the output folder until `saveRecord(for:)`.
public final class BuildCache: Sendable {
    let articles = ArticleCache()
    let highlighting = HighlightCache()
    private let record = Box<BuildRecord>()

    public init() {}

    /// The record of the last build, when it describes `output` as it is now.
    func lastRecord(for output: URL) -> BuildRecord? {
        record.value.flatMap { $0.describes(output) ? $0 : nil }
    }

    func keep(_ record: BuildRecord?) { self.record.value = record }

    /// What the last build rendered, for showing a saved article's page before the next build.
    struct LastRender: Sendable {
        var renderer: SiteRenderer
        var articles: [Article]
        /// The site map of `articles`, made once.
        var map: SiteMap
        var output: String
        /// Every HTML page's links and anchors, and every file's path.
        var pages: [String: LinkChecker.PageLinks]
        var paths: Set<String>
        var basePath: String
        /// Each article's index in `articles` by its file's absolute path, as the watcher names it.
        var indexByFile: [String: Int] = [:]
        /// Which build it is: a page shown after a build must not put back an older state.
        var build = UUID()

        init(renderer: SiteRenderer, articles: [Article], output: String, pages: [String: LinkChecker.PageLinks], paths: Set<String>,
             basePath: String) {
            self.renderer = renderer
            self.articles = articles
            map = SiteMap(articles: articles)
            self.output = output
            self.pages = pages
            self.paths = paths
            self.basePath = basePath
            for (index, article) in articles.enumerated() {
                indexByFile[URL(fileURLWithPath: article.sourcePath).standardizedFileURL.path] = index
            }
        }
    }

    private let render = Box<LastRender>()

    var lastRender: LastRender? {
        get { render.value }
        set { render.value = newValue }
    }

    /// Replaces the last render with `updated` (the same build's, with saved pages in it),
    /// unless a build has replaced it meanwhile.
    func update(_ updated: LastRender) {
        render.update { current in
            if current?.build == updated.build { current = updated }
        }
    }

    /// Writes the last build's record beside the output folder, for the next `sitegen build`.
    public func saveRecord(for output: URL) {
        lastRecord(for: output)?.save(for: output)
    }
}

/// A value behind a lock.
private final class Box<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value?

    var value: Value? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    func update(_ change: (inout Value?) -> Void) {
        lock.withLock { change(&stored) }
    }
}
