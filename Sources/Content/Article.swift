import Diagnostics
import Foundation
import FrontMatter
import Markdown

/// One article, loaded and parsed: front matter understood, body parsed by cmark-gfm.
public struct Article: Hashable, Sendable {
    /// The source file as the user reads it, e.g. `content/intro.md`.
    public var sourcePath: String
    public var slug: String
    public var title: String
    public var description: String?
    public var date: PostDate?
    public var tags: [String]
    public var categories: [String]
    public var series: String?
    public var part: Int?
    public var order: Int?
    /// Where the page is written, relative to the site folder: `intro/index.html`.
    public var outputPath: String
    /// The page's address relative to the site root: `intro/`.
    public var urlPath: String
    public var frontMatter: FrontMatter
    /// The parsed body; its nodes carry file lines (front matter included).
    public var document: MarkdownDocument
    /// The Markdown before `excerpt_separator`, when the article has one.
    public var excerpt: MarkdownDocument?
}

extension Article {
    /// Builds an article from a file's text.
    ///
    /// - Parameters:
    ///   - text: the whole file.
    ///   - sourcePath: the file as shown in messages, e.g. `content/2023-10-07-intro.md`.
    ///   - fileName: the file's name, for the Jekyll post conventions (`YYYY-MM-DD-slug.md`).
    /// - Returns: the article (nil when `published: false`) and the warnings met.
    public static func parse(_ text: String, sourcePath: String, fileName: String) throws(DiagnosticError)
        -> (article: Article?, warnings: [Diagnostic])
    {
        let split = try FrontMatterSplitter.split(text, file: sourcePath)
        var matter = FrontMatter()
        if let yaml = split.yaml {
            matter = try FrontMatter.parse(yaml, file: sourcePath, firstLine: split.yamlFirstLine)
        }
        guard matter.published else { return (nil, []) }

        let (body, warnings) = Liquid.preprocess(split.body, file: sourcePath, lineOffset: split.bodyLineOffset)
        let document = try MarkdownParser.document(parsing: body, file: sourcePath, lineOffset: split.bodyLineOffset)
        // A word after `swift` that nobody understands is a typo the page would hide.
        let infoStringErrors = document.codeBlocks.compactMap { block in
            block.attributes.problem.map { Diagnostic(.error, $0, at: block.location) }
        }
        // Markup that costs the page its text, or code that can never compile, stops here too;
        // what still reads right is a warning.
        let markupProblems = MarkdownChecks.diagnostics(in: body, document: document, lineOffset: split.bodyLineOffset)
        let errors = (infoStringErrors + markupProblems.filter { $0.severity == .error })
            .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        guard errors.isEmpty else { throw DiagnosticError(errors) }
        let post = PostFileName(fileName)

        let slug = matter.slug.map(Slug.make) ?? Slug.make(post.slug)
        guard !slug.isEmpty else {
            throw DiagnosticError("cannot make an address from the file name; add 'slug: …' to the front matter",
                                  at: SourceLocation(file: sourcePath, line: 1))
        }
        let title = matter.title ?? document.firstHeadingText ?? post.slug
        let (outputPath, urlPath) = try Permalink.resolve(
            matter.permalink, slug: slug, date: matter.date ?? post.date, categories: matter.categories,
            at: SourceLocation(file: sourcePath, line: matter.permalinkLine ?? 1))

        var excerpt: MarkdownDocument?
        if let separator = matter.excerptSeparator, !separator.isEmpty, let range = body.utf8Range(of: separator) {
            excerpt = try MarkdownParser.document(parsing: String(body[..<range.lowerBound]), file: sourcePath,
                                                  lineOffset: split.bodyLineOffset)
        }
        let article = Article(
            sourcePath: sourcePath, slug: slug, title: title,
            description: matter.description ?? excerpt.map { $0.root.plainText.trimmingCharacters(in: .whitespacesAndNewlines) },
            date: matter.date ?? post.date, tags: matter.tags, categories: matter.categories,
            series: matter.series, part: matter.part, order: matter.order,
            outputPath: outputPath, urlPath: urlPath, frontMatter: matter, document: document, excerpt: excerpt)
        return (article, warnings + markupProblems.filter { $0.severity != .error })
    }
}

extension MarkdownDocument {
    /// The text of the first heading, preferring a level-1 heading.
    public var firstHeadingText: String? {
        var first: String?
        var firstLevelOne: String?
        root.forEach { node in
            if case .heading(let level) = node.kind {
                if first == nil { first = node.plainText }
                if level == 1, firstLevelOne == nil { firstLevelOne = node.plainText }
            }
        }
        return firstLevelOne ?? first
    }
}

/// Jekyll's post file names: `2023-10-07-mi-articulo.md` gives a date and the slug `mi-articulo`.
struct PostFileName {
    var slug: String
    var date: PostDate?

    init(_ fileName: String) {
        var stem = Substring(fileName)
        for suffix in [".markdown", ".md"] where stem.hasSuffix(suffix) {
            stem = stem.dropLast(suffix.count)
            break
        }
        let parts = stem.split(separator: "-", maxSplits: 3, omittingEmptySubsequences: false)
        if parts.count == 4, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
           let date = PostDate(parsing: "\(parts[0])-\(parts[1])-\(parts[2])") {
            self.slug = String(parts[3])
            self.date = date
        } else {
            self.slug = String(stem)
            self.date = nil
        }
    }
}
