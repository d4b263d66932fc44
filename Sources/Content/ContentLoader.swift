import Diagnostics
import Files
import Foundation

/// Everything the content folder holds, loaded and parsed.
public struct LoadedContent: Sendable {
    public var site: SiteConfig
    /// Published articles, in reading order (see `Article.readingOrder`).
    public var articles: [Article]
    /// Warnings met while loading (e.g. unsupported Liquid tags); the build goes on.
    public var warnings: [Diagnostic]
    /// The warnings each article file gave when it was parsed, by source path.
    public var fileWarnings: [String: [Diagnostic]] = [:]
    /// Errors of a parse that is not strict (`ContentParser.parse(_:strict:)`): every file's,
    /// the articles they belong to made all the same where they could be.
    public var errors: [Diagnostic] = []
}

/// One article file as read from disk, not parsed yet.
public struct SourceFile: Sendable {
    /// The file as shown in messages, e.g. `content/intro.md`.
    public var sourcePath: String
    /// Its name, for the Jekyll post conventions (`YYYY-MM-DD-slug.md`).
    public var fileName: String
    public var text: String
}

/// What the load stage read: the site settings and every article file's text.
public struct ContentFiles: Sendable {
    public var site: SiteConfig
    public var files: [SourceFile]
    /// Files that could not be read (not UTF-8, unreadable), reported with the parse stage's errors.
    public var problems: [Diagnostic]
}

