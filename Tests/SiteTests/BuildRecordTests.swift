import Foundation
import SitegenTesting
import Testing
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

    @Test func aRecordWithoutArticlesReadsBackToo() throws {
        let record = BuildRecord(format: BuildRecord.format, outputDevice: 1, outputInode: 2, toolStamp: "t", articles: [:],
                                 siteWideKey: "", outputFiles: ["a.html": BuildRecord.FileStamp(size: 3, modified: 4.5)],
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
