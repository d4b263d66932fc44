import Content
import Diagnostics
import Files
import Foundation
import Rendering
#if canImport(Glibc)
import Glibc
#endif

/// The write stage: puts a complete site into the output folder in one step.
///
/// The new site is written into a temporary folder beside the output, then exchanged with
/// the old one (`renameat2(RENAME_EXCHANGE)` on Linux, two renames elsewhere). A build that
/// fails at any point leaves the previous site byte for byte as it was. Paths are checked
/// before anything is written: nothing lands outside the output folder.
public enum AtomicWriter {
    /// A file in the output folder that marks it as sitegen's, so a mistyped `--output`
    /// never replaces someone's folder.
    public static let markerName = ".sitegen-output"

    /// Writes `files` as the whole site in `outputDirectory`. A reused file
    /// (`OutputFile.isReused`) is the one the output folder already has at its path.
    ///
    /// - Parameter contentDirectory: the folder the site is built from; an output folder
    ///   inside it is refused (each build would change the content it is built from).
    public static func write(_ files: [OutputFile], to outputDirectory: URL,
                             contentDirectory: URL? = nil) throws(DiagnosticError) {
        try stage(files, for: outputDirectory, contentDirectory: contentDirectory).commit()
    }

    /// A new site written in full beside the output folder, not yet in its place.
    struct Staged: Sendable {
        let staging: URL
        let output: URL
        /// The size and modification time of every file of the new site (as a walk of the
        /// output folder would find them once the site is in place).
        let stamps: [String: BuildRecord.FileStamp]
        /// Top-level entries of the old output that the new one takes over (`SiteConfig.kept`).
        var kept: Set<String> = []

        /// Puts the new site in place of the output folder in one step, moves the kept entries
        /// of the old one into it, then removes the old one.
        func commit() throws(DiagnosticError) {
            let fileManager = FileManager.default
            do {
                try swap(staging, into: output)
            } catch {
                try? fileManager.removeItem(at: staging)
                throw DiagnosticError("cannot move the new site into place: \(error)", at: SourceLocation(file: output.path, line: 0))
            }
            // After the exchange the staging path holds the previous site: what it kept moves over,
            // then it goes.
            for name in kept.sorted() where FileStatus(staging.appendingPathComponent(name).path, followingLinks: false) != nil
                && FileStatus(output.appendingPathComponent(name).path, followingLinks: false) == nil {
                do {
                    try fileManager.moveItem(at: staging.appendingPathComponent(name), to: output.appendingPathComponent(name))
                } catch {
                    throw DiagnosticError("cannot keep '\(name)' in the new site (it is left in \(staging.path)): \(error.localizedDescription)",
                                          at: SourceLocation(file: output.appendingPathComponent(name).path, line: 0))
                }
            }
            try? fileManager.removeItem(at: staging)
        }

        /// Removes the new site: the output folder stays as it was.
        func discard() {
            try? FileManager.default.removeItem(at: staging)
        }
    }

    /// Writes `files` into a staging folder beside `outputDirectory`, on all cores, after
    /// checking every path; nothing in the output folder changes until `Staged.commit()`.
    static func stage(_ files: [OutputFile], for outputDirectory: URL,
                      contentDirectory: URL? = nil) throws(DiagnosticError) -> Staged {
        let staging = try StagingFolder(for: outputDirectory, contentDirectory: contentDirectory)
        return try staging.finish(writing: files)
    }

    /// The folder beside the output where a build writes its new site: made (once the output
    /// folder is known to be replaceable and outside the content) before the render, so that
    /// pages go there as they are rendered (`write(page:fileLinks:)`), the rest once the whole
    /// site is known (`finish(writing:)`). Whatever fails on the way, `discard()` removes it.
    final class StagingFolder: @unchecked Sendable {
        let url: URL
        /// `url.path`.
        let path: String
        let output: URL
        private let lock = NSLock()
        private var stamps: [String: BuildRecord.FileStamp] = [:]
        private var links: [String: LinkChecker.PageLinks] = [:]

        /// Top-level entries of the output that sitegen did not write and the build keeps.
        let kept: Set<String>

