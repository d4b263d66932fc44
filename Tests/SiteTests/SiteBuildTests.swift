import Content
import Foundation
import Rendering
import Site
import SitegenTesting
import Testing

/// The real `content/` built with the real `templates/`, once for all the tests below.
struct RealSite: Sendable {
    var snapshot: FolderSnapshot
    var summary: BuildSummary
    var content: LoadedContent

    /// Builds into a temporary folder, reads every file into memory, removes the folder.
    static let built = Task { () throws -> RealSite in
        let root = try TemporaryDirectory(prefix: "sitegen-real-site")
        let output = root.appending("public")
        let summary = try await SitePipeline.build(BuildOptions(
            contentDirectory: PackagePaths.content.path, templatesDirectory: PackagePaths.templates.path,
            outputDirectory: output.path))
        return RealSite(snapshot: try FolderSnapshot(of: output), summary: summary,
                        content: try ContentLoader.load(directory: PackagePaths.content, displayDirectory: "content"))
    }

    static func get() async throws -> RealSite { try await built.value }

    /// The same content as it would be published at an address (`published.baseURL` added to
    /// a copy of its site.yml): what canonical links, the sitemap and the social card need.
    static let published = Task { () throws -> RealSite in
        let root = try TemporaryDirectory(prefix: "sitegen-real-site-published")
        let content = root.appending("content")
        try FileManager.default.copyItem(at: PackagePaths.content, to: content)
        let settings = content.appendingPathComponent("site.yml")
        try (String(contentsOf: settings, encoding: .utf8) + "baseURL: \"\(SiteBuildTests.baseURL)\"\n")
            .write(to: settings, atomically: true, encoding: .utf8)
        let output = root.appending("public")
        let summary = try await SitePipeline.build(BuildOptions(
            contentDirectory: content.path, templatesDirectory: PackagePaths.templates.path, outputDirectory: output.path))
        return RealSite(snapshot: try FolderSnapshot(of: output), summary: summary,
                        content: try ContentLoader.load(directory: content, displayDirectory: "content"))
    }

    static func getPublished() async throws -> RealSite { try await published.value }

    func page(_ path: String) throws -> String { try #require(snapshot.text(path), "no \(path) in the built site") }

    var htmlPaths: [String] { snapshot.paths.filter { $0.hasSuffix(".html") } }

    var outputFiles: [OutputFile] {
        snapshot.paths.filter { !$0.hasPrefix(".") }.map { OutputFile(path: $0, contents: snapshot.files[$0]!) }
    }
}

/// The values of `name="…"` attributes in `html`, in order.
func attributeValues(_ name: String, in html: some StringProtocol) -> [String] {
    html.components(separatedBy: " \(name)=\"").dropFirst().compactMap { $0.split(separator: "\"", maxSplits: 1).first.map(String.init) }
}

@Suite struct SiteBuildTests {
    /// The address `RealSite.published` is built for.
    static let baseURL = "https://example.org/sitegen/"
    static let articleSlugs = [
        "uikit-a-swiftui-01-antes-de-empezar", "uikit-a-swiftui-02-primer-deeplink",
        "uikit-a-swiftui-03-listado-de-alarmas", "uikit-a-swiftui-04-anadir-alarma",
        "uikit-a-swiftui-05-comportamiento-derivado", "swiftui-navegacion-list", "objetos-observables",
        "tca-navegacion-01-alertas", "tca-navegacion-02-sheets",
    ]
    /// Standalone pages (`layout: page`): rendered, in no listing or feed.
    static let pageSlugs = ["guia-del-autor"]

    @Test func theBuildReportsEveryArticleAndNoWarnings() async throws {
        let site = try await RealSite.get()
        #expect(site.summary.articles == Self.articleSlugs.count + Self.pageSlugs.count)
        #expect(site.summary.warnings == [])
        // Reading order: `order:` keys; the page has none and comes last.
        #expect(site.content.articles.map(\.slug) == Self.articleSlugs + Self.pageSlugs)
        #expect(SiteMap(articles: site.content.articles).pages.map(\.slug) == Self.pageSlugs)
    }

