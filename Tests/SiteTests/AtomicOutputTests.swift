import Diagnostics
import Foundation
import Rendering
import Site
import SitegenTesting
import Testing

@Suite struct AtomicOutputTests {
    static let goodArticles = [
        "uno.md": "---\ntitle: Uno\ndate: 2023-10-07\ntags: [swift]\n---\n## Sección\n\nTexto.\n",
        "dos.md": "---\ntitle: Dos\ndate: 2023-10-08\n---\n[Uno](../uno/#seccion)\n",
    ]

    /// Entries beside the output folder other than the fixture's own and the build record: a
    /// staging folder left behind.
    static func leftovers(in site: SiteFixture) throws -> [String] {
        try site.root.entries().filter { $0 != "content" && $0 != "public" && $0 != ".public-sitegen-record" }
    }

    @Test func aFailedBuildLeavesThePreviousSiteByteForByte() async throws {
        let site = try SiteFixture(content: Self.goodArticles)
        _ = try await site.build()
        let before = try FolderSnapshot(of: site.output)
        #expect(before.paths.contains("uno/index.html"))
        #expect(before.paths.contains(".sitegen-output"))

        try site.writeContent("uno.md", "---\ntitle: Uno\ndate: 2023-10-07\ntags: [swift\n---\nCambiado.\n")
        try site.writeContent("tres.md", "---\ntitle: Tres\n---\nNueva.\n")
        #expect(await site.buildError() == "[ROOT]/content/uno.md:5:1: error: front matter is not valid YAML: did not find expected ',' or ']' while parsing a flow sequence (it starts at line 4)")

        let after = try FolderSnapshot(of: site.output)
        #expect(after.paths == before.paths)
        #expect(after == before)
        #expect(try Self.leftovers(in: site) == [])
    }

