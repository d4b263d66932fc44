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
    let queue = BuildQueue()
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
    ///
    /// The whole site is built in the background, so a save made while a build runs is seen
    /// at once too: its pages are shown (`SavedPages`), and one more build follows the running
    /// one. A build that ends with saves waiting shows their pages again in the site it
    /// swapped in before the pages reload, so no page goes back to an older text.
    public func watch(until deadline: Date? = nil, log: @escaping @Sendable (String) -> Void) async {
        var watcher = SiteWatcher(folders: [URL(fileURLWithPath: options.contentDirectory),
                                            URL(fileURLWithPath: options.templatesDirectory)])
        while deadline.map({ Date() < $0 }) ?? true {
            guard await watcher.wait(upTo: 0.1) else { continue }
            let noticed = Date()
            var changed = watcher.changes()
            guard !changed.isEmpty else { continue }
            // An editor may write a file in several steps; let them land.
            try? await Task.sleep(for: .milliseconds(5))
            if watcher.mayHaveChanged() { changed += watcher.changes() }
            let saved = Array(Set(changed)).sorted()
            let found = Date()
            // The saved articles' pages first, on their own; then the whole site.
            if let pages = SavedPages.render(saved, options: options, cache: cache) {
                reload.succeeded()
                log("Showing the new \(pages.joined(separator: ", ")) \(String(format: "%.3f", Date().timeIntervalSince(noticed))) s after the save"
                    + " (\(String(format: "%.3f", found.timeIntervalSince(noticed))) s to find what changed); building the rest of the site")
            }
            if queue.add(saved) {
                Task.detached { [self] in await buildWhileQueued(log: log) }
            }
        }
        while queue.isBuilding { try? await Task.sleep(for: .milliseconds(20)) }
    }

    /// Builds the site until no save waits.
    private func buildWhileQueued(log: @escaping @Sendable (String) -> Void) async {
        var changed = queue.take()
        while true {
            let succeeded = await rebuild(after: changed, log: log, reloads: false)
            let waiting = queue.waiting
            // Saves made during the build: their pages again, over the site just swapped in.
            if succeeded, !waiting.isEmpty { _ = SavedPages.render(waiting, options: options, cache: cache) }
            if succeeded { reload.succeeded() }
            guard let next = queue.finishOrTake() else { return }
            changed = next
        }
    }

    /// One rebuild; returns true when it succeeded.
    /// - Parameter reloads: whether a success makes the open pages reload.
    @discardableResult
    public func rebuild(after changed: [String] = [], log: @Sendable (String) -> Void, reloads: Bool = true) async -> Bool {
        let names = changed.map { ($0 as NSString).lastPathComponent }
        do {
            let summary = try await SitePipeline.build(options, cache: cache)
            for warning in summary.warnings { log(warning.description) }
            if reloads { reload.succeeded() }
            log("Rebuilt in \(String(format: "%.2f", summary.seconds)) s after changes to \(names.joined(separator: ", "))"
                + (summary.upToDate ? " (nothing to do)"
                    : " (rendered \(summary.articles - summary.keptPages) of \(summary.articles) article pages again, kept the others)"))
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

/// The saves waiting for a build, and whether one runs.
final class BuildQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var building = false
    private var saved: Set<String> = []

    /// Adds saves; true when no build runs (the caller starts one).
    func add(_ files: [String]) -> Bool {
        lock.withLock {
            saved.formUnion(files)
            guard !building else { return false }
            building = true
            return true
        }
    }

    /// The saves waiting, taken for the build about to start.
    func take() -> [String] {
        lock.withLock {
            defer { saved = [] }
            return saved.sorted()
        }
    }

    /// The saves waiting, left in place.
    var waiting: [String] { lock.withLock { saved.sorted() } }

    /// The saves waiting, for one more build; nil when there are none (the build stops).
    func finishOrTake() -> [String]? {
        lock.withLock {
            guard !saved.isEmpty else {
                building = false
                return nil
            }
            defer { saved = [] }
            return saved.sorted()
        }
    }

    var isBuilding: Bool { lock.withLock { building } }
}
