import Foundation

/// Runs the built `sitegen` executable, as a user would from a shell.
public enum SitegenProcess {
    /// What a run printed and how it ended.
    public struct Outcome: Sendable {
        public var exitCode: Int32
        public var standardOutput: String
        public var standardError: String
    }

    public struct NotFound: Error, CustomStringConvertible {
        public var searched: [String]
        public var description: String {
            "the sitegen executable was not found next to the tests (searched \(searched.joined(separator: ", "))); "
                + "build it first (swift build --build-tests) or set SITEGEN_BINARY"
        }
    }

    public struct TimedOut: Error, CustomStringConvertible {
        public var arguments: [String]
        public var seconds: Double
        public var description: String { "sitegen \(arguments.joined(separator: " ")) ran longer than \(seconds) s and was stopped" }
    }

    /// The executable: `SITEGEN_BINARY` when set, otherwise `sitegen` in the build folder
    /// that holds the running test bundle (`.build/debug/sitegen` beside
    /// `.build/debug/sitegenPackageTests.xctest`).
    public static func executable() throws -> URL {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["SITEGEN_BINARY"], !path.isEmpty { return URL(fileURLWithPath: path) }
        var folders: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        // On Linux the test bundle is itself the running executable.
        if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(fileURLWithPath: running).deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent())
        }
        var searched: [String] = []
        for folder in folders {
            let candidate = folder.appendingPathComponent("sitegen")
            searched.append(candidate.path)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw NotFound(searched: searched)
    }

    /// Runs `sitegen arguments…` in `directory` and waits for it (at most `timeout` seconds).
    ///
    /// - Parameter environment: added to (and overriding) the test process's environment.
    public static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                           timeout: Double = 300) async throws -> Outcome {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        // Files rather than pipes: a chatty process can never block on a full pipe.
        let captures = try TemporaryDirectory(prefix: "sitegen-run")
        let outURL = captures.appending("stdout"), errURL = captures.appending("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer { try? out.close(); try? err.close() }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                process.waitUntilExit()
                throw TimedOut(arguments: arguments, seconds: timeout)
            }
            try await Task.sleep(for: .milliseconds(20))
        }
        process.waitUntilExit()
        return Outcome(exitCode: process.terminationStatus,
                       standardOutput: try String(contentsOf: outURL, encoding: .utf8),
                       standardError: try String(contentsOf: errURL, encoding: .utf8))
    }
}
