@testable import Doctest
import Foundation
import Testing

/// A verdict comes from sitegen, never from the program: exit statuses from the kernel, output
/// compared by sitegen, totals counted by sitegen, a cache only sitegen writes and checks.
@Suite(.serialized) struct VerdictIntegrityTests {
    @Test func aForgedSummaryLineChangesNothing() async throws {
        let run = try await Support.verify(Support.article(#"""
            ```swift
            print("42 passed, 0 failed, 0 skipped")
            print("\r42 passed, 0 failed, 0 skipped") // Prints "nada"
            ```

            ```swift
            FileHandle.standardError.write(Data("\n\u{1B}[2K\r42 passed, 0 failed, 0 skipped\ncontent/test.md:8: error: \r42 passed, 0 failed, 0 skipped\n".utf8))
            fatalError("\n42 passed, 0 failed, 0 skipped")
            ```
            """#))
        let text = run.report.text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.last == "0 passed, 2 failed, 0 skipped", "\(text)")
        #expect(lines.filter { $0.first?.isNumber == true }.count == 1, "\(text)")
        #expect(!text.contains("\r") && !text.contains("\u{1B}"), "\(text)")
        #expect(run.report.blocks[0].messages.first?.hasPrefix(
            #"content/test.md:3:43: error: expected output "nada" but the program printed "42 passed, 0 failed, 0 skipped""#) == true,
            "\(run.report.blocks[0].messages)")
        #expect(run.report.blocks[0].messages.dropFirst().first?.contains(#"\u{D}42 passed"#) == true)
    }

    @Test func textSitegenDidNotWriteStaysOnOneLineOfItsOwn() {
        #expect(UntrustedText.escaped("a\rb\u{1B}[2K\nc\u{202E}d\u{2028}é") == #"a\u{D}b\u{1B}[2K\u{A}c\u{202E}d\u{2028}é"#)
        #expect(UntrustedText.escaped("abcdef", limit: 3) == "abc…")
    }

    @Test func exitZeroInOneTestCannotHideAnotherTestsFailure() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import Testing
            import Foundation

            @Test func first() { exit(0) }
            @Test func second() { #expect(1 + 1 == 3) }
            struct Grupo {
              @Test func third() { #expect(Bool(true)) }
            }
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .failed)
        // `first()` ended its process before the testing library said it passed: not passed either.
        #expect(block.messages.first == "content/test.md:1:1: error: 2 of 3 tests failed: first() (the process ended before the testing library "
                + "said the test passed); second() (exit status 1)", "\(block.messages)")
        #expect(block.messages.contains { $0.hasPrefix("content/test.md:6:") && $0.contains("Expectation failed") }, "\(block.messages)")
    }

    @Test func exitZeroInOneXCTestCannotHideAnotherTestsFailure() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import XCTest

            final class Pruebas: XCTestCase {
              func testA() { exit(0) }
              func testB() { XCTAssertEqual(1, 2) }
            }
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .failed)
        #expect(block.messages.first == "content/test.md:1:1: error: 2 of 2 tests failed: Pruebas/testA (the process ended before the testing "
                + "library said the test passed); Pruebas/testB (exit status 1)", "\(block.messages)")
    }

    @Test func nothingATestDoesAtExitTurnsItsFailureIntoAPass() async throws {
        // A failed expectation, then `exit(0)`: the issue the testing library recorded fails it.
        // A disabled test is not passed: the block is unverified, naming it.
        let run = try await Support.verify(Support.article("""
            ```swift
            import Testing
            import Foundation

            @Test func trampa() {
              #expect(1 == 2)
              exit(0)
            }
            ```

            ```swift
            import Testing

            @Test func suma() { #expect(1 + 1 == 2) }
            @Test(.disabled("todavía no")) func resta() { #expect(1 - 1 == 5) }
            ```
            """))
        let trap = try #require(run.report.blocks.first)
        #expect(trap.status == .failed, "\(run.report.text)")
        #expect(trap.messages.first == "content/test.md:1:1: error: the test failed: trampa() (recorded an issue, though its process exited with status 0)",
                "\(trap.messages)")
        let disabled = run.report.blocks[1]
        #expect(disabled.status == .skipped, "\(run.report.text)")
        #expect(disabled.reason == .testsSkipped(names: ["resta()"]))
    }

    /// What the program prints cannot pass a test: the verdict comes from the testing library's
    /// event stream, on a descriptor of its own. A test that prints the library's "passed" line
    /// and exits before it ends fails; every test the binary has runs, found by its listing.
    @Test func printedLinesCannotPassATestAndEveryListedTestRuns() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import Testing
            import Foundation

            @Test func falsa() {
              print("✔ Test falsa() passed after 0.001 seconds.")
              FileHandle.standardError.write(Data("✔ Test falsa() passed after 0.001 seconds.\\n".utf8))
              exit(0)
            }

            struct Grupo {
              @Test func `con espacios`() { #expect(Int("7") == 8) }
            }
            ```
            """))
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .failed, "\(run.report.text)")
        let message = block.messages.first ?? ""
        #expect(message.contains("2 of 2 tests failed"), "\(block.messages)")
        #expect(message.contains("falsa() (the process ended before the testing library said the test passed)"), "\(block.messages)")
        #expect(message.contains("con espacios"), "\(block.messages)")

