import Foundation
import Rendering
@testable import Site
import SitegenTesting
import Testing

/// `sitegen build --for-files`: links that name `index.html`, so the site works from its files.
@Suite struct FileLinksTests {
    @Test(arguments: [
        ("../demo/", "../demo/index.html"),
        ("../x/#paso-1", "../x/index.html#paso-1"),
        ("../demo/?link=deeplink%3A%2F%2F%2Fclock", "../demo/index.html?link=deeplink%3A%2F%2F%2Fclock"),
        ("./", "./index.html"),
        ("..", "../index.html"),
        ("../feed.xml", "../feed.xml"),
        ("../assets/site.css", "../assets/site.css"),
        ("#seccion", "#seccion"),
        ("https://swift.org/", "https://swift.org/"),
        ("mailto:a@b.c", "mailto:a@b.c"),
        ("/sitegen/assets/", "/sitegen/assets/"),
    ])
    func linksToFoldersOfTheSiteNameTheirPage(link: String, expected: String) {
        #expect(FileLinks.link(link) == expected)
    }

    @Test func everyLinkOfTheBuiltSiteLeadsToAFile() async throws {
        let site = try SiteFixture(content: [
            "hola.md": "---\ntitle: Hola\ntags: [uno]\n---\n## Sección\n\nVer [adiós](../adios/) y [arriba](#seccion).\n",
            "adios.md": "---\ntitle: Adiós\n---\nTexto.\n",
        ])
        var options = site.options()
        options.fileLinks = true
        _ = try await SitePipeline.build(options)
        var checked = 0
        for page in ["index.html", "hola/index.html", "adios/index.html", "etiquetas/uno/index.html"] {
            let html = try String(contentsOf: site.output.appendingPathComponent(page), encoding: .utf8)
            let folder = site.output.appendingPathComponent(page).deletingLastPathComponent()
            let hrefs = html.components(separatedBy: " href=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
            // "" is the page itself; "#…" a place on it; the others leave the site or start at its root.
            for href in hrefs where !href.isEmpty && !href.contains(":") && !href.hasPrefix("#") && !href.hasPrefix("/") {
                let path = String(href.prefix { $0 != "#" && $0 != "?" })
                #expect(!path.hasSuffix("/"), "\(page): \(href) names a folder")
                var isFolder: ObjCBool = false
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).standardizedFileURL.path, isDirectory: &isFolder)
                        && !isFolder.boolValue, "\(page): \(href)")
                checked += 1
            }
            #expect(!html.contains("<div class=\"site-search\" ") || html.contains("data-file-links"))
        }
        #expect(checked > 20)
    }
}
