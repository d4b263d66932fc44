import Diagnostics
import Foundation

/// The parse stage: front matter understood, Markdown parsed by cmark-gfm (code blocks
/// made into their values on the way), articles put in reading order.
public enum ContentParser {
    /// Parses every file the load stage read, on all cores.
    ///
    /// - Parameter cache: articles parsed by an earlier build, reused when their text is unchanged.
    /// - Parameter reuse: what an earlier build kept of a file (its summary, when its text is
    ///   unchanged), which stands for parsing it (an incremental build, `BuildRecord`).
    /// - Throws: `DiagnosticError` with every problem found across all files.
    /// - Parameter strict: whether any error throws (a build). Without it (`sitegen test`), every
    ///   article that can be made is, and the errors of all files come back in
    ///   `LoadedContent.errors`: one run reports them all, and verifies every block.
    public static func parse(_ content: ContentFiles, cache: ArticleCache? = nil,
                             reuse: (@Sendable (SourceFile) -> ReusedParse?)? = nil, strict: Bool = true) throws(DiagnosticError) -> LoadedContent {
        cache?.beginLoad(keeping: Set(content.files.map(\.sourcePath)))
        struct Outcome: Sendable { var article: Article?; var diagnostics: [Diagnostic] }
        let outcomes: [Outcome] = content.files.parallelMap { file in
            if strict, let reused = reuse?(file) {
                return Outcome(article: reused.article, diagnostics: reused.warnings)
            }
            if strict, let cached = cache?.lookup(file.sourcePath, text: file.text) {
                return Outcome(article: cached.article, diagnostics: cached.warnings)
            }
            do throws(DiagnosticError) {
                let (article, warnings) = try Article.parse(file.text, sourcePath: file.sourcePath, fileName: file.fileName, strict: strict)
                guard strict else { return Outcome(article: article, diagnostics: warnings) }
                cache?.store(file.sourcePath, .init(text: file.text, article: article, warnings: warnings))
                return Outcome(article: article, diagnostics: warnings)
            } catch {
                return Outcome(article: nil, diagnostics: error.diagnostics)
            }
        }
        let diagnostics = content.problems + outcomes.flatMap(\.diagnostics)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty || !strict else { throw DiagnosticError(errors) }
        let articles = outcomes.compactMap(\.article).sorted(by: Article.readingOrder)
        var loaded = LoadedContent(site: content.site, articles: articles, warnings: diagnostics.filter { $0.severity != .error })
        loaded.errors = errors
        for (file, outcome) in zip(content.files, outcomes) where !outcome.diagnostics.isEmpty {
            loaded.fileWarnings[file.sourcePath] = outcome.diagnostics
        }
        return loaded
    }
}
