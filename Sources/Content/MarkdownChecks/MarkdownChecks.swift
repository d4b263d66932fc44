import Diagnostics
import Markdown

/// Markdown mistakes that change what the page shows or what the doctests get: prose
/// swallowed by a ```swift block, Swift left outside one, fences written loosely, a bare
/// generic read as an HTML tag, Xcode placeholders and elided code.
///
/// A pure function of an article's body and its parsed document, run by `Article.parse`:
/// an error where the page no longer reads right (or the code can never compile), a
/// warning where it still does. Every message names its fix. Lines are lines of the whole
/// article file, front matter included.
///
/// It makes one pass over the body's lines, byte by byte, with no regular expressions:
/// it runs on every article of every build.
public enum MarkdownChecks {
    /// What a finding is about; the raw values are the problem names of
    /// `Tests/SiteTests/Fixtures/seed-defects/defects.json`.
    public enum Problem: String, CaseIterable, Hashable, Sendable {
        /// A line of Spanish (or English) prose inside a ```swift block: the block does
        /// not compile and the reader loses the sentence.
        case proseInCode = "prose-in-code"
        /// A fence line ending in spaces or tabs: legal, but invisible in review.
        case trailingSpaceFence = "trailing-space-fence"
        /// A closing fence indented further than its opening fence: legal, but the code
        /// seems to run on.
        case indentedClosingFence = "indented-closing-fence"
        /// A line of Swift standing in a paragraph: drawn as prose, never verified.
        case codeOutsideFence = "code-outside-fence"
        /// A bare generic such as `Binding<Bool>` in prose: `<Bool>` is read as an HTML
        /// tag and the page loses it.
        case genericAsHTML = "generic-as-html"
        /// An Xcode placeholder `<#name#>` in Swift code: it never compiles.
        case xcodePlaceholder = "xcode-placeholder"
        /// `....`, `…` or a line of dots standing for left-out code.
        case elision

        /// How bad the problem is: an error when the page loses text or the code cannot
        /// compile, a warning when the page still reads right.
        public var severity: Diagnostic.Severity {
            switch self {
            case .proseInCode, .genericAsHTML, .xcodePlaceholder: .error
            case .trailingSpaceFence, .indentedClosingFence, .codeOutsideFence, .elision: .warning
            }
        }
    }

    /// One problem found, with the message the user reads.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        public var problem: Problem
        public var diagnostic: Diagnostic

        /// Creates a finding with its problem's severity.
        public init(_ problem: Problem, _ message: String, at location: SourceLocation) {
            self.problem = problem
            self.diagnostic = Diagnostic(problem.severity, message, at: location)
        }

        public var description: String { diagnostic.description }
    }

    /// Checks an article body.
    ///
    /// - Parameters:
    ///   - body: the Markdown that `document` was parsed from (after the front matter).
    ///   - document: `body` parsed by `MarkdownParser`, with the same `lineOffset`.
    ///   - lineOffset: how many lines of the file precede `body`.
    /// - Returns: every finding, ordered by line and column.
    public static func findings(in body: String, document: MarkdownDocument, lineOffset: Int = 0) -> [Finding] {
        let source = SourceLines(body, file: document.file, lineOffset: lineOffset)
        var findings: [Finding] = []
        for block in document.codeBlocks where block.fenced {
            findings += FenceChecks.check(block, in: source)
            if block.language == "swift" {
                findings += SwiftBlockChecks.check(block, in: source)
            }
        }
        findings += ProseChecks.check(document.root, in: source)
        return findings.sorted {
            ($0.diagnostic.location.line, $0.diagnostic.location.column) < ($1.diagnostic.location.line, $1.diagnostic.location.column)
        }
    }

    /// `findings(in:document:lineOffset:)` as the diagnostics the user reads.
    public static func diagnostics(in body: String, document: MarkdownDocument, lineOffset: Int = 0) -> [Diagnostic] {
        findings(in: body, document: document, lineOffset: lineOffset).map(\.diagnostic)
    }
}

/// An article body's bytes cut into lines once, addressed by article line.
struct SourceLines {
    let file: String
    private let bytes: [UInt8]
    /// The byte offset where each line starts, plus one past the end.
    private let starts: [Int]
    private let lineOffset: Int

    init(_ body: String, file: String, lineOffset: Int) {
        self.file = file
        self.lineOffset = lineOffset
        bytes = Array(body.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
        if starts.last != bytes.count { starts.append(bytes.count + 1) }
        self.starts = starts
    }

    /// The bytes of article line `line` (1-based, front matter included), without its line
    /// break (`\n` or `\r\n`); nil outside the body.
    func line(_ line: Int) -> ArraySlice<UInt8>? {
        let index = line - lineOffset - 1
        guard index >= 0, index + 1 < starts.count else { return nil }
        var end = starts[index + 1] - 1
        if end > starts[index], bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[starts[index]..<max(starts[index], end)]
    }

    /// The place of byte `index` of `text` (a slice of `line(line)`), its column counted in
    /// characters as editors count them.
    func location(line: Int, byte index: Int, of text: ArraySlice<UInt8>) -> SourceLocation {
        SourceLocation(file: file, line: line, column: Bytes.column(of: index, in: text))
    }
}