        /// - Parameters:
        ///   - kept: top-level entries of the output folder a build keeps (`SiteConfig.kept`).
        ///   - written: the files the last build wrote (its record's), when it left a record: any
        ///     other entry of the output, not kept, was put there by someone else — refused.
        init(for outputDirectory: URL, contentDirectory: URL?, kept: Set<String> = [],
             written: [String: BuildRecord.FileStamp]? = nil, templatesDirectory: URL? = nil) throws(DiagnosticError) {
            let output = outputDirectory.standardizedFileURL
            let display = output.path
            func fail(_ message: String) -> DiagnosticError {
                DiagnosticError(message, at: SourceLocation(file: display, line: 0))
            }
            if let contentDirectory, isInside(output, contentDirectory) {
                throw fail("refusing to write the site inside the content folder '\(contentDirectory.path)' (choose an --output outside it, such as public/)")
            }
            if let templatesDirectory, isInside(output, templatesDirectory) {
                throw fail("refusing to write the site inside the templates folder '\(templatesDirectory.path)' (it would publish itself, and serve would rebuild forever)")
            }
            try checkReplaceable(output, fail: fail)
            if let written {
                let ours = Set(written.keys.map { String($0.prefix { $0 != "/" }) })
                let foreign = FileStatus.entries(of: output.path).filter { entry in
                    entry.name != markerName && !ours.contains(entry.name) && !kept.contains(entry.name)
                        // Dot files are carried over (`carryOverDotFiles`).
                        && !(entry.name.hasPrefix(".") && entry.status.isRegularFile && !entry.isLink)
                }.map(\.name).sorted()
                if !foreign.isEmpty {
                    let (was, it) = foreign.count == 1 ? ("was", "it") : ("were", "them")
                    throw fail("refusing to replace the output folder: \(foreign.map { "'\($0)'" }.joined(separator: ", ")) in it \(was) "
                               + "not written by sitegen and a build would delete \(it) (list \(it) under 'keep:' in site.yml, or move \(it) away)")
                }
            }
            self.kept = kept
            removeAbandonedStagingFolders(of: output)
            let staging = output.deletingLastPathComponent()
                .appendingPathComponent("\(stagingPrefix(of: output))\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
            do {
                try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            } catch {
                throw fail("cannot create the staging folder beside the output: \(error.localizedDescription)")
            }
            self.url = staging
            self.path = staging.path
            self.output = output
        }

        /// Writes one rendered page now (its links rewritten for `--for-files` first) and
        /// returns what stands for it in the site (`OutputFile.staged`); its ids and links are
        /// kept for the link check (`pageLinks`).
        func write(page: OutputFile, fileLinks: Bool) throws(DiagnosticError) -> OutputFile {
            guard isSafe(relativePath: page.path) else { throw refusal(page) }
            let page = fileLinks ? FileLinks.rewrite([page])[0] : page
            // Paths as text: a URL's path operations cost more than the write, page after page.
            let target = path + "/" + page.path
            let found = page.path.hasSuffix(".html") ? LinkChecker.PageLinks(html: page.contents) : nil
            var createdFolders: Set<String> = [path]
            let stamp: BuildRecord.FileStamp
            do {
                try makeFolders(containing: target, created: &createdFolders)
                stamp = BuildRecord.FileStamp(try PlainFile.writeGivingStatus(page.contents, to: target))
            } catch {
                throw DiagnosticError("cannot write the site: \(error.localizedDescription)",
                                      at: SourceLocation(file: page.sourcePath ?? output.path, line: 0))
            }
            lock.withLock {
                stamps[page.path] = stamp
                links[page.path] = found
            }
            return .staged(page)
        }

        /// The ids and links of the pages written so far, by path.
        var pageLinks: [String: LinkChecker.PageLinks] { lock.withLock { links } }

        /// Writes the files not written yet (after checking every path), the folder's marker and
        /// the output's dot files: the new site is complete, ready to take the output's place.
        /// On failure the staging folder is gone.
        func finish(writing files: [OutputFile]) throws(DiagnosticError) -> Staged {
            for file in files where !isSafe(relativePath: file.path) {
                discard()
                throw refusal(file)
            }
            do {
                var stamps = try writeFiles(files.filter { !$0.isStaged }, into: url, keepingFrom: output)
                let marker = url.appendingPathComponent(markerName)
                try Data("This folder is written by sitegen; a build replaces it whole.\n".utf8).write(to: marker)
                stamps[markerName] = BuildRecord.FileStamp(path: marker.path)
                for name in try carryOverDotFiles(from: output, to: url) {
                    stamps[name] = BuildRecord.FileStamp(path: url.appendingPathComponent(name).path)
                }
                let written = lock.withLock { self.stamps }
                return Staged(staging: url, output: output,
                              stamps: stamps.compactMapValues { $0 }.merging(written) { current, _ in current }, kept: kept)
            } catch {
                discard()
                throw DiagnosticError("cannot write the site: \(error.localizedDescription)", at: SourceLocation(file: output.path, line: 0))
            }
        }

        /// Removes the staging folder: the output folder stays as it was.
        func discard() {
            try? FileManager.default.removeItem(at: url)
        }

        private func refusal(_ file: OutputFile) -> DiagnosticError {
            DiagnosticError("refusing to write '\(file.path)': it is outside the output folder",
                            at: SourceLocation(file: file.sourcePath ?? output.path, line: 0))
        }
    }

