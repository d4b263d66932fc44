import Foundation
import Testing

// The fidelity corpus (issue 29): per framework, right uses and wrong uses of Apple's APIs
// written from Apple's documentation, not from the interface modules, so that they measure how
// closely the modules follow Apple's SDK.
//
//   Fidelity/<Framework>/accepted/<topic>.swift   must type-check
//   Fidelity/<Framework>/rejected/<topic>.swift   must pass the compiler's diagnostic verifier:
//       every snippet holds exactly one `// expected-error {{<message>}}` on the line Apple's
//       compiler rejects, with the message it prints (plus any `expected-note` the compiler
//       adds in the snippet itself)
//
// Every snippet starts with `// snippet: <what it shows> — <documentation URL it follows>` and
// stands alone (its own types and functions), so that one error does not cascade into another.
// See Sources/AppleInterfaces/README.md, "Checking the modules".

@Suite(.serialized)
struct FidelityTests {
    @Test(arguments: FidelityCorpus.frameworks)
    func acceptedSnippetsTypeCheck(framework: String) async throws {
        let files = try FidelityCorpus.files(of: framework, kind: .accepted)
        for (file, result) in try await TypeChecker.shared().check(files) {
            #expect(result.succeeded, "\(file.name) should type-check:\n\(result.errors)")
        }
    }

    @Test(arguments: FidelityCorpus.frameworks)
    func rejectedSnippetsFailWithApplesMessages(framework: String) async throws {
        let files = try FidelityCorpus.files(of: framework, kind: .rejected)
        for (file, result) in try await TypeChecker.shared().check(files, verify: true) {
            #expect(result.succeeded, "\(file.name): the compiler's errors differ from the expected ones:\n\(result.verifierReport)")
        }
    }

    /// The doctests write a block's syntax tree (`-dump-ast`) instead of only type-checking it
    /// where it may use `$0` (`ImplicitNames`): the compiler must say the same of the code
    /// either way. Every rejected snippet, with its expected errors, and the accepted ones
    /// that use `$0` or a `$name in` parameter.
    @Test(arguments: FidelityCorpus.frameworks)
    func writingTheSyntaxTreeChecksTheSame(framework: String) async throws {
        let rejected = try FidelityCorpus.files(of: framework, kind: .rejected)
        for (file, result) in try await TypeChecker.shared().check(rejected, verify: true, dumpingTree: true) {
            #expect(result.succeeded, "\(file.name): with the tree written, the errors differ:\n\(result.verifierReport)")
        }
        let accepted = try FidelityCorpus.files(of: framework, kind: .accepted).filter {
            (try? String(contentsOfFile: $0.sourcePath, encoding: .utf8)).map { $0.contains("$0") || $0.contains("$1") || $0.contains(" in\n") } ?? false
        }
        for (file, result) in try await TypeChecker.shared().check(accepted, dumpingTree: true) {
            #expect(result.succeeded, "\(file.name) should type-check with the tree written:\n\(result.errors)")
        }
    }

