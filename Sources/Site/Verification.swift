import Content
import Diagnostics
import Doctest
import FrontMatter
import Foundation

/// The verify stage: the content's Swift blocks, compiled and run by the doctest engine.
public enum Verification {
    /// Loads the articles in `contentDirectory` and verifies their Swift blocks.
    ///
    /// - Parameter progress: one call per block done (`[12/140] content/x.md:55 compile`).
    /// - Throws: `DiagnosticError` when the content cannot be loaded, `DoctestError` when there
    ///   is no compiler or no build of the core modules: both are input errors (exit code 2).
    public static func verify(contentDirectory: String, options: DoctestOptions = DoctestOptions(),
                              progress: @escaping @Sendable (DoctestProgress) -> Void = { _ in }) async throws -> DoctestRun {
        let content = try ContentLoader.load(directory: URL(fileURLWithPath: contentDirectory),
                                             displayDirectory: contentDirectory)
        return try await verify(content, options: options, progress: progress)
    }

    /// Verifies the Swift blocks of content already loaded (the build reuses its parse).
    public static func verify(_ content: LoadedContent, options: DoctestOptions = DoctestOptions(),
                              progress: @escaping @Sendable (DoctestProgress) -> Void = { _ in }) async throws -> DoctestRun {
        try await Doctests.verify(try articles(of: content), options: options, progress: progress)
    }

    /// The doctest view of each article: its parsed code blocks and its `doctest` front matter.
    public static func articles(of content: LoadedContent) throws(DiagnosticError) -> [DoctestArticle] {
        var problems: [Diagnostic] = []
        let articles = content.articles.map { article in
            do throws(DiagnosticError) {
                return DoctestArticle(document: article.document,
                                      settings: try settings(article.frontMatter.extra["doctest"], file: article.sourcePath))
            } catch {
                problems += error.diagnostics
                return DoctestArticle(document: article.document)
            }
        }
        guard problems.isEmpty else { throw DiagnosticError(problems) }
        return articles
    }

    /// Reads `doctest: { imports: [AlarmCore], rename: { Combine: OpenCombine } }`.
    public static func settings(_ value: FrontMatterValue?, file: String) throws(DiagnosticError) -> DoctestSettings {
        guard let value, value != .null else { return DoctestSettings() }
        let location = SourceLocation(file: file, line: 1)
        guard case .dictionary(let keys) = value else {
            throw DiagnosticError("'doctest' must be a mapping such as { imports: [AlarmCore], rename: { Combine: OpenCombine } }",
                                  at: location)
        }
        var settings = DoctestSettings()
        for (key, entry) in keys.sorted(by: { $0.key < $1.key }) {
            switch key {
            case "imports":
                guard let words = entry.words else {
                    throw DiagnosticError("'doctest.imports' must be a list of module names, e.g. [AlarmCore]", at: location)
                }
                settings.imports = words
            case "rename":
                guard case .dictionary(let renames) = entry else {
                    throw DiagnosticError("'doctest.rename' must map module names, e.g. { Combine: OpenCombine }", at: location)
                }
                for (module, target) in renames {
                    guard let name = target.text else {
                        throw DiagnosticError("'doctest.rename.\(module)' must be a module name", at: location)
                    }
                    settings.rename[module] = name
                }
            default:
                throw DiagnosticError("unknown key 'doctest.\(key)' (use imports, rename)", at: location)
            }
        }
        return settings
    }
}
