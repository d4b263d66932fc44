import Doctest
import Markdown
import Testing

/// Hidden lines (`# ` at the start of a line): compiled, not shown.
struct HiddenLineTests {
    @Test func visibleCodeDropsHiddenLinesOnly() {
        let code = """
            # extension MainViewModel {
            func reset() {
              #if DEBUG
              print(#function)
              #endif
            }
            #
            # }

            """
        #expect(CodeLines(swift: code).visible == "func reset() {\n  #if DEBUG\n  print(#function)\n  #endif\n}\n")
    }

    @Test func directivesAndMacrosAreNeverHidden() {
        let code = "#Preview {\n  Text(\"Hola\")\n}\n#expect(true)\n#if os(Linux)\n#endif\n"
        #expect(CodeLines(swift: code).visible == code)
        #expect(!CodeLines(swift: code).hasHiddenLines)
    }

    @Test func linesOfAMultilineStringAreNeverHidden() {
        let code = "let markdown = \"\"\"\n# Título\n\"\"\"\n# print(markdown)\n"
        #expect(CodeLines(swift: code).visible == "let markdown = \"\"\"\n# Título\n\"\"\"\n")
        #expect(CodeLines(swift: code).compiled == "let markdown = \"\"\"\n# Título\n\"\"\"\nprint(markdown)\n")
    }

    @Test func hiddenLinesMakeAMethodCompileInItsType() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            # extension AlarmsListViewModel {
            func removeAll() {
              self.items.removeAll()
            }
            # }
            ```
            """, imports: ["AlarmCore"]))
        let block = try #require(run.report.blocks.first)
        #expect(block.kind == .compile)
        #expect(block.status == .passed)
        #expect(block.firstLine == "func removeAll() {")
    }

    @Test func errorsInHiddenLinesPointAtTheMarkdownColumn() async throws {
        let run = try await Support.verify(Support.article("```swift\n# let x: Int = \"uno\"\nprint(x)\n```\n"))
        #expect(run.report.blocks.first?.messages.first
            == "content/test.md:2:16: error: cannot convert value of type 'String' to specified type 'Int'")
    }
}