    /// The new site is written beside the output while its links are checked: a failed check
    /// removes it, and the old site stays as it was.
    @Test func aBrokenLinkFailsTheBuildAndTheOldSiteStays() async throws {
        let site = try SiteFixture(content: Self.goodArticles)
        _ = try await site.build()
        let before = try FolderSnapshot(of: site.output)
        try site.writeContent("dos.md", "---\ntitle: Dos\n---\n[Uno](../uno/#no-existe) y [nada](../nada/)\n")
        #expect(await site.buildError() == """
            [ROOT]/content/dos.md: error: link '../nada/' on page dos/index.html leads nowhere
            [ROOT]/content/dos.md: error: link '../uno/#no-existe' on page dos/index.html: no element with id 'no-existe' on uno/index.html
            """)
        #expect(try FolderSnapshot(of: site.output) == before)
        #expect(try Self.leftovers(in: site) == [])
    }

    @Test func aSuccessfulBuildReplacesTheWholeSite() async throws {
        let site = try SiteFixture(content: Self.goodArticles)
        _ = try await site.build()
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("dos.md"))
        try site.writeContent("tres.md", "---\ntitle: Tres\n---\nNueva.\n")
        _ = try await site.build()
        let after = try FolderSnapshot(of: site.output)
        #expect(!after.paths.contains("dos/index.html"))  // the removed article's page is gone
        #expect(after.paths.contains("tres/index.html"))
        #expect(try Self.leftovers(in: site) == [])
    }

    @Test func theGitignorePlaceholderSurvivesBuilds() async throws {
        let site = try SiteFixture(content: Self.goodArticles)
        // The package's own placeholder, the file that keeps public/ in git.
        let placeholder = try String(contentsOf: PackagePaths.root.appendingPathComponent("public/.gitignore"), encoding: .utf8)
        #expect(placeholder.contains("!.gitignore"))
        try site.root.write(["public/.gitignore": placeholder])
        _ = try await site.build()
        #expect(try site.root.read("public/.gitignore") == placeholder)
        _ = try await site.build()
        #expect(try site.root.read("public/.gitignore") == placeholder)
        #expect(site.root.exists("public/uno/index.html"))
        // The marker is sitegen's own, rewritten each build, never a carried-over dot file.
        #expect(try site.root.read("public/.sitegen-output") == "This folder is written by sitegen; a build replaces it whole.\n")
    }

    @Test func anOutputFolderThatIsNotSitegensIsRefused() async throws {
        let site = try SiteFixture(content: Self.goodArticles)
        try site.root.write(["public/notas.txt": "mis notas\n", "public/.oculto": "x"])
        let before = try FolderSnapshot(of: site.output)
        #expect(await site.buildError() == "[ROOT]/public: error: refusing to replace '[ROOT]/public': it was not made by sitegen (empty it or choose another --output)")
        #expect(try FolderSnapshot(of: site.output) == before)
        #expect(try Self.leftovers(in: site) == [])
    }

    @Test func anEmptyOrAbsentOutputFolderIsCreated() async throws {
        let site = try SiteFixture(content: Self.goodArticles)
        _ = try await site.build(output: site.root.appending("nuevo/sitio"))
        #expect(site.root.exists("nuevo/sitio/index.html"))
        try FileManager.default.createDirectory(at: site.root.appending("vacio"), withIntermediateDirectories: true)
        _ = try await site.build(output: site.root.appending("vacio"))
        #expect(site.root.exists("vacio/index.html"))
    }

    @Test func filesOutsideTheOutputFolderAreRefused() throws {
        let root = try TemporaryDirectory()
        let output = root.appending("public")
        for path in ["../fuera.html", "/etc/fuera.html", "a/../../fuera.html", "a//b.html", "", "./a.html"] {
            let error = #expect(throws: DiagnosticError.self) {
                try AtomicWriter.write([OutputFile(path: "bien.html", text: "ok"),
                                        OutputFile(path: path, text: "mal", sourcePath: "content/mal.md")], to: output)
            }
            #expect(error?.description == "content/mal.md: error: refusing to write '\(path)': it is outside the output folder")
        }
        #expect(try root.entries() == [])
    }

    @Test func aWriteThatFailsHalfwayLeavesThePreviousSite() throws {
        let root = try TemporaryDirectory()
        let output = root.appending("public")
        try AtomicWriter.write([OutputFile(path: "index.html", text: "<p>antes</p>"),
                                OutputFile(path: "a/index.html", text: "<p>a</p>")], to: output)
        let before = try FolderSnapshot(of: output)
        // "b" is written as a file, then "b/c.html" needs a folder "b": the write fails after
        // some files of the new site are already on disk.
        let error = #expect(throws: DiagnosticError.self) {
            try AtomicWriter.write([OutputFile(path: "index.html", text: "<p>después</p>"),
                                    OutputFile(path: "b", text: "fichero"),
                                    OutputFile(path: "b/c.html", text: "<p>c</p>")], to: output)
        }
        #expect(error?.description.hasPrefix("\(output.path): error: cannot write the site: ") == true, "\(String(describing: error))")
        #expect(try FolderSnapshot(of: output) == before)
        #expect(try root.entries() == ["public"])
    }

    @Test func writerWritesExactlyTheGivenFiles() throws {
        let root = try TemporaryDirectory()
        let output = root.appending("public")
        let files = [OutputFile(path: "index.html", text: "<p>hola</p>"),
                     OutputFile(path: "a/b/c.txt", contents: Data([0, 1, 2, 255]))]
        try AtomicWriter.write(files, to: output)
        let snapshot = try FolderSnapshot(of: output)
        #expect(snapshot.paths == [".sitegen-output", "a/b/c.txt", "index.html"])
        #expect(snapshot.files["a/b/c.txt"] == Data([0, 1, 2, 255]))
        #expect(snapshot.text("index.html") == "<p>hola</p>")
        #expect(try root.entries() == ["public"])
    }
}
