import Content
import Diagnostics
import FrontMatter
import SitegenTesting
import Testing

@Suite struct PermalinkTests {
    static let date = PostDate(parsing: "2023-10-07 20:38:14 +0200")
    static let here = SourceLocation(file: "content/x.md", line: 4)

    static func resolve(_ permalink: String?, categories: [String] = ["Swift UI", "iOS"]) throws -> [String] {
        let (outputPath, urlPath) = try Permalink.resolve(permalink, slug: "mi-articulo", date: date,
                                                          categories: categories, at: here)
        return [outputPath, urlPath]
    }

    @Test(arguments: [
        (nil, "mi-articulo/index.html", "mi-articulo/"),
        ("", "mi-articulo/index.html", "mi-articulo/"),
        ("/x/", "x/index.html", "x/"),
        ("/x", "x/index.html", "x/"),
        ("x/", "x/index.html", "x/"),
        ("/x.html", "x.html", "x.html"),
        ("/docs/x.htm", "docs/x.htm", "docs/x.htm"),
        ("/x.html/", "x.html/index.html", "x.html/"),
        ("/a//b/", "a/b/index.html", "a/b/"),
        ("/:title/", "mi-articulo/index.html", "mi-articulo/"),
        ("/:slug.html", "mi-articulo.html", "mi-articulo.html"),
        ("/:year/:month/:day/:title.html", "2023/10/07/mi-articulo.html", "2023/10/07/mi-articulo.html"),
        ("/:categories/:title/", "swift-ui/ios/mi-articulo/index.html", "swift-ui/ios/mi-articulo/"),
        ("/blog/:year/:title/", "blog/2023/mi-articulo/index.html", "blog/2023/mi-articulo/"),
    ] as [(String?, String, String)])
    func mapsToOutputPath(permalink: String?, outputPath: String, urlPath: String) throws {
        #expect(try Self.resolve(permalink) == [outputPath, urlPath])
    }

    @Test func placeholdersWithoutValuesDisappear() throws {
        let (outputPath, urlPath) = try Permalink.resolve("/:categories/:year/:title/", slug: "a", date: nil, categories: [], at: Self.here)
        #expect(outputPath == "a/index.html")
        #expect(urlPath == "a/")
    }

    @Test(arguments: [
        ("../../x", "content/x.md:4: error: permalink '../../x' leaves the site folder (write a path inside the site, e.g. /mi-articulo/)"),
        ("/a/../../x/", "content/x.md:4: error: permalink '/a/../../x/' leaves the site folder (write a path inside the site, e.g. /mi-articulo/)"),
        ("/./x/", "content/x.md:4: error: permalink '/./x/' leaves the site folder (write a path inside the site, e.g. /mi-articulo/)"),
        ("/.git/hooks/x", "content/x.md:4: error: permalink '/.git/hooks/x' names a hidden file or folder (write a path inside the site, e.g. /mi-articulo/)"),
        ("/", "content/x.md:4: error: permalink '/' is the site's home page, which the home template writes (write a path inside the site, e.g. /mi-articulo/)"),
        ("/a\\b/", "content/x.md:4: error: permalink '/a\\b/' has characters not allowed in a path (write a path inside the site, e.g. /mi-articulo/)"),
        ("/x/?q=1", "content/x.md:4: error: permalink '/x/?q=1' has characters not allowed in a path (write a path inside the site, e.g. /mi-articulo/)"),
        ("/x/#arriba", "content/x.md:4: error: permalink '/x/#arriba' has characters not allowed in a path (write a path inside the site, e.g. /mi-articulo/)"),
        ("//evil.com/x", "content/x.md:4: error: permalink '//evil.com/x' points to another site (write a path inside the site, e.g. /mi-articulo/)"),
        ("https://evil.com/x", "content/x.md:4: error: permalink 'https://evil.com/x' points to another site (write a path inside the site, e.g. /mi-articulo/)"),
        ("javascript:alert(1)", "content/x.md:4: error: permalink 'javascript:alert(1)' points to another site (write a path inside the site, e.g. /mi-articulo/)"),
        ("/\t/evil.com/", "content/x.md:4: error: permalink '/\t/evil.com/' has characters not allowed in a path (write a path inside the site, e.g. /mi-articulo/)"),
    ])
    func permalinksOutsideTheSiteAreErrors(permalink: String, message: String) {
        let error = #expect(throws: DiagnosticError.self) { try Self.resolve(permalink) }
        #expect(error?.description == message)
    }

    @Test func theErrorNamesTheFileAndThePermalinkLine() {
        #expect(articleError("""
            ---
            title: Fuera
            tags: [a, b]

            permalink: ../../x
            ---
            Texto.
            """, fileName: "2023-10-07-fuera.md")
            == "content/2023-10-07-fuera.md:5: error: permalink '../../x' leaves the site folder (write a path inside the site, e.g. /fuera/)")
    }

    @Test func articlesUseTheirPermalink() throws {
        let parsed = try article("""
            ---
            title: Fecha
            date: 2023-10-07
            categories: swift
            permalink: /:categories/:year/:month/:title.html
            ---
            """, fileName: "2022-01-01-con-fecha.md")
        #expect(parsed.outputPath == "swift/2023/10/con-fecha.html")
        #expect(parsed.urlPath == "swift/2023/10/con-fecha.html")
    }

    @Test func builtPagesLandAtTheirPermalinksAndLinksReachThem() async throws {
        let site = try SiteFixture(content: [
            "a.md": "---\ntitle: A\npermalink: /sobre/\ntags: [uno]\n---\n[B](../b.html#titulo) y [C](../c/d/)\n",
            "b.md": "---\ntitle: B\npermalink: /b.html\ntags: [uno]\n---\n[A](sobre/)\n\n## Título\n",
            "c.md": "---\ntitle: C\npermalink: /c/d\n---\n[A](../../sobre/)\n",
        ])
        _ = try await site.build()  // the build's link check passes: every link above resolves
        #expect(site.root.exists("public/sobre/index.html"))
        #expect(site.root.exists("public/b.html"))
        #expect(site.root.exists("public/c/d/index.html"))
        #expect(!site.root.exists("public/a/index.html"))
        // Pages link back to the root relative to their own folder.
        #expect(try site.root.read("public/b.html").contains(#"<link rel="stylesheet" href="assets/site.css">"#))
        #expect(try site.root.read("public/c/d/index.html").contains(#"<link rel="stylesheet" href="../../assets/site.css">"#))
        #expect(try site.root.read("public/c/d/index.html").contains(#"<link rel="canonical" href="https://example.com/blog/c/d/">"#))
        let home = try site.root.read("public/index.html")
        #expect(home.contains(#"href="sobre/""#))
        #expect(home.contains(#"href="b.html""#))
        #expect(try site.root.read("public/etiquetas/uno/index.html").contains(#"href="../../b.html""#))
    }

    @Test func twoPagesOnOnePathAreAnError() async throws {
        let site = try SiteFixture(content: [
            "a.md": "---\ntitle: A\npermalink: /mismo/\n---\n",
            "b.md": "---\ntitle: B\npermalink: /mismo/\n---\n",
            "c.md": "---\ntitle: C\npermalink: /etiquetas/\n---\n",
        ])
        #expect(await site.buildError() == """
            [ROOT]/content/b.md: error: two pages would be written to mismo/index.html (the other is [ROOT]/content/a.md); change a permalink or slug
            etiquetas/index.html: error: two pages would be written to etiquetas/index.html (the other is [ROOT]/content/c.md); change a permalink or slug
            """)
    }
}
