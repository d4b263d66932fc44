import Foundation
import Testing

/// `sitegen test` as CI runs it: the last line, the exit codes, the JSON report.
@Suite(.serialized) struct CommandTests {
    /// The `sitegen` built next to this test bundle (`swift build` builds it; `swift test` may not).
    static let sitegen: URL? = {
        let candidate = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("sitegen")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }()

    struct Outcome { var status: Int32; var standardOutput: String; var standardError: String }

    func runSitegen(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = Self.sitegen!
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// A project folder with one article.
    func project(_ article: String) throws -> URL {
        let folder = Support.freshFolder()
        let content = folder.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Support.packageRoot.appendingPathComponent("content/site.yml"),
                                         to: content.appendingPathComponent("site.yml"))
        try article.write(to: content.appendingPathComponent("prueba.md"), atomically: true, encoding: .utf8)
        return folder
    }

    static let passing = """
        ---
        title: Prueba
        doctest: { imports: [AlarmCore] }
        ---

        ```swift
        print(Tab.alarms.rawValue) // Imprime "alarms"
        ```

        ```swift
        self.route = nil
        ```
        """

    @Test(.enabled(if: sitegen != nil, "sitegen is not built (swift build)"))
    func allPassingExitsZeroWithTheTotalsLast() throws {
        let folder = try project(Self.passing)
        let result = try runSitegen(["test", "--cache", folder.appendingPathComponent("cache").path,
                                  "--report", "report.json"], in: folder)
        #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
        // The fragment needs code the article never shows: unverified, among the skipped.
        #expect(result.standardOutput.split(separator: "\n").last == "1 passed, 0 failed, 1 skipped")
        #expect(result.standardOutput.contains("content/prueba.md:10: unverified: a fragment that needs code the article does not show before it"))
        #expect(result.standardError.contains("[2/2] content/prueba.md:"))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("report.json"))) as? [String: Any]
        #expect((report?["summary"] as? [String: Int])?["passed"] == 1)
        #expect((report?["summary"] as? [String: Int])?["unverified"] == 1)
    }

    @Test(.enabled(if: sitegen != nil, "sitegen is not built (swift build)"))
    func aFailingBlockExitsOneAndSaysWhere() throws {
        let folder = try project(Self.passing.replacingOccurrences(of: "Imprime \"alarms\"", with: "Imprime \"clock\""))
        let result = try runSitegen(["test", "--cache", folder.appendingPathComponent("cache").path], in: folder)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("content/prueba.md:7:28: error: expected output \"clock\" but the program printed \"alarms\""))
        #expect(result.standardOutput.split(separator: "\n").last == "0 passed, 1 failed, 1 skipped")
    }

    @Test(.enabled(if: sitegen != nil, "sitegen is not built (swift build)"))
    func usageAndInputErrorsExitTwo() throws {
        let folder = try project(Self.passing)
        #expect(try runSitegen(["test", "--jobs", "0"], in: folder).status == 2)
        #expect(try runSitegen(["test", "--timeout", "0"], in: folder).status == 2)
        let missing = try runSitegen(["test", "--content", "no-such-folder"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("no-such-folder: error: content folder not found"))
    }

    @Test(.enabled(if: sitegen != nil, "sitegen is not built (swift build)"))
    func theFilterSkipsTheOtherBlocks() throws {
        let folder = try project(Self.passing)
        let result = try runSitegen(["test", "--cache", folder.appendingPathComponent("cache").path,
                                  "--filter", "prueba.md:6"], in: folder)
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").last == "1 passed, 0 failed, 1 skipped")
    }

    @Test(.enabled(if: sitegen != nil, "sitegen is not built (swift build)"))
    func withoutBubblewrapTestAndBuildRunNoProgramAndSayWhatToInstall() throws {
        let folder = try project(Self.passing)
        let missing = ["SITEGEN_BWRAP": "/nonexistent/bwrap"]
        let test = try runSitegen(["test", "--cache", folder.appendingPathComponent("cache").path], in: folder, environment: missing)
        #expect(test.status == 1)
        #expect(test.standardOutput.contains("content/prueba.md:6:1: error: not run: bubblewrap is not installed "
            + "(no executable at /nonexistent/bwrap); install it with 'apt-get install bubblewrap' or scripts/install-deps.sh; "
            + "or pass --no-sandbox to run the programs unconfined"), "\(test.standardOutput)")
        #expect(test.standardOutput.split(separator: "\n").last == "0 passed, 1 failed, 1 skipped")

        let build = try runSitegen(["build", "--output", "site", "--templates", Support.packageRoot.appendingPathComponent("templates").path], in: folder, environment: missing)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains("not run: bubblewrap is not installed"), "\(build.standardError)")
    }

    @Test(.enabled(if: sitegen != nil, "sitegen is not built (swift build)"))
    func noSandboxRunsTheProgramsWithAWarningEveryTime() throws {
        let folder = try project(Self.passing)
        let missing = ["SITEGEN_BWRAP": "/nonexistent/bwrap"]
        for _ in 0..<2 {
            let test = try runSitegen(["test", "--no-sandbox", "--cache", folder.appendingPathComponent("cache").path],
                                      in: folder, environment: missing)
            #expect(test.status == 0, "\(test.standardOutput)")
            #expect(test.standardError.contains("warning: --no-sandbox: the articles' programs and the compiler run unconfined"))
        }
        let build = try runSitegen(["build", "--no-sandbox", "--output", "site", "--templates", Support.packageRoot.appendingPathComponent("templates").path],
                                   in: folder, environment: missing)
        #expect(build.status == 0, "\(build.standardError)")
        #expect(build.standardError.contains("warning: --no-sandbox: the articles' programs and the compiler run unconfined"), "\(build.standardError)")
    }
}
