import Doctest
import Testing

/// Compiler diagnostics land on the article's lines (front matter included).
struct CompileErrorTests {
    @Test func aCompileErrorIsReportedAtTheArticleLine() async throws {
        // As the loader does it: the front matter's 4 lines precede the body.
        let run = try await Support.verify(Support.article("""
            Un texto.

            ```swift
            let tab = Tab.clock
            print(tab.nombre)
            ```
            """, file: "content/x.md", lineOffset: 4, imports: ["AlarmCore"]))
        let block = try #require(run.report.blocks.first)
        #expect(block.line == 7)
        #expect(block.endLine == 10)
        #expect(block.status == .failed)
        #expect(block.messages == ["content/x.md:9:11: error: value of type 'Tab' has no member 'nombre'"])
    }

    @Test func onlyTheBrokenBlockOfABatchFails() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            struct Uno { var valor = 1 }
            ```

            ```swift
            struct Dos { var valor: Int = "dos" }
            ```

            ```swift
            struct Tres { var valor = 3 }
            ```

            ```swift
            enum Cuatro { case cuatro }
            ```
            """), options: Support.options(jobs: 1))
        #expect(run.report.blocks.map(\.kind) == [.compile, .compile, .compile, .compile])
        #expect(run.report.blocks.map(\.status) == [.passed, .failed, .passed, .passed])
        #expect(run.report.blocks[1].messages
            == ["content/test.md:6:31: error: cannot convert value of type 'String' to specified type 'Int'"])
    }

    @Test func aBlockDeclaringACoreTypeUsesItsOwnDeclaration() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            struct AlarmItem {
              var nombre: String
            }
            let item = AlarmItem(nombre: "Despertador")
            print(item.nombre) // Prints "Despertador"
            ```
            """, imports: ["AlarmCore"]))
        #expect(run.report.blocks.first?.status == .passed, "\(run.report.blocks.first?.messages ?? [])")
    }

    @Test func missingReturnsAreFoundToo() async throws {
        let run = try await Support.verify(Support.article("```swift\nfunc answer() -> Int {\n}\n```\n"))
        #expect(run.report.blocks.first?.messages == ["content/test.md:3:1: error: missing return in global function expected to return 'Int'"])
    }
}
