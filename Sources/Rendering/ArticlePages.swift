import Content
import Diagnostics
import Foundation
import FrontMatter

/// One page per article: title, description, table of contents, series navigation.
struct ArticlePages: Sendable {
    let context: PageContext
    let map: SiteMap
    var templates: TemplateLibrary
    var demo: DemoPage? = nil
    var lastChanged: [String: PostDate] = [:]
    /// With what and when the code was checked (under the legend of an article with badges).
    var checkSentence: String?

    /// The article's page, from its body (`MarkdownHTMLRenderer`) and its reading time.
    func render(_ article: Article, body: RenderedBody, minutes: Int) throws(DiagnosticError) -> OutputFile {
        let root = RelativeURL.root(fromPage: article.urlPath)
        var values = ArticleValues(
            card: context.card(article, root: root, readingMinutes: minutes),
            body: body.html, sourcePath: article.sourcePath,
            tags: article.tags.map { TagValues(name: $0, url: root + Routes.tag($0)) },
            toc: body.tableOfContents.map {
                .init(title: $0.title, anchor: $0.anchor, isSubsection: $0.level > 2, isStep: body.tableOfContentsIsSteps, summary: $0.summary)
            },
            hasTOC: !body.tableOfContents.isEmpty, tocIsSteps: body.tableOfContentsIsSteps,
            codeLegend: CodeBlockVerdict.Badge.allCases.filter(body.badges.contains).map {
                .init(badge: $0.rawValue, label: $0.label, explanation: $0.explanation)
            },
            frontMatter: article.frontMatter.extra)
        values.isPage = article.isPage
        values.hasSymbols = body.hasSymbols
        if body.hasSymbols { values.symbolsURL = root + Routes.symbols(ofArticleAt: article.urlPath) }
        // «Actualizado» only for a change on a later day than the article's date.
        if let changed = lastChanged[article.sourcePath], changed.isoDay > article.date?.isoDay ?? "" {
            values.updatedISO = changed.isoDay
            values.updatedText = SpanishDate.long(changed)
        }
        if !values.codeLegend.isEmpty { values.codeCheck = checkSentence }
        // A build that did not check the code says so where the legend would be.
        if checkSentence == nil, article.document.codeBlocks.contains(where: \.isSwift) {
            values.codeUnchecked = "Los bloques de código Swift de este artículo no se comprobaron al generar esta versión del sitio."
        }
        if !values.codeLegend.isEmpty, let iOS = body.iOS {
            let major = iOS.version.hasSuffix(".0") ? String(iOS.version.dropLast(2)) : iOS.version
            values.codeRequirement = "El código comprobado de este artículo necesita iOS \(major) o posterior: "
                + SpanishText.list(Array(iOS.apis.prefix(3))) + "."
        }
        // The edit link needs the file's path inside the repository: only a content folder
        // named relative to the project gives one.
        if let repository = context.site.repository, !article.sourcePath.hasPrefix("/"), !article.sourcePath.hasPrefix("..") {
            values.editURL = repository.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                + "/edit/main/" + article.sourcePath
        }
        if let series = map.series(of: article), let index = series.articles.firstIndex(where: { $0.sourcePath == article.sourcePath }) {
            let link = { (other: Article) in LinkValues(title: other.title, url: root + other.urlPath) }
            values.series = ArticleValues.Series(
                title: series.title, url: root + series.urlPath, position: index + 1, total: series.articles.count,
                articles: series.articles.enumerated().map { offset, other in
                    .init(title: other.title, url: root + other.urlPath, position: offset + 1,
                          isCurrent: other.sourcePath == article.sourcePath)
                },
                previous: index > 0 ? link(series.articles[index - 1]) : nil,
                next: index + 1 < series.articles.count ? link(series.articles[index + 1]) : nil)
        }

        var page = context.page(title: article.title, description: article.description ?? context.site.description,
                                urlPath: article.urlPath, kind: .article)
        page.publishedTime = article.date?.rfc3339
        let demoValues = demo.flatMap { $0.embeds(article) ? $0.values(embeddedIn: article, root: root) : nil }
        let html = try templates.render("article", ArticlePageContext(site: context.siteValues(), page: page,
                                                                      article: values, demo: demoValues))
        return OutputFile(path: article.outputPath, text: html, sourcePath: article.sourcePath)
    }
}