    /// Each rejected snippet holds exactly one `expected-error`, and each snippet of either kind
    /// has its header with a documentation URL.
    @Test(arguments: FidelityCorpus.frameworks)
    func everySnippetIsWellFormed(framework: String) throws {
        for kind in FidelityCorpus.Kind.allCases {
            for file in try FidelityCorpus.files(of: framework, kind: kind) {
                let snippets = try FidelityCorpus.snippets(in: file)
                #expect(!snippets.isEmpty, "\(file.name) has no '// snippet:' header")
                for snippet in snippets {
                    #expect(snippet.header.contains(" — http"), "\(file.name):\(snippet.line): the header names no documentation URL")
                    if kind == .rejected {
                        #expect(snippet.expectedErrors == 1,
                                "\(file.name):\(snippet.line): \(snippet.expectedErrors) expected-error markers, not exactly one")
                    } else {
                        #expect(snippet.expectedErrors == 0, "\(file.name):\(snippet.line): an accepted snippet expects an error")
                    }
                }
                let outside = try FidelityCorpus.expectedErrorsBeforeFirstSnippet(in: file)
                #expect(outside == 0, "\(file.name): \(outside) expected-error markers before the first snippet")
            }
        }
    }

    /// Issue 29, point 5: at least 150 accepted and 150 rejected snippets across SwiftUI, UIKit,
    /// Combine and TCA. Prints the count of each framework.
    @Test func theCorpusHoldsAtLeast150AcceptedAnd150RejectedSnippets() throws {
        var totals: [FidelityCorpus.Kind: Int] = [:]
        for framework in FidelityCorpus.frameworks {
            var counts: [FidelityCorpus.Kind: Int] = [:]
            for kind in FidelityCorpus.Kind.allCases {
                counts[kind] = try FidelityCorpus.files(of: framework, kind: kind)
                    .reduce(0) { $0 + (try FidelityCorpus.snippets(in: $1).count) }
                totals[kind, default: 0] += counts[kind] ?? 0
            }
            print("Fidelity \(framework): \(counts[.accepted] ?? 0) accepted, \(counts[.rejected] ?? 0) rejected snippets")
        }
        print("Fidelity total: \(totals[.accepted] ?? 0) accepted, \(totals[.rejected] ?? 0) rejected snippets")
        #expect((totals[.accepted] ?? 0) >= 150, "\(totals[.accepted] ?? 0) accepted snippets in all, issue 29 asks for 150")
        #expect((totals[.rejected] ?? 0) >= 150, "\(totals[.rejected] ?? 0) rejected snippets in all, issue 29 asks for 150")
    }
}

/// The files and snippets under `Fidelity/`.
enum FidelityCorpus {
    enum Kind: String, CaseIterable, Sendable {
        case accepted, rejected
    }

    struct Snippet {
        /// 1-based line of the `// snippet:` header.
        let line: Int
        let header: String
        /// `expected-error` markers between this header and the next.
        let expectedErrors: Int
    }

    static let folder = Fixture.fixturesFolder.deletingLastPathComponent().appendingPathComponent("Fidelity")

    /// The framework folders (SwiftUI, UIKit, Combine, TCA, as far as they exist), sorted.
    static var frameworks: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }.sorted()
    }

    static func files(of framework: String, kind: Kind) throws -> [Fixture] {
        let kindFolder = folder.appendingPathComponent(framework).appendingPathComponent(kind.rawValue)
        guard FileManager.default.fileExists(atPath: kindFolder.path) else { return [] }
        return try Fixture.all(inFolder: kindFolder, namedAfter: "\(framework)/\(kind.rawValue)")
    }

    static let header = "// snippet:"
    static let errorMarker = "expected-error"

    static func snippets(in file: Fixture) throws -> [Snippet] {
        let lines = try String(contentsOfFile: file.sourcePath, encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        var snippets: [Snippet] = []
        var current: (line: Int, header: String, errors: Int)?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(header) {
                if let done = current { snippets.append(Snippet(line: done.line, header: done.header, expectedErrors: done.errors)) }
                current = (index + 1, trimmed, 0)
            } else if current != nil {
                current!.errors += markers(in: trimmed)
            }
        }
        if let done = current { snippets.append(Snippet(line: done.line, header: done.header, expectedErrors: done.errors)) }
        return snippets
    }

    static func expectedErrorsBeforeFirstSnippet(in file: Fixture) throws -> Int {
        let text = try String(contentsOfFile: file.sourcePath, encoding: .utf8)
        let before = text.range(of: header).map { text[..<$0.lowerBound] } ?? Substring(text)
        return markers(in: before)
    }

    private static func markers<S: StringProtocol>(in text: S) -> Int {
        text.components(separatedBy: errorMarker).count - 1
    }
}

extension TypeCheckResult {
    /// What the diagnostic verifier said, from the top: each missing, unexpected or different
    /// diagnostic with its line, and the source line it quotes.
    var verifierReport: String {
        output.split(separator: "\n").prefix(40).joined(separator: "\n")
    }
}
