import CMarkArena
import CMarkGFM
import Diagnostics
import Foundation

// The only file in sitegen that touches cmark-gfm pointers. It parses, walks the tree once
// copying every node into a `MarkdownNode` value, and frees the tree before returning:
// no pointer ever leaves this file. Each parse allocates from an arena of its own thread
// (CMarkArena), released at once when the tree has been copied: cmark-gfm makes and frees
// a small allocation per node, delimiter and buffer, which the arena serves from its own
// memory instead of the system allocator.

/// Parses GitHub Flavored Markdown with libcmark-gfm.
public enum MarkdownParser {
    /// The GFM extensions every article is parsed with.
    static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    /// How deep nodes may nest (a block quote in a list item in a block quote… counts one
    /// level each, and so do the inlines inside). The value tree and every stage after it
    /// walk the document recursively, so a limit is what keeps 2,000 nested `>` from
    /// overflowing the stack; real articles stay far below it.
    public static let maximumDepth = 256

    /// Parses `text` (an article body) into a document.
    ///
    /// - Parameters:
    ///   - file: the article's path as the user reads it, carried into every source location.
    ///   - lineOffset: how many lines of the file precede `text` (the front matter), so that
    ///     node lines are lines of the whole file.
    /// - Throws: when the document nests deeper than `maximumDepth`, at the first line too deep.
    public static func document(parsing text: String, file: String, lineOffset: Int = 0) throws(DiagnosticError)
        -> MarkdownDocument
    {
        let allocator = cmark_arena_begin()
        defer { cmark_arena_end() }
        let document = parseTree(text, allocator: allocator)
        defer { cmark_node_free(document) }
        if let tooDeep = firstNodeTooDeep(in: document) {
            throw DiagnosticError(
                "Markdown nests more than \(maximumDepth) levels deep (block quotes, lists or emphasis inside each other); flatten it",
                at: SourceLocation(file: file, line: Int(cmark_node_get_start_line(tooDeep)) + lineOffset,
                                   column: Int(cmark_node_get_start_column(tooDeep))))
        }
        return MarkdownDocument(file: file, root: convert(document, file: file, lineOffset: lineOffset))
    }

