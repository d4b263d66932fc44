@testable import Doctest
import Foundation
import Testing

/// Results are cached by everything that affects them.
@Suite(.serialized) struct CacheTests {
    static let markdown = """
        ```swift
        let item = ToDoItem(nombreItem: "Comprar pan")
        print(item.nombreItem) // Prints "Comprar pan"
        ```

        ```swift
        extension ToDoItem {
          var title: String { nombreItem.uppercased() }
        }
        ```

        ```swift
        struct Recordatorio { var texto: String }
        ```
        """

    @Test func aSecondRunCompilesNothingAndAChangedBlockAlone() async throws {
        let options = Support.options()
        let first = try await Support.verify(Support.article(Self.markdown, imports: ["ToDoCore"]), options: options)
        #expect(first.report.summary.passed == 3, "\(first.report.failureMessages)")
        #expect(first.statistics.compilerInvocations >= 2)

        let second = try await Support.verify(Support.article(Self.markdown, imports: ["ToDoCore"]), options: options)
        #expect(second.statistics.compilerInvocations == 0)
        #expect(second.statistics.cachedBlocks == 3)
        #expect(second.report.blocks.map(\.output) == first.report.blocks.map(\.output))

        let changed = Self.markdown.replacingOccurrences(of: "var texto: String", with: "var texto: String = \"\"")
        let third = try await Support.verify(Support.article(changed, imports: ["ToDoCore"]), options: options)
        #expect(third.statistics.compilerInvocations == 1)
        #expect(third.statistics.cachedBlocks == 2)

        // Lines added above the blocks move them; their verdicts stay cached.
        let moved = try await Support.verify(Support.article("Un párrafo nuevo.\n\n" + changed, imports: ["ToDoCore"]),
                                             options: options)
        #expect(moved.statistics.compilerInvocations == 0)
        #expect(moved.report.blocks.map(\.line) == third.report.blocks.map { $0.line + 2 })
    }

    @Test func aRunWithNothingChangedIsAnsweredWhole() async throws {
        let options = Support.options()
        let first = try await Support.verify(Support.article(Self.markdown, imports: ["ToDoCore"]), options: options)
        #expect(first.statistics.phaseSeconds["run memo"] == nil)

        let second = try await Support.verify(Support.article(Self.markdown, imports: ["ToDoCore"]), options: options)
        #expect(second.statistics.phaseSeconds["run memo"] != nil)
        #expect(second.report == first.report)

        // A hidden line is code: the run goes block by block again, and the changed block fails.
        let changed = Self.markdown.replacingOccurrences(of: "struct Recordatorio { var texto: String }",
                                                         with: "struct Recordatorio { var texto: String }\n# let roto: Int = \"no\"")
        let third = try await Support.verify(Support.article(changed, imports: ["ToDoCore"]), options: options)
        #expect(third.statistics.phaseSeconds["run memo"] == nil)
        #expect(third.report.blocks.map(\.status) == [.passed, .passed, .failed])

        // Another filter is another run.
        var filtered = options
        filtered.filter = "test.md:1"
        let fourth = try await Support.verify(Support.article(Self.markdown, imports: ["ToDoCore"]), options: filtered)
        #expect(fourth.statistics.phaseSeconds["run memo"] == nil)
    }

    @Test func aRenamedArticleKeepsItsTypeCheckedVerdicts() async throws {
        let options = Support.options()
        let markdown = """
            ```swift
            import SwiftUI

            class Contador: ObservableObject { @Published var valor = 0 }
            ```

            ```swift
            import SwiftUI

            struct ContadorView: View {
              @ObservedObject var contador: Contador
              var body: some View { Text("\\(contador.valor)") }
            }
            ```
            """
        let first = try await Support.verify(Support.article(markdown, file: "content/contador.md"), options: options)
        #expect(first.report.blocks.map(\.checked) == [.typechecked, .typechecked], "\(first.report.text)")
        #expect(first.statistics.compilerInvocations >= 1)
        let renamed = try await Support.verify(Support.article(markdown, file: "content/el-contador.md"), options: options)
        #expect(renamed.statistics.compilerInvocations == 0)
        #expect(renamed.report.blocks.map(\.checked) == [.typechecked, .typechecked])
        #expect(renamed.report.blocks.map(\.file) == ["content/el-contador.md", "content/el-contador.md"])
    }

    @Test func aRebuiltCoreModuleInvalidatesTheBlocksThatUseIt() async throws {
        let options = Support.options()
        let article = Support.article(Self.markdown, imports: ["ToDoCore"])
        _ = try await Support.verify(article, options: options)
        let toolchain = try Toolchain.locate(searchPath: options.searchPath, cachePath: options.cachePath)
        let module = try #require(toolchain.modules["ToDoCore"]?.swiftmodulePath)
        // A rebuild writes the module again: a newer date is all the cache needs to notice.
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: module)
        let after = try await Support.verify(article, options: options)
        #expect(after.statistics.cachedBlocks == 0)
        #expect(after.statistics.compilerInvocations >= 2)
        #expect(after.report.summary.passed == 3)
    }

    @Test func theCacheLivesInTheBuildFolder() throws {
        let toolchain = try Toolchain.locate(searchPath: ProcessInfo.processInfo.environment["PATH"])
        #expect(toolchain.defaultCachePath.lastPathComponent == "sitegen-doctest-cache")
        #expect(toolchain.defaultCachePath.deletingLastPathComponent().lastPathComponent.hasPrefix(".build"))
    }
}
