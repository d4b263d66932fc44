import Diagnostics
import Foundation
import Rendering
@testable import Site
import SitegenTesting
import Testing

/// A build writes each article's page into its staging folder as soon as it is rendered
/// (`AtomicWriter.StagingFolder`), so that the pages of a large site are never all in memory:
/// with the real file system, what is written early is the site's final content, and a build
/// that fails after some pages are written leaves nothing behind.
@Suite struct StagingFolderTests {
    @Test func aPageWrittenEarlyIsNeverOverwrittenByWhatStandsForIt() throws {
        let root = try TemporaryDirectory()
        let output = root.appending("public")
        let staging = try AtomicWriter.StagingFolder(for: output, contentDirectory: nil)
        let page = OutputFile(path: "uno/index.html", text: #"<h2 id="a">A</h2><a href="../dos/#b">dos</a><img src="x.png">"#,
                              sourcePath: "content/uno.md")
        let standIn = try staging.write(page: page, fileLinks: false)
        #expect(standIn.isStaged && standIn.contents.isEmpty && standIn.path == page.path && standIn.sourcePath == page.sourcePath)
        #expect(staging.pageLinks == ["uno/index.html": LinkChecker.PageLinks(ids: ["a"], links: ["../dos/#b", "x.png"])])

        // The site's other files are written once the whole site is known; the page stays as written.
        let staged = try staging.finish(writing: [standIn, OutputFile(path: "index.html", text: "<p>inicio</p>")])
        try staged.commit()
        let snapshot = try FolderSnapshot(of: output)
        #expect(snapshot.paths == [".sitegen-output", "index.html", "uno/index.html"])
        #expect(snapshot.files["uno/index.html"] == page.contents)
        #expect(Set(staged.stamps.keys) == [".sitegen-output", "index.html", "uno/index.html"])
        #expect(staged.stamps["uno/index.html"]?.size == page.contents.count)
        #expect(try root.entries() == ["public"])
    }

    @Test func aPageOutsideTheOutputFolderIsRefusedBeforeAnythingIsWritten() throws {
        let root = try TemporaryDirectory()
        let output = root.appending("public")
        let staging = try AtomicWriter.StagingFolder(for: output, contentDirectory: nil)
        let error = #expect(throws: DiagnosticError.self) {
            try staging.write(page: OutputFile(path: "../fuera.html", text: "mal", sourcePath: "content/mal.md"), fileLinks: false)
        }
        #expect(error?.description == "content/mal.md: error: refusing to write '../fuera.html': it is outside the output folder")
        staging.discard()
        #expect(try root.entries() == [])
    }

    @Test func aPageWrittenForFilesHasItsLinksRewrittenFirst() throws {
        let root = try TemporaryDirectory()
        let staging = try AtomicWriter.StagingFolder(for: root.appending("public"), contentDirectory: nil)
        _ = try staging.write(page: OutputFile(path: "uno/index.html", text: #"<a href="../dos/">dos</a>"#), fileLinks: true)
        #expect(try String(contentsOf: staging.url.appendingPathComponent("uno/index.html"), encoding: .utf8)
            == #"<a href="../dos/index.html">dos</a>"#)
        #expect(staging.pageLinks["uno/index.html"]?.links == ["../dos/index.html"])
        staging.discard()
    }

    /// Both pages are written into the staging folder before the check finds they claim one
    /// path: the build fails, the old site stays byte for byte, and the staging folder goes.
    @Test func aBuildThatFailsAfterWritingPagesLeavesThePreviousSite() async throws {
        let site = try SiteFixture(content: AtomicOutputTests.goodArticles)
        _ = try await site.build()
        let before = try FolderSnapshot(of: site.output)
        try site.writeContent("tres.md", "---\ntitle: Tres\npermalink: /uno/\n---\nOtra.\n")
        #expect(await site.buildError() == """
            [ROOT]/content/tres.md: error: two pages would be written to uno/index.html (the other is [ROOT]/content/uno.md); change a permalink or slug
            """)
        #expect(try FolderSnapshot(of: site.output) == before)
        #expect(try AtomicOutputTests.leftovers(in: site) == [])
    }
}
