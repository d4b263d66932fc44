import Diagnostics
import Foundation
import FrontMatter
import Markdown

/// One article, loaded and parsed: front matter understood, body parsed by cmark-gfm.
///
/// Its values stand behind one reference (`SharedValues`): the build copies articles often
/// (sorting, mapping, the site map's series and tags), and a copy of sixteen separate values
/// would be a retain and a release of each, where one reference is one. Setting a value makes
/// the article its own copy of them.
public struct Article: Hashable, Sendable {
    /// The values of an article.
    struct Fields: Hashable, Sendable {
        var sourcePath: String
        var slug: String
        var title: String
        var description: String?
        var date: PostDate?
        var tags: [String]
        var categories: [String]
        var series: String?
        var part: Int?
        var order: Int?
        var outputPath: String
        var urlPath: String
        var frontMatter: FrontMatter
        var document: MarkdownDocument
        var excerpt: MarkdownDocument?
    }

    private var box: SharedValues<Fields>

    public init(sourcePath: String, slug: String, title: String, description: String?, date: PostDate?, tags: [String],
                categories: [String], series: String?, part: Int?, order: Int?, outputPath: String, urlPath: String,
                frontMatter: FrontMatter, document: MarkdownDocument, excerpt: MarkdownDocument?) {
        box = SharedValues(Fields(sourcePath: sourcePath, slug: slug, title: title, description: description, date: date, tags: tags,
                         categories: categories, series: series, part: part, order: order, outputPath: outputPath,
                         urlPath: urlPath, frontMatter: frontMatter, document: document, excerpt: excerpt))
    }

    /// The source file as the user reads it, e.g. `content/intro.md`.
    public var sourcePath: String {
        get { box.values.sourcePath }
        set { box = box.changed { $0.sourcePath = newValue } }
    }
    public var slug: String {
        get { box.values.slug }
        set { box = box.changed { $0.slug = newValue } }
    }
    public var title: String {
        get { box.values.title }
        set { box = box.changed { $0.title = newValue } }
    }
    public var description: String? {
        get { box.values.description }
        set { box = box.changed { $0.description = newValue } }
    }
    public var date: PostDate? {
        get { box.values.date }
        set { box = box.changed { $0.date = newValue } }
    }
    public var tags: [String] {
        get { box.values.tags }
        set { box = box.changed { $0.tags = newValue } }
    }
    public var categories: [String] {
        get { box.values.categories }
        set { box = box.changed { $0.categories = newValue } }
    }
    public var series: String? {
        get { box.values.series }
        set { box = box.changed { $0.series = newValue } }
    }
    public var part: Int? {
        get { box.values.part }
        set { box = box.changed { $0.part = newValue } }
    }
    public var order: Int? {
        get { box.values.order }
        set { box = box.changed { $0.order = newValue } }
    }
    /// Where the page is written, relative to the site folder: `intro/index.html`.
    public var outputPath: String {
        get { box.values.outputPath }
        set { box = box.changed { $0.outputPath = newValue } }
    }
    /// The page's address relative to the site root: `intro/`.
    public var urlPath: String {
        get { box.values.urlPath }
        set { box = box.changed { $0.urlPath = newValue } }
    }
    /// Whether the article is a standalone page (`layout: page`, as Jekyll's pages): rendered
    /// and searchable, but in no listing — not on the home page, in a series, a tag or a feed.
    public var isPage: Bool { frontMatter.layout == "page" }
    public var frontMatter: FrontMatter {
        get { box.values.frontMatter }
        set { box = box.changed { $0.frontMatter = newValue } }
    }
    /// The parsed body; its nodes carry file lines (front matter included).
    public var document: MarkdownDocument {
        get { box.values.document }
        set { box = box.changed { $0.document = newValue } }
    }
    /// The Markdown before `excerpt_separator`, when the article has one.
    public var excerpt: MarkdownDocument? {
        get { box.values.excerpt }
        set { box = box.changed { $0.excerpt = newValue } }
    }
}

extension Article {
    /// Builds an article from a file's text.
    ///
    /// - Parameters:
    ///   - text: the whole file.
    ///   - sourcePath: the file as shown in messages, e.g. `content/2023-10-07-intro.md`.
    ///   - fileName: the file's name, for the Jekyll post conventions (`YYYY-MM-DD-slug.md`).
    /// - Returns: the article (nil when `published: false`) and the warnings met.
    /// - Parameter strict: whether a Markdown error throws (a build); without it (`sitegen test`)
    ///   the article is made all the same and its errors come back among the warnings, with
    ///   severity `.error`, so the verification reports them and goes on.
    public static func parse(_ text: String, sourcePath: String, fileName: String, strict: Bool = true) throws(DiagnosticError)
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
        // A correction must name code the article shows, or its note would be lost.
        let correctionErrors = matter.corrections.compactMap { correction -> Diagnostic? in
            guard !document.codeBlocks.contains(where: { correction.matches($0.code) }) else { return nil }
            return Diagnostic(.error, "the correction's code '\(correction.code)' is in none of the article's code blocks",
                              at: SourceLocation(file: sourcePath, line: correction.line))
        }
        let errors = (infoStringErrors + correctionErrors + markupProblems.filter { $0.severity == .error })
            .sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        guard errors.isEmpty || !strict else { throw DiagnosticError(errors) }
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
        return (article, warnings + markupProblems.filter { $0.severity != .error } + (strict ? [] : errors))
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
