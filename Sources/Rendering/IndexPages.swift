import Content
import Diagnostics
import Foundation

/// The pages that list articles: home (grouped by series), one per series, one per tag,
/// the tag index, and the 404 page.
struct IndexPages: Sendable {
    let context: PageContext
    let map: SiteMap
    let minutes: [String: Int]
    let templates: TemplateLibrary

    func render() throws(DiagnosticError) -> [OutputFile] {
        var files = [try home()]
        for series in map.series { files.append(try seriesPage(series)) }
        for tag in map.tags { files.append(try tagPage(tag)) }
        files.append(try tagIndex())
        files.append(try notFound())
        return files
    }

    private func cards(_ articles: [Article], root: String) -> [ArticleCard] {
        articles.map { context.card($0, root: root, readingMinutes: minutes[$0.sourcePath]) }
    }

    /// «5 partes · 72 min de lectura»: the series' length, its reading times added.
    private func lengthText(_ articles: [Article]) -> String {
        let total = articles.reduce(0) { $0 + (minutes[$1.sourcePath] ?? 0) }
        return SpanishText.parts(articles.count) + " · \(total) min de lectura"
    }

    private func seriesDescription(_ title: String) -> String {
        context.site.series[title]?.description ?? ""
    }

    private func home() throws(DiagnosticError) -> OutputFile {
        let root = ""
        // Series and loose articles interleave in reading order: a series stands where its
        // first article would.
        var sections: [HomePageContext.Section] = []
        var seen: Set<String> = []
        for article in map.articles {
            if let series = map.series(of: article) {
                guard seen.insert(series.title).inserted else { continue }
                let parts = cards(series.articles, root: root)
                sections.append(.init(isSeries: true, title: series.title, url: root + series.urlPath,
                                      description: ShownText(seriesDescription(series.title)), count: series.articles.count,
                                      countText: SpanishText.parts(series.articles.count), articles: parts,
                                      start: parts.first, lengthText: lengthText(series.articles)))
            } else {
                sections.append(.init(isSeries: false, article: cards([article], root: root)[0]))
            }
        }
        let context = HomePageContext(
            site: self.context.siteValues(),
            page: self.context.page(title: self.context.site.title, description: self.context.site.description, urlPath: "", kind: .home),
            sections: sections, tags: tagList(root: root))
        return OutputFile(path: "index.html", text: try templates.render("home", context))
    }

    private func tagList(root: String) -> [TagValues] {
        map.tags.map { TagValues(name: $0.name, url: root + $0.urlPath, count: $0.articles.count) }
    }

    private func seriesPage(_ series: SiteMap.SeriesEntry) throws(DiagnosticError) -> OutputFile {
        let root = RelativeURL.root(fromPage: series.urlPath)
        let description = seriesDescription(series.title)
        let parts = cards(series.articles, root: root)
        let prerequisites = context.site.series[series.title]?.prerequisites ?? []
        let values = SeriesPageContext(
            site: context.siteValues(),
            page: context.page(title: series.title, description: description.isEmpty ? "Serie de \(SpanishText.articles(series.articles.count))" : description,
                               urlPath: series.urlPath, kind: .series),
            series: .init(title: series.title, description: ShownText(description), count: series.articles.count,
                          prerequisites: prerequisites, hasPrerequisites: !prerequisites.isEmpty,
                          articles: parts, start: parts.first, lengthText: lengthText(series.articles),
                          demoURL: context.hasDemo && series.articles.contains(where: DemoPage.embedsDemo) ? root + Routes.demo : nil))
        return OutputFile(path: series.urlPath + "index.html", text: try templates.render("series", values))
    }

    private func tagPage(_ tag: SiteMap.TagEntry) throws(DiagnosticError) -> OutputFile {
        let root = RelativeURL.root(fromPage: tag.urlPath)
        let values = TagPageContext(
            site: context.siteValues(),
            page: context.page(title: "Etiqueta: \(tag.name)", description: "Artículos con la etiqueta \(tag.name)",
                               urlPath: tag.urlPath, kind: .tag),
            tag: .init(name: tag.name, count: tag.articles.count, countText: SpanishText.articles(tag.articles.count),
                       articles: cards(tag.articles, root: root), indexURL: root + Routes.tags))
        return OutputFile(path: tag.urlPath + "index.html", text: try templates.render("tag", values))
    }

    private func tagIndex() throws(DiagnosticError) -> OutputFile {
        let values = TagIndexPageContext(
            site: context.siteValues(),
            page: context.page(title: "Etiquetas", description: "Todas las etiquetas de \(context.site.title)",
                               urlPath: Routes.tags, kind: .tags),
            tags: tagList(root: RelativeURL.root(fromPage: Routes.tags)))
        return OutputFile(path: Routes.tags + "index.html", text: try templates.render("tags", values))
    }

    /// GitHub Pages serves 404.html at any missing address, so its links start from the
    /// site's absolute base path rather than from its own folder.
    private func notFound() throws(DiagnosticError) -> OutputFile {
        let basePath = URL(string: context.site.baseURL)?.path ?? "/"
        let root = basePath.hasSuffix("/") ? basePath : basePath + "/"
        let values = NotFoundPageContext(
            site: context.siteValues(),
            page: context.page(title: "Página no encontrada", description: context.site.description,
                               urlPath: "404.html", kind: .notFound, root: root))
        return OutputFile(path: "404.html", text: try templates.render("404", values))
    }
}
