import Doctest
import Foundation
import Site
import Testing

/// The published content: every Swift block is in the report, none fails, and the blocks
/// that can be compiled or run on Linux are.
@Suite(.serialized) struct ContentTests {
    static let contentFolder = Support.packageRoot.appendingPathComponent("content")

    func verifyContent() async throws -> DoctestRun {
        // The loader names files as the user typed the folder: run from the package root.
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(Support.packageRoot.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        var options = DoctestOptions(jobs: 2)
        options.take(environment: ProcessInfo.processInfo.environment)
        return try await VerifyStage.verify(contentDirectory: "content", options: options)
    }

    @Test func everySwiftBlockOfTheContentIsReportedAndPasses() async throws {
        let report = try await verifyContent().report
        let fences = try FileManager.default.contentsOfDirectory(atPath: Self.contentFolder.path)
            .filter { $0.hasSuffix(".md") }
            .map { try String(contentsOf: Self.contentFolder.appendingPathComponent($0), encoding: .utf8) }
            .map { $0.split(separator: "\n").count { $0.lowercased().hasPrefix("```swift") } }
            .reduce(0, +)
        #expect(report.blocks.count == fences)
        #expect(report.failureMessages == [])
        #expect(report.summary.failed == 0, "\(report.text)")
    }

    @Test func theArticlesSwiftTestingTestRunsAndPasses() async throws {
        let report = try await verifyContent().report
        let test = report.blocks.first { $0.file.hasSuffix("swiftui-navegacion-list.md") && $0.firstLine == "import Testing" }
        #expect(test?.kind == .run)
        #expect(test?.status == .passed)
        #expect(test?.output.contains("✔ Test givenExercisesWhenOnDeleteExercisesCalledThenExercisesDeleted() passed") == true)
    }

    @Test func theModelCodeCompilesAgainstTheCoreModules() async throws {
        let report = try await verifyContent().report
        let compiled = report.blocks.filter { $0.kind == .compile || $0.kind == .run }
        // Every article with Linux model code has some of it compiled or run.
        for article in ["uikit-a-swiftui-02", "uikit-a-swiftui-03", "uikit-a-swiftui-04", "uikit-a-swiftui-05",
                        "swiftui-navegacion-list", "objetos-observables", "tca-navegacion-01", "tca-navegacion-02"] {
            #expect(compiled.contains { $0.file.contains(article) }, "\(article) has no compiled block")
        }
        #expect(compiled.count >= 40)
        #expect(report.blocks.count { $0.kind == .run } >= 5)
    }
}
