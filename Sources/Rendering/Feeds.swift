import Content
import Foundation
import FrontMatter

/// The machine-read files: the Atom feed, the sitemap and robots.txt.
struct Feeds: Sendable {
    let site: SiteConfig
    let map: SiteMap
    /// Stands in for articles without a date (Atom requires an `updated` on every entry).
    let buildDate: Date
    /// Pages that are neither articles nor listings (`demo/`), for the sitemap.
    var otherPages: [String] = []
    /// When each article last changed, by source path: its entry's `updated`.
    var lastChanged: [String: PostDate] = [:]

    /// When the article last changed, else its date: its entry's `updated` and its `lastmod`.
    func changed(_ article: Article) -> PostDate? {
        lastChanged[article.sourcePath] ?? article.date
    }

    func render() -> [OutputFile] {
        [OutputFile(path: "feed.xml", text: atom()),
         OutputFile(path: "sitemap.xml", text: sitemap()),
         OutputFile(path: "robots.txt", text: "User-agent: *\nAllow: /\n\nSitemap: \(site.baseURL)sitemap.xml\n")]
    }

    private var buildStamp: String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: buildDate)
    }

    private func x(_ text: String) -> String { HTMLEscaping.escape(Self.xmlCharacters(text)) }

    /// `text` with the characters XML 1.0 forbids — C0 controls other than tab, newline and
    /// carriage return, U+FFFE and U+FFFF — replaced by U+FFFD. Not even a character
    /// reference may name them, so one in a title would make the whole feed unreadable.
    static func xmlCharacters(_ text: String) -> String {
        func allowed(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xFFFD, 0x10000...0x10FFFF: return true
            default: return false
            }
        }
        guard !text.unicodeScalars.allSatisfy(allowed) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(allowed(scalar) ? scalar : "\u{FFFD}") }
        return String(scalars)
    }

    /// The Atom feed. Atom needs an author: a site whose settings name none signs with its title.
    func atom() -> String {
        let stamps = map.articles.compactMap { changed($0)?.rfc3339 }
        let updated = stamps.max() ?? buildStamp
        var xml = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xml:lang="\(x(site.language))">
          <title>\(x(site.title))</title>
          <subtitle>\(x(site.description))</subtitle>
          <link href="\(x(site.baseURL))feed.xml" rel="self" type="application/atom+xml"/>
          <link href="\(x(site.baseURL))" rel="alternate" type="text/html"/>
          <id>\(x(site.baseURL))</id>
          <updated>\(updated)</updated>
          <author><name>\(x(site.author.isEmpty ? site.title : site.author))</name></author>

        """
        for article in map.articles {
            let url = site.baseURL + article.urlPath
            xml += """
              <entry>
                <title>\(x(article.title))</title>
                <link href="\(x(url))" rel="alternate" type="text/html"/>
                <id>\(x(url))</id>
                <updated>\(changed(article)?.rfc3339 ?? buildStamp)</updated>
            \(article.description.map { "    <summary>\(x($0))</summary>" } ?? "")
            \(article.tags.map { "    <category term=\"\(x($0))\"/>" }.joined(separator: "\n"))
              </entry>

            """
        }
        return xml + "</feed>\n"
    }

    func sitemap() -> String {
        var paths: [(String, String?)] = [("", nil)]
        paths += map.articles.map { ($0.urlPath, changed($0)?.isoDay) }
        paths += map.series.map { ($0.urlPath, nil) }
        paths.append((Routes.tags, nil))
        paths += map.tags.map { ($0.urlPath, nil) }
        paths += otherPages.map { ($0, nil) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        for (path, lastModified) in paths {
            xml += "  <url><loc>\(x(site.baseURL + path))</loc>"
            if let lastModified { xml += "<lastmod>\(lastModified)</lastmod>" }
            xml += "</url>\n"
        }
        return xml + "</urlset>\n"
    }
}
