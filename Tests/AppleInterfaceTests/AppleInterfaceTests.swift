import Foundation
import Testing

// The Apple interface modules (SwiftUI, UIKit, ComposableArchitectureViews) must accept what
// Apple's frameworks accept and reject what they reject. Each fixture is a small Swift file
// type-checked by the real compiler, as the doctests will do:
//
//   Fixtures/accepted/*.swift   right uses: must type-check
//   Fixtures/rejected/*.swift   wrong uses: must fail, and the compiler's output must contain
//                               the text of the first line, `// expect: <message>`
//
// The test target depends on every module the fixtures import, so `swift test` builds them.

/// Type-checks the fixtures, two compilers at a time (the build machine has two cores).
@Suite(.serialized)
struct AppleInterfaceTests {
    @Test func rightUsesTypeCheck() async throws {
        let fixtures = try Fixture.all(in: "accepted")
        #expect(fixtures.count >= 10)
        for (fixture, result) in try await TypeChecker.shared().check(fixtures) {
            #expect(result.succeeded, "\(fixture.name) should type-check:\n\(result.errors)")
        }
    }

    @Test func wrongUsesFailWithTheirMessage() async throws {
        let fixtures = try Fixture.all(in: "rejected")
        #expect(fixtures.count >= 40)
        for (fixture, result) in try await TypeChecker.shared().check(fixtures) {
            let expected = try #require(fixture.expectedMessage, "\(fixture.name) has no '// expect:' first line")
            #expect(!result.succeeded, "\(fixture.name) should be rejected, but it type-checks")
            #expect(
                result.output.contains(expected),
                "\(fixture.name) should fail with \"\(expected)\", got:\n\(result.errors)"
            )
        }
    }
}

/// One fixture file.
struct Fixture: Sendable {
    let name: String
    let sourcePath: String
    /// `// expect: <message>` on the first line of a rejected fixture.
    let expectedMessage: String?
    /// A file with `@main` is compiled as a library, as Xcode does; the others as scripts.
    let isLibrary: Bool

    static let fixturesFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func all(in kind: String) throws -> [Fixture] {
        try all(inFolder: fixturesFolder.appendingPathComponent(kind), namedAfter: kind)
    }

    /// The `.swift` files of a folder, in name order, each named `<prefix>/<file name>`.
    static func all(inFolder folder: URL, namedAfter prefix: String) throws -> [Fixture] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
            .sorted()
        return try names.map { name in
            let path = folder.appendingPathComponent(name).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let firstLine = text.prefix { $0 != "\n" }
            let marker = "// expect: "
            return Fixture(
                name: "\(prefix)/\(name)",
                sourcePath: path,
                expectedMessage: firstLine.hasPrefix(marker) ? String(firstLine.dropFirst(marker.count)) : nil,
                isLibrary: text.contains("\n@main") || text.hasPrefix("@main")
            )
        }
    }
}

/// What the compiler said about one fixture.
struct TypeCheckResult: Sendable {
    let succeeded: Bool
    let output: String
    /// The `error:` lines, for failure messages.
    var errors: String {
        output.split(separator: "\n").filter { $0.contains("error:") }.prefix(6).joined(separator: "\n")
    }
}

/// Runs `swiftc -typecheck` against the build folder's modules.
struct TypeChecker: Sendable {
    let compilerPath: String
    let modulesPath: String
    /// `-Xcc -fmodule-map-file=` for the C modules the Swift modules import (OpenCombine's helpers).
    let clangModuleMaps: [String]

    static func shared() throws -> TypeChecker {
        let compiler = try #require(findOnPath("swiftc"), "swiftc is not on PATH")
        let build = try #require(buildFolder(), "no build folder with Modules/ (run 'swift build' first)")
        let maps = ((try? FileManager.default.contentsOfDirectory(atPath: build.path)) ?? [])
            .filter { $0.hasSuffix(".build") }
            .map { build.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
            .sorted()
        return TypeChecker(
            compilerPath: compiler,
            modulesPath: build.appendingPathComponent("Modules").path,
            clangModuleMaps: maps
        )
    }

    /// The build folder: the one holding this test binary (`.build/<triple>/debug`), else
    /// `SITEGEN_BUILD_PATH`, else the package's `.build/debug`.
    static func buildFolder() -> URL? {
        var candidates: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        if let path = ProcessInfo.processInfo.environment["SITEGEN_BUILD_PATH"] {
            candidates.append(URL(fileURLWithPath: path))
        }
        let package = Fixture.fixturesFolder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug"))
        return candidates.first { folder in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/SwiftUI.swiftmodule").path)
        }
    }

    static func findOnPath(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":")
            .map { "\($0)/\(tool)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Type-checks the fixtures two at a time; results come back in the fixtures' order. With
    /// `verify`, the compiler checks each file's `// expected-error {{…}}` markers itself.
    func check(_ fixtures: [Fixture], verify: Bool = false, dumpingTree: Bool = false) async throws -> [(Fixture, TypeCheckResult)] {
        var results = [TypeCheckResult?](repeating: nil, count: fixtures.count)
        try await withThrowingTaskGroup(of: (Int, TypeCheckResult).self) { group in
            var next = 0
            func startNext() {
                guard next < fixtures.count else { return }
                let index = next
                next += 1
                group.addTask { (index, try await self.check(fixtures[index], verify: verify, dumpingTree: dumpingTree)) }
            }
            startNext()
            startNext()
            while let (index, result) = try await group.next() {
                results[index] = result
                startNext()
            }
        }
        return zip(fixtures, results.map { $0! }).map { ($0, $1) }
    }

    /// With `verify`, the compiler's diagnostic verifier (`-verify`) runs: it succeeds only when
    /// every `// expected-error {{…}}` (and `expected-warning`, `expected-note`) of the file is
    /// produced at its line with its text and nothing else is produced in the file. Notes the
    /// compiler attaches to the interface modules' own declarations (`where 'S' = 'String'`,
    /// `'init(x:)' declared here`) are outside the file and cannot be marked in it, as Apple's
    /// would be in SwiftUI's interface: `-verify-ignore-unrelated` leaves them out.
    ///
    /// With `dumpingTree`, the compiler writes the type-checked syntax tree as JSON instead of
    /// only checking (`-dump-ast`, which the doctests use for blocks with `$0`): its verdict
    /// must be the same.
    func check(_ fixture: Fixture, verify: Bool = false, dumpingTree: Bool = false) async throws -> TypeCheckResult {
        var arguments = (dumpingTree ? ["-dump-ast", "-dump-ast-format", "json", "-o", "/dev/null"] : ["-typecheck"])
            + ["-swift-version", "5", "-module-name", "Fixture", "-I", modulesPath]
        for map in clangModuleMaps {
            arguments += ["-Xcc", "-fmodule-map-file=\(map)"]
        }
        if fixture.isLibrary { arguments.append("-parse-as-library") }
        if verify { arguments += ["-Xfrontend", "-verify", "-Xfrontend", "-verify-ignore-unrelated"] }
        arguments.append(fixture.sourcePath)

        // The compiler writes into a file, not a pipe: a long diagnostic cannot fill a pipe
        // buffer and block the compiler while we wait for it to exit.
        let outputURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("apple-interface-\(UUID().uuidString).txt")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputURL) }
        let output = try FileHandle(forWritingTo: outputURL)
        defer { try? output.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: compilerPath)
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        let text = (try? String(contentsOf: outputURL, encoding: .utf8)) ?? ""
        return TypeCheckResult(succeeded: status == 0, output: text)
    }
}
