import Diagnostics
import Doctest
import Foundation
import Site
import SitegenTesting
import Testing

/// An incremental build (the default: `BuildRecord`) must give, byte for byte, the site a
/// clean build (`--clean`) gives from the same sources: each test builds, makes one edit,
/// builds again incrementally into the same folder, and compares with a clean build of the
/// edited sources into another folder.
@Suite struct IncrementalBuildTests {
    /// Two series, shared tags, links between articles and an undated article.
    static let articles = [
        "2023-10-01-nav-1.md": "---\ntitle: Navegación uno\ntags: [SwiftUI, Navegación]\nseries: Navegación\npart: 1\n---\n## Primero\n\nTexto de la primera parte con [la segunda](../nav-2/#segundo).\n",
        "2023-10-02-nav-2.md": "---\ntitle: Navegación dos\ntags: [SwiftUI]\nseries: Navegación\npart: 2\n---\n## Segundo\n\nTexto de la segunda parte.\n\n```swift\nlet x = 1\n```\n",
        "2023-10-03-nav-3.md": "---\ntitle: Navegación tres\ntags: [Navegación, UIKit]\nseries: Navegación\npart: 3\n---\n## Tercero\n\nLa tercera parte.\n",
        "2023-10-04-tca-1.md": "---\ntitle: Arquitectura uno\ntags: [TCA]\nseries: Arquitectura\npart: 1\n---\nEl store y las acciones.\n",
        "2023-10-05-tca-2.md": "---\ntitle: Arquitectura dos\ntags: [TCA, SwiftUI]\nseries: Arquitectura\npart: 2\n---\nLos reducers.\n",
        "suelto.md": "---\ntitle: Un artículo suelto\ndescription: Sin fecha ni serie.\ntags: [Testing]\n---\nVer [la primera parte](../nav-1/).\n",
    ]

    /// The incremental result of `edit` and a clean build of the same sources, and what the
    /// incremental build kept.
    struct Outcome {
        var incremental: FolderSnapshot
        var clean: FolderSnapshot
        var first: BuildSummary
        var second: BuildSummary
    }

    static func buildTwice(templates: URL = PackagePaths.templates, edit: (SiteFixture, URL) throws -> Void) async throws -> Outcome {
        let site = try SiteFixture(content: articles)
        // The templates in a folder of their own, so an edit may change them.
        let templateCopy = try TemporaryDirectory(prefix: "sitegen-incremental-templates")
        let templatesFolder = templateCopy.appending("templates")
        try FileManager.default.copyItem(at: templates, to: templatesFolder)
        let first = try await SitePipeline.build(site.options(templates: templatesFolder))
        try edit(site, templatesFolder)
        let second = try await SitePipeline.build(site.options(templates: templatesFolder))
        var clean = site.options(templates: templatesFolder, output: site.root.appending("public-clean"))
        clean.incremental = false
        _ = try await SitePipeline.build(clean)
        // The pages name no folder of their own, so the two outputs compare as they are.
        return Outcome(incremental: try FolderSnapshot(of: site.output), clean: try FolderSnapshot(of: site.root.appending("public-clean")),
                       first: first, second: second)
    }

    /// Paths whose bytes differ between the two outputs, and paths only one has.
    static func differences(_ outcome: Outcome) -> [String] {
        let paths = Set(outcome.incremental.paths).union(outcome.clean.paths)
        return paths.filter { outcome.incremental.files[$0] != outcome.clean.files[$0] }.sorted()
    }

    @Test func nothingChangedLeavesTheOutputFolderAsItIs() async throws {
        let site = try SiteFixture(content: Self.articles)
        let first = try await site.build()
        let folder = try FileManager.default.attributesOfItem(atPath: site.output.path)[.systemFileNumber] as? Int
        let before = try FolderSnapshot(of: site.output)
        let second = try await site.build()
        #expect(!first.upToDate)
        #expect(second.upToDate)
        #expect((second.articles, second.files, second.keptPages) == (first.articles, first.files, Self.articles.count))
        // Not even swapped: the same folder, the same bytes.
        #expect(try FileManager.default.attributesOfItem(atPath: site.output.path)[.systemFileNumber] as? Int == folder)
        #expect(try FolderSnapshot(of: site.output) == before)
    }

