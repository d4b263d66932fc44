import Diagnostics
import FrontMatter
import Foundation
import Yams

/// The site's own settings, from `content/site.yml`.
public struct SiteConfig: Hashable, Sendable {
    public var title: String
    public var description: String
    /// Absolute URL of the published site, always ending in `/`.
    public var baseURL: String
    public var author: String
    /// BCP 47 language of the site, `es` for this tutorial.
    public var language: String
    /// Whether the settings give the site's address (an http(s) `baseURL`): canonical links,
    /// the sitemap and the social card need one; without it the pages and the feed use
    /// relative links and none of those is written.
    public var hasAddress: Bool { baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://") }
    /// The source repository, for "edit this page" links (optional).
    public var repository: String?
    /// Other keys, kept for templates.
    public var extra: [String: FrontMatterValue]
    /// What `series:` says of each series, by title: its page's description and prerequisites.
    public var series: [String: SeriesInfo] = [:]
    /// How the search index cuts the postings of common words (`search_block_sections`,
    /// `search_piece_bytes`): sections per block, and the size above which a word's postings
    /// are cut into one piece per block. Nil: the defaults, which suit sites of thousands of
    /// articles; small values let a small site exercise the cut.
    public var searchBlockSections: Int?
    public var searchPieceBytes: Int?
    /// Whether the whole search index is written too (`search_whole_index: true`), as one
    /// file, `search-index.js`, beside the split one: readers never load it (at 10,000
    /// articles it is 50 MB); tools and the test that compares the two indexes read it.
    public var searchWholeIndex = false
    /// Entries of the output folder that sitegen did not write and a build keeps (`keep: [.git,
    /// CNAME, downloads]`), besides `defaultKept`: top-level names.
    public var keep: [String] = []
    /// What a build keeps in the output folder without being told: a Git checkout of the
    /// published branch and GitHub Pages' custom domain file.
    public static let defaultKept = [".git", "CNAME"]
    /// Every top-level name of the output folder a build keeps.
    public var kept: Set<String> { Set(Self.defaultKept + keep) }

    /// `baseURL` as the site's folder: with its final `/`.
    public static func folder(_ baseURL: String) -> String {
        baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    public init(title: String, description: String = "", baseURL: String = "/", author: String = "",
                language: String = "es", repository: String? = nil, extra: [String: FrontMatterValue] = [:]) {
        self.title = title
        self.description = description
        self.baseURL = Self.folder(baseURL)
        self.author = author
        self.language = language
        self.repository = repository
        self.extra = extra
    }

    /// The name of the configuration file inside the content folder.
    public static let fileName = "site.yml"

    /// A Jekyll blog's configuration, read when there is no `site.yml`.
    public static let jekyllFileName = "_config.yml"

    /// Reads a Jekyll `_config.yml`: `title`, `description`, `url` and `baseurl`, `author` (a
    /// name, or a map with `name`) and `lang`; every other key (theme, plugins, collections…)
    /// is left alone. Without a title, the site is called "Blog".
    public static func parseJekyll(_ yaml: String, file: String) throws(DiagnosticError) -> SiteConfig {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch {
            throw DiagnosticError("\(file) is not valid YAML: \(error)", at: SourceLocation(file: file, line: 1))
        }
        guard let mapping = root?.mapping else { return SiteConfig(title: "Blog") }
        func text(_ key: String) -> String? {
            guard let value = mapping[Node(key)] else { return nil }
            if let name = value.mapping?[Node("name")]?.string { return name }
            return value.string.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        var baseURL = "/"
        if let url = text("url"), let scheme = URL(string: url)?.scheme, ["http", "https"].contains(scheme) {
            let path = text("baseurl").map { $0.hasPrefix("/") ? $0 : "/" + $0 } ?? ""
            baseURL = url.trimmingCharacters(in: CharacterSet(charactersIn: "/")) + path
        }
        return SiteConfig(title: text("title") ?? "Blog", description: text("description") ?? "", baseURL: baseURL,
                          author: text("author") ?? "", language: text("lang") ?? text("locale") ?? "es")
    }

    /// Reads `site.yml` text. Every key is optional but `title`.
    public static func parse(_ yaml: String, file: String) throws(DiagnosticError) -> SiteConfig {
        // The same YAML rules as an article's front matter, so errors read the same way.
        // `series` is a map from series title to description here, not an article's series.
        let matter = try FrontMatter.parse(yaml, file: file, firstLine: 1, keptAsWritten: ["series"])
        var extra = matter.extra
        func take(_ key: String) -> String? { extra.removeValue(forKey: key)?.text }
        guard let title = matter.title, !title.isEmpty else {
            throw DiagnosticError("site.yml needs a 'title'", at: SourceLocation(file: file, line: 1))
        }
        let baseURL = take("baseURL") ?? take("url") ?? "/"
        if baseURL != "/" {
            guard let url = URL(string: baseURL), let scheme = url.scheme, ["http", "https"].contains(scheme) else {
                throw DiagnosticError("'baseURL' must be an http(s) address, found '\(baseURL)'",
                                      at: SourceLocation(file: file, line: 1))
            }
        }
        func count(_ key: String) throws(DiagnosticError) -> Int? {
            guard let value = extra.removeValue(forKey: key) else { return nil }
            guard let text = value.text, let number = Int(text), number > 0 else {
                throw DiagnosticError("'\(key)' must be a whole number above 0, found '\(value.text ?? "a list or a map")'",
                                      at: SourceLocation(file: file, line: Self.line(of: key, in: yaml)))
            }
            return number
        }
        let blockSections = try count("search_block_sections"), pieceBytes = try count("search_piece_bytes")
        var keep: [String] = []
        if let value = extra.removeValue(forKey: "keep") {
            let names = value.words ?? []
            let wrong = names.filter { $0.isEmpty || $0.contains("/") || $0 == "." || $0 == ".." }
            guard !names.isEmpty, wrong.isEmpty else {
                throw DiagnosticError("'keep' lists top-level names of the output folder (keep: [.git, CNAME, downloads]), found '\(wrong.first ?? value.text ?? "a map")'",
                                      at: SourceLocation(file: file, line: Self.line(of: "keep", in: yaml)))
            }
            keep = names
        }
        var wholeIndex = false
        if let value = extra.removeValue(forKey: "search_whole_index") {
            guard case .bool(let flag) = value else {
                throw DiagnosticError("'search_whole_index' must be true or false, found '\(value.text ?? "a list or a map")'",
                                      at: SourceLocation(file: file, line: Self.line(of: "search_whole_index", in: yaml)))
            }
            wholeIndex = flag
        }
        var series: [String: SeriesInfo] = [:]
        if let value = extra.removeValue(forKey: "series") {
            let seriesLine = Self.line(of: "series", in: yaml)
            let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
            series = try SeriesInfo.parse(value, file: file, line: seriesLine) { title in
                // The entry's own line: the first line after `series:` that names the title.
                (lines.indices.dropFirst(seriesLine).first { lines[$0].contains(title) }).map { $0 + 1 } ?? seriesLine
            }
        }
        var config = SiteConfig(
            title: title, description: matter.description ?? "", baseURL: baseURL,
            author: take("author") ?? "", language: take("language") ?? take("lang") ?? "es",
            repository: take("repository"), extra: extra)
        config.searchBlockSections = blockSections
        config.searchPieceBytes = pieceBytes
        config.searchWholeIndex = wholeIndex
        config.keep = keep
        config.series = series
        return config
    }

    /// The line of a top-level `key:` in YAML text (1 when it is not found).
    static func line(of key: String, in yaml: String) -> Int {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasPrefix(key + ":") } ?? 0) + 1
    }
}

/// A series as `site.yml` describes it, for its page: what it is about and what a reader should
/// know before starting. Either a description alone (`Title: "…"`) or a map:
///
/// ```yaml
/// series:
///   "De UIKit a SwiftUI":
///     description: "…"
///     prerequisites: ["Swift y UIKit", "…"]
/// ```
public struct SeriesInfo: Hashable, Sendable {
    public var description: String
    /// What the reader should know first, one item each.
    public var prerequisites: [String]

