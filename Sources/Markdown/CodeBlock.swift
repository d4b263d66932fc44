import Diagnostics

/// A fenced or indented code block: the one value every stage after the parse works on.
///
/// Made once, by the parse stage (`MarkdownParser`), when it copies the block out of
/// cmark-gfm's tree: the info string is read once (`CodeBlockAttributes`), and a Swift
/// block's hidden lines are split off once (`CodeLines`). The verify stage keys its
/// verdicts by `id`; the render stage draws `lines.visible`.
public struct CodeBlock: Hashable, Sendable {
    /// Where a block is: its article and the line of its opening fence. Two blocks of one
    /// article never start on the same line, so this names a block for the whole build.
    public struct ID: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The article file as the user reads it, e.g. `content/intro.md`.
        public var file: String
        /// The opening fence's line (1-based, front matter included).
        public var line: Int

        /// Creates the value.
        public init(file: String, line: Int) {
            self.file = file
            self.line = line
        }

        /// `content/intro.md:12`
        public var description: String { "\(file):\(line)" }

        public static func < (lhs: ID, rhs: ID) -> Bool { (lhs.file, lhs.line) < (rhs.file, rhs.line) }
    }

    /// The block's values, behind one reference (`SharedValues`): a block is copied wherever
    /// a node's kind is read, and a copy of its nine values retained each.
    struct Fields: Hashable, Sendable {
        var info: String
        var language: String
        var attributes: CodeBlockAttributes
        var code: String
        var lines: CodeLines
        var fenced: Bool
        var location: SourceLocation
        var endLine: Int
    }

    private var box: SharedValues<Fields>

    /// Reads a block's info string and lines; the parse stage calls this once per block.
    public init(info: String, code: String, fenced: Bool = true, location: SourceLocation, endLine: Int) {
        let language = CodeBlockAttributes.language(of: info)
        // Hidden lines are a doctest convention of Swift blocks; other languages show every line.
        box = SharedValues(Fields(
            info: info, language: language, attributes: CodeBlockAttributes(info: info, language: language), code: code,
            lines: CodeBlockAttributes.isSwift(language) ? CodeLines(swift: code) : CodeLines(plain: code),
            fenced: fenced, location: location, endLine: endLine))
    }

    /// The whole info string after the opening fence, trimmed (e.g. `swift no_run`).
    public var info: String {
        get { box.values.info }
        set { box = box.changed { $0.info = newValue } }
    }
    /// The first word of the info string, lowercased: `swift`, `html`, or "" for none.
    public var language: String {
        get { box.values.language }
        set { box = box.changed { $0.language = newValue } }
    }
    /// The words after the language, read once: display words (`numbered`) and doctest
    /// words (`no_run`) together.
    public var attributes: CodeBlockAttributes {
        get { box.values.attributes }
        set { box = box.changed { $0.attributes = newValue } }
    }
    /// The code between the fences as written, hidden-line markers included, with its final newline.
    public var code: String {
        get { box.values.code }
        set { box = box.changed { $0.code = newValue } }
    }
    /// The code as the compiler gets it and as readers see it.
    public var lines: CodeLines {
        get { box.values.lines }
        set { box = box.changed { $0.lines = newValue } }
    }
    public var fenced: Bool {
        get { box.values.fenced }
        set { box = box.changed { $0.fenced = newValue } }
    }
    /// The opening fence's place (for an indented block, its first line).
    public var location: SourceLocation {
        get { box.values.location }
        set { box = box.changed { $0.location = newValue } }
    }
    /// The closing fence's line (or the last code line when the fence was never closed).
    public var endLine: Int {
        get { box.values.endLine }
        set { box = box.changed { $0.endLine = newValue } }
    }

    /// The block's name for the whole build.
    public var id: ID { ID(file: location.file, line: location.line) }

    /// The article line of the first line of code.
    public var firstCodeLine: Int { fenced ? location.line + 1 : location.line }

    /// Whether the doctests verify this block: a fenced block whose language is `swift`.
    public var isSwift: Bool { fenced && CodeBlockAttributes.isSwift(language) }
}
