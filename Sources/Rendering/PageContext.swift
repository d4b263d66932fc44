import Content
import Foundation

/// The values every template sees: `site`, `page`, and the page's own keys.
///
/// Links in the context are relative to the page (`{{page.root}}` leads back to the site
/// root), so the site works under any base path; `page.canonicalURL` is absolute.
struct PageContext {
    let site: SiteConfig
    /// Whether the site has the demo page, `demo/` (`page.demoURL` in every page).
    var hasDemo = false

    func site(_ extra: [String: Any] = [:]) -> [String: Any] {
        var values: [String: Any] = [
            "title": site.title, "description": site.description, "baseURL": site.baseURL,
            "author": site.author, "language": site.language,
        ]
        if let repository = site.repository { values["repository"] = repository }
        for (key, value) in site.extra { values[key] = value.anyValue }
        return values
    }

    /// - Parameters:
    ///   - urlPath: the page's address relative to the site root (`intro/`, "" for home).
    ///   - kind: `home`, `article`, `tag`, `tags`, `series` or `404`.
    func page(title: String, description: String, urlPath: String, kind: String, root: String? = nil) -> [String: Any] {
        let root = root ?? RelativeURL.root(fromPage: urlPath)
        var values: [String: Any] = [
            "title": title,
            "fullTitle": title == site.title ? title : "\(title) · \(site.title)",
            "description": description,
            "canonicalURL": site.baseURL + urlPath,
            "root": root,
            "kind": kind,
            "is\(kind.prefix(1).uppercased() + kind.dropFirst())": true,
            "ogType": kind == "article" ? "article" : "website",
            "language": site.language,
        ]
        if hasDemo { values["demoURL"] = root + DemoPage.urlPath }
        return values
    }

    /// Text for a `{{#key}}…{{/key}}` section that only shows when there is text.
    /// swift-mustache renders a section for "", and leaving the key out would let the lookup
    /// find a same-named key of an outer context (a card inside a series would show the
    /// series' description), so absent text is `false`.
    static func optionalText(_ text: String?) -> Any {
        guard let text, !text.isEmpty else { return false }
        return text
    }

    func articleSummary(_ article: Article, root: String, readingMinutes: Int?) -> [String: Any] {
        var values: [String: Any] = [
            "title": article.title,
            "url": root + article.urlPath,
            "description": Self.optionalText(article.description),
        ]
        if let part = article.part { values["part"] = part }
        if let minutes = readingMinutes { values["readingMinutes"] = minutes }
        if let date = article.date {
            values["dateISO"] = date.isoDay
            values["dateText"] = SpanishDate.long(date)
        }
        return values
    }
}