    public init(description: String = "", prerequisites: [String] = []) {
        self.description = description
        self.prerequisites = prerequisites
    }

    /// Reads `series:` of `site.yml` (at `line`), reporting every wrong entry at once.
    static func parse(_ value: FrontMatterValue, file: String, line: Int,
                      lineOf: (String) -> Int) throws(DiagnosticError) -> [String: SeriesInfo] {
        guard case .dictionary(let entries) = value else {
            throw DiagnosticError("'series' maps each series title to its description (or to a map with 'description' and 'prerequisites')",
                                  at: SourceLocation(file: file, line: line))
        }
        var series: [String: SeriesInfo] = [:]
        var problems: [Diagnostic] = []
        func problem(_ title: String, _ message: String) {
            problems.append(Diagnostic(.error, "series '\(title)': \(message)", at: SourceLocation(file: file, line: lineOf(title))))
        }
        for (title, entry) in entries.sorted(by: { $0.key < $1.key }) {
            switch entry {
            case .dictionary(let keys):
                var info = SeriesInfo()
                for (key, field) in keys.sorted(by: { $0.key < $1.key }) {
                    switch key {
                    case "description":
                        if let text = field.text { info.description = text } else { problem(title, "'description' must be text") }
                    case "prerequisites":
                        switch field {
                        case .array(let items) where items.allSatisfy({ $0.text != nil }): info.prerequisites = items.compactMap(\.text)
                        case .string(let text): info.prerequisites = [text]
                        default: problem(title, "'prerequisites' must be a list of texts")
                        }
                    default:
                        problem(title, "unknown key '\(key)' (use description, prerequisites)")
                    }
                }
                series[title] = info
            default:
                if let text = entry.text { series[title] = SeriesInfo(description: text) } else { problem(title, "must be a description or a map") }
            }
        }
        if !problems.isEmpty { throw DiagnosticError(problems.sorted { $0.location.line < $1.location.line }) }
        return series
    }
}
