import Doctest
import Foundation
import Site
import Testing

/// The published content: every Swift block is in the report and none fails.
@Suite(.serialized) struct ContentTests {
    @Test func everySwiftBlockOfTheContentPasses() async throws {
        let content = Support.packageRoot.appendingPathComponent("content").path
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(Support.packageRoot.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let run = try await Verification.verify(contentDirectory: "content", options: DoctestOptions(jobs: 2))
        _ = content
        let report = run.report
        print(report.classificationLines.joined(separator: "\n"))
        print(report.failureMessages.joined(separator: "\n"))
        print(report.articleSummaries.joined(separator: "\n"))
        print(report.totalsLine)
        print("statistics:", run.statistics)
        let fences = try FileManager.default.contentsOfDirectory(atPath: "\(Support.packageRoot.path)/content")
            .filter { $0.hasSuffix(".md") }
            .map { try String(contentsOfFile: "\(Support.packageRoot.path)/content/\($0)", encoding: .utf8) }
            .map { $0.split(separator: "\n").count { $0.lowercased().hasPrefix("```swift") } }
            .reduce(0, +)
        #expect(report.blocks.count == fences)
        #expect(report.failureMessages == [])
    }
}