    /// The record's stamps of the output come from the writing (the staging folder, on two
    /// threads), not from a walk of the folder afterwards: they must still be every file a
    /// walk finds, the marker and the dot files carried over from the old folder included.
    @Test func aDotFileKeptInTheOutputFolderStillLeavesItUpToDate() async throws {
        let site = try SiteFixture(content: Self.articles)
        try site.root.write(["public/.gitignore": "*\n"])
        let first = try await site.build()
        let second = try await site.build()
        #expect(!first.upToDate)
        #expect(second.upToDate)
        #expect(site.root.exists("public/.gitignore"))
    }

    @Test func nothingButATouchedFileKeepsEveryArticlePage() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            // The newest modification dates the feed: the site is not up to date, but no page changes.
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)],
                                                  ofItemAtPath: site.content.appendingPathComponent("suelto.md").path)
        }
        #expect(Self.differences(outcome) == [])
        #expect(!outcome.second.upToDate)
        #expect(outcome.first.keptPages == 0)
    }

    @Test func aFileAddedToTheOutputFolderIsRefusedNotDeleted() async throws {
        // A build never deletes what it did not write (issue 31): the hand-written page stops
        // the build, named, until it is listed under keep: or moved away.
        let site = try SiteFixture(content: Self.articles)
        _ = try await site.build()
        try site.root.write(["public/extra.html": "<p>a mano</p>\n"])
        #expect(await site.buildError()?.contains("'extra.html' in it was not written by sitegen") == true)
        #expect(try site.root.read("public/extra.html") == "<p>a mano</p>\n")
        try FileManager.default.removeItem(at: site.output.appendingPathComponent("extra.html"))
        let third = try await site.build()
        #expect(third.upToDate)
    }

    @Test func oneArticlesTextRendersOnlyItsPageAgain() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            try site.writeContent("suelto.md", "---\ntitle: Un artículo suelto\ndescription: Sin fecha ni serie.\ntags: [Testing]\n---\nVer [la primera parte](../nav-1/), otra vez.\n")
        }
        #expect(Self.differences(outcome) == [])
        #expect(outcome.second.keptPages == Self.articles.count - 1)
        #expect(outcome.incremental.text("suelto/index.html")?.contains("otra vez") == true)
    }

    @Test func aTitleChangeReordersHomeAndTagsAndRendersTheSeriesAgain() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            // "Navegación dos" becomes the first article by title, and its series neighbours show its new title.
            try site.writeContent("2023-10-02-nav-2.md", "---\ntitle: Aaa primero\ntags: [SwiftUI]\nseries: Navegación\npart: 2\n---\n## Segundo\n\nTexto de la segunda parte.\n\n```swift\nlet x = 1\n```\n")
        }
        #expect(Self.differences(outcome) == [])
        // The three parts of its series change; the other three articles are kept.
        #expect(outcome.second.keptPages == 3)
        #expect(outcome.incremental.text("nav-1/index.html")?.contains("Aaa primero") == true)
    }

    @Test func aTagRemoved() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            try site.writeContent("suelto.md", "---\ntitle: Un artículo suelto\ndescription: Sin fecha ni serie.\n---\nVer [la primera parte](../nav-1/).\n")
        }
        #expect(Self.differences(outcome) == [])
        #expect(!outcome.incremental.paths.contains { $0.hasPrefix("etiquetas/testing/") || $0.hasPrefix("tags/testing/") })
        #expect(outcome.second.keptPages == Self.articles.count - 1)
    }

    @Test func anArticleAdded() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            try site.writeContent("2023-10-06-tca-3.md", "---\ntitle: Arquitectura tres\ntags: [TCA]\nseries: Arquitectura\npart: 3\n---\nLos efectos.\n")
        }
        #expect(Self.differences(outcome) == [])
        #expect(outcome.incremental.paths.contains("tca-3/index.html"))
        // Its series' two earlier parts list it; the four other articles are kept.
        #expect(outcome.second.keptPages == 4)
    }

    @Test func anArticleDeleted() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            try FileManager.default.removeItem(at: site.content.appendingPathComponent("2023-10-05-tca-2.md"))
        }
        #expect(Self.differences(outcome) == [])
        #expect(!outcome.incremental.paths.contains("tca-2/index.html"))
        #expect(outcome.second.keptPages == 4)
    }

    @Test func anArticleRenamed() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            let fileManager = FileManager.default
            try fileManager.moveItem(at: site.content.appendingPathComponent("suelto.md"), to: site.content.appendingPathComponent("aparte.md"))
        }
        #expect(Self.differences(outcome) == [])
        #expect(outcome.incremental.paths.contains("aparte/index.html"))
        #expect(!outcome.incremental.paths.contains("suelto/index.html"))
    }

    @Test func aTemplateChangedRendersEveryPageAgain() async throws {
        let outcome = try await Self.buildTwice { _, templates in
            let article = templates.appendingPathComponent("article.mustache")
            let text = try String(contentsOf: article, encoding: .utf8)
            try (text + "\n<!-- una plantilla cambiada -->\n").write(to: article, atomically: true, encoding: .utf8)
        }
        #expect(Self.differences(outcome) == [])
        #expect(outcome.second.keptPages == 0)
        #expect(outcome.incremental.text("suelto/index.html")?.contains("una plantilla cambiada") == true)
    }

    @Test func siteSettingsChangedRenderEveryPageAgain() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            try site.writeContent("site.yml", SiteFixture.siteYAML.replacingOccurrences(of: "Sitio de prueba", with: "Otro título"))
        }
        #expect(Self.differences(outcome) == [])
        #expect(outcome.second.keptPages == 0)
        #expect(outcome.incremental.text("suelto/index.html")?.contains("Otro título") == true)
    }

    @Test func aSeriesPartMoved() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            // Part 3 becomes part 0: it now comes first, and every part's neighbours change.
            try site.writeContent("2023-10-03-nav-3.md", "---\ntitle: Navegación tres\ntags: [Navegación, UIKit]\nseries: Navegación\npart: 0\n---\n## Tercero\n\nLa tercera parte.\n")
        }
        #expect(Self.differences(outcome) == [])
        #expect(outcome.second.keptPages == 3)
    }

    @Test func anArticleMovedToAnotherSeries() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            try site.writeContent("suelto.md", "---\ntitle: Un artículo suelto\ndescription: Sin fecha ni serie.\ntags: [Testing]\nseries: Arquitectura\npart: 3\n---\nVer [la primera parte](../nav-1/).\n")
        }
        #expect(Self.differences(outcome) == [])
        #expect(outcome.second.keptPages == 3)
    }

    @Test func aHandEditedPageIsRenderedAgain() async throws {
        let outcome = try await Self.buildTwice { site, _ in
            let page = site.output.appendingPathComponent("suelto/index.html")
            try "<p>editado a mano</p>\n".write(to: page, atomically: false, encoding: .utf8)
        }
        #expect(Self.differences(outcome) == [])
        #expect(outcome.second.keptPages == Self.articles.count - 1)
    }

    /// Rewritten in place with the same size and its modification time set back to the
    /// nanosecond (`touch -d`): only the status-change time tells, and it does.
    @Test func aPageRewrittenWithItsSizeAndTimeIsRenderedAgain() async throws {
        for alsoAnArticle in [false, true] {
            let outcome = try await Self.buildTwice { site, _ in
                let page = site.output.appendingPathComponent("suelto/index.html")
                var before = stat()
                try #require(stat(page.path, &before) == 0)
                var bytes = [UInt8](try Data(contentsOf: page))
                let at = try #require(bytes.firstIndex(of: UInt8(ascii: "<")))
                bytes[at + 1] = bytes[at + 1] == UInt8(ascii: "X") ? UInt8(ascii: "Y") : UInt8(ascii: "X")
                try Data(bytes).write(to: page)
                // Its times set back to the nanosecond.
                var times = [before.st_atim, before.st_mtim]
                try #require(utimensat(AT_FDCWD, page.path, &times, 0) == 0)
                var after = stat()
                try #require(stat(page.path, &after) == 0)
                #expect(after.st_size == before.st_size)
                #expect(after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec)
                if alsoAnArticle { try site.writeContent("2023-10-03-nav-3.md", "---\ntitle: Otra\ntags: [UIKit]\n---\nTexto.\n") }
            }
            // Its status-change time moved: it is rendered again, and the build is not "up to date".
            #expect(Self.differences(outcome) == [], "also an article: \(alsoAnArticle)")
            #expect(!outcome.second.upToDate)
            if !alsoAnArticle { #expect(outcome.second.keptPages == Self.articles.count - 1) }
        }
    }

    @Test func aLinkThatNowLeadsNowhereFailsTheBuildAsACleanBuildDoes() async throws {
        let site = try SiteFixture(content: Self.articles)
        _ = try await site.build()
        let before = try FolderSnapshot(of: site.output)
        // suelto.md, unchanged and kept, links to nav-1.
        try FileManager.default.removeItem(at: site.content.appendingPathComponent("2023-10-01-nav-1.md"))
        let incremental = await site.buildError()
        var clean = site.options()
        clean.incremental = false
        var cleanError: String?
        do { _ = try await SitePipeline.build(clean) } catch { cleanError = site.scrubber.scrub(error.description) }
        #expect(incremental == "[ROOT]/content/suelto.md: error: link '../nav-1/' on page suelto/index.html leads nowhere")
        #expect(incremental == cleanError)
        #expect(try FolderSnapshot(of: site.output) == before)
    }

    @Test func theRecordLivesBesideTheOutputAndDescribesOnlyIt() async throws {
        let site = try SiteFixture(content: Self.articles)
        _ = try await site.build()
        #expect(site.root.exists(".public-sitegen-record"))
        #expect(!(try FolderSnapshot(of: site.output).paths.contains { $0.contains("record") }))
        // Another folder swapped in under the output's name: the record no longer describes it.
        let other = site.root.appending("otro")
        var options = site.options(output: other)
        options.incremental = false
        _ = try await SitePipeline.build(options)
        try FileManager.default.removeItem(at: site.output)
        try FileManager.default.moveItem(at: other, to: site.output)
        let summary = try await site.build()
        #expect(summary.keptPages == 0)
        // --clean leaves no record behind.
        options = site.options()
        options.incremental = false
        _ = try await SitePipeline.build(options)
        #expect(!site.root.exists(".public-sitegen-record"))
    }

    @Test func warningsOfKeptArticlesAreGivenAgain() async throws {
        let site = try SiteFixture(content: ["aviso.md": "---\ntitle: Aviso\n---\nTexto {% include aviso.html %}.\n",
                                             "otro.md": "---\ntitle: Otro\n---\nTexto.\n"])
        let first = try await site.build()
        let upToDate = try await site.build()
        try site.writeContent("otro.md", "---\ntitle: Otro\n---\nTexto cambiado.\n")
        let kept = try await site.build()
        #expect(first.warnings.map(\.description).joined().contains("Liquid tag"))
        #expect(upToDate.upToDate && upToDate.warnings == first.warnings)
        #expect(kept.keptPages == 1 && kept.warnings == first.warnings)
    }
}

