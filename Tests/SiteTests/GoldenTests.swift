import Foundation
import SitegenTesting
import Testing

/// Golden folders: each `Fixtures/golden/<case>/input/` is a small `content/` built with the
/// real templates; the site must equal `expected/` file for file (the temporary folder shown
/// as `[ROOT]`). Re-record with `SITEGEN_RECORD=1 swift test --filter GoldenTests` (that run
/// fails on purpose), then review the new expected files like code.
@Suite struct GoldenTests {
    static let folder = PackagePaths.fixtures(of: "SiteTests").appendingPathComponent("golden")

    static var cases: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func thereAreGoldenCases() {
        #expect(Self.cases == ["articulos"])
    }

    @Test(arguments: cases)
    func builtSiteMatchesExpected(caseName: String) async throws {
        let golden = GoldenFolder(Self.folder.appendingPathComponent(caseName))
        let built = try await GoldenSite.build(input: golden.input)
        #expect(built.warnings == [])
        let problems = try golden.verify(built.files)
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n\n")))
    }

    @Test func expectedFilesHoldNoMachinePaths() throws {
        for caseName in Self.cases {
            let expected = try FolderSnapshot(of: Self.folder.appendingPathComponent("\(caseName)/expected"))
            #expect(!expected.files.isEmpty)
            for path in expected.paths {
                let text = try #require(expected.text(path))
                #expect(!text.contains(NSTemporaryDirectory()), "\(caseName)/\(path)")
                #expect(!text.contains(PackagePaths.root.path), "\(caseName)/\(path)")
            }
        }
    }

    // MARK: The golden helper itself

    @Test func verifyReportsMissingExtraAndChangedFilesWithADiff() throws {
        let root = try TemporaryDirectory()
        try root.write(["caso/expected/a.html": "uno\ndos\ntres\n", "caso/expected/solo-esperado.html": "x\n"])
        let golden = GoldenFolder(root.appending("caso"))
        let problems = try golden.verify(["a.html": "uno\nDOS\ntres\n", "nuevo.html": "y\n"], recording: false)
        #expect(problems == [
            "golden case 'caso': solo-esperado.html is expected but was not produced",
            "golden case 'caso': nuevo.html was produced but is not expected (record it with SITEGEN_RECORD=1)",
            """
            golden case 'caso': a.html differs (- expected, + actual):
            @@ expected 1, actual 1
                 1    1 | uno
            -    2      | dos
            +         2 | DOS
                 3    3 | tres
                 4    4 | 
            """,
        ])
        #expect(try golden.verify(["a.html": "uno\ndos\ntres\n", "solo-esperado.html": "x\n"], recording: false) == [])
    }

    @Test func recordingRewritesExpectedAndStillFails() throws {
        let root = try TemporaryDirectory()
        try root.write(["caso/expected/viejo.html": "viejo\n"])
        let golden = GoldenFolder(root.appending("caso"))
        let problems = try golden.verify(["nuevo/index.html": "nuevo\n"], recording: true)
        #expect(problems.count == 1)
        #expect(problems.first?.contains("SITEGEN_RECORD=1 re-recorded 1 files") == true)
        #expect(try FolderSnapshot(of: golden.expected).paths == ["nuevo/index.html"])
        #expect(try golden.verify(["nuevo/index.html": "nuevo\n"], recording: false) == [])
    }

    @Test func aCaseWithoutExpectedFilesFails() throws {
        let root = try TemporaryDirectory()
        let problems = try GoldenFolder(root.appending("vacio")).verify(["a.html": "a"], recording: false)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("golden case 'vacio': no expected/ folder at ") == true)
    }

    @Test func lineDiffShowsContextAndElidesTheRest() {
        let expected = (1...20).map { "línea \($0)" }.joined(separator: "\n")
        var lines = (1...20).map { "línea \($0)" }
        lines[9] = "cambiada"
        lines.insert("nueva", at: 15)
        let diff = LineDiff.render(expected: expected, actual: lines.joined(separator: "\n"), context: 1)
        #expect(diff == """
            @@ expected 9, actual 9
                 9    9 | línea 9
            -   10      | línea 10
            +        10 | cambiada
                11   11 | línea 11
            @@ expected 15, actual 15
                15   15 | línea 15
            +        16 | nueva
                16   17 | línea 16
            """)
        #expect(LineDiff.render(expected: "a", actual: "a") == "")
        #expect(LineDiff.render(expected: "a\n", actual: "a").contains("@@"))
    }

    @Test func scrubberReplacesTheTemporaryFolder() throws {
        let root = try TemporaryDirectory()
        let scrubber = PathScrubber(root: root.url)
        #expect(scrubber.scrub("\(root.path)/content/x.md:3:1: error: algo") == "[ROOT]/content/x.md:3:1: error: algo")
        #expect(scrubber.scrub("sin rutas") == "sin rutas")
        let nested = PathScrubber([(folder: "/a", placeholder: "[A]"), (folder: "/a/b", placeholder: "[B]")])
        #expect(nested.scrub("/a/b/c y /a/c") == "[B]/c y [A]/c")
    }
}
