import Content
import Diagnostics
import Foundation
import SitegenTesting
import Testing
@testable import Rendering
@testable import Site

/// The build record is stored in lines written and read on all cores (`BuildRecord.encoded`,
/// `decoded`): it must read back as the record it was.
@Suite struct BuildRecordTests {
    @Test func theRecordReadsBackAsItWasWritten() async throws {
        var articles: [String: String] = [:]
        for number in 0..<40 {
            articles["articulo-\(number).md"] = "---\ntitle: \"Artículo \(number): línea\\nrota \\\"articles\\\":{}\"\ntags: [SwiftUI]\n---\n## Parte\n\nTexto \(number) con [enlace](../articulo-\((number + 1) % 40)/).\n"
        }
        let site = try SiteFixture(content: articles)
        _ = try await site.build()
        let record = try #require(BuildRecord.load(for: site.output))
        #expect(record.articles.count == 40)
        #expect(record.articles.values.contains { $0.summary?.article.title.contains("\n") == true })
        let read = try BuildRecord.decoded(try record.encoded())
        // The same values as one encoder writes for them (sets may come back in another
        // order than they had: both are compared as JSON values).
        func value(_ record: BuildRecord) throws -> NSDictionary {
            try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? NSDictionary)
        }
        #expect(Set(read.articles.keys) == Set(record.articles.keys))
        #expect(read.outputFiles == record.outputFiles)
        for key in record.articles.keys {
            let one = try JSONSerialization.jsonObject(with: JSONEncoder().encode(record.articles[key]!)) as? NSDictionary
            let other = try JSONSerialization.jsonObject(with: JSONEncoder().encode(read.articles[key]!)) as? NSDictionary
            #expect(one?["textHash"] as? String == other?["textHash"] as? String)
            #expect((one?["summary"] as? NSDictionary) == (other?["summary"] as? NSDictionary))
        }
        var withoutArticles = record, readWithoutArticles = read
        withoutArticles.articles = [:]
        readWithoutArticles.articles = [:]
        #expect(try value(withoutArticles) == value(readWithoutArticles))
    }

    /// A build with nothing to do reads the articles' basics only; their details come when asked
    /// for, the same as a whole read gives them, and not at all from a damaged line.
    @Test func theDetailsAreReadOnlyWhenAskedFor() async throws {
        var articles: [String: String] = [:]
        for number in 0..<30 {
            articles["articulo-\(number).md"] = "---\ntitle: Artículo \(number)\n---\n## Parte\n\nTexto con [enlace](../articulo-\((number + 1) % 30)/).\n"
        }
        let site = try SiteFixture(content: articles)
        _ = try await site.build()
        let whole = try #require(BuildRecord.load(for: site.output))
        let basics = try #require(BuildRecord.load(for: site.output, details: false))
        #expect(Set(basics.articles.keys) == Set(whole.articles.keys))
        #expect(basics.articles.values.allSatisfy { $0.render == nil && $0.page == nil && $0.summary != nil })
        #expect(whole.articles.values.allSatisfy { $0.render != nil && $0.page != nil })
        let detailed = try #require(basics.withDetails())
        for (path, record) in whole.articles {
            let read = try #require(detailed.articles[path])
            #expect(read.textHash == record.textHash && read.render?.pageKey == record.render?.pageKey
                    && read.render?.minutes == record.render?.minutes)
            #expect(read.render?.search == record.render?.search)
            #expect(read.page?.path == record.page?.path && read.page?.stamp == record.page?.stamp)
            // Ids are a set: the order they come back in may differ.
            #expect(read.page?.links.links == record.page?.links.links && read.page?.links.ids == record.page?.links.ids)
        }

        var damaged = basics
        damaged.pendingDetails?.append(contentsOf: Array(",".utf8))
        #expect(damaged.withDetails() == nil)

        // A read of the basics stops before the details: damage there shows only when they are read.
        var data = try whole.encoded()
        data.append(contentsOf: Array("\n{\"a.md\":".utf8))
        let stopped = try BuildRecord.decoded(data, details: false)
        #expect(stopped.articles.count == 30)
        #expect(stopped.withDetails() == nil)
        #expect(throws: (any Error).self) { try BuildRecord.decoded(data) }
    }

    /// The details are written in binary (`ArticleDetails.run`, `RecordBytes`): they must read
    /// back as the values they were, whatever the strings hold, and damaged bytes must not read.
    @Test func detailsReadBackAsTheValuesTheyWere() throws {
        let awkward = ["", "plain", "comillas \" y barra \\ y /", "línea\nrota\r\tcon tab", "\u{0}\u{1}\u{1F}\u{7F}",
                       "separadores \u{2028} y \u{2029}", "⌘ ≠ → “citas”", "e\u{301} 🇪🇸 👩‍💻", "</script><!--"]
        func entry(_ number: Int) -> SearchEntryRecord {
            SearchEntryRecord(SearchIndex.Entry(
                t: awkward[number % awkward.count], u: "articulo-\(number)/", d: awkward[(number + 1) % awkward.count],
                s: [[awkward[(number + 2) % awkward.count], "ancla", "", "term otro", ""], []],
                texts: [awkward[(number + 3) % awkward.count]], titleTerms: awkward, headingTerms: [awkward, []]))
        }
        let times: [Double] = [1_764_165_600.123456789, 0.1, 1e-7, 5e16, 0, 1_700_000_000]
        var details: [(String, BuildRecord.ArticleDetails)] = []
        for number in 0..<24 {
            let render = number % 4 == 1 ? nil : RenderRecord(pageKey: awkward[number % awkward.count] + "\u{1}\(number)",
                                                               minutes: number, search: entry(number))
            let page = number % 3 == 2 ? nil : BuildRecord.PageRecord(
                path: "a/\(awkward[number % awkward.count])/index.html",
                links: LinkChecker.PageLinks(ids: Set(awkward.prefix(number % awkward.count)), links: awkward.reversed()),
                stamp: BuildRecord.FileStamp(size: number * 1000, modified: times[number % times.count],
                                             changed: times[(number + 1) % times.count]))
            details.append(("\(awkward[number % awkward.count])-\(number).md", BuildRecord.ArticleDetails(render: render, page: page)))
        }
        let run = BuildRecord.ArticleDetails.run(details)
        let empty = BuildRecord.ArticleDetails.run([])
        let runs = try RecordBytes.frames(in: Data(run + empty + run)).frames
        #expect(runs.count == 3)
        #expect(try BuildRecord.ArticleDetails.decoded(runs[1]).isEmpty)
        let pairs = try BuildRecord.ArticleDetails.decoded(runs[2])
        #expect(pairs.map(\.0) == details.map(\.0))
        let read = Dictionary(uniqueKeysWithValues: pairs)
        #expect(read.count == details.count)
        for (path, written) in details {
            let back = try #require(read[path])
            #expect(back.render == written.render)
            #expect(back.page?.path == written.page?.path && back.page?.stamp == written.page?.stamp
                    && back.page?.links == written.page?.links)
            #expect((back.page == nil) == (written.page == nil))
        }
        // A run cut short, or with bytes after it, or a count past the end, does not read.
        #expect(throws: (any Error).self) { try RecordBytes.frames(in: Data(run.dropLast())) }
        #expect(throws: (any Error).self) { try RecordBytes.frames(in: Data(run + [0, 1, 2])) }
        #expect(try RecordBytes.frames(in: Data(run + [0, 1, 2]), count: 1).rest == Data([0, 1, 2]))
        #expect(throws: (any Error).self) { try BuildRecord.ArticleDetails.decoded(Data(run[8..<(run.count - 1)])) }
        #expect(throws: (any Error).self) { try BuildRecord.ArticleDetails.decoded(Data(run[8...] + [0])) }
        var huge = RecordBytes.Writer()
        huge.integer(Int.max)
        #expect(throws: (any Error).self) { try BuildRecord.ArticleDetails.decoded(Data(huge.bytes)) }
    }

    /// The basics are written in binary too: summaries (with and without a date, description,
    /// series, part and order), warnings and the demo flag read back as they were.
    @Test func basicsReadBackAsTheValuesTheyWere() async throws {
        let site = try SiteFixture(content: [
            "a.md": "---\ntitle: \"Uno: línea\\nrota\"\ndate: 2023-10-07 20:38:14 +0200\ndescription: Algo\ntags: [SwiftUI, TCA]\nseries: Serie\npart: 2\norder: 5\n---\nTexto.\n",
            "b.md": "---\ntitle: Dos\n---\nTexto con `código sin cerrar.\n\n```swift\nlet a = 1\n....\n```\n",
        ])
        _ = try await site.build()
        let record = try #require(BuildRecord.load(for: site.output))
        var basics = record.articles.map { ($0.key, BuildRecord.ArticleBasics($0.value)) }
        basics.append(("sin-resumen.md", BuildRecord.ArticleBasics(
            textHash: "h", summary: nil, warnings: [Diagnostic(.note, "nota\ncon salto", at: SourceLocation(file: "x.md", line: 3, column: 7))],
            embedsDemo: true)))
        let read = try BuildRecord.ArticleBasics.decoded(try #require(RecordBytes.frames(in: Data(BuildRecord.ArticleBasics.run(basics))).frames.first))
        #expect(read.count == basics.count)
        for ((path, written), (readPath, back)) in zip(basics, read) {
            #expect(path == readPath)
            #expect(back.textHash == written.textHash && back.summary == written.summary && back.embedsDemo == written.embedsDemo)
            #expect(back.warnings == written.warnings)
        }
        #expect(basics.contains { $0.1.summary?.date != nil } && basics.contains { !$0.1.warnings.isEmpty })
    }

    /// The record describes each article's page as it is in the output, written by the build
    /// or kept from the one before (its stamp and its links), and neither its temporary file
    /// nor the all-JSON record of earlier versions stays beside the output.
    @Test func theRecordDescribesEachPageAsItIsInTheOutput() async throws {
        var articles: [String: String] = [:]
        for number in 0..<12 {
            articles["articulo-\(number).md"] = "---\ntitle: Artículo \(number)\n---\n## Parte \(number)\n\nTexto con [enlace](../articulo-\((number + 1) % 12)/#parte-\((number + 1) % 12)).\n"
        }
        let site = try SiteFixture(content: articles)
        _ = try await site.build()
        try site.writeContent("articulo-3.md", "---\ntitle: Artículo 3\n---\n## Parte 3\n\n## Otra\n\nTexto nuevo y [otro](../articulo-5/).\n")
        try site.root.write(["\(BuildRecord.legacyLocation(of: site.output).lastPathComponent)": "{\"format\":4}\n"])
        let summary = try await site.build()
        #expect(summary.keptPages == 11)
        let record = try #require(BuildRecord.load(for: site.output))
        #expect(record.articles.count == 12)
        for (path, article) in record.articles {
            let page = try #require(article.page, "\(path)")
            let file = site.output.appendingPathComponent(page.path).path
            let stamp = try #require(BuildRecord.FileStamp(path: file))
            #expect(stamp == page.stamp, "\(path)")
            #expect(page.links == LinkChecker.PageLinks(html: try Data(contentsOf: URL(fileURLWithPath: file))), "\(path)")
        }
        // Source paths are the files' paths as the build was given them.
        let edited = try #require(record.articles.first { $0.key.hasSuffix("/articulo-3.md") }?.value.page)
        #expect(edited.links.links.contains("../articulo-5/") && !edited.links.links.contains("../articulo-4/#parte-4"))
        #expect(try site.root.entries().sorted() == [".public-sitegen-record", "content", "public"])
    }

    @Test func aRecordWithoutArticlesReadsBackToo() throws {
        let record = BuildRecord(format: BuildRecord.format, outputDevice: 1, outputInode: 2, toolStamp: "t", articles: [:],
                                 siteWideKey: "", outputFiles: ["a.html": BuildRecord.FileStamp(size: 3, modified: 4.5, changed: 6.25)],
                                 publishedCount: 0, fileCount: 1)
        let read = try BuildRecord.decoded(try record.encoded())
        #expect(read.outputFiles == record.outputFiles && read.articles.isEmpty && read.outputInode == 2)
    }

    @Test func aDamagedRecordIsNotRead() throws {
        let record = BuildRecord(format: BuildRecord.format, outputDevice: 1, outputInode: 2, toolStamp: "t", articles: [:],
                                 siteWideKey: "", outputFiles: [:], publishedCount: 0, fileCount: 0)
        var data = try record.encoded()
        data.append(contentsOf: Array("\n{\"a.md\":".utf8))
        #expect(throws: (any Error).self) { try BuildRecord.decoded(data) }
        #expect(throws: (any Error).self) { try BuildRecord.decoded(Data()) }
    }
}
