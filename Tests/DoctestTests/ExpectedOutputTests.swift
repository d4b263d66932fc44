import Doctest
import Testing

/// `// Prints "…"` and `// Imprime "…"` comments against what the program printed.
struct ExpectedOutputTests {
    @Test func matchingOutputPasses() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            let tabs: [Tab] = [.clock, .alarms]
            print(tabs.count) // Prints "2"
            for tab in tabs {
              print(tab.rawValue)
            }
            // Imprime "clock"
            // Imprime "alarms"
            ```
            """, imports: ["AlarmCore"]))
        let block = try #require(run.report.blocks.first)
        #expect(block.kind == .run)
        #expect(block.status == .passed)
        #expect(block.output == "2\nclock\nalarms\n")
    }

    @Test func aMismatchFailsAtTheCommentAndShowsBoth() async throws {
        let run = try await Support.verify(Support.article("""
            Texto.

            ```swift
            print("uno") // Imprime "uno"
            print("dos") // Imprime "tres"
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .failed)
        #expect(block.output == "uno\ndos\n")
        #expect(block.messages == [
            "content/test.md:5:14: error: expected output \"tres\" but the program printed \"dos\"",
            "content/test.md:5:14: note: expected output: \"uno\", \"tres\"; printed: \"uno\", \"dos\"",
        ])
    }

    @Test func aCommentForEachPrintedLine() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            print("uno") // Prints "uno"
            print("dos")
            ```
            """))
        #expect(run.report.blocks.first?.messages.first
            == "content/test.md:2:14: error: the program printed \"dos\" after the expected output (add '// Prints \"dos\"')")
    }

    @Test func withoutCommentsTheOutputIsRecordedNotChecked() async throws {
        let run = try await Support.verify(Support.article("```swift\nprint(\"hola\")\n```\n"))
        #expect(run.report.blocks.first?.status == .passed)
        #expect(run.report.blocks.first?.output == "hola\n")
    }
}