/// `sitegen serve` shows a saved article's page before it builds the rest (`SavedPages`).
@Suite struct SavedPagesTests {
    @Test func aSavedBodyIsShownAtOnceAsTheBuildThenWritesIt() async throws {
        let site = try SiteFixture(content: IncrementalBuildTests.articles)
        let cache = BuildCache()
        _ = try await SitePipeline.build(site.options(), cache: cache)
        let path = site.content.appendingPathComponent("2023-10-02-nav-2.md").path
        try site.writeContent("2023-10-02-nav-2.md", "---\ntitle: Navegación dos\ntags: [SwiftUI]\nseries: Navegación\npart: 2\n---\n## Segundo\n\nUn texto nuevo.\n\n```swift\nlet y = 2\n```\n")
        let before = try FolderSnapshot(of: site.output)
        #expect(SavedPages.render([path], options: site.options(), cache: cache) == ["nav-2/index.html"])
        let shown = try FolderSnapshot(of: site.output)
        #expect(shown.text("nav-2/index.html")?.contains("Un texto nuevo.") == true)
        // Only that page changed.
        #expect(Set(shown.paths) == Set(before.paths))
        #expect(shown.paths.filter { shown.files[$0] != before.files[$0] } == ["nav-2/index.html"])
        // The build that follows writes the same page.
        _ = try await SitePipeline.build(site.options(), cache: cache)
        #expect(try FolderSnapshot(of: site.output).files["nav-2/index.html"] == shown.files["nav-2/index.html"])
    }

