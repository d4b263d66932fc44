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

    @Test func theViewsAreTypeCheckedAgainstTheInterfaceModules() async throws {
        let report = try await verifyContent().report
        let typechecked = report.blocks.filter { $0.checked == .typechecked }
        #expect(typechecked.count >= 30, "\(report.blocks.count { $0.checked == .typechecked }) typechecked")
        #expect(typechecked.allSatisfy { $0.status == .passed })
        for article in ["uikit-a-swiftui-01", "objetos-observables", "swiftui-navegacion-list", "tca-navegacion-01"] {
            #expect(typechecked.contains { $0.file.contains(article) }, "\(article) has no type-checked block")
        }
        // Every block below `compiled` says why, in the reader's words.
        #expect(report.blocks.filter { $0.checked == .unverified || $0.checked == .skipped }.allSatisfy { $0.reason != nil })
    }

    /// Misspelling a model member in a type-checked view of the articles — a whole view, a
    /// snippet placed in its view — fails at that line (found by its text: the first line of
    /// the article that holds it).
    @Test(arguments: [
        ("uikit-a-swiftui-01-antes-de-empezar.md", "selection: self.$viewModel.selectedTab", "selectedTab"),
        ("objetos-observables.md", "ForEach(model.toDoItems) { item in", "toDoItems"),
        ("tca-navegacion-01-alertas.md", "ForEach(viewStore.items) { item in", "items"),
        ("uikit-a-swiftui-04-anadir-alarma.md", "Button(\"Add\") { self.viewModel.addButtonTapped() }", "addButtonTapped"),
    ])
    func aMisspelledMemberInAViewFails(file: String, text: String, member: String) async throws {
        let folder = Support.freshFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("content")
        try FileManager.default.copyItem(at: Self.contentFolder, to: content)
        let url = content.appendingPathComponent(file)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains(text) && !$0.hasPrefix("#") })
        let line = index + 1
        let original = lines[index]
        lines[index] = original.replacingOccurrences(of: ".\(member)", with: ".\(member)Zq")
        #expect(lines[index] != original)
        try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)

        var options = Support.options()
        options.filter = file
        let report = try await VerifyStage.verify(contentDirectory: content.path, options: options).report
        let failed = report.blocks.filter { $0.status == .failed }
        #expect(failed.count == 1)
        #expect(failed.first?.messages.first?.hasPrefix("\(content.path)/\(file):\(line):") == true, "\(report.failureMessages)")
        #expect(failed.first?.messages.contains { $0.contains("\(member)Zq") } == true, "\(report.failureMessages)")
    }
}
