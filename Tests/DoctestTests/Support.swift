import Doctest
import Foundation
import Markdown

/// Helpers the doctest tests share: articles from inline Markdown, options with a cache of
/// their own, the package's folders.
enum Support {
    /// The package root (this file is Tests/DoctestTests/Support.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// An article from Markdown text, parsed the way the loader parses it.
    static func article(_ markdown: String, file: String = "content/test.md", lineOffset: Int = 0,
                        imports: [String] = [], rename: [String: String] = [:]) -> DoctestArticle {
        let document = MarkdownParser.parse(markdown, file: file, lineOffset: lineOffset)
        return DoctestArticle(document: document, settings: DoctestSettings(imports: imports, rename: rename))
    }

    /// The Swift blocks of `markdown`.
    static func blocks(_ markdown: String, file: String = "content/test.md") -> [CodeBlock] {
        MarkdownParser.parse(markdown, file: file).codeBlocks.filter(\.isSwift)
    }

    /// Options with a fresh cache folder, so a test sees its own compiler work; the compiler is
    /// found on this process's `PATH`, as the command line would find it.
    static func options(cache: URL = freshFolder(), timeout: Double = 5, jobs: Int = 2) -> DoctestOptions {
        var options = DoctestOptions(jobs: jobs, limits: SandboxLimits(timeout: timeout), cachePath: cache.path)
        options.take(environment: ProcessInfo.processInfo.environment)
        return options
    }

    /// A new empty folder, inside one folder per test process that goes when the process exits.
    static func freshFolder() -> URL {
        let url = root.appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The folder of this test process's folders (`sitegen-doctest-tests-<pid>`), removed at exit.
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-doctest-tests-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: Support.root) }
        return url
    }()

    /// Verifies one article.
    static func verify(_ article: DoctestArticle, options: DoctestOptions = options()) async throws -> DoctestRun {
        try await Doctests.verify([article], options: options)
    }

    /// Verifies one article whose blocks build on AlarmCore, as the UIKit→SwiftUI series does.
    static func verifyOverAlarmCore(_ markdown: String) async throws -> DoctestRun {
        try await verify(article(markdown, imports: ["AlarmCore"], rename: ["Combine": "OpenCombine"]))
    }
}