    @Test func withVerifyOnAMovedBlockKeepsItsBadgeAndANewOneWaitsForItsCheck() async throws {
        let site = try SiteFixture(content: [:])
        try FileManager.default.removeItem(at: site.content)
        try FileManager.default.copyItem(at: VerifiedPageTests.folder.appendingPathComponent("compilado/input"), to: site.content)
        var options = site.options()
        options.verify = true
        options.doctestOptions.cachePath = site.root.appending("doctest-cache").path
        options.doctestOptions.take(environment: ProcessInfo.processInfo.environment)
        let cache = BuildCache()
        _ = try await SitePipeline.build(options, cache: cache)
        let file = site.content.appendingPathComponent("modelo.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        func badges() throws -> Int {
            try String(contentsOf: site.output.appendingPathComponent("modelo/index.html"), encoding: .utf8)
                .components(separatedBy: "<span class=\"code-badge code-badge-compiled\"").count - 1
        }
        #expect(try badges() == 3)
        // Two lines before the blocks move them; a new block has no verdict yet.
        let edited = text.replacingOccurrences(of: "Declaraciones completas", with: "Un párrafo nuevo.\n\nDeclaraciones completas")
            + "\n```swift\nstruct Nueva {}\n```\n"
        try edited.write(to: file, atomically: true, encoding: .utf8)
        func tableRows() throws -> [Substring] {
            try String(contentsOf: site.output.appendingPathComponent("simbolos/modelo.js"), encoding: .utf8).split(separator: "\n")
        }
        let rowsBefore = try tableRows()
        // The page, its whole files (the moved blocks' sections move with them) and its table
        // of declarations.
        #expect(SavedPages.render([file.path], options: options, cache: cache)
                == ["modelo/index.html", "archivos/modelo/index.html", "simbolos/modelo.js"])
        let page = try String(contentsOf: site.output.appendingPathComponent("modelo/index.html"), encoding: .utf8)
        #expect(page.contains("Un párrafo nuevo."))
        // The moved blocks' names are still rows of the table written beside the page.
        let numbers = page.matches(of: #/data-s="(\d+)"/#).map { Int($0.1)! }
        let rowCount = try tableRows().count
        #expect(!numbers.isEmpty && numbers.max()! < rowCount)
        #expect(try tableRows() == rowsBefore)
        let wholeFiles = try String(contentsOf: site.output.appendingPathComponent("archivos/modelo/index.html"), encoding: .utf8)
        for anchor in page.matches(of: #/<a id="(archivo-\d+)"/#).map({ String($0.1) }) {
            #expect(wholeFiles.contains("<section class=\"whole-file\" id=\"\(anchor)\""), "\(anchor)")
        }
        #expect(try badges() == 3)
        #expect(page.components(separatedBy: "class=\"code-badge ").count - 1 == 3)
        #expect(page.contains("struct</span> <span") || page.contains("Nueva"))
        // The build checks the new block: four badges.
        _ = try await SitePipeline.build(options, cache: cache)
        #expect(try badges() == 4)
    }

