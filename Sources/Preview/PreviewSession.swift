import Diagnostics
import Foundation
import Site

/// `sitegen serve`: builds the site, serves it on 127.0.0.1, rebuilds when content/ or
/// templates/ change and makes the open pages reload.
///
/// Rebuilds reuse what did not change: articles whose file text is the same are not
/// parsed again, Swift blocks whose code is the same are not highlighted again, and the
/// pages of articles that did not change are kept (`BuildCache`, `BuildRecord`). The site
/// is swapped in atomically, so a failed rebuild leaves the last good site on screen, with
/// its error over it.
public final class PreviewSession: Sendable {
    /// The folders the session builds from and serves.
    public let options: BuildOptions
    let cache = BuildCache()
    let reload = ReloadState()
    let server: PreviewServer

    /// A session that serves `options.outputDirectory`; nothing runs until `start`.
    public init(options: BuildOptions) {
        self.options = options
        server = PreviewServer(root: URL(fileURLWithPath: options.outputDirectory), reload: reload)
    }

    /// Builds once and starts serving; returns the port. A failing first build is an error.
    ///
    /// A client that closes its connection early makes a write fail with `SIGPIPE`: the
    /// process must ignore that signal (the command line does, before it starts a session).
    public func start(port: UInt16, log: @Sendable (String) -> Void) async throws -> UInt16 {
        let summary = try await SitePipeline.build(options, cache: cache, progress: log)
        for warning in summary.warnings { log(warning.description) }
        return try server.start(port: port)
    }

    /// Watches the sources and rebuilds until `deadline` (or for ever when nil).
    public func watch(until deadline: Date? = nil, log: @Sendable (String) -> Void) async {
        var watcher = SiteWatcher(folders: [URL(fileURLWithPath: options.contentDirectory),
                                            URL(fileURLWithPath: options.templatesDirectory)])
        while deadline.map({ Date() < $0 }) ?? true {
            guard await watcher.wait(upTo: 0.1) else { continue }
            var changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            // An editor may write a file in several steps; let them land.
            try? await Task.sleep(for: .milliseconds(5))
            changed += watcher.changes()
            await rebuild(after: Array(Set(changed)).sorted(), log: log)
        }
    }

    /// One rebuild; returns true when it succeeded.
    @discardableResult
    public func rebuild(after changed: [String] = [], log: @Sendable (String) -> Void) async -> Bool {
        let names = changed.map { ($0 as NSString).lastPathComponent }
        do {
            let summary = try await SitePipeline.build(options, cache: cache)
            for warning in summary.warnings { log(warning.description) }
            reload.succeeded()
            log("Rebuilt in \(String(format: "%.2f", summary.seconds)) s after changes to \(names.joined(separator: ", "))"
                + " (parsed \(summary.articles - summary.reusedArticles) of \(summary.articles) articles, reused the others)")
            return true
        } catch {
            reload.failed(error.description)
            log(error.description)
            log("error: rebuild failed; still serving the last good site")
            return false
        }
    }

    /// Stops the server (the watcher stops at its deadline) and leaves the last build's record
    /// beside the output folder, so the next `sitegen build` reuses its work.
    public func stop() {
        server.stop()
        cache.saveRecord(for: URL(fileURLWithPath: options.outputDirectory))
    }
}
