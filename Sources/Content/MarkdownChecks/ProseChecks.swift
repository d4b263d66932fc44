import Diagnostics
import Markdown

/// The prose around the code: Swift left in a paragraph, and a bare generic such as
/// `Binding<Bool>` whose `<Bool>` CommonMark takes for an HTML tag.
enum ProseChecks {
    static func check(_ root: MarkdownNode, in source: SourceLines) -> [MarkdownChecks.Finding] {
        var findings: [MarkdownChecks.Finding] = []
        visit(root, in: source, into: &findings)
        return findings
    }

    private static func visit(_ node: MarkdownNode, in source: SourceLines, into findings: inout [MarkdownChecks.Finding]) {
        switch node.kind {
        case .codeBlock, .htmlBlock:
            return
        case .paragraph:
            checkLines(of: node, in: source, into: &findings)
        default:
            break
        }
        for (index, child) in node.children.enumerated() {
            if case .htmlInline(let raw) = child.kind {
                let previous = index > 0 ? node.children[index - 1] : nil
                if let finding = genericAsHTML(raw, node: child, after: previous, in: source) { findings.append(finding) }
            } else {
                visit(child, in: source, into: &findings)
            }
        }
    }

    // MARK: Swift in a paragraph

    private static func checkLines(of paragraph: MarkdownNode, in source: SourceLines,
                                   into findings: inout [MarkdownChecks.Finding]) {
        guard paragraph.startLine > 0 else { return }
        for number in paragraph.startLine...max(paragraph.startLine, paragraph.endLine) {
            guard let whole = source.line(number) else { continue }
            let line = number == paragraph.startLine
                ? whole.dropFirst(max(paragraph.startColumn - 1, 0))
                // A continuation line: a block quote's `>` markers and indentation come first.
                : whole.drop(while: { Bytes.isBlank($0) || $0 == UInt8(ascii: ">") })
            let content = Bytes.trimmed(line)
            guard LineShapes.readsAsSwift(content) else { continue }
            findings.append(.init(.codeOutsideFence, at: source.location(line: number, byte: content.startIndex, of: whole)))
        }
    }

    // MARK: A generic read as an HTML tag

    /// Names of HTML elements: `<B>` or `<Em>` may be the author's HTML, `<Bool>` is not.
    private static let htmlElements: Set<String> = [
        "a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "del", "dfn", "div", "em", "i", "img",
        "ins", "kbd", "mark", "p", "q", "s", "samp", "small", "span", "strong", "sub", "sup", "time", "u",
        "var", "wbr", "details", "summary", "figure", "figcaption", "video", "audio", "source", "picture",
    ]

    /// A finding for inline HTML that is a capitalised tag with nothing else in it (`<Bool>`),
    /// right after an identifier (`Binding<Bool>`) or naming no HTML element.
    private static func genericAsHTML(_ raw: String, node: MarkdownNode, after previous: MarkdownNode?,
                                      in source: SourceLines) -> MarkdownChecks.Finding? {
        let bytes = Array(raw.utf8)
        guard bytes.count >= 3, bytes.first == UInt8(ascii: "<"), bytes.last == UInt8(ascii: ">"),
              Bytes.isASCIIUppercase(bytes[1]), bytes[1..<bytes.count - 1].allSatisfy(Bytes.isIdentifier) else { return nil }
        let tagName = String(decoding: bytes[1..<bytes.count - 1], as: UTF8.self)

        var identifier = ""
        if let previous, case .text(let text) = previous.kind {
            identifier = String(decoding: text.utf8.reversed().prefix(while: Bytes.isIdentifier).reversed(), as: UTF8.self)
        }
        guard !identifier.isEmpty || !htmlElements.contains(tagName.lowercased()) else { return nil }

        let written = identifier + raw
        // cmark-gfm gives the node's line; the column is found in that line, at the start of
        // the whole type, which is what the fix wraps in backticks.
        var column = node.startColumn
        if let line = source.line(node.startLine),
           let start = Bytes.firstIndex(of: Array(written.utf8), in: line) ?? Bytes.firstIndex(of: bytes, in: line) {
            column = Bytes.column(of: start, in: line)
        }
        return .init(.genericAsHTML(type: written, tag: raw), at: SourceLocation(file: source.file, line: node.startLine, column: column))
    }
}