    @Test func whatOtherPagesShowWaitsForTheBuild() async throws {
        let site = try SiteFixture(content: IncrementalBuildTests.articles)
        let cache = BuildCache()
        _ = try await SitePipeline.build(site.options(), cache: cache)
        let before = try FolderSnapshot(of: site.output)
        let path = site.content.appendingPathComponent("suelto.md").path
        // A new title (the home page and the tag pages show it), then a link that leads nowhere.
        for text in ["---\ntitle: Otro título\ndescription: Sin fecha ni serie.\ntags: [Testing]\n---\nVer [la primera parte](../nav-1/).\n",
                     "---\ntitle: Un artículo suelto\ndescription: Sin fecha ni serie.\ntags: [Testing]\n---\nVer [nada](../nada/).\n"] {
            try site.writeContent("suelto.md", text)
            #expect(SavedPages.render([path], options: site.options(), cache: cache) == nil)
            #expect(try FolderSnapshot(of: site.output) == before)
        }
        // Neither does a file the last build did not have.
        try site.writeContent("nuevo.md", "---\ntitle: Nuevo\n---\nTexto.\n")
        #expect(SavedPages.render([site.content.appendingPathComponent("nuevo.md").path], options: site.options(), cache: cache) == nil)
    }
}

/// The build record is checksummed, its head and each run: a damaged one (a bit flipped on
/// disk, a title edited by hand) is never used, and the build starts clean.
@Suite struct DamagedRecordTests {
    /// The record file beside `output` (`BuildRecord.location(of:)`).
    static func recordPath(of output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent)-sitegen-record")
    }

    @Test func aFlippedBitNeverPublishesADifferentSite() async throws {
        var generator = SeededGenerator.forTest()
        for trial in 0..<40 {
            let outcome = try await IncrementalBuildTests.buildTwice { site, _ in
                let url = Self.recordPath(of: site.output)
                var bytes = [UInt8](try Data(contentsOf: url))
                let position = Int.random(in: 0..<bytes.count, using: &generator)
                bytes[position] ^= UInt8(1) << UInt8.random(in: 0..<8, using: &generator)
                try Data(bytes).write(to: url)
                // And one article changes, so that the build reuses what the record says of the others.
                try site.writeContent("2023-10-03-nav-3.md", "---\ntitle: Navegación tres (\(trial))\ntags: [Navegación, UIKit]\nseries: Navegación\npart: 3\n---\n## Tercero\n\nOtra vez.\n")
            }
            #expect(IncrementalBuildTests.differences(outcome) == [], "trial \(trial) (the seed is printed above)")
        }
    }

    @Test func aTitleEditedInTheRecordIsDamageNotTheSite() async throws {
        let outcome = try await IncrementalBuildTests.buildTwice { site, _ in
            let url = Self.recordPath(of: site.output)
            var bytes = [UInt8](try Data(contentsOf: url))
            // "Navegación dos" → "Navegación DOS", same length: every count still holds.
            let title = Array("Navegación dos".utf8), edited = Array("Navegación DOS".utf8)
            var index = 0, replaced = 0
            while index + title.count <= bytes.count {
                if Array(bytes[index..<index + title.count]) == title {
                    bytes.replaceSubrange(index..<index + title.count, with: edited)
                    replaced += 1
                }
                index += 1
            }
            #expect(replaced > 0)
            try Data(bytes).write(to: url)
            try site.writeContent("suelto.md", "---\ntitle: Un artículo suelto\ndescription: Sin fecha ni serie.\ntags: [Testing]\n---\nVer [la primera parte](../nav-1/) y nada más.\n")
        }
        #expect(IncrementalBuildTests.differences(outcome) == [])
        #expect(outcome.second.keptPages == 0, "the damaged record was used")
    }
}
