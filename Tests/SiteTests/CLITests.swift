import Foundation
import SitegenTesting
import Testing

/// The built `sitegen` executable, run in a temporary project folder as a user would.
@Suite struct CLITests {
    /// A project folder with `content/` (from `files`) and the real templates, so that the
    /// default paths (`content`, `templates`, `public`) work from it.
    static func project(_ files: [String: String]) throws -> SiteFixture {
        let site = try SiteFixture(content: files)
        try FileManager.default.copyItem(at: PackagePaths.templates, to: site.root.appending("templates"))
        return site
    }

    static let article = "---\ntitle: Hola\ndate: 2023-10-07\n---\n## Sección\n\nTexto.\n"

    @Test func helpExitsZero() async throws {
        let run = try await SitegenProcess.run(["--help"], in: PackagePaths.root)
        #expect(run.exitCode == 0)
        #expect(run.standardOutput.contains("USAGE: sitegen <subcommand>"))
        #expect(run.standardOutput.contains("build (default)"))
        #expect(run.standardOutput.contains("Exit codes: 0 success, 1 errors in the content"))
        #expect(run.standardError == "")
    }

    @Test func buildHelpNamesItsOptions() async throws {
        let run = try await SitegenProcess.run(["build", "--help"], in: PackagePaths.root)
        #expect(run.exitCode == 0)
        for option in ["--content <dir>", "--templates <dir>", "--output <dir>"] {
            #expect(run.standardOutput.contains(option), "\(option)")
        }
    }

    @Test(arguments: [["--nope"], ["build", "--nope"], ["build", "--output"], ["build", "sobra"]])
    func usageErrorsExitTwo(arguments: [String]) async throws {
        let site = try Self.project(["hola.md": Self.article])
        let run = try await SitegenProcess.run(arguments, in: site.root.url)
        #expect(run.exitCode == 2)
        #expect(run.standardError.hasPrefix("Error: "), "\(run.standardError)")
        #expect(run.standardError.contains("Usage: sitegen"), "\(run.standardError)")
        #expect(!site.root.exists("public"))
    }

