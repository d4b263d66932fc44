import Content
import FrontMatter
import Diagnostics
import Foundation

/// The Alarm app demo: its page, `demo/index.html`, and the copy that articles with
/// `demo: true` embed (template partial `partials/alarm-demo`).
///
/// Both list the deeplinks written in those articles, and every such link in an article
/// is followed by a "Probar" link that opens the demo on it (`DeeplinkTryLinks`).
struct DemoPage: Sendable {
    /// Where the page lives in the site.
    static let urlPath = Routes.demo

    /// An article that embeds the demo, with the links written in it.
    struct Chapter: Sendable {
        var title: String
        var urlPath: String
        var sourcePath: String
        var links: [String]
    }

    let configuration: DemoConfiguration
    /// The articles that embed the demo, in reading order.
    let chapters: [Chapter]

    init(configuration: DemoConfiguration, articles: [Article]) {
        self.configuration = configuration
        let finder = DeeplinkTryLinks(demoURL: Self.urlPath, exampleAlarmID: configuration.exampleAlarmID)
        chapters = articles.filter(Self.embedsDemo).map { article in
            Chapter(title: article.title, urlPath: article.urlPath, sourcePath: article.sourcePath,
                    links: finder.links(in: article.document))
        }
    }

    /// `demo: true` or `demo: <stage>` in the front matter.
    static func embedsDemo(_ article: Article) -> Bool {
        stage(of: article) != nil
    }

    /// The stage of the app an article's copy of the demo starts at (`FrontMatter.demoStages`):
    /// `completa` for `demo: true`; nil for an article without the demo.
    static func stage(of article: Article) -> String? {
        switch article.frontMatter.extra[DemoConfiguration.frontMatterKey] {
        case .bool(true)?: "completa"
        case .string(let stage)? where FrontMatter.demoStages.contains(stage): stage
        default: nil
        }
    }

    func embeds(_ article: Article) -> Bool { Self.embedsDemo(article) }

    /// The "Probar" links of an article that embeds the demo; nil for any other article.
    func tryLinks(for article: Article) -> DeeplinkTryLinks? {
        guard embeds(article) else { return nil }
        return DeeplinkTryLinks(demoURL: RelativeURL.root(fromPage: article.urlPath) + Self.urlPath,
                                exampleAlarmID: configuration.exampleAlarmID)
    }

    /// The `demo` values of the partial. `root` leads from the page to the site root.
    func values(embeddedIn article: Article?, root: String) -> DemoValues {
        let links = DeeplinkTryLinks(demoURL: root + Self.urlPath, exampleAlarmID: configuration.exampleAlarmID)
        let shown = article.map { article in chapters.filter { $0.sourcePath == article.sourcePath } } ?? chapters
        return DemoValues(
            startState: configuration.startStateForScript, defaultNow: configuration.defaultNow,
            stage: article.flatMap(Self.stage(of:)) ?? "completa", isPage: article == nil, idPrefix: article == nil ? "demo" : "demo-articulo", pageURL: root + Self.urlPath,
            hasChapters: shown.contains { !$0.links.isEmpty },
            chapters: shown.filter { !$0.links.isEmpty }.map { chapter in
                .init(title: chapter.title, url: root + chapter.urlPath,
                      links: chapter.links.map { .init(link: $0, href: links.demoAddress(for: $0)) })
            })
    }

    func render(context: PageContext, templates: TemplateLibrary) throws(DiagnosticError) -> OutputFile {
        let root = RelativeURL.root(fromPage: Self.urlPath)
        let values = DemoPageContext(
            site: context.siteValues(),
            page: context.page(title: "Demo: la app de alarmas",
                               description: "La app de alarmas de «De UIKit a SwiftUI», dibujada en el navegador: abre sus deeplinks y mira cómo cambia su estado.",
                               urlPath: Self.urlPath, kind: .demo),
            demo: values(embeddedIn: nil, root: root))
        return OutputFile(path: Self.urlPath + "index.html", text: try templates.render("demo", values))
    }
}
