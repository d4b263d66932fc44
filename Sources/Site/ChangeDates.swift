import Content
import Diagnostics
import Files
import Foundation
import FrontMatter

/// When each article was first published and when it last changed, from the content folder's
/// git history: the oldest and the newest commit that touched its file. A file changed since
/// its last commit, or not committed, last changed at its modification time. With
/// `SOURCE_DATE_EPOCH` set, no date is later than it. A shallow clone gives none.
enum ChangeDates {
    /// Each article's dates, by source path (`content/x.md`).
    struct Dates: Sendable {
        /// The newest commit, or the file's modification time.
        var lastChanged: [String: PostDate] = [:]
        /// The oldest commit: the article's date where its front matter gives none.
        var firstCommitted: [String: PostDate] = [:]
    }

    static func dates(of articles: [Article], contentDirectory: String, sourceDate: Date?) -> Dates {
        let folder = URL(fileURLWithPath: contentDirectory)
        // A shallow clone knows one commit: every file would get its date (and the checkout's
        // file times are all one time too). No dates, rather than wrong ones; the build warns.
        if isShallowClone(folder) { return Dates() }
        let prefix = contentDirectory.hasSuffix("/") ? contentDirectory : contentDirectory + "/"
        let committed = commitDates(in: folder)
        var dates = Dates()
        func bounded(_ date: Date) -> PostDate { PostDate(sourceDate.map { min(date, $0) } ?? date) }
        for article in articles where article.sourcePath.hasPrefix(prefix) {
            let relative = String(article.sourcePath.dropFirst(prefix.count))
            if let first = committed.oldest[relative] { dates.firstCommitted[article.sourcePath] = bounded(first) }
            guard let date = committed.newest[relative] ?? FileTimes.modified(folder.path + "/" + relative) else { continue }
            dates.lastChanged[article.sourcePath] = bounded(date)
        }
        return dates
    }

    /// The newest commit date of each file of `folder` that git tracks and that has no change
    /// since, and the oldest commit date of each file git tracks (relative paths); empty
    /// without git or a repository.
    static func commitDates(in folder: URL) -> (newest: [String: Date], oldest: [String: Date]) {
        guard let log = git(["log", "--format=%x01%cI", "--name-only", "--relative", "--", "."], in: folder) else { return ([:], [:]) }
        // Files changed since their last commit, and files git does not track, have no commit date.
        let changed = Set((git(["ls-files", "--modified", "--others", "--exclude-standard"], in: folder) ?? "")
            .split(separator: "\n").map(String.init))
        let formatter = ISO8601DateFormatter()
        var newest: [String: Date] = [:]
        var oldest: [String: Date] = [:]
        var current: Date?
        // Newest commit first: a file's first line is its newest commit, its last its oldest.
        for line in log.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("\u{1}") {
                current = formatter.date(from: String(line.dropFirst()))
            } else if let current {
                let file = String(line)
                if newest[file] == nil, !changed.contains(file) { newest[file] = current }
                oldest[file] = current
            }
        }
        return (newest, oldest)
    }

    /// Whether `folder` is in a shallow git clone (`git clone --depth 1`, a CI checkout).
    static func isShallowClone(_ folder: URL) -> Bool {
        git(["rev-parse", "--is-shallow-repository"], in: folder)?.trimmingCharacters(in: .whitespacesAndNewlines) == "true"
    }

    /// The build's warning for a content folder in a shallow clone, or nil.
    static func shallowCloneWarning(contentDirectory: String) -> Diagnostic? {
        guard isShallowClone(URL(fileURLWithPath: contentDirectory)) else { return nil }
        return Diagnostic(.warning, "the content folder is in a shallow git clone, so when each article last changed is unknown: "
                          + "pages show no «Actualizado» date and the feed uses each article's own date "
                          + "(fetch the whole history: git fetch --unshallow, or actions/checkout with fetch-depth: 0)",
                          at: SourceLocation(file: contentDirectory, line: 0))
    }

    /// git's output, or nil when git is missing or fails (not a repository).
    private static func git(_ arguments: [String], in folder: URL) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Files' modification times with a plain `stat` (`FileStatus`), not URL resource values:
/// every build asks them of the article files, file after file.
enum FileTimes {
    static func modified(_ path: String) -> Date? {
        FileStatus(path)?.modificationDate
    }

    /// The newest modification time of the files and folders under `folder`.
    static func newest(under folder: String) -> Date? {
        var newest: Date?
        FileStatus.forEachEntry(under: folder) { relative, status, isLink in
            // A link counts with its target's time, as `modified` reads it.
            let date = isLink ? modified(folder + "/" + relative) : status.modificationDate
            if let date, newest.map({ date > $0 }) ?? true { newest = date }
        }
        return newest
    }
}
