import Foundation
import SitegenTesting
import Testing
@testable import Site

/// The build record is written with its articles encoded on all cores (`BuildRecord.encoded`):
/// it must read back as the record it was.
@Suite struct BuildRecordTests {
    @Test func theRecordReadsBackAsItWasWritten() async throws {
        var articles: [String: String] = [:]
        for number in 0..<40 {
            articles["articulo-\(number).md"] = "---\ntitle: \"Artículo \(number): \\\"articles\\\":{}\"\ntags: [SwiftUI]\n---\n## Parte\n\nTexto \(number) con [enlace](../articulo-\((number + 1) % 40)/).\n"
        }
        let site = try SiteFixture(content: articles)
        _ = try await site.build()
        let record = try #require(BuildRecord.load(for: site.output))
        #expect(record.articles.count == 40)
        let written = try record.encoded()
        // The same JSON values as one encoder writes for the same record (dictionaries'
        // keys in any order), and it reads back.
        let asOne = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(record)) as? NSDictionary)
        let asParts = try #require(try JSONSerialization.jsonObject(with: written) as? NSDictionary)
        #expect(asParts == asOne)
        let read = try JSONDecoder().decode(BuildRecord.self, from: written)
        #expect(Set(read.articles.keys) == Set(record.articles.keys))
        #expect(read.outputFiles == record.outputFiles)
    }

    @Test func aRecordWithoutArticlesReadsBackToo() throws {
        let record = BuildRecord(format: BuildRecord.format, outputDevice: 1, outputInode: 2, toolStamp: "t", articles: [:],
                                 siteWideKey: "", outputFiles: ["a.html": BuildRecord.FileStamp(size: 3, modified: 4.5)],
                                 publishedCount: 0, fileCount: 1)
        let read = try JSONDecoder().decode(BuildRecord.self, from: try record.encoded())
        #expect(read.outputFiles == record.outputFiles && read.articles.isEmpty && read.outputInode == 2)
    }
}
