import Doctest
import Foundation
import Markdown
import Testing

/// The report: JSON as DESIGN.md has it, the text `sitegen test` prints, the page's lookup.
struct ReportTests {
    static let markdown = """
        ```swift
        print("hola") // Prints "hola"
        ```

        ```swift ignore
        no compila
        ```

        ```swift
        self.route = nil
        ```

        ```swift
        let x: Int = "dos"
        ```
        """

    @Test func theJSONHasTheDocumentedShape() async throws {
        let run = try await Support.verify(Support.article(Self.markdown))
        let json = try #require(try JSONSerialization.jsonObject(with: run.report.jsonData()) as? [String: Any])
        #expect(Set(json.keys) == ["summary", "blocks"])
        let summary = try #require(json["summary"] as? [String: Int])
        // The fragment is unverified: among the skipped, never the passed.
        #expect(summary == ["blocks": 4, "passed": 1, "failed": 1, "skipped": 2, "unverified": 1])
        let blocks = try #require(json["blocks"] as? [[String: Any]])
        #expect(Set(blocks[0].keys) == ["file", "line", "endLine", "kind", "checked", "prints", "status", "firstLine", "diagnostics", "output"])
        #expect(blocks[0]["prints"] as? [String: Int] == ["found": 1, "compared": 1])
        #expect(Set(blocks[1].keys) == ["file", "line", "endLine", "kind", "checked", "reason", "reasonCode", "status", "firstLine", "diagnostics", "output"])
        #expect(blocks.map { $0["kind"] as? String } == ["run", "ignore", "fragment", "compile"])
        #expect(blocks.map { $0["checked"] as? String } == ["run", "skipped", "unverified", "compiled"])
        #expect(blocks.map { $0["status"] as? String } == ["passed", "skipped", "skipped", "failed"])
        #expect(blocks.map { $0["reason"] as? String } == [nil, LevelReason.ignored.description, LevelReason.needsSurroundingCode.description, nil])
        #expect(blocks[0]["output"] as? String == "hola\n")
        #expect(blocks[0]["firstLine"] as? String == "print(\"hola\") // Prints \"hola\"")
        let diagnostic = try #require((blocks[3]["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["line"] as? Int == 14)
        #expect(diagnostic["column"] as? Int == 14)
        #expect(diagnostic["severity"] as? String == "error")
        let decoded = try JSONDecoder().decode(DoctestReport.self, from: run.report.jsonData())
        #expect(decoded.summary == run.report.summary)
    }

    @Test func theTextEndsWithTheTotals() async throws {
        let run = try await Support.verify(Support.article(Self.markdown))
        #expect(run.report.text == """
            content/test.md: 1 passed, 1 failed, 2 skipped (run 1, compile 1, fragment 1, ignore 1); // Prints: 1 found, 1 compared
            content/test.md:9: unverified: a fragment that needs code the article does not show before it
            content/test.md:14:14: error: cannot convert value of type 'String' to specified type 'Int'
            levels: run 1, compiled 0, typechecked 0, unverified 1 (needs surrounding code 1), skipped 1 (ignore 1); failed 1
            1 passed, 1 failed, 2 skipped

            """)
        #expect(!run.report.succeeded)
    }

    @Test func verdictsAreKeyedByTheBlocksOfTheParse() async throws {
        let article = Support.article(Self.markdown)
        let run = try await Support.verify(article)
        let first = try #require(article.blocks.first)
        #expect(run.report.verdicts[first.id]?.kind == .run)
        #expect(run.report.verdicts[first.id]?.output == "hola\n")
        #expect(run.report.verdicts[CodeBlock.ID(file: "content/test.md", line: 9)]?.kind == .fragment)
        #expect(Set(run.report.verdicts.keys) == Set(article.blocks.filter(\.isSwift).map(\.id)))
    }
}
