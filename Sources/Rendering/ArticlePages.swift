import Content
import Diagnostics
import Foundation

/// One page per article: title, description, table of contents, series navigation.
struct ArticlePages: Sendable {
    let context: PageContext
    let map: SiteMap
    let minutes: [String: Int]
    let templates: TemplateLibrary
    var demo: DemoPage? = nil

    func render(_ article: Article, body: RenderedBody) throws(DiagnosticError) -> OutputFile {
        let root = RelativeURL.root(fromPage: article.urlPath)
        var values = context.articleSummary(article, root: root, readingMinutes: minutes[article.sourcePath])
        values["body"] = body.html
        values["sourcePath"] = article.sourcePath
        values["tags"] = article.tags.map { ["name": $0, "url": root + "etiquetas/\(Slug.make($0))/"] }
        values["toc"] = body.tableOfContents.map {
            ["title": $0.title, "anchor": $0.anchor, "isSubsection": $0.level > 2] as [String: Any]
        }
        values["hasTOC"] = !body.tableOfContents.isEmpty
        // The edit link needs the file's path inside the repository: only a content folder
        // named relative to the project gives one.
        if let repository = context.site.repository, !article.sourcePath.hasPrefix("/"), !article.sourcePath.hasPrefix("..") {
            values["editURL"] = repository.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                + "/edit/main/" + article.sourcePath
        }
        if let series = map.series(of: article), let index = series.articles.firstIndex(where: { $0.sourcePath == article.sourcePath }) {
            var seriesValues: [String: Any] = [
                "title": series.title, "url": root + series.urlPath,
                "position": index + 1, "total": series.articles.count,
                "articles": series.articles.enumerated().map { offset, other in
                    ["title": other.title, "url": root + other.urlPath, "position": offset + 1,
                     "isCurrent": other.sourcePath == article.sourcePath] as [String: Any]
                },
            ]
            if index > 0 {
                let previous = series.articles[index - 1]
                seriesValues["previous"] = ["title": previous.title, "url": root + previous.urlPath]
            }
            if index + 1 < series.articles.count {
                let next = series.articles[index + 1]
                seriesValues["next"] = ["title": next.title, "url": root + next.urlPath]
            }
            values["series"] = seriesValues
        }
        for (key, value) in article.frontMatter.extra where values[key] == nil { values[key] = value.anyValue }

        var page = context.page(title: article.title, description: article.description ?? context.site.description,
                                urlPath: article.urlPath, kind: "article")
        if let date = article.date { page["publishedTime"] = date.rfc3339 }
        var pageValues: [String: Any] = ["site": context.site(), "page": page, "article": values]
        if let demo, demo.embeds(article) { pageValues["demo"] = demo.values(embeddedIn: article, root: root) }
        let html = try templates.render("article", pageValues)
        return OutputFile(path: article.outputPath, text: html, sourcePath: article.sourcePath)
    }
}
