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

    /// The feed, and — for a site whose settings give its address — the sitemap (whose
    /// addresses must be absolute) and robots.txt naming it; without an address, robots.txt
    /// allows everything and names no sitemap.
    func render() -> [OutputFile] {
        guard site.hasAddress else {
            return [OutputFile(path: "feed.xml", text: atom()), OutputFile(path: "robots.txt", text: "User-agent: *\nAllow: /\n")]
        }
        return [OutputFile(path: "feed.xml", text: atom()),
                OutputFile(path: "sitemap.xml", text: sitemap()),
                OutputFile(path: "robots.txt", text: "User-agent: *\nAllow: /\n\nSitemap: \(site.baseURL)sitemap.xml\n")]
    }

    /// An entry's (or, for "", the feed's) `id`: its address, or — for a site without one —
    /// a `urn:uuid:` made from the site's title and the page's path, which stays the same
    /// from build to build as Atom asks.
    func id(_ path: String) -> String {
        guard !site.hasAddress else { return site.baseURL + path }
        // Two FNV-1a hashes of the name (stable, not secret) give the 16 bytes.
        var bytes: [UInt8] = []
        for offset: UInt64 in [0xcbf2_9ce4_8422_2325, 0x6c62_272e_07bb_0142] {
            var hash = offset
            for byte in (site.title + "\n" + path).utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            bytes += (0..<8).map { UInt8(truncatingIfNeeded: hash >> (8 * $0)) }
        }
        bytes[6] = (bytes[6] & 0x0F) | 0x50  // version 5 (name-based)
        bytes[8] = (bytes[8] & 0x3F) | 0x80  // RFC 4122 variant
        let digits = Array("0123456789abcdef".utf8)
        let hex = String(decoding: bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }, as: UTF8.self)
        let parts = [hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4), hex.dropFirst(16).prefix(4), hex.dropFirst(20)]
        return "urn:uuid:" + parts.joined(separator: "-")
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
          <link href="\(x(link("feed.xml")))" rel="self" type="application/atom+xml"/>
          <link href="\(x(link("")))" rel="alternate" type="text/html"/>
          <id>\(x(id("")))</id>
          <updated>\(updated)</updated>
          <author><name>\(x(site.author.isEmpty ? site.title : site.author))</name></author>

        """
        for article in map.articles {
            xml += """
              <entry>
                <title>\(x(article.title))</title>
                <link href="\(x(link(article.urlPath)))" rel="alternate" type="text/html"/>
                <id>\(x(id(article.urlPath)))</id>
                <updated>\(changed(article)?.rfc3339 ?? buildStamp)</updated>
            \(article.description.map { "    <summary>\(x($0))</summary>" } ?? "")
            \(article.tags.map { "    <category term=\"\(x($0))\"/>" }.joined(separator: "\n"))
              </entry>

            """
        }
        return xml + "</feed>\n"
    }

    /// A page's address in the feed: absolute with the site's address, else relative to the
    /// feed (which sits at the site's root), as Atom allows.
    func link(_ path: String) -> String {
        site.hasAddress ? site.baseURL + path : (path.isEmpty ? "./" : path)
    }

    func sitemap() -> String {
        var paths: [(String, String?)] = [("", nil)]
        paths += (map.articles + map.pages).map { ($0.urlPath, changed($0)?.isoDay) }
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
