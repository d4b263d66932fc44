import Diagnostics
import Foundation
import Site
import SitegenTesting
import Testing

/// Nothing the user had is lost by a build: what `--output` names must be sitegen's own
/// folder (or nothing, or an empty folder), and what killed builds left behind is cleaned up.
@Suite struct OutputSafetyTests {
    static let articles = AtomicOutputTests.goodArticles

    @Test func anOutputThatIsAFileIsAnErrorAndTheFileStays() async throws {
        let site = try SiteFixture(content: Self.articles)
        try site.root.write(["notas.txt": "mis notas\n"])
        let error = await #expect(throws: DiagnosticError.self) {
            _ = try await site.build(output: site.root.appending("notas.txt"))
        }
        #expect(error.map { site.scrubber.scrub($0.description) }
            == "[ROOT]/notas.txt: error: refusing to replace '[ROOT]/notas.txt': it is not a folder (choose a folder for --output)")
        #expect(try site.root.read("notas.txt") == "mis notas\n")
        #expect(try site.root.entries().sorted() == ["content", "notas.txt"])
    }

    @Test func anOutputFolderWithOnlyHiddenFoldersIsNotEmptied() async throws {
        let site = try SiteFixture(content: Self.articles)
        try site.root.write(["public/.git/HEAD": "ref: refs/heads/gh-pages\n", "public/.ssh/id_ed25519": "secreto\n"])
        let before = try FolderSnapshot(of: site.output)
        #expect(await site.buildError() == "[ROOT]/public: error: refusing to replace '[ROOT]/public': it was not made by sitegen (empty it or choose another --output)")
        #expect(try FolderSnapshot(of: site.output) == before)
        #expect(try site.root.entries().sorted() == ["content", "public"])
    }

    @Test func anOutputFolderWithOnlyHiddenFilesKeepsThemInTheNewSite() async throws {
        let site = try SiteFixture(content: Self.articles)
        try site.root.write(["public/.gitignore": "*\n", "public/.nojekyll": ""])
        _ = try await site.build()
        #expect(try site.root.read("public/.gitignore") == "*\n")
        #expect(site.root.exists("public/.nojekyll"))
        #expect(site.root.exists("public/uno/index.html"))
    }

    @Test func anOutputFolderInsideTheContentFolderIsRefused() async throws {
        let site = try SiteFixture(content: Self.articles)
        let contentBefore = try FolderSnapshot(of: site.content)
        let error = await #expect(throws: DiagnosticError.self) {
            _ = try await site.build(output: site.content.appendingPathComponent("public"))
        }
        #expect(error.map { site.scrubber.scrub($0.description) }
            == "[ROOT]/content/public: error: refusing to write the site inside the content folder '[ROOT]/content' (choose an --output outside it, such as public/)")
        #expect(try FolderSnapshot(of: site.content) == contentBefore)
    }

    @Test func aRebuildKeepsGitAndCNAMEAndRefusesToDeleteWhatItDidNotWrite() async throws {
        let site = try SiteFixture(content: Self.articles)
        _ = try await site.build()
        // The published branch's checkout and GitHub Pages' domain file, added after the build.
        try site.root.write(["public/.git/HEAD": "ref: refs/heads/gh-pages\n", "public/CNAME": "tutorial.example.com\n"])
        _ = try await site.build()
        #expect(try site.root.read("public/.git/HEAD") == "ref: refs/heads/gh-pages\n")
        #expect(try site.root.read("public/CNAME") == "tutorial.example.com\n")
        #expect(site.root.exists("public/uno/index.html"))
        // A folder sitegen never wrote: the build refuses, naming it, and deletes nothing.
        try site.root.write(["public/downloads/guia.pdf": "%PDF\n"])
        let before = try FolderSnapshot(of: site.output)
        #expect(await site.buildError() == "[ROOT]/public: error: refusing to replace the output folder: 'downloads' in it was not "
            + "written by sitegen and a build would delete it (list it under 'keep:' in site.yml, or move it away)")
        #expect(try FolderSnapshot(of: site.output) == before)
        // Listed under keep:, it stays, and the next build has nothing to do.
        try site.writeContent("site.yml", SiteFixture.siteYAML + "keep: [downloads]\n")
        _ = try await site.build()
        #expect(try site.root.read("public/downloads/guia.pdf") == "%PDF\n")
        #expect(try site.root.read("public/.git/HEAD") == "ref: refs/heads/gh-pages\n")
        let again = try await site.build()
        #expect(again.upToDate, "kept entries are not the build's files")
    }

    @Test func anOutputInsideTheTemplatesOrThroughALinkIntoTheContentIsRefused() async throws {
        let site = try SiteFixture(content: Self.articles)
        try site.root.write(["templates/partials/propio.mustache": "<p></p>\n"])
        let templates = site.root.appending("templates")
        let error = await #expect(throws: DiagnosticError.self) {
            _ = try await SitePipeline.build(BuildOptions(contentDirectory: site.content.path, templatesDirectory: templates.path,
                                                          outputDirectory: templates.appendingPathComponent("assets/site").path))
        }
        #expect(error.map { site.scrubber.scrub($0.description) }?.contains("refusing to write the site inside the templates folder") == true,
                "\(String(describing: error))")
        #expect(!site.root.exists("templates/assets/site"))
        // `content-link` leads into content/: an output under it is inside the content.
        try FileManager.default.createSymbolicLink(atPath: site.root.appending("content-link").path, withDestinationPath: site.content.path)
        let contentBefore = try FolderSnapshot(of: site.content)
        let linked = await #expect(throws: DiagnosticError.self) {
            _ = try await site.build(output: site.root.appending("content-link/out"))
        }
        #expect(linked.map { site.scrubber.scrub($0.description) }?.contains("inside the content folder") == true, "\(String(describing: linked))")
        #expect(try FolderSnapshot(of: site.content) == contentBefore)
    }

    /// The pid of a process that has ended.
    static func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func stagingFoldersOfKilledBuildsAreRemovedByTheNextBuild() async throws {
        let site = try SiteFixture(content: Self.articles)
        _ = try await site.build()
        let dead = try Self.deadProcessID()
        // What a build killed while writing leaves: a half-written staging folder, and the
        // old site under the fallback's `-old` name.
        try site.root.write([".public.sitegen-\(dead)-12345/uno/index.html": "<p>a medias</p>",
                             ".public.sitegen-\(dead)-678-old/index.html": "<p>viejo</p>",
                             // and the build record it had begun.
                             ".public.sitegen-\(dead)-9-record": "{\"a.md\":{}}\n",
                             // Not a staging folder: another output's, and someone's own file.
                             ".otro.sitegen-\(dead)-1/index.html": "x",
                             ".public.sitegen-notas": "mis notas\n"])
        // A build still running in another process (pid 1 always exists) keeps its folder.
        try site.root.write([".public.sitegen-1-999/index.html": "<p>en curso</p>"])
        _ = try await site.build()
        #expect(try site.root.entries().sorted()
            == [".otro.sitegen-\(dead)-1", ".public-sitegen-record", ".public.sitegen-1-999", ".public.sitegen-notas", "content", "public"])
        #expect(site.root.exists("public/uno/index.html"))
    }
}

