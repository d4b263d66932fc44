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
        /// A fence with no language whose code reads as Swift: drawn plain, never verified.
        case unlabeledSwift = "unlabeled-swift"

        /// How bad the problem is: an error when the page loses text or the code cannot
        /// compile, a warning when the page still reads right.
        public var severity: Diagnostic.Severity {
            switch self {
            case .proseInCode, .genericAsHTML, .xcodePlaceholder: .error
            case .trailingSpaceFence, .indentedClosingFence, .codeOutsideFence, .elision, .unlabeledSwift: .warning
            }
        }
    }

    /// What is wrong, with what the message needs; the messages are written here, each
    /// ending with its fix.
    public enum Reason: Hashable, Sendable {
        case proseInCode
        /// `fence`: the opening fence as written, or nil for the closing fence.
        case trailingSpaceFence(fence: String?)
        case indentedClosingFence(extraSpaces: Int, openingLine: Int, openingColumn: Int)
        case codeOutsideFence
        /// `type`: the whole type as written (`Binding<Bool>`), `tag` its part read as HTML (`<Bool>`).
        case genericAsHTML(type: String, tag: String)
        case xcodePlaceholder(String)
        /// The elision as written: `....`, `…`, `...`.
        case elision(String)
        case unlabeledSwift

        public var problem: Problem {
            switch self {
            case .proseInCode: .proseInCode
            case .trailingSpaceFence: .trailingSpaceFence
            case .indentedClosingFence: .indentedClosingFence
            case .codeOutsideFence: .codeOutsideFence
            case .genericAsHTML: .genericAsHTML
            case .xcodePlaceholder: .xcodePlaceholder
            case .elision: .elision
            case .unlabeledSwift: .unlabeledSwift
            }
        }

        public var message: String {
            switch self {
            case .proseInCode:
                return "this line reads as prose inside a ```swift block: close the fence before it"
            case .trailingSpaceFence(let fence?):
                return "the opening fence '\(fence)' ends with whitespace: delete it (Markdown ignores it, but nobody sees it in review)"
            case .trailingSpaceFence(nil):
                return "the closing fence ends with whitespace: delete it (Markdown ignores it, but nobody sees it in review)"
            case .indentedClosingFence(let extra, let openingLine, let openingColumn):
                return "the closing fence is indented \(extra) \(extra == 1 ? "space" : "spaces") more than its opening fence "
                    + "(line \(openingLine)): move it to column \(openingColumn), under the opening fence"
            case .codeOutsideFence:
                return "this line reads as Swift in a paragraph, where it is shown as prose and never verified: put it in a ```swift block"
            case .genericAsHTML(let type, let tag) where type == tag:
                return "'\(tag)' is read as an HTML tag, so the page loses it: write it as inline code: `\(tag)`"
            case .genericAsHTML(let type, let tag):
                return "'\(type)' is read as '\(type.dropLast(tag.count))' and the HTML tag '\(tag)', so the page loses '\(tag)': "
                    + "write it as inline code: `\(type)`"
            case .xcodePlaceholder(let placeholder):
                return "Xcode placeholder '\(placeholder)' never compiles: write the code it stands for, "
                    + "or mark the block ```swift ignore if it shows a signature"
            case .elision(let written):
                return "'\(written)' stands for code left out, which does not compile: write it as a comment ('// ...'), "
                    + "or mark the block ```swift ignore"
            case .unlabeledSwift:
                return "parece Swift: etiquétalo ```swift para que se compruebe (this fence has no language, so its code is drawn plain and never verified)"
            }
        }
    }

    /// One problem found, where it is.
    public struct Finding: Hashable, Sendable, CustomStringConvertible {
        public var reason: Reason
        public var location: SourceLocation

        public init(_ reason: Reason, at location: SourceLocation) {
            self.reason = reason
            self.location = location
        }

        public var problem: Problem { reason.problem }
        /// The message the user reads, with the problem's severity.
        public var diagnostic: Diagnostic { Diagnostic(problem.severity, reason.message, at: location) }
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
            if CodeBlockAttributes.isSwift(block.language) {
                findings += SwiftBlockChecks.check(block, in: source)
            } else if block.language.isEmpty, FenceChecks.readsAsSwift(block.code) {
                findings.append(.init(.unlabeledSwift, at: block.location))
            }
        }
        findings += ProseChecks.check(document.root, in: source)
        return findings.sorted { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
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
        // Line breaks found with memchr, not a loop over each byte: every article is cut here.
        bytes.withUnsafeBufferPointer { bytes in
            var from = 0
            while let lineBreak = bytes.offset(of: UInt8(ascii: "\n"), from: from) {
                from = lineBreak + 1
                starts.append(from)
            }
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
