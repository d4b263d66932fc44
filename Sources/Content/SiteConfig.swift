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
    /// The source repository, for "edit this page" links (optional).
    public var repository: String?
    /// Other keys, kept for templates.
    public var extra: [String: FrontMatterValue]

    public init(title: String, description: String = "", baseURL: String = "/", author: String = "",
                language: String = "es", repository: String? = nil, extra: [String: FrontMatterValue] = [:]) {
        self.title = title
        self.description = description
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        self.author = author
        self.language = language
        self.repository = repository
        self.extra = extra
    }

    /// The name of the configuration file inside the content folder.
    public static let fileName = "site.yml"

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
        return SiteConfig(
            title: title, description: matter.description ?? "", baseURL: baseURL,
            author: take("author") ?? "", language: take("language") ?? take("lang") ?? "es",
            repository: take("repository"), extra: extra)
    }
}
