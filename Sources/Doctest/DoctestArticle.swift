import Markdown

/// One article as the doctests see it: its code blocks, from the same parsed document the
/// renderer uses, and the `doctest` settings of its front matter.
public struct DoctestArticle: Hashable, Sendable {
    /// The article file as the user reads it, e.g. `content/000-intro.md`.
    public var file: String
    /// Every code block of the article, in order; the doctests pick the Swift ones.
    public var blocks: [CodeBlock]
    /// The front matter's `doctest` settings.
    public var settings: DoctestSettings
    /// The tutorial the article is a step of: its series' title, or nil for an article on its own.
    /// A block sees the declarations of the earlier blocks of its article and of the earlier
    /// articles of its series (articles come to `Doctests.verify` in reading order).
    public var series: String?
    /// The prose that leads to each block (its fence line's key): the last paragraphs between
    /// the code block before it and the block. A fragment whose place is not known goes first
    /// into a type this prose names ("Añade en AlarmsListViewModel:").
    public var leads: [Int: String]

    /// Creates the value.
    public init(file: String, blocks: [CodeBlock], settings: DoctestSettings = DoctestSettings(), series: String? = nil,
                leads: [Int: String] = [:]) {
        self.file = file
        self.blocks = blocks
        self.settings = settings
        self.series = series
        self.leads = leads
    }

    /// The article's doctests, read from a parsed document.
    public init(document: MarkdownDocument, settings: DoctestSettings = DoctestSettings(), series: String? = nil) {
        self.init(file: document.file, blocks: document.codeBlocks, settings: settings, series: series,
                  leads: Self.leads(in: document))
    }

    /// How many paragraphs before a block make its lead.
    static let leadParagraphs = 2

    /// The lead of every code block of `document` (see `leads`), by its fence line.
    static func leads(in document: MarkdownDocument) -> [Int: String] {
        var leads: [Int: String] = [:]
        var paragraphs: [String] = []
        document.root.forEach { node in
            switch node.kind {
            case .paragraph, .heading:
                paragraphs.append(node.plainText)
                if paragraphs.count > leadParagraphs { paragraphs.removeFirst() }
            case .codeBlock(let block):
                leads[block.line] = paragraphs.joined(separator: "\n")
                paragraphs = []
            default:
                break
            }
        }
        return leads
    }

    /// The name of the timeline the article's blocks belong to.
    var timeline: String { series.map { "series:" + $0 } ?? "article:" + file }
}

/// The `doctest` key of an article's front matter:
///
/// ```yaml
/// doctest:
///   imports: [AlarmCore]            # modules every block imports implicitly
///   rename: { Combine: OpenCombine } # `import Combine` in a block compiles as `import OpenCombine`
/// ```
public struct DoctestSettings: Codable, Hashable, Sendable {
    /// Modules imported before every block of the article (after `Foundation`, always imported).
    public var imports: [String]
    /// Module renames applied to the blocks' `import` lines.
    public var rename: [String: String]

    /// Creates the value.
    public init(imports: [String] = [], rename: [String: String] = [:]) {
        self.imports = imports
        self.rename = rename
    }

    /// Decodes the value, with defaults for what is missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        imports = try container.decodeIfPresent([String].self, forKey: .imports) ?? []
        rename = try container.decodeIfPresent([String: String].self, forKey: .rename) ?? [:]
    }

    /// The settings as text, for cache keys.
    var cacheKeyText: String {
        imports.joined(separator: ",") + ";" + rename.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
    }
}