/// A real `sitegen build` killed with SIGKILL while it writes: the output holds the old
/// site or the new one, never a mix, and the next build removes what the killed one left.
@Suite struct KilledBuildTests {
    @Test func aBuildKilledWhileWritingLeavesAWholeSiteAndTheNextBuildCleansUp() async throws {
        var files: [String: String] = [:]
        for number in 0..<400 { files["articulo-\(number).md"] = "---\ntitle: Antes \(number)\n---\nTexto \(number).\n" }
        let site = try CLITests.project(files)
        let first = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(first.exitCode == 0, "\(first.standardError)")
        let old = try FolderSnapshot(of: site.output)

        for number in 0..<400 { try site.writeContent("articulo-\(number).md", "---\ntitle: Después \(number)\n---\nTexto \(number).\n") }
        let process = Process()
        process.executableURL = try SitegenProcess.executable()
        process.arguments = ["build", "--no-verify"]
        process.currentDirectoryURL = site.root.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Kill it as soon as its staging folder appears (or let it finish if it is quicker).
        while process.isRunning {
            if try site.root.entries().contains(where: { $0.hasPrefix(".public.sitegen-") }) {
                kill(process.processIdentifier, SIGKILL)
                break
            }
            try await Task.sleep(for: .milliseconds(1))
        }
        process.waitUntilExit()

        let after = try FolderSnapshot(of: site.output)
        let titles = after.paths.filter { $0.hasPrefix("articulo-") }.compactMap { after.text($0) }
        let fromOld = titles.filter { $0.contains("Antes ") }.count, fromNew = titles.filter { $0.contains("Después ") }.count
        #expect(after == old || (fromOld == 0 && fromNew == 400), "old pages \(fromOld), new pages \(fromNew)")

        let next = try await SitegenProcess.run(["build", "--no-verify"], in: site.root.url)
        #expect(next.exitCode == 0, "\(next.standardError)")
        #expect(try site.root.entries().filter { $0.hasPrefix(".public.sitegen-") } == [])
        #expect(try site.root.read("public/articulo-7/index.html").contains("Después 7"))
    }
}