/// The load stage: reads `content/` (its `site.yml` and every article file).
public enum ContentLoader {
    /// Reads `site.yml` and every `.md` and `.markdown` file under `directory`.
    ///
    /// - Parameter displayDirectory: how the folder is named in messages (as the user typed it).
    /// - Throws: `DiagnosticError` when the folder or `site.yml` is missing or wrong; a file
    ///   that cannot be read is a problem in the result, so the parse stage reports it with
    ///   the others.
    public static func read(directory: URL, displayDirectory: String? = nil) throws(DiagnosticError) -> ContentFiles {
        let display = (displayDirectory ?? directory.path).trimmingTrailingSlash
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw DiagnosticError("content folder not found (run from the project folder or pass --content DIR)",
                                  at: SourceLocation(file: display, line: 0))
        }
        let (site, siteWarnings) = try loadSiteConfig(directory: directory, display: display)
        let realDirectory = directory.resolvingSymlinksInPath().standardizedFileURL.path
        let read: [Result<SourceFile, DiagnosticError>] = articleFiles(in: directory).parallelMap { relativePath in
            let sourcePath = "\(display)/\(relativePath)"
            guard isInside(articleFile: directory.appendingPathComponent(relativePath), realDirectory: realDirectory) else {
                return .failure(DiagnosticError([Self.outsideWarning(at: sourcePath)]))
            }
            return Result { () throws(DiagnosticError) -> SourceFile in
                SourceFile(sourcePath: sourcePath, fileName: (relativePath as NSString).lastPathComponent,
                           text: try readText(at: directory.appendingPathComponent(relativePath), sourcePath: sourcePath))
            }
        }
        var files: [SourceFile] = []
        var problems: [Diagnostic] = siteWarnings
        for result in read {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): problems += error.diagnostics
            }
        }
        let (distinct, twins) = withoutNormalizationTwins(files)
        return ContentFiles(site: site, files: distinct, problems: problems + twins)
    }

    /// `files` with one file of each name, as Swift compares names (canonical equivalence:
    /// `navegación.md` written precomposed, NFC, and decomposed, NFD, are one name), and an
    /// error for each other file of that name: the two would publish one page, and their
    /// paths cannot be told apart where the build keys by path.
    static func withoutNormalizationTwins(_ files: [SourceFile]) -> ([SourceFile], [Diagnostic]) {
        var firstByName: [String: SourceFile] = [:]
        var kept: [SourceFile] = []
        var problems: [Diagnostic] = []
        // In byte order, so that which one is kept never depends on the order of the walk.
        for file in files.sorted(by: { $0.sourcePath.utf8.lexicographicallyPrecedes($1.sourcePath.utf8) }) {
            if let first = firstByName[file.sourcePath] {
                problems.append(Diagnostic(.error, "its name differs from '\(first.fileName)' only in how its accents are written "
                                           + "(Unicode NFC and NFD): the two would publish one page; rename or remove one",
                                           at: SourceLocation(file: file.sourcePath, line: 0)))
            } else {
                firstByName[file.sourcePath] = file
                kept.append(file)
            }
        }
        guard !problems.isEmpty else { return (files, []) }
        let keptPaths = Set(kept.map { Array($0.sourcePath.utf8) })
        return (files.filter { keptPaths.contains(Array($0.sourcePath.utf8)) }, problems)
    }

    /// Reads and parses `directory` in one call (the load and parse stages), for tools and
    /// tests that want the articles; the site build calls the two stages itself.
    public static func load(directory: URL, displayDirectory: String? = nil,
                            cache: ArticleCache? = nil, strict: Bool = true) throws(DiagnosticError) -> LoadedContent {
        try ContentParser.parse(try read(directory: directory, displayDirectory: displayDirectory), cache: cache, strict: strict)
    }

    /// Article files below `directory`, relative to it, sorted; dot files and folders are skipped.
    public static func articleFiles(in directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix(".") || isJekyllFolder(path) {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".md") || name.hasSuffix(".markdown") { files.append(path) }
        }
        return files.sorted()
    }

    /// Jekyll's folders that hold no posts to publish (`_drafts`, `_site`, `_layouts`, …): every
    /// top-level folder whose name starts with `_`, but `_posts`.
    static func isJekyllFolder(_ relativePath: String) -> Bool {
        !relativePath.contains("/") && relativePath.hasPrefix("_") && relativePath != "_posts"
            && !relativePath.hasSuffix(".md") && !relativePath.hasSuffix(".markdown")
    }

    /// Whether `file`, symbolic links resolved, lies inside the content folder: a link that
    /// leads elsewhere (`x.md -> ~/.ssh/id_ed25519`) is never read into a page.
    static func isInside(_ file: URL, realDirectory: String) -> Bool {
        file.resolvingSymlinksInPath().standardizedFileURL.path.hasPrefix(realDirectory.hasSuffix("/") ? realDirectory : realDirectory + "/")
    }

    /// `isInside` for an article file the folder walk found: the walk enters no linked
    /// folder, so only a file that is itself a link may lead outside, and only such a file
    /// has its path resolved: every other article file is told by one `lstat`.
    static func isInside(articleFile file: URL, realDirectory: String) -> Bool {
        if let status = FileStatus(file.path, followingLinks: false), status.isRegularFile { return true }
        return isInside(file, realDirectory: realDirectory)
    }

    static func outsideWarning(at sourcePath: String) -> Diagnostic {
        Diagnostic(.warning, "not read: it is a symbolic link to a file outside the content folder",
                   at: SourceLocation(file: sourcePath, line: 0))
    }

    /// The site's settings: `site.yml`; else a Jekyll blog's `_config.yml`; else defaults
    /// named after the folder, with a warning.
    static func loadSiteConfig(directory: URL, display: String) throws(DiagnosticError) -> (SiteConfig, [Diagnostic]) {
        let realDirectory = directory.resolvingSymlinksInPath().standardizedFileURL.path
        for (name, parse) in [(SiteConfig.fileName, SiteConfig.parse), (SiteConfig.jekyllFileName, SiteConfig.parseJekyll)] {
            let url = directory.appendingPathComponent(name)
            let sourcePath = "\(display)/\(name)"
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            guard isInside(url, realDirectory: realDirectory) else {
                throw DiagnosticError("\(name) is a symbolic link to a file outside the content folder; it is not read",
                                      at: SourceLocation(file: sourcePath, line: 0))
            }
            return (try parse(try readText(at: url, sourcePath: sourcePath), sourcePath), [])
        }
        let title = directory.standardizedFileURL.lastPathComponent
        let warning = Diagnostic(.warning, "no \(SiteConfig.fileName) nor \(SiteConfig.jekyllFileName): the site is titled '\(title)', "
                                 + "in Spanish, with links relative to its root (write a \(SiteConfig.fileName) with title, baseURL, author and language)",
                                 at: SourceLocation(file: display, line: 0))
        return (SiteConfig(title: title), [warning])
    }

    /// Reads a file as UTF-8; invalid bytes are an error at their line and column.
    public static func readText(at url: URL, sourcePath: String) throws(DiagnosticError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DiagnosticError("cannot read the file: \(error.localizedDescription)", at: SourceLocation(file: sourcePath, line: 0))
        }
        return try decodeUTF8(data, sourcePath: sourcePath)
    }

    /// Decodes UTF-8 strictly, naming the line and column of the first invalid byte.
    public static func decodeUTF8(_ data: Data, sourcePath: String) throws(DiagnosticError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        var line = 1, column = 1
        var iterator = data.makeIterator()
        var decoder = UTF8()
        decode: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput:
                break decode
            case .error:
                throw DiagnosticError("the file is not valid UTF-8 (save it as UTF-8)",
                                      at: SourceLocation(file: sourcePath, line: line, column: column))
            }
        }
        return String(decoding: data, as: UTF8.self)
    }
}

extension Article {
    /// Reading order: by `order`, then date (oldest first), then series and part, then title.
    public static func readingOrder(_ lhs: Article, _ rhs: Article) -> Bool {
        let left = (lhs.order ?? Int.max, lhs.date?.date.timeIntervalSince1970 ?? .infinity, lhs.series ?? "", lhs.part ?? 0, lhs.title, lhs.sourcePath)
        let right = (rhs.order ?? Int.max, rhs.date?.date.timeIntervalSince1970 ?? .infinity, rhs.series ?? "", rhs.part ?? 0, rhs.title, rhs.sourcePath)
        if left.0 != right.0 { return left.0 < right.0 }
        if left.1 != right.1 { return left.1 < right.1 }
        if left.2 != right.2 { return left.2 < right.2 }
        if left.3 != right.3 { return left.3 < right.3 }
        if left.4 != right.4 { return left.4 < right.4 }
        return left.5 < right.5
    }
}

extension String {
    var trimmingTrailingSlash: String {
        var result = self
        while result.count > 1 && result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