    /// Writes the files into `staging` (reused ones linked from `output`), in contiguous runs
    /// spread over the cores; returns each file's stamp. Writing is most of a
    /// cold build's last seconds at 10,000 articles, much of it the file system's own work,
    /// which goes faster from two threads than from one.
    static func writeFiles(_ files: [OutputFile], into staging: URL, keepingFrom output: URL) throws -> [String: BuildRecord.FileStamp?] {
        let outcomes = files.parallelMapRuns { run -> Result<[(String, BuildRecord.FileStamp?)], Error> in
            Result {
                // Each run keeps its own list of the folders it made; `mkdir` tells it of the others'.
                let stagingPath = staging.path, outputPath = output.path
                var createdFolders: Set<String> = [stagingPath]
                var stamps: [(String, BuildRecord.FileStamp?)] = []
                for file in run {
                    // Paths as text, as for the pages (`write(page:fileLinks:)`).
                    let target = stagingPath + "/" + file.path
                    try makeFolders(containing: target, created: &createdFolders)
                    if file.isReused {
                        try keep(outputPath + "/" + file.path, as: target)
                        stamps.append((file.path, BuildRecord.FileStamp(path: target)))
                    } else {
                        stamps.append((file.path, BuildRecord.FileStamp(try PlainFile.writeGivingStatus(file.contents, to: target))))
                    }
                }
                return stamps
            }
        }
        var stamps: [String: BuildRecord.FileStamp?] = [:]
        for outcome in outcomes {
            for (path, stamp) in try outcome.get() { stamps[path] = stamp }
        }
        return stamps
    }

    /// Creates the folder `file` (a path) goes in, as `makeFolders(_:created:)` does.
    static func makeFolders(containing file: String, created: inout Set<String>) throws {
        guard let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) else { return }
        try makeFolders(String(file[..<slash]), created: &created)
    }

