import Foundation
import SitegenTesting
import Testing

/// The author's guide (`content/guia-del-autor.md`) teaches by example: its Swift blocks pass the
/// checks it describes — run by the real `sitegen test`, with its `// Prints` compared — and
/// every file it names exists.
struct AuthorGuideTests {
    static let guide = PackagePaths.root.appendingPathComponent("content/guia-del-autor.md")

    @Test func theGuidesSwiftExamplesPassTheirOwnChecks() async throws {
        let folder = try TemporaryDirectory()
        let content = folder.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: Guía\nlanguage: es\n".utf8).write(to: content.appendingPathComponent("site.yml"))
        try FileManager.default.copyItem(at: Self.guide, to: content.appendingPathComponent("guia-del-autor.md"))
        let run = try await SitegenProcess.run(["test", "--content", "content"], in: folder.url)
        #expect(run.exitCode == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("levels: run 2,"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("// Prints: 1 found, 1 compared"), "\(run.standardOutput)")
    }

    @Test func theFilesTheGuideNamesExist() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        for path in [".github/workflows/site.yml", "README.md"] {
            #expect(text.contains(path))
            #expect(FileManager.default.fileExists(atPath: PackagePaths.root.appendingPathComponent(path).path), "\(path)")
        }
    }
}
