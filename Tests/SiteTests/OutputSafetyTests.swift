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
                             // Not a staging folder: another output's, and someone's own file.
                             ".otro.sitegen-\(dead)-1/index.html": "x",
                             ".public.sitegen-notas": "mis notas\n"])
        // A build still running in another process (pid 1 always exists) keeps its folder.
        try site.root.write([".public.sitegen-1-999/index.html": "<p>en curso</p>"])
        _ = try await site.build()
        #expect(try site.root.entries().sorted()
            == [".otro.sitegen-\(dead)-1", ".public.sitegen-1-999", ".public.sitegen-notas", "content", "public"])
        #expect(site.root.exists("public/uno/index.html"))
    }
}