    /// Creates `folder` and the folders above it that `created` does not list, with plain
    /// `mkdir` calls: a build makes a folder per article, and `FileManager` wraps every one of
    /// them in work of its own.
    private static func makeFolders(_ folder: String, created: inout Set<String>) throws {
        guard !created.contains(folder) else { return }
        let parent = (folder as NSString).deletingLastPathComponent
        if parent != folder, !parent.isEmpty { try makeFolders(parent, created: &created) }
        if mkdir(folder, 0o755) != 0 && errno != EEXIST {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        created.insert(folder)
    }

    /// Puts the earlier build's file `old` into the staging folder as `new`: a hard link (the
    /// same bytes, nothing copied; neither is written again, and removing the old site leaves
    /// the new one whole), else a copy.
    static func keep(_ old: String, as new: String) throws {
        if link(old, new) == 0 { return }
        try FileManager.default.copyItem(atPath: old, toPath: new)
    }

    /// A relative path with no `..`, no absolute start and no empty name.
    static func isSafe(relativePath path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\\"), !path.contains("\0") else { return false }
        return path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { $0 != ".." && $0 != "." && !$0.isEmpty }
    }

    /// Refuses to replace anything but an earlier site: a file, a symbolic link, a folder
    /// sitegen did not make. A folder without the marker is replaced only when it is empty
    /// or holds nothing but plain dot files (the `.gitignore` that keeps `public/` in git),
    /// which `carryOverDotFiles` copies into the new site: a hidden folder such as `.git/`
    /// is never thrown away.
    static func checkReplaceable(_ output: URL, fail: (String) -> DiagnosticError) throws(DiagnosticError) {
        let fileManager = FileManager.default
        let current = URL(fileURLWithPath: fileManager.currentDirectoryPath).standardizedFileURL
        if output.path == "/" || current.path.hasPrefix(output.path + "/") || current.path == output.path {
            throw fail("refusing to use '\(output.path)' as the output folder: it holds the project (choose a folder such as public/)")
        }
        guard let type = try? fileManager.attributesOfItem(atPath: output.path)[.type] as? FileAttributeType else {
            return  // nothing there yet
        }
        guard type == .typeDirectory else {
            let what = type == .typeSymbolicLink ? "a symbolic link" : "not a folder"
            throw fail("refusing to replace '\(output.path)': it is \(what) (choose a folder for --output)")
        }
        guard let entries = try? fileManager.contentsOfDirectory(atPath: output.path) else {
            throw fail("cannot read the output folder '\(output.path)'")
        }
        if entries.contains(markerName) { return }
        let foreign = entries.filter { name in
            guard name.hasPrefix(".") else { return true }
            let type = try? fileManager.attributesOfItem(atPath: output.appendingPathComponent(name).path)[.type] as? FileAttributeType
            return type != .typeRegular
        }
        if !foreign.isEmpty {
            throw fail("refusing to replace '\(output.path)': it was not made by sitegen (empty it or choose another --output)")
        }
    }

    /// Whether `folder` is `container` or lies below it, symbolic links resolved.
    static func isInside(_ folder: URL, _ container: URL) -> Bool {
        let inner = resolved(folder).path
        let outer = resolved(container).path
        return inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }

    /// `url` with every symbolic link resolved, also where it does not exist yet: its nearest
    /// existing folder is resolved (`content-link/out`, with `content-link -> content`, is
    /// `content/out`), the rest appended.
    static func resolved(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while FileStatus(existing.path, followingLinks: false) == nil, existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var result = existing.resolvingSymlinksInPath()
        for component in rest { result.appendPathComponent(component) }
        return result.standardizedFileURL
    }

    /// Staging folders are named `.<output>.sitegen-<pid>-<random>` beside the output.
    static func stagingPrefix(of output: URL) -> String { ".\(output.lastPathComponent).sitegen-" }

    /// Removes the staging folders (and `-old` folders of the two-rename fallback, and the
    /// `-record` files of build records not yet in place, `BuildRecord.temporaryPath`) that
    /// builds killed before their end left beside the output. A folder is abandoned when
    /// the process its name records is gone; this process's own are left alone, as another
    /// build of the same process may be writing them.
    static func removeAbandonedStagingFolders(of output: URL) {
        let fileManager = FileManager.default
        let parent = output.deletingLastPathComponent()
        let prefix = stagingPrefix(of: output)
        guard let entries = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
        for name in entries where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count).split(separator: "-")
            guard rest.count == 2 || (rest.count == 3 && (rest[2] == "old" || rest[2] == "record")),
                  let pid = Int32(rest[0]), let _ = UInt32(rest[1]), pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) == 0 || errno != ESRCH { continue }  // still running (or not ours to ask)
            try? fileManager.removeItem(at: parent.appendingPathComponent(name))
        }
    }

    /// Dot files at the top of the old output (such as the `.gitignore` that keeps an empty
    /// `public/` in git) stay with the new site.
    /// Returns the names of the files it copied.
    static func carryOverDotFiles(from output: URL, to staging: URL) throws -> [String] {
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: output.path) else { return [] }
        var copied: [String] = []
        for name in entries where name.hasPrefix(".") && name != markerName {
            var isDirectory: ObjCBool = false
            let source = output.appendingPathComponent(name)
            guard fileManager.fileExists(atPath: source.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            try fileManager.copyItem(at: source, to: staging.appendingPathComponent(name))
            copied.append(name)
        }
        return copied
    }

    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// Exchanges the two folders in one system call where the system has it.
    static func swap(_ staging: URL, into output: URL) throws {
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: output.path) else {
            try fileManager.moveItem(at: staging, to: output)
            return
        }
        #if os(Linux)
        // Glibc's Swift overlay does not declare renameat2; look it up at run time.
        if let symbol = dlsym(nil, "renameat2") {
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let renameExchange: UInt32 = 1 << 1
            if renameat2(AT_FDCWD, staging.path, AT_FDCWD, output.path, renameExchange) == 0 { return }
        }
        #endif
        // Fallback: two renames; between them the output folder briefly does not exist.
        let old = staging.deletingLastPathComponent().appendingPathComponent(staging.lastPathComponent + "-old")
        try fileManager.moveItem(at: output, to: old)
        do {
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            try? fileManager.moveItem(at: old, to: output)
            throw error
        }
        try fileManager.moveItem(at: old, to: staging)
    }
}
