import AlarmCore
import Foundation
import Markdown
import Rendering
import Site
import SitegenTesting
import Testing

/// The demo's part of the render stage: links found in code, "Probar" links after them,
/// and the demo page and embedded copies in the built site.
struct DeeplinkDemoTests {
    let tryLinks = DeeplinkTryLinks(demoURL: "../demo/", exampleAlarmID: "C3050F46-B575-46D1-93C3-95858E365C8D")

    @Test func linksAreFoundInCodeAsWritten() {
        let code = """
        // deeplink:///alarms/:id/delete
        open(url: URL(string: "deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z")!)
        Probá (deeplink:///clock). Y deeplink:///crono, o `deeplink:///alarms`.
        deeplink://host/clock
        """
        #expect(DeeplinkTryLinks.links(in: code) == [
            "deeplink:///alarms/:id/delete",
            "deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z",
            "deeplink:///clock",
            "deeplink:///crono",
            "deeplink:///alarms",
        ])
    }

    @Test func interpolatedLinksAndHiddenLinesGetNoProbarLink() {
        let hiding = DeeplinkTryLinks(demoURL: "../demo/", exampleAlarmID: "X")
        #expect(DeeplinkTryLinks.links(in: #"URL(string: "deeplink:///alarms/\(item.id.uuidString)/toggle")"#) == [])
        let swift = CodeBlock(info: "swift", code: "# model.open(url: URL(string: \"deeplink:///crono\")!)\n// deeplink:///clock\n",
                              location: .init(file: "x.md", line: 1), endLine: 4)
        #expect(hiding.blockHTML(for: swift).contains("deeplink:///clock"))
        #expect(!hiding.blockHTML(for: swift).contains("crono"))
        let text = CodeBlock(info: "text", code: "# deeplink:///crono\n", location: .init(file: "x.md", line: 1), endLine: 3)
        #expect(hiding.blockHTML(for: text).contains("crono"), "hidden lines are a Swift block's")
    }

    @Test func placeholdersBecomeTheExampleAlarm() {
        #expect(tryLinks.tryable("deeplink:///alarms/:id/delete") == "deeplink:///alarms/C3050F46-B575-46D1-93C3-95858E365C8D/delete")
        #expect(tryLinks.tryable("deeplink:///alarms/:uuid/toggle?x=:id#:id") == "deeplink:///alarms/C3050F46-B575-46D1-93C3-95858E365C8D/toggle?x=:id#:id")
        #expect(tryLinks.tryable("deeplink:///alarms/add") == "deeplink:///alarms/add")
        #expect(tryLinks.tryable("deeplink:///alarms/:/delete") == "deeplink:///alarms/:/delete")
    }

    @Test func aReplacedPlaceholderIsNamedAfterTheLinks() {
        let html = tryLinks.blockHTML(for: CodeBlock(info: "swift", code: "// deeplink:///alarms/:id/delete\n// deeplink:///alarms/:id/toggle\n",
                                                     location: .init(file: "x.md", line: 1), endLine: 4))
        #expect(html.hasSuffix("<code>deeplink:///alarms/C3050F46-B575-46D1-93C3-95858E365C8D/toggle</code></a> "
            + "<span class=\"deeplink-try-note\">(<code>:id</code>: el id de la primera alarma)</span></p>\n"))
        #expect(DeeplinkTryLinks.placeholders(in: "deeplink:///alarms/:uuid/delete?x=:y") == [":uuid"])
    }

    @Test func theDemoAddressPercentEncodesTheWholeLink() {
        #expect(tryLinks.demoAddress(for: "deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000+01:00")
            == "../demo/?link=deeplink%3A%2F%2F%2Falarms%2Fadd%3FisOn%3Dtrue%26date%3D2015-01-01T00%3A00%3A00.000%2B01%3A00")
        #expect(tryLinks.demoAddress(for: "deeplink:///caf\u{E9}") == "../demo/?link=deeplink%3A%2F%2F%2Fcaf%C3%A9")
    }

    @Test func aProbarLinkFollowsCodeWithLinks() {
        let document = MarkdownParser.parse("""
        ```text
        deeplink:///clock
        deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z
        deeplink:///clock
        ```

        ```swift
        let x = 1
        ```

        Inline `deeplink:///crono` too.
        """, file: "content/x.md")
        let html = MarkdownHTMLRenderer(deeplinkTryLinks: tryLinks).render(document).html
        #expect(html.contains("""
        </code></pre>
        <p class="deeplink-try"><span class="deeplink-try-label">Probar en la demo:</span> \
        <a class="deeplink-try-link" href="../demo/?link=deeplink%3A%2F%2F%2Fclock" data-deeplink="deeplink:///clock"><code>deeplink:///clock</code></a> \
        <a class="deeplink-try-link" href="../demo/?link=deeplink%3A%2F%2F%2Falarms%2Fadd%3FisOn%3Dtrue%26date%3D2015-01-01T00%3A00%3A00.000Z" \
        data-deeplink="deeplink:///alarms/add?isOn=true&amp;date=2015-01-01T00:00:00.000Z"><code>deeplink:///alarms/add?isOn=true&amp;date=2015-01-01T00:00:00.000Z</code></a></p>
        """))
        #expect(html.components(separatedBy: "class=\"deeplink-try\"").count == 2, "one paragraph, for the block with links")
        #expect(html.contains("<code>deeplink:///crono</code> <a class=\"deeplink-try-inline\" href=\"../demo/?link=deeplink%3A%2F%2F%2Fcrono\""))
        #expect(!MarkdownHTMLRenderer().render(document).html.contains("deeplink-try"), "no links without the demo")
    }

    @Test func theSiteHasTheDemoPageAndTheDeeplinkChaptersEmbedIt() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // The build record is kept beside the output folder: both go with the temporary folder.
        let folder = try TemporaryDirectory(prefix: "sitegen-demo")
        let output = folder.appending("public")
        _ = try await SitePipeline.build(BuildOptions(
            contentDirectory: root.appendingPathComponent("content").path,
            templatesDirectory: root.appendingPathComponent("templates").path,
            outputDirectory: output.path))

        let demo = try String(contentsOf: output.appendingPathComponent("demo/index.html"), encoding: .utf8)
        #expect(demo.contains("<script type=\"application/json\" class=\"alarm-demo-start\">\(AlarmDemo().jsonString(pretty: false))</script>"))
        #expect(demo.contains("data-default-now=\"2025-01-06T09:41:00.000Z\""))
        #expect(demo.contains("data-deeplink=\"deeplink:///alarms/C3050F46-B575-46D1-93C3-95858E365C8D/toggle\""))
        #expect(demo.contains("<script src=\"../assets/alarm-demo.js\" defer></script>"))

        let chapter = try String(contentsOf: output.appendingPathComponent("uikit-a-swiftui-05-comportamiento-derivado/index.html"), encoding: .utf8)
        #expect(chapter.contains("data-alarm-demo"))
        #expect(chapter.contains("href=\"../demo/?link=deeplink%3A%2F%2F%2Falarms%2FC3050F46-B575-46D1-93C3-95858E365C8D%2Fdelete\""))
        #expect(chapter.contains("<a href=\"../demo/\">Demo</a>"), "the header links to the demo")

        let other = try String(contentsOf: output.appendingPathComponent("objetos-observables/index.html"), encoding: .utf8)
        #expect(!other.contains("data-alarm-demo") && !other.contains("alarm-demo.css"))
        let home = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("<a href=\"demo/\"><strong>Prueba la app de alarmas</strong></a>"))
        #expect(other.contains("  </div>\n  <footer class=\"article-footer\">"), "no trace of the demo partial")
    }

    @Test func aSiteWithoutDemoArticlesHasNoDemo() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-nodemo-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "title: Sitio\ndescription: Sin demo\nbaseURL: https://example.com/\nauthor: Nadie\nlanguage: es\n"
            .write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: Uno\n---\n\n```text\ndeeplink:///clock\n```\n"
            .write(to: content.appendingPathComponent("uno.md"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("public")
        _ = try await SitePipeline.build(BuildOptions(
            contentDirectory: content.path,
            templatesDirectory: root.appendingPathComponent("templates").path,
            outputDirectory: output.path))

        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("demo/index.html").path))
        let home = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(!home.contains("demo/"))
        #expect(home.contains("etiquetas/\">Etiquetas</a>\n      <a href=\"feed.xml\">Feed</a>"), "no line left in the header")
        #expect(home.contains("</p>\n</section>"), "no line left in the hero")
        let article = try String(contentsOf: output.appendingPathComponent("uno/index.html"), encoding: .utf8)
        #expect(!article.contains("deeplink-try") && !article.contains("alarm-demo"))
        let sitemap = try String(contentsOf: output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(!sitemap.contains("demo/"))
    }
}
