import Diagnostics

/// One node of a parsed Markdown document, copied out of cmark-gfm's tree into a Swift value.
///
/// Lines are lines of the whole article file (front matter included), 1-based.
public struct MarkdownNode: Hashable, Sendable {
    public enum TableAlignment: String, Hashable, Sendable { case none, left, center, right }

    public enum Kind: Hashable, Sendable {
        case document
        case blockQuote
        case list(ordered: Bool, start: Int, tight: Bool)
        case item(task: Bool?)          // nil: a plain item; true/false: a task list item and its checkbox
        /// Boxed: a code block is as large as 20 words, and every node (each run of text, each
        /// line break) would otherwise be that large too.
        indirect case codeBlock(CodeBlock)
        case htmlBlock(String)
        case paragraph
        case heading(level: Int)
        case thematicBreak
        case table(alignments: [TableAlignment])
        case tableRow(header: Bool)
        case tableCell
        case text(String)
        case softBreak
        case lineBreak
        case code(String)
        case htmlInline(String)
        case emphasis
        case strong
        case strikethrough
        case link(destination: String, title: String)
        case image(source: String, title: String)
        case footnoteDefinition(String)
        case footnoteReference(String)
    }

    public var kind: Kind
    public var children: [MarkdownNode]
    /// First and last line of the node in the article file.
    public var startLine: Int
    public var endLine: Int
    public var startColumn: Int

    public init(kind: Kind, children: [MarkdownNode] = [], startLine: Int = 0, endLine: Int = 0, startColumn: Int = 0) {
        self.kind = kind
        self.children = children
        self.startLine = startLine
        self.endLine = endLine
        self.startColumn = startColumn
    }

    /// The node's text with all markup removed (used for headings, excerpts and search).
    public var plainText: String {
        switch kind {
        case .text(let s), .code(let s): return s
        case .softBreak, .lineBreak: return " "
        case .codeBlock(let block): return block.code
        case .htmlInline, .htmlBlock: return ""
        default: return children.map(\.plainText).joined()
        }
    }

    /// Calls `body` for this node and every descendant, in document order.
    public func forEach(_ body: (MarkdownNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEach(body) }
    }
}

/// A parsed article body.
public struct MarkdownDocument: Hashable, Sendable {
    /// The article file as the user should read it, e.g. `content/intro.md`.
    public var file: String
    public var root: MarkdownNode

    public init(file: String, root: MarkdownNode) {
        self.file = file
        self.root = root
    }

    /// Every fenced or indented code block, in document order.
    public var codeBlocks: [CodeBlock] {
        var blocks: [CodeBlock] = []
        root.forEach { node in
            if case .codeBlock(let block) = node.kind { blocks.append(block) }
        }
        return blocks
    }
}
