import Doctest
import Testing

/// The info-string attributes: ignore, no_run, compile_fail, apple, fragment.
struct AttributeTests {
    @Test func ignoreSkipsTheBlockWithoutReadingIt() async throws {
        let run = try await Support.verify(Support.article("```swift ignore\nthis is not Swift at all (\n```\n"))
        #expect(run.report.blocks.map(\.status) == [.skipped])
        #expect(run.report.blocks.map(\.kind) == [.ignore])
    }

    @Test func noRunCompilesButDoesNotRun() async throws {
        let run = try await Support.verify(Support.article("```swift no_run\nfatalError(\"never runs\")\n```\n"))
        let block = try #require(run.report.blocks.first)
        #expect(block.kind == .compile)
        #expect(block.status == .passed)
        #expect(block.output == "")
    }

    @Test func noRunStillFailsOnACompileError() async throws {
        let run = try await Support.verify(Support.article("```swift no_run\nlet x: Int = \"text\"\n```\n"))
        #expect(run.report.blocks.first?.messages.first
            == "content/test.md:2:14: error: cannot convert value of type 'String' to specified type 'Int'")
    }

    @Test func compileFailPassesOnlyWhenTheCompilerRejectsTheBlock() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift compile_fail
            let tab: Tab = .weekend
            ```

            ```swift compile_fail
            let tab: Tab = .alarms
            ```
            """, imports: ["AlarmCore"]))
        #expect(run.report.blocks.map(\.status) == [.passed, .failed])
        #expect(run.report.blocks[1].messages
            == ["content/test.md:5:1: error: the block compiled, but it is marked compile_fail (remove the attribute, or make the code fail)"])
    }

    /// A block the author marks `apple` that stands as a file is type-checked: a name that no
    /// step declares is the author's error at its line, not a reason to stop at its syntax.
    @Test func appleIsTypeCheckedAndANameNothingDeclaresFails() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift apple
            let view = MyCustomView()
            view.backgroundColor = .red
            ```

            ```swift apple
            let view = MyCustomView(
            ```
            """))
        #expect(run.report.blocks.map(\.kind) == [.apple, .apple])
        #expect(run.report.blocks.map(\.status) == [.failed, .failed])
        #expect(run.report.blocks[0].checked == .typechecked)
        #expect(run.report.blocks[0].messages.first?.hasSuffix(":2:12: error: cannot find 'MyCustomView' in scope") == true,
                "\(run.report.text)")
        #expect((7...8).contains(run.report.blocks[1].diagnostics.first?.line ?? 0), "the syntax error, at its line")
    }

    @Test func fragmentIsParsedInItsContext() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift fragment
            var count = 0
            func increment() { count += 1 }
            ```
            """))
        #expect(run.report.blocks.map(\.kind) == [.fragment])
        #expect(run.report.blocks.map(\.status) == [.passed])
    }

    @Test func anUnknownWordIsAnErrorAtTheFence() async throws {
        let run = try await Support.verify(Support.article("Texto.\n\n```swift norun\nprint(1)\n```\n"))
        #expect(run.report.blocks.first?.messages
            == ["content/test.md:3:1: error: unknown word 'norun' after 'swift' in the code block's info string "
                + "(use numbered, no_numbers, ignore, no_run, compile_fail, apple, fragment, or in=Type for the type a fragment belongs in)"])
    }

    @Test func displayWordsAreNotDoctestWords() async throws {
        let run = try await Support.verify(Support.article("```swift numbered\nprint(1) // Prints \"1\"\n```\n\n```swift no_numbers, no_run\nprint(2)\n```\n"))
        #expect(run.report.blocks.map(\.kind) == [.run, .compile])
        #expect(run.report.blocks.map(\.status) == [.passed, .passed])
        #expect(run.report.blocks[0].output == "1\n")
    }

    @Test func theInfoStringIsCaseInsensitiveAndMayHaveTrailingSpaces() {
        let blocks = Support.blocks("```Swift \nlet a = 1\n```\n\n```SWIFT no_run\nlet b = 2\n```\n\n```swiftui\nno\n```\n\n```\nno\n```\n")
        #expect(blocks.map(\.location.line) == [1, 5])
    }
}