    /// Parses `text` (an article body) into a document, for text known to nest less than
    /// `maximumDepth` levels (tests, snippets); articles go through `document(parsing:file:lineOffset:)`.
    public static func parse(_ text: String, file: String, lineOffset: Int = 0) -> MarkdownDocument {
        do {
            return try document(parsing: text, file: file, lineOffset: lineOffset)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// Registers the GFM extensions once: cmark_gfm_core_extensions_ensure_registered checks
    /// and sets a plain global flag, which two threads could both see unset.
    private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()

    /// Serializes cmark-gfm's parsing. The inline parser reads a process-global table of
    /// special characters, and every parser adds its extensions' characters (`~`, `:`, `w`…)
    /// to it before parsing inlines and removes them after — in cmark_parser_finish and,
    /// for table rows, already in cmark_parser_feed (github/cmark-gfm PR #176). Two parses
    /// at once lose each other's `<del>` and autolinks, so feed and finish run one at a
    /// time; copying the tree into Swift values, and everything after, stays parallel.
    private static let globalTableLock = NSLock()

    /// The cmark-gfm tree of `text`, its memory from `allocator`; the caller frees it.
    private static func parseTree(_ text: String, allocator: UnsafeMutablePointer<cmark_mem>) -> OpaquePointer {
        _ = extensionsRegistered
        // UNSAFE keeps the authors' raw HTML (trusted content); tagfilter still disarms
        // <script>, <iframe> and the other dangerous tags when the renderer writes it out.
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE | CMARK_OPT_FOOTNOTES
        guard let parser = cmark_parser_new_with_mem(options, allocator) else {
            fatalError("cmark_parser_new failed: out of memory")
        }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var text = text
        globalTableLock.lock()
        defer { globalTableLock.unlock() }
        text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parser_feed(parser, chars.baseAddress, chars.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else {
            fatalError("cmark_parser_finish failed: out of memory")
        }
        return document
    }

    /// The first node (in document order) deeper than `maximumDepth`, found without
    /// recursion: the walk follows cmark's parent, child and sibling links.
    private static func firstNodeTooDeep(in document: OpaquePointer) -> OpaquePointer? {
        var node = document
        var depth = 0
        while true {
            if let child = cmark_node_first_child(node) {
                node = child
                depth += 1
                if depth > maximumDepth { return node }
                continue
            }
            while node != document, cmark_node_next(node) == nil, let parent = cmark_node_parent(node) {
                node = parent
                depth -= 1
            }
            guard node != document, let next = cmark_node_next(node) else { return nil }
            node = next
        }
    }

    private static func convert(_ node: OpaquePointer, file: String, lineOffset: Int) -> MarkdownNode {
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(convert(current, file: file, lineOffset: lineOffset))
            child = cmark_node_next(current)
        }
        let startLine = Int(cmark_node_get_start_line(node)) + lineOffset
        let endLine = Int(cmark_node_get_end_line(node)) + lineOffset
        let startColumn = Int(cmark_node_get_start_column(node))
        // A code block's value is made here, once, with its place in the article.
        let kind: MarkdownNode.Kind = cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK
            ? .codeBlock(codeBlock(node, location: SourceLocation(file: file, line: startLine, column: startColumn), endLine: endLine))
            : kind(of: node)
        return MarkdownNode(kind: kind, children: children, startLine: startLine, endLine: endLine, startColumn: startColumn)
    }

    private static func codeBlock(_ node: OpaquePointer, location: SourceLocation, endLine: Int) -> CodeBlock {
        // cmark_node_get_fenced writes through all three out-pointers without checking them.
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        let fenced = cmark_node_get_fenced(node, &length, &offset, &character) != 0
        return CodeBlock(info: string(cmark_node_get_fence_info(node)), code: string(cmark_node_get_literal(node)),
                         fenced: fenced, location: location, endLine: endLine)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let type = cmark_node_get_type(node)
        switch type {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST:
            return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                         start: Int(cmark_node_get_list_start(node)),
                         tight: cmark_node_get_list_tight(node) != 0)
        case CMARK_NODE_ITEM:
            // The tasklist extension leaves a task item's type CMARK_NODE_ITEM and only marks
            // it with its own type string, so the check must happen here.
            if string(cmark_node_get_type_string(node)) == "tasklist" {
                return .item(task: cmark_gfm_extensions_get_tasklist_item_checked(node))
            }
            return .item(task: nil)
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(string(cmark_node_get_literal(node)))
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_FOOTNOTE_DEFINITION: return .footnoteDefinition(string(cmark_node_get_literal(node)))
        case CMARK_NODE_TEXT: return .text(string(cmark_node_get_literal(node)))
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(string(cmark_node_get_literal(node)))
        case CMARK_NODE_HTML_INLINE: return .htmlInline(string(cmark_node_get_literal(node)))
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case CMARK_NODE_FOOTNOTE_REFERENCE: return .footnoteReference(string(cmark_node_get_literal(node)))
        default:
            return extensionKind(of: node)
        }
    }

    /// Nodes of the GFM extensions have types assigned at run time; their type string names them.
    private static func extensionKind(of node: OpaquePointer) -> MarkdownNode.Kind {
        switch string(cmark_node_get_type_string(node)) {
        case "table":
            let columns = Int(cmark_gfm_extensions_get_table_columns(node))
            var alignments: [MarkdownNode.TableAlignment] = []
            if let raw = cmark_gfm_extensions_get_table_alignments(node) {
                for index in 0..<columns {
                    switch UnicodeScalar(raw[index]) {
                    case "l": alignments.append(.left)
                    case "c": alignments.append(.center)
                    case "r": alignments.append(.right)
                    default: alignments.append(.none)
                    }
                }
            }
            return .table(alignments: alignments)
        case "table_row", "table_header":
            return .tableRow(header: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case "table_cell": return .tableCell
        case "strikethrough": return .strikethrough
        case "tasklist": return .item(task: cmark_gfm_extensions_get_tasklist_item_checked(node))
        default:
            // An extension node this renderer does not know: keep its text.
            return .text(string(cmark_node_get_literal(node)))
        }
    }
}
