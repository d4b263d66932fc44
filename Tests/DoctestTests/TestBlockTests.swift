import Foundation
import Doctest
import Testing

/// Blocks with tests run them: a passing test passes, a failing `#expect` fails the block.
struct TestBlockTests {
    static let passing = """
        ```swift
        import Testing
        @testable import NavigationDoExercise

        struct NavigationDoExercisesListTests {
        \t@Test func givenExercisesWhenOnDeleteExercisesCalledThenExercisesDeleted() async throws {
        \t\tlet model = ExercisesModel(
        \t\t\texercises: [
        \t\t\t\t.fake(.random)
        \t\t\t]
        \t\t)

        \t\tmodel.onDeleteExercises([0])

        \t\t#expect(model.exercises.isEmpty)
        \t}
        }
        ```
        """

    @Test func theArticlesSwiftTestingTestRunsAndPasses() async throws {
        let run = try await Support.verify(Support.article(Self.passing))
        let block = try #require(run.report.blocks.first)
        #expect(block.kind == .run)
        #expect(block.status == .passed, "\(block.messages)")
        #expect(block.output.contains("givenExercisesWhenOnDeleteExercisesCalledThenExercisesDeleted()"))
        #expect(block.output.contains("passed"))
    }

    @Test func testsWrittenWithoutImportTestingRunAsTheyAre() async throws {
        // Articles often show a test suite without its imports: Testing comes implicitly.
        let withoutImport = Self.passing.replacingOccurrences(of: "import Testing\n", with: "")
        #expect(!withoutImport.contains("import Testing"))
        let run = try await Support.verify(Support.article(withoutImport))
        let block = try #require(run.report.blocks.first)
        #expect(block.kind == .run)
        #expect(block.status == .passed, "\(block.messages)")
        #expect(block.output.contains("givenExercisesWhenOnDeleteExercisesCalledThenExercisesDeleted()"))

        let failing = withoutImport.replacingOccurrences(of: "#expect(model.exercises.isEmpty)", with: "#expect(model.exercises.count == 1)")
        let failed = try await Support.verify(Support.article(failing))
        #expect(failed.report.blocks.first?.status == .failed)
    }

    @Test func aFailingExpectFailsTheBlockAtItsLine() async throws {
        let failing = Self.passing.replacingOccurrences(of: "#expect(model.exercises.isEmpty)",
                                                        with: "#expect(model.exercises.count == 1)")
        let run = try await Support.verify(Support.article(failing))
        let block = try #require(run.report.blocks.first)
        #expect(block.status == .failed)
        #expect(block.messages.first == "content/test.md:1:1: error: the test failed: "
            + "NavigationDoExercisesListTests/givenExercisesWhenOnDeleteExercisesCalledThenExercisesDeleted() (exit status 1)")
        #expect(block.messages.dropFirst().first
            == "content/test.md:15:3: error: Expectation failed: (model.exercises.count → 0) == 1", "\(block.output)")
    }

    @Test func xcTestCasesRun() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            import XCTest

            final class TabTests: XCTestCase {
              func testRawValue() {
                XCTAssertEqual(Tab.alarms.rawValue, "alarms")
              }
              func testWrong() {
                XCTAssertEqual(Tab.clock.rawValue, "reloj")
              }
            }
            ```
            """, imports: ["AlarmCore"]))
        let block = try #require(run.report.blocks.first)
        #expect(block.kind == .run)
        #expect(block.status == .failed)
        #expect(block.messages == [
            "content/test.md:1:1: error: the test failed: TabTests/testWrong (exit status 1)",
            "content/test.md:9: error: TabTests.testWrong : XCTAssertEqual failed: (\"clock\") is not equal to (\"reloj\") -",
        ])
    }
}