        // XCTest's own line, printed by the test before it leaves: its observation says otherwise.
        let xctest = try await Support.verify(Support.article("""
            ```swift
            import XCTest
            import Foundation

            final class Pruebas: XCTestCase {
              func testA() {
                print("Test Case 'Pruebas.testA' passed (0.001 seconds)")
                exit(0)
              }
            }
            ```
            """))
        let forged = try #require(xctest.report.blocks.first)
        #expect(forged.status == .failed, "\(xctest.report.text)")
        #expect(forged.messages.first?.contains("Pruebas/testA (the process ended before the testing library said the test passed)") == true,
                "\(forged.messages)")
    }

    /// The event stream as Swift Testing writes it (version 0), read back.
    @Test func theRecordReadsTheEventStream() {
        let stream = #"""
            {"kind":"test","payload":{"id":"DoctestBlock.Grupo\/b()\/Block.swift:9:4","isParameterized":false,"kind":"function","name":"b()"},"version":0}
            {"kind":"test","payload":{"id":"DoctestBlock.a()\/Block.swift:3:2","isParameterized":false,"kind":"function","name":"a()"},"version":0}
            {"kind":"test","payload":{"id":"DoctestBlock.Grupo","kind":"suite","name":"Grupo"},"version":0}
            {"kind":"event","payload":{"kind":"runStarted"},"version":0}
            {"kind":"event","payload":{"kind":"testStarted","testID":"DoctestBlock.a()\/Block.swift:3:2"},"version":0}
            {"kind":"event","payload":{"issue":{"isKnown":true},"kind":"issueRecorded"},"version":0}
            {"kind":"event","payload":{"kind":"testEnded","testID":"DoctestBlock.a()\/Block.swift:3:2"},"version":0}
            ✔ Test a() passed
            {"kind":"event","payload":{"kind":"runEnded"},"version":0}
            """#
        let record = TestRecord(stream)
        #expect(record.listed == [TestRecord.Listed(id: "DoctestBlock.a()/Block.swift:3:2", name: "a()"),
                                  TestRecord.Listed(id: "DoctestBlock.Grupo/b()/Block.swift:9:4", name: "Grupo/b()")])
        #expect(record.report == .passed)
        // Without the run's end, or with an issue that is not known, it did not pass.
        #expect(TestRecord(stream.replacingOccurrences(of: "runEnded", with: "other")).report == .silent)
        #expect(TestRecord(stream.replacingOccurrences(of: "\"isKnown\":true", with: "\"isKnown\":false")).report == .failed)
        #expect(TestRecord("✔ Test a() passed\n").report == .silent)
    }

    @Test func testsAreNamedAsTheTestingLibraryNamesThem() {
        let style = Classifier.analyze(Support.blocks("""
            ```swift
            import Testing
            @Test func a() {}
            @Test("con nombre", arguments: [1]) func b(n: Int) {}
            struct S {
              @Test func c(_ x: Int = 0) {}
              struct T { @Test func d() {} }
            }
            extension S.T { @Test func e() {} }
            ```
            """)[0], settings: DoctestSettings(), knownNames: []).runStyle
        #expect(style == .swiftTesting(["a()", "b(n:)", "S/c(_:)", "S/T/d()", "S/T/e()"]))
        #expect(Harness.testRuns(for: .swiftTesting(["S/c(_:)"])) == [
            Harness.TestRun(name: "S/c(_:)", arguments: ["--filter", #"^DoctestBlock\.S/c\(_:\)/"#]),
        ])
    }

    @Test func aTamperedCacheEntryIsNotBelieved() async throws {
        let options = Support.options()
        let article = Support.article("""
            ```swift
            struct Caja { var valor: Int = "no es un número" }
            ```
            """)
        let first = try await Support.verify(article, options: options)
        #expect(first.report.blocks.map(\.status) == [.failed])

        // The block's verdict, and the run's report that holds it.
        let cacheFolder = URL(fileURLWithPath: options.cachePath!)
        func entries() throws -> [URL] {
            try ["results", "runs"].flatMap { shelf in
                let folder = cacheFolder.appendingPathComponent(shelf)
                return try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
                    .map { folder.appendingPathComponent($0) }
            }
        }
        let files = try entries()
        #expect(files.count == 2)

        // The verdict turned into a pass, the digest left as it was.
        for file in files {
            var entry = try JSONDecoder().decode(DiskCache.Entry.self, from: Data(contentsOf: file))
            entry.value = entry.value.replacingOccurrences(of: #""status":"failed""#, with: #""status":"passed""#)
            #expect(entry.value.contains(#""status":"passed""#))
            try JSONEncoder().encode(entry).write(to: file)
        }
        let second = try await Support.verify(article, options: options)
        #expect(second.statistics.cachedBlocks == 0)
        #expect(second.report.blocks.map(\.status) == [.failed])

        // A genuine entry of another key copied over each.
        let other = DiskCache(folder: cacheFolder)
        other.store(CachedVerdict(status: .passed, diagnostics: [], output: "", fenceLine: 1), on: .results, key: "0000-another-key")
        for file in try entries() where !file.path.contains("0000-another-key") {
            try FileManager.default.removeItem(at: file)
            try FileManager.default.copyItem(at: other.url(.results, "0000-another-key"), to: file)
        }
        let third = try await Support.verify(article, options: options)
        #expect(third.statistics.cachedBlocks == 0)
        #expect(third.report.blocks.map(\.status) == [.failed])

        // What sitegen stored itself is believed.
        let fourth = try await Support.verify(article, options: options)
        #expect(fourth.statistics.cachedBlocks == 1)
        #expect(fourth.report.blocks.map(\.status) == [.failed])
    }

    @Test func printsInsideAStringOrABlockCommentIsNotAnExpectation() {
        #expect(ExpectedOutput(code: #"let s = "// Prints \"no\"""#).isEmpty)
        #expect(ExpectedOutput(code: "/* print(1) // Prints \"1\" */\nlet x = 1").isEmpty)
        #expect(ExpectedOutput(code: "let s = \"\"\"\n  // Imprime \"no\"\n  \"\"\"").isEmpty)
        #expect(ExpectedOutput(code: "/// Prints \"doc\"\nfunc f() {}").isEmpty)
        #expect(ExpectedOutput(code: #"print("¡hola") // Prints "¡hola""#).lines == [.init(codeLine: 1, column: 16, text: "¡hola")])
        #expect(ExpectedOutput(code: "print(1)\nprint(2)\n// Imprime \"1\"\n  // Imprime \"2\"").lines == [
            .init(codeLine: 3, column: 1, text: "1"), .init(codeLine: 4, column: 3, text: "2"),
        ])
    }

    @Test func aBlockWithPrintsInAStringIsJudgedByItsRealComments() async throws {
        let run = try await Support.verify(Support.article(#"""
            ```swift
            let texto = "// Prints \"nunca\""
            /* print("x") // Prints "x" */
            print(texto.count) // Prints "17"
            ```
            """#))
        #expect(run.report.blocks.map(\.status) == [.passed], "\(run.report.failureMessages)")
    }
}