    @Test func theAuthorsGuideIsAPageInNoListingLinkedFromEveryFooter() async throws {
        let site = try await RealSite.get()
        let guide = try site.page("guia-del-autor/index.html")
        #expect(guide.contains("<h1>Guía del autor</h1>"))
        #expect(!guide.contains(#"<p class="article-meta">"#), "a page has no date, reading time or tags")
        for page in ["index.html", "404.html", "series/de-uikit-a-swiftui/index.html", "etiquetas/index.html",
                     "feed.xml", "uikit-a-swiftui-01-antes-de-empezar/index.html"] {
            let text = try site.page(page)
            let footer = text.components(separatedBy: #"<footer class="site-footer">"#).dropFirst().first ?? ""
            if page == "feed.xml" {
                #expect(!text.contains("guia-del-autor"), "no feed entry")
            } else if page.hasPrefix("index") || page.hasPrefix("series") || page.hasPrefix("etiquetas") {
                #expect(text.components(separatedBy: "guia-del-autor/").count == 2, "only the footer's link in \(page)")
            }
            if page != "feed.xml" { #expect(footer.contains(">Guía del autor</a>"), "\(page)") }
        }
    }

    @Test func everyPageExistsAndNothingElse() async throws {
        let site = try await RealSite.get()
        let map = SiteMap(articles: site.content.articles)
        #expect(map.series.map(\.urlPath) == ["series/de-uikit-a-swiftui/", "series/swiftui-navegacion-y-the-composable-architecture/"])
        #expect(map.tags.count >= 15)
        // No sitemap.xml: content/site.yml gives no address, and a sitemap's addresses are absolute.
        var expected: Set<String> = ["index.html", "etiquetas/index.html", "404.html", "feed.xml",
                                     "robots.txt", "assets/site.css", ".sitegen-output", "search-index.js",
                                     "demo/index.html"]
        expected.formUnion((Self.articleSlugs + Self.pageSlugs).map { "\($0)/index.html" })
        // The split search index: a manifest, term shards t<N>.js and result chunks d<N>.js.
        let search = site.snapshot.paths.filter { $0.hasPrefix("search/") }
        #expect(search.contains("search/manifest.js") && search.contains("search/t0.js") && search.contains("search/d0.js"))
        #expect(search.allSatisfy { $0.wholeMatch(of: #/search\/(manifest|[td][0-9]+)\.js/#) != nil })
        expected.formUnion(search)
        expected.formUnion(map.series.map { $0.urlPath + "index.html" })
        expected.formUnion(map.tags.map { $0.urlPath + "index.html" })
        for tag in ["swiftui", "uikit", "navegacion", "tca", "derived-behaviour", "casepaths"] {
            #expect(expected.contains("etiquetas/\(tag)/index.html"))
        }
        let theme = try FolderSnapshot(of: PackagePaths.templates.appendingPathComponent("assets"))
        expected.formUnion(theme.paths.map { "assets/" + $0 })
        #expect(Set(site.snapshot.paths) == expected)
    }

    /// Readers load the split index only: the whole one is written when site.yml asks for it
    /// (content/site.yml does, for the browser test that compares the two).
    @Test func theWholeSearchIndexIsWrittenOnlyWhenAskedFor() async throws {
        for asked in [false, true] {
            let site = try SiteFixture(content: [
                "site.yml": SiteFixture.siteYAML + (asked ? "search_whole_index: true\n" : ""),
                "a.md": "---\ntitle: Alertas\n---\nUna alerta.\n",
            ])
            _ = try await site.build()
            let whole = site.output.appendingPathComponent("search-index.js")
            #expect(FileManager.default.fileExists(atPath: whole.path) == asked)
            #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("search/manifest.js").path))
            if asked { #expect(try String(contentsOf: whole, encoding: .utf8).contains("Una alerta.")) }
        }
    }

    @Test func assetsAreCopiedByteForByte() async throws {
        let site = try await RealSite.get()
        let css = try Data(contentsOf: PackagePaths.templates.appendingPathComponent("assets/site.css"))
        #expect(site.snapshot.files["assets/site.css"] == css)
    }

    @Test func everyPageIsSpanish() async throws {
        let site = try await RealSite.get()
        #expect(site.htmlPaths.count > 20)
        for path in site.htmlPaths {
            let html = try site.page(path)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"es\">\n"), "\(path)")
            #expect(html.contains(#"<meta property="og:locale" content="es_ES">"#), "\(path)")
            #expect(html.hasSuffix("</html>\n"), "\(path)")
        }
    }

    @Test func noPageHasAnEmptyParagraph() async throws {
        let site = try await RealSite.get()
        let empty = try Regex(#"<p( class="[^"]*")?></p>"#)
        for path in site.htmlPaths {
            #expect(try site.page(path).firstMatch(of: empty) == nil, "\(path)")
        }
    }

    @Test func seriesDescriptionsComeFromSiteConfiguration() async throws {
        let site = try SiteFixture(content: [
            "site.yml": SiteFixture.siteYAML + "series:\n  \"Serie A\": \"Todo sobre A.\"\n",
            "a1.md": "---\ntitle: A1\nseries: Serie A\npart: 1\n---\n",
            "a2.md": "---\ntitle: A2\ndescription: La segunda.\nseries: Serie A\npart: 2\n---\n",
            "b1.md": "---\ntitle: B1\nseries: Serie B\npart: 1\n---\n",
        ])
        _ = try await site.build()
        let home = try site.root.read("public/index.html")
        #expect(home.contains(#"<p class="series-description">Todo sobre A.</p>"#))
        // A1 has no description: its card must not borrow the series' one.
        #expect(home.components(separatedBy: "Todo sobre A.").count == 2)
        #expect(home.contains(#"<p class="card-description">La segunda.</p>"#))
        let seriesA = try site.root.read("public/series/serie-a/index.html")
        #expect(seriesA.contains(#"<p class="lead">Todo sobre A.</p>"#))
        #expect(seriesA.contains(#"<meta name="description" content="Todo sobre A.">"#))
        let seriesB = try site.root.read("public/series/serie-b/index.html")
        #expect(!seriesB.contains(#"<p class="lead">"#))
        #expect(seriesB.contains(#"<meta name="description" content="Serie de 1 artículo">"#))
    }

    @Test func noPageCreditsAnAuthorOrARepositoryTheSourcesDoNotName() async throws {
        let site = try await RealSite.get()
        for slug in Self.articleSlugs {
            let html = try site.page("\(slug)/index.html")
            for invented in ["agescura</", #"name="author""#, "Editar esta página", "github.com/agescura"] {
                #expect(!html.contains(invented), "\(slug): \(invented)")
            }
        }
        // The articles that come from another blog say so, linking to it.
        #expect(try site.page("swiftui-navegacion-list/index.html").contains(
            #"Procede de otro blog: <a href="https://github.com/lamanzanarapida/navigation-do-exercise">"#))
        #expect(try site.page("tca-navegacion-01-alertas/index.html").contains(
            #"Procede de otro blog: <a href="https://agescura.github.io/composable-architecture-alerts.html">agescura.github.io</a>"#))
    }

    @Test func theLongPartsWithoutHeadingsListTheStepsOfTheirCode() async throws {
        let site = try await RealSite.get()
        let html = try site.page("uikit-a-swiftui-04-anadir-alarma/index.html")
        let toc = try #require(html.components(separatedBy: "<nav class=\"toc toc-steps\"").dropFirst().first?.components(separatedBy: "</nav>").first)
        #expect(toc.contains("Pasos del código"))
        // Each step says what it does, in the words of the text that introduces it.
        #expect(toc.components(separatedBy: "<span class=\"toc-step-summary\">").count - 1 == 13)
        #expect(attributeValues("href", in: toc).count == 13)
        #expect(toc.components(separatedBy: "<code>").dropFirst().map { $0.components(separatedBy: "</code>")[0] } == [
            "AlarmItemViewController", "AlarmItemViewModel.swift", "AlarmItemViewController", "AlarmsListViewModel.Route",
            "AlarmsListViewController", "AlarmsListViewModel", "AlarmsListViewController", "AlarmsListViewModel",
            "AlarmItemView.swift", "AlarmsListView", "View", "AlarmsListView", "TabBarView",
        ])
        for anchor in attributeValues("href", in: toc) { #expect(html.contains(" id=\"\(anchor.dropFirst())\""), "\(anchor)") }
        #expect(html.contains(#"<span class="code-file">AlarmItemView.swift</span>"#))
        // Every part of a series lists the series' parts at its foot, the current one marked.
        #expect(html.contains(#"<nav class="series-parts" aria-label="Partes de la serie">"#))
        #expect(html.contains(#"<li><span aria-current="page">De UIKit a SwiftUI: añadir una alarma con un sheet</span></li>"#))
    }

    @Test func eachChapterEmbedsTheAlarmAppAtItsStage() async throws {
        let site = try await RealSite.get()
        for (slug, stage) in [("uikit-a-swiftui-02-primer-deeplink", "pestanas"), ("uikit-a-swiftui-03-listado-de-alarmas", "lista"),
                              ("uikit-a-swiftui-04-anadir-alarma", "anadir"), ("uikit-a-swiftui-05-comportamiento-derivado", "completa")] {
            #expect(try site.page("\(slug)/index.html").contains(#"data-alarm-demo data-stage="\#(stage)""#), "\(slug)")
        }
        #expect(try site.page("demo/index.html").contains(#"data-alarm-demo data-stage="completa""#))
    }

    @Test func pagesNameTheSitesCardForSocialNetworks() async throws {
        let site = try await RealSite.getPublished()
        let html = try site.page("objetos-observables/index.html")
        #expect(html.contains(#"<meta property="og:image" content="\#(Self.baseURL)assets/og-image.png">"#))
        #expect(html.contains(#"<meta name="twitter:card" content="summary_large_image">"#))
        // The card is a 1200×630 PNG.
        let png = try #require(site.outputFiles.first { $0.path == "assets/og-image.png" }).contents
        #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let size = png.subdata(in: 16..<24).map { $0 }
        #expect(size == [0, 0, 0x04, 0xB0, 0, 0, 0x02, 0x76])
    }

    @Test func articleHeadHasCanonicalOpenGraphAndTwitterMeta() async throws {
        let site = try await RealSite.getPublished()
        let html = try site.page("uikit-a-swiftui-01-antes-de-empezar/index.html")
        let url = Self.baseURL + "uikit-a-swiftui-01-antes-de-empezar/"
        let title = "De UIKit a SwiftUI: el proyecto y el TabBar"
        let description = "Creamos el proyecto, un wrapper para previsualizar controladores de UIKit en SwiftUI y un TabBar en las dos tecnologías que comparte el mismo ViewModel."
        for line in [
            "<title>\(title) · Navegación en SwiftUI</title>",
            #"<meta name="description" content="\#(description)">"#,
            #"<link rel="canonical" href="\#(url)">"#,
            #"<meta property="og:type" content="article">"#,
            #"<meta property="og:title" content="\#(title)">"#,
            #"<meta property="og:description" content="\#(description)">"#,
            #"<meta property="og:url" content="\#(url)">"#,
            #"<meta property="og:site_name" content="Navegación en SwiftUI">"#,
            #"<meta name="twitter:card" content="summary_large_image">"#,
            #"<meta name="twitter:title" content="\#(title)">"#,
            #"<meta name="twitter:description" content="\#(description)">"#,
            #"<link rel="stylesheet" href="../assets/site.css">"#,
            #"<link rel="alternate" type="application/atom+xml" title="Navegación en SwiftUI" href="../feed.xml">"#,
        ] {
            #expect(html.contains("\n" + line + "\n"), "missing: \(line)")
        }
        #expect(html.contains("<h1>\(title)</h1>"))
    }

    @Test func homeAndListingsAreWebsites() async throws {
        let site = try await RealSite.getPublished()
        let home = try site.page("index.html")
        #expect(home.contains(#"<link rel="canonical" href="\#(Self.baseURL)">"#))
        #expect(home.contains(#"<meta property="og:type" content="website">"#))
        #expect(home.contains("<title>Navegación en SwiftUI</title>"))
        for slug in Self.articleSlugs { #expect(home.contains(#"href="\#(slug)/""#), "home links \(slug)") }
        let tagPage = try site.page("etiquetas/tca/index.html")
        #expect(tagPage.contains(#"<link rel="canonical" href="\#(Self.baseURL)etiquetas/tca/">"#))
        #expect(tagPage.contains(#"href="../../tca-navegacion-01-alertas/""#))
        #expect(tagPage.contains("2 artículos con esta etiqueta."))
    }

    @Test func seriesPagesListTheirPartsInOrder() async throws {
        let site = try await RealSite.get()
        let html = try site.page("series/de-uikit-a-swiftui/index.html")
        let links = attributeValues("href", in: html).filter { $0.hasPrefix("../../uikit-") }
        let parts: [String] = Self.articleSlugs.prefix(5).map { (slug: String) -> String in "../../\(slug)/" }
        // «Empieza aquí» leads to the first part, then the parts in order.
        #expect(links == [parts[0]] + parts)
        #expect(html.contains("<h1>De UIKit a SwiftUI</h1>"))
        #expect(html.contains(#"<p class="series-length">5 partes · "#) && html.contains(" min de lectura</p>"))
        #expect(html.contains(#"Empieza aquí: De UIKit a SwiftUI: el proyecto y el TabBar</a>"#))
        #expect(html.contains(#"Lo que construirás: <a href="../../demo/">"#))
        // The description and the prerequisites come from site.yml's `series:`.
        #expect(html.contains(#"<p class="lead">Una app de alarmas escrita en UIKit"#))
        #expect(html.contains("<h2>Antes de empezar</h2>") && html.contains("<li>UIKit: UIViewController, UITableView"))
        // The footer of every page carries no verification counts; the home page says how the
        // site's code was checked.
        let home = try site.page("index.html")
        let check = try #require(home.components(separatedBy: #"<p class="home-code-check">"#).dropFirst().first?
            .components(separatedBy: "</p>").first)
        #expect(check.contains("Bloques de código Swift del sitio") || check.contains("no se comprobaron"))
        for page in [html, home, try site.page("404.html"), try site.page("uikit-a-swiftui-01-antes-de-empezar/index.html")] {
            let footer = page.components(separatedBy: #"<footer class="site-footer">"#).last ?? ""
            #expect(!footer.contains("Bloques de código") && !footer.contains("no se comprobaron"))
        }
    }

    @Test func seriesArticlesLinkPreviousAndNext() async throws {
        let site = try await RealSite.get()
        func navigation(_ slug: String) throws -> (previous: String?, next: String?, header: String?) {
            let html = try site.page("\(slug)/index.html")
            func link(_ rel: String) -> String? {
                guard let range = html.range(of: "rel=\"\(rel)\" href=\"") else { return nil }
                return String(html[range.upperBound...].prefix { $0 != "\"" })
            }
            let header = html.range(of: "<p class=\"article-series\">").map { String(html[$0.upperBound...].prefix { $0 != "\n" }) }
            return (link("prev"), link("next"), header)
        }
        let first = try navigation(Self.articleSlugs[0])
        #expect(first.previous == nil)
        #expect(first.next == "../uikit-a-swiftui-02-primer-deeplink/")
        #expect(first.header == #"<a href="../series/de-uikit-a-swiftui/">De UIKit a SwiftUI</a><span>&nbsp;· parte 1 de 5</span></p>"#)
        let middle = try navigation(Self.articleSlugs[2])
        #expect(middle.previous == "../uikit-a-swiftui-02-primer-deeplink/")
        #expect(middle.next == "../uikit-a-swiftui-04-anadir-alarma/")
        let last = try navigation(Self.articleSlugs[4])
        #expect(last.previous == "../uikit-a-swiftui-04-anadir-alarma/")
        #expect(last.next == nil)
        let alone = try navigation("objetos-observables")
        #expect(alone.previous == nil && alone.next == nil && alone.header == nil)
        let tca = try navigation("tca-navegacion-02-sheets")
        #expect(tca.previous == "../tca-navegacion-01-alertas/")
        #expect(tca.header == #"<a href="../series/swiftui-navegacion-y-the-composable-architecture/">SwiftUI, Navegación y The Composable Architecture</a><span>&nbsp;· parte 2 de 2</span></p>"#)
    }

    @Test func tablesOfContentsPointAtHeadingsThatExist() async throws {
        let site = try await RealSite.get()
        var checked = 0
        for slug in Self.articleSlugs {
            let html = try site.page("\(slug)/index.html")
            guard let start = html.range(of: "<nav class=\"toc\""), let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex) else {
                continue
            }
            let toc = html[start.lowerBound..<end.upperBound]
            let anchors = attributeValues("href", in: toc)
            #expect(!anchors.isEmpty, "\(slug): an empty table of contents")
            let ids = Set(attributeValues("id", in: html))
            for anchor in anchors {
                #expect(anchor.hasPrefix("#"), "\(slug): \(anchor)")
                #expect(ids.contains(String(anchor.dropFirst())), "\(slug): no heading with id \(anchor)")
                checked += 1
            }
            #expect(Set(anchors).count == anchors.count, "\(slug): two TOC entries share an anchor")
        }
        #expect(checked > 20)
        // One known heading of article 1, with its accent folded.
        let first = try site.page("uikit-a-swiftui-01-antes-de-empezar/index.html")
        #expect(first.contains(##"<li><a href="#creacion-del-proyecto">Creación del proyecto</a></li>"##))
        #expect(first.contains(#"<h2 id="creacion-del-proyecto">"#))
    }

    @Test func feedIsValidAtomWithEveryArticle() async throws {
        let site = try await RealSite.getPublished()
        let feed = try XMLTree(parsing: try #require(site.snapshot.files["feed.xml"]))
        #expect(feed.name == "feed")
        #expect(feed.attributes["xmlns"] == "http://www.w3.org/2005/Atom")
        #expect(feed.attributes["xml:lang"] == "es")
        #expect(feed.first("title")?.text == "Navegación en SwiftUI")
        #expect(feed.first("id")?.text == Self.baseURL)
        #expect(feed.all("link").map { $0.attributes["href"] ?? "" } == [Self.baseURL + "feed.xml", Self.baseURL])
        let entries = feed.all("entry")
        #expect(entries.map { $0.first("id")?.text ?? "" } == Self.articleSlugs.map { Self.baseURL + $0 + "/" })
        #expect(entries.map { $0.first("link")?.attributes["href"] ?? "" } == Self.articleSlugs.map { Self.baseURL + $0 + "/" })
        let listed = site.content.articles.filter { !$0.isPage }
        #expect(entries.map { $0.first("title")?.text ?? "" } == listed.map(\.title))
        #expect(entries.map { $0.first("summary")?.text ?? "" } == listed.map { $0.description ?? "" })
        let formatter = ISO8601DateFormatter()
        for entry in entries {
            #expect(formatter.date(from: entry.first("updated")?.text ?? "") != nil)
        }
        #expect(formatter.date(from: feed.first("updated")?.text ?? "") != nil)
        #expect(entries[0].all("category").map { $0.attributes["term"] ?? "" } == ["UIKit", "SwiftUI", "Combine"])
    }

    @Test func sitemapListsEveryPageOnce() async throws {
        let site = try await RealSite.getPublished()
        let sitemap = try XMLTree(parsing: try #require(site.snapshot.files["sitemap.xml"]))
        #expect(sitemap.name == "urlset")
        let locations = sitemap.all("url").map { $0.first("loc")?.text ?? "" }
        #expect(Set(locations).count == locations.count)
        #expect(locations.contains(Self.baseURL + "demo/"), "the demo page is listed")
        let pages = site.htmlPaths.filter { $0 != "404.html" }
        #expect(locations.count == pages.count)
        for location in locations {
            #expect(location.hasPrefix(Self.baseURL))
            let path = String(location.dropFirst(Self.baseURL.count))
            #expect(pages.contains(path.isEmpty || path.hasSuffix("/") ? path + "index.html" : path), "\(location) is not a page")
        }
    }

    @Test func withoutAnAddressPagesLinkRelativelyAndTheFeedStillValidates() async throws {
        let site = try await RealSite.get()
        let html = try site.page("uikit-a-swiftui-01-antes-de-empezar/index.html")
        for absolute in ["rel=\"canonical\"", "og:url", "og:image"] { #expect(!html.contains(absolute), "\(absolute)") }
        #expect(html.contains(#"<meta name="twitter:card" content="summary">"#))
        #expect(site.snapshot.files["sitemap.xml"] == nil)
        #expect(try site.page("robots.txt") == "User-agent: *\nAllow: /\n")
        let feed = try XMLTree(parsing: try #require(site.snapshot.files["feed.xml"]))
        #expect(feed.all("link").map { $0.attributes["href"] ?? "" } == ["feed.xml", "./"])
        let entries = feed.all("entry")
        #expect(entries.map { $0.first("link")?.attributes["href"] ?? "" } == Self.articleSlugs.map { $0 + "/" })
        // Atom ids are IRIs that never change: name-based UUIDs of the site's title and the page.
        let ids = [feed.first("id")?.text ?? ""] + entries.map { $0.first("id")?.text ?? "" }
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.wholeMatch(of: #/urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/#) != nil, "\(id)") }
        #expect(try site.page("404.html").contains(#"<link rel="stylesheet" href="/assets/site.css">"#))
        #expect(LinkChecker.check(site.outputFiles, basePath: "/").map(\.description) == [])
    }

    @Test func robotsPointsAtTheSitemap() async throws {
        let site = try await RealSite.getPublished()
        #expect(try site.page("robots.txt") == "User-agent: *\nAllow: /\n\nSitemap: \(Self.baseURL)sitemap.xml\n")
    }

    @Test func notFoundPageLinksFromTheBasePath() async throws {
        let site = try await RealSite.getPublished()
        let html = try site.page("404.html")
        #expect(html.contains("<h1>Página no encontrada</h1>"))
        #expect(html.contains(#"<link rel="stylesheet" href="/sitegen/assets/site.css">"#))
        #expect(html.contains(#"<a class="button" href="/sitegen/">Volver al inicio</a>"#))
    }

    @Test func linkCheckerFindsNoProblemInTheBuiltSite() async throws {
        let site = try await RealSite.getPublished()
        #expect(LinkChecker.check(site.outputFiles, basePath: "/sitegen/").map(\.description) == [])
    }

    @Test func linkCheckerFindsAPlantedBrokenLinkAndMissingAnchor() async throws {
        let site = try await RealSite.getPublished()
        var files = site.outputFiles
        let index = try #require(files.firstIndex { $0.path == "objetos-observables/index.html" })
        var html = try site.page("objetos-observables/index.html")
        html = html.replacingOccurrences(of: "</main>", with: """
            <a href="../no-existe/">roto</a>
            <a href="../uikit-a-swiftui-01-antes-de-empezar/#no-hay-tal-seccion">ancla</a>
            <a href="#objetos-observables">bien</a>
            <img src="../assets/falta.png">
            </main>
            """)
        files[index] = OutputFile(path: "objetos-observables/index.html", text: html, sourcePath: "content/objetos-observables.md")
        #expect(LinkChecker.check(files, basePath: "/sitegen/").map(\.description) == [
            "content/objetos-observables.md: error: link '../assets/falta.png' on page objetos-observables/index.html leads nowhere",
            "content/objetos-observables.md: error: link '../no-existe/' on page objetos-observables/index.html leads nowhere",
            "content/objetos-observables.md: error: link '../uikit-a-swiftui-01-antes-de-empezar/#no-hay-tal-seccion' on page objetos-observables/index.html: no element with id 'no-hay-tal-seccion' on uikit-a-swiftui-01-antes-de-empezar/index.html",
        ])
    }

    @Test func linkCheckerResolvesRelativeAbsoluteAndExternalLinks() {
        let files = [
            OutputFile(path: "index.html", text: #"<a href="a/">a</a> <a href="https://x.y/z">x</a> <a href="mailto:a@b.c">m</a> <a href="//cdn/x">c</a>"#),
            OutputFile(path: "a/index.html", text: #"<h2 id="s">S</h2> <a href="/blog/a/#s">s</a> <a href="../?q=1">q</a> <a href="/otro/">o</a> <a href="../../fuera/">f</a>"#),
            OutputFile(path: "404.html", text: #"<a href="/blog/a/">a</a> <a href="/blog/nada/">n</a>"#),
        ]
        #expect(LinkChecker.check(files, basePath: "/blog/").map(\.description) == [
            "404.html: error: link '/blog/nada/' on page 404.html leads nowhere",
            "a/index.html: error: link '../../fuera/' on page a/index.html leads nowhere",
            "a/index.html: error: link '/otro/' on page a/index.html leads nowhere",
        ])
    }
}