    /// `--base-url` gives the address a GitHub Pages project site is served at: the 404 page's
    /// links start from its path, and a build with another address renders it again; an
    /// address that is not http(s) is a usage error that writes nothing.
    @Test func aBaseURLGivesThe404PageItsPathAndRebuildsWhenItChanges() async throws {
        let site = try Self.project(["hola.md": Self.article])
        let first = try await SitegenProcess.run(["build", "--no-verify", "--base-url", "https://owner.github.io/sitegen/"], in: site.root.url)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let page = try String(contentsOf: site.output.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(page.contains(#"href="/sitegen/assets/site.css""#))
        let second = try await SitegenProcess.run(["build", "--no-verify", "--base-url", "https://owner.github.io/otro"], in: site.root.url)
        #expect(second.exitCode == 0, "\(second.standardError)")
        let again = try String(contentsOf: site.output.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(again.contains(#"href="/otro/assets/site.css""#))
        let wrong = try await SitegenProcess.run(["build", "--base-url", "sitegen/"], in: site.root.url)
        #expect(wrong.exitCode == 2)
        #expect(wrong.standardError.contains("--base-url must be an http(s) address"), "\(wrong.standardError)")
    }

    @Test func unknownOptionMessage() async throws {
        let run = try await SitegenProcess.run(["--nope"], in: PackagePaths.root)
        #expect(run.exitCode == 2)
        #expect(run.standardError.hasPrefix("Error: Unknown option '--nope'\n"))
        #expect(run.standardOutput == "")
    }

    @Test func buildWritesTheSiteAndReportsProgress() async throws {
        let site = try Self.project(["hola.md": Self.article])
        let run = try await SitegenProcess.run([], in: site.root.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(run.standardOutput == "")
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(lines.first == "[1/5] Loading and parsing content/")
        #expect(lines.dropFirst().first == "[2/5] Verifying the Swift blocks (cached)")
        #expect(lines.dropFirst(2).first == "[3/5] Rendering 1 article")
        #expect(lines.dropFirst(3).first?.hasPrefix("[4/5] Checking ") == true)
        #expect(lines.dropFirst(3).first?.hasSuffix(" files and their links") == true)
        #expect(lines.dropFirst(4).first == "[5/5] Writing public/")
        #expect(lines.last?.hasPrefix("Built 1 article, ") == true)
        #expect(lines.last?.contains(" files into public/ in ") == true)
        #expect(site.root.exists("public/hola/index.html"))
        #expect(site.root.exists("public/.sitegen-output"))
    }

    @Test func malformedArticleExitsOneNamesTheFileAndLeavesTheOutput() async throws {
        let site = try Self.project(["hola.md": Self.article])
        let first = try await SitegenProcess.run(["build"], in: site.root.url)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let before = try FolderSnapshot(of: site.output)

        try site.writeContent("roto.md", "---\ntitle: Roto\npart: abc\n---\nTexto.\n")
        let run = try await SitegenProcess.run(["build"], in: site.root.url)
        #expect(run.exitCode == 1)
        #expect(run.standardError == """
            [1/5] Loading and parsing content/
            content/roto.md:3:7: error: 'part' must be a whole number, found 'abc'
            error: build failed; public/ was not changed

            """)
        #expect(try FolderSnapshot(of: site.output) == before)
        // The record the first build left stays: it still describes public/.
        #expect(try site.root.entries() == [".public-sitegen-record", "content", "public", "templates"])
    }

    @Test func unclosedFrontMatterThroughTheCLI() async throws {
        let site = try Self.project(["hola.md": "---\ntitle: Hola\n\nTexto.\n"])
        let run = try await SitegenProcess.run(["build", "--content", "content", "--output", "sitio"], in: site.root.url)
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("\ncontent/hola.md:1:1: error: front matter is not closed (add a line '---' after the last key)\nerror: build failed; sitio/ was not changed\n"))
        #expect(!site.root.exists("sitio"))
    }

    @Test func warningsArePrintedAndTheBuildSucceeds() async throws {
        let site = try Self.project(["hola.md": "---\ntitle: Hola\n---\n\n{% include nota.html %}\n"])
        let run = try await SitegenProcess.run([], in: site.root.url)
        #expect(run.exitCode == 0)
        #expect(run.standardError.contains("\ncontent/hola.md:5:1: warning: Liquid tag '{% include nota.html %}' is not supported; it is shown as text (remove it or use Markdown)\n"))
        #expect(run.standardError.contains(" (1 warning)\n"))
    }

    @Test func editLinksPointIntoTheRepositoryOnlyForARelativeContentFolder() async throws {
        let site = try Self.project([
            "site.yml": "title: Sitio\nbaseURL: https://example.com/\nrepository: https://github.com/example/sitio\n",
            "hola.md": Self.article,
        ])
        let relative = try await SitegenProcess.run([], in: site.root.url)
        #expect(relative.exitCode == 0)
        let page = try site.root.read("public/hola/index.html")
        #expect(page.contains(#"<a href="https://github.com/example/sitio/edit/main/content/hola.md">Editar esta página</a>"#))

        // An absolute --content says nothing about where the file sits in the repository.
        let absolute = try await SitegenProcess.run(["build", "--content", site.root.appending("content").path], in: site.root.url)
        #expect(absolute.exitCode == 0)
        #expect(!(try site.root.read("public/hola/index.html")).contains("Editar esta página"))
    }

    @Test func pagesCreditOnlyWhomTheSettingsAndTheFrontMatterName() async throws {
        let site = try Self.project([
            "site.yml": "title: Sitio\nbaseURL: https://example.com/\n",
            "hola.md": "---\ntitle: Hola\nauthor: Ana Pérez\nsource: { name: otro.blog, url: \"https://otro.blog/hola.html\" }\n---\nTexto.\n",
            "adios.md": "---\ntitle: Adiós\n---\nTexto.\n",
        ])
        let run = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let credited = try site.root.read("public/hola/index.html")
        #expect(credited.contains("<span>Por Ana Pérez</span>"))
        #expect(credited.contains(#"<meta name="author" content="Ana Pérez">"#))
        #expect(credited.contains(#"<p class="article-source">Procede de otro blog: <a href="https://otro.blog/hola.html">otro.blog</a>.</p>"#))
        let plain = try site.root.read("public/adios/index.html")
        for credit in ["Por ", #"name="author""#, "article-source", "Editar esta página"] { #expect(!plain.contains(credit), "\(credit)") }
        #expect(plain.contains("<p>Sitio · <a href="))  // the footer names no author
        #expect(try site.root.read("public/feed.xml").contains("<author><name>Sitio</name></author>"))
    }

    @Test func aSiteWithoutAnAddressNamesNoCardForSocialNetworks() async throws {
        let site = try Self.project(["site.yml": "title: Sitio\n", "hola.md": Self.article])
        let run = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let page = try site.root.read("public/hola/index.html")
        #expect(!page.contains("og:image"), "og:image needs an absolute address")
        #expect(page.contains(#"<meta name="twitter:card" content="summary">"#))
    }

    @Test func optionsPickTheFolders() async throws {
        let site = try SiteFixture(content: ["hola.md": Self.article])
        try FileManager.default.moveItem(at: site.content, to: site.root.appending("articulos"))
        let run = try await SitegenProcess.run(
            ["build", "--content", "articulos", "--templates", PackagePaths.templates.path, "--output", "salida/web"],
            in: site.root.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        #expect(site.root.exists("salida/web/hola/index.html"))
        #expect(run.standardError.hasPrefix("[1/5] Loading and parsing articulos/\n"))
    }

    @Test func noHighlightDrawsSwiftBlocksAsPlainText() async throws {
        let article = "---\ntitle: Hola\n---\n```swift\nlet saludo = \"hola\"\n```\n"
        let site = try Self.project(["hola.md": article])
        let highlighted = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(highlighted.exitCode == 0, "\(highlighted.standardError)")
        #expect(try site.root.read("public/hola/index.html").contains(#"<span class="tok-keyword">let</span>"#))
        let plain = try await SitegenProcess.run(["build", "--no-verify", "--no-highlight"], in: site.root.url)
        #expect(plain.exitCode == 0, "\(plain.standardError)")
        let page = try site.root.read("public/hola/index.html")
        #expect(!page.contains("tok-"))
        #expect(page.contains("let saludo = &quot;hola&quot;"))
    }

    @Test func noVerifySkipsTheVerifyStage() async throws {
        let site = try Self.project(["hola.md": Self.article])
        let run = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(run.exitCode == 0, "\(run.standardError)")
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.prefix(4) == ["[1/4] Loading and parsing content/", "[2/4] Rendering 1 article",
                                    lines[2], "[4/4] Writing public/"])
        #expect(!run.standardError.contains("Verifying"))
    }

    @Test(arguments: [".", ".."])
    func refusesToReplaceTheProjectFolder(output: String) async throws {
        let site = try Self.project(["hola.md": Self.article])
        let before = try FolderSnapshot(of: site.root.url)
        let run = try await SitegenProcess.run(["--output", output], in: site.root.url)
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains(": it holds the project (choose a folder such as public/)\n"), "\(run.standardError)")
        #expect(try FolderSnapshot(of: site.root.url) == before)
    }

    @Test func sourceDateEpochDatesUndatedFeedEntries() async throws {
        let site = try Self.project(["sin-fecha.md": "---\ntitle: Sin fecha\n---\nTexto.\n"])
        let run = try await SitegenProcess.run([], in: site.root.url, environment: ["SOURCE_DATE_EPOCH": "1700000000"])
        #expect(run.exitCode == 0, "\(run.standardError)")
        let feed = try XMLTree(parsing: Data(contentsOf: site.output.appendingPathComponent("feed.xml")))
        #expect(feed.first("updated")?.text == "2023-11-14T22:13:20Z")
        #expect(feed.first("entry")?.first("updated")?.text == "2023-11-14T22:13:20Z")
    }

    @Test func missingContentFolder() async throws {
        let site = try Self.project([:])
        try FileManager.default.removeItem(at: site.content)
        let run = try await SitegenProcess.run([], in: site.root.url)
        #expect(run.exitCode == 1)
        #expect(run.standardError.contains("content: error: content folder not found (run from the project folder or pass --content DIR)\n"),
                "\(run.standardError)")
    }
}
