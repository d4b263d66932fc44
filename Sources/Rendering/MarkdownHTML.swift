import Content
import FrontMatter
import Markdown

/// An entry of an article's table of contents.
public struct TOCEntry: Hashable, Sendable {
    public var level: Int
    public var title: String
    public var anchor: String
    /// For a step of the code: what the text says the step does, in its own words.
    public var summary: String? = nil
}

/// An article body rendered to HTML, with what the page around it needs.
public struct RenderedBody: Sendable {
    public var html: String
    /// Level 2 and 3 headings, in order, with their anchors; for an article without them,
    /// the steps its code takes (`CodeSteps`).
    public var tableOfContents: [TOCEntry]
    /// Whether `tableOfContents` lists the steps of the code rather than headings.
    public var tableOfContentsIsSteps = false
    /// Every heading's anchor, for checking links to `#anchor`.
    public var anchors: [String]
    /// Words of prose (a code span is one word).
    public var wordCount: Int
    /// Visible lines of the code blocks, for the reading time.
    public var codeLines = 0
    /// The text under each heading, for the search index; the first section (before any
    /// heading) has an empty anchor.
    public var sections: [TextSection]
    /// The badges drawn on the body's code blocks, for the page's legend.
    public var badges: Set<CodeBlockVerdict.Badge> = []
    /// The newest iOS version the body's verified code needs, and the APIs that need it.
    public var iOS: CodeBlockVerdict.IOSNeed? = nil
    /// Whether a block shows what its names resolved to (the page loads `assets/symbols.js`).
    public var hasSymbols = false
}

/// The plain text of a part of an article: from one heading to the next.
public struct TextSection: Hashable, Sendable {
    /// The heading's text ("" before the first heading).
    public var heading: String
    public var anchor: String
    public var text: String
    /// The Swift identifiers its code blocks use (types, members, modifiers), each once.
    public var code: [String] = []
    /// The code line where each of `code` first appears (trimmed), each line once: what a
    /// search result found by an identifier shows.
    public var codeLines: [String] = []

    /// Lines kept per section, and characters per line.
    static let codeLineLimit = 48, codeLineLength = 120

    public init(heading: String, anchor: String, text: String, code: [String] = [], codeLines: [String] = []) {
        self.heading = heading
        self.anchor = anchor
        self.text = text
        self.code = code
        self.codeLines = codeLines
    }
}

/// Renders the Markdown value tree to HTML.
///
/// Headings get stable Spanish-aware anchors (`Creación del proyecto` → `creacion-del-proyecto`,
/// duplicates numbered). Raw HTML is kept, with GFM's tagfilter applied. Code blocks are
/// drawn by `codeBlocks` (badges, highlighting, line numbers) when it is given.
public struct MarkdownHTMLRenderer: Sendable {
    /// How code blocks are drawn; nil draws them as plain `<pre><code>`.
    public var codeBlocks: CodeBlockDrawing?
    /// A level-1 heading to leave out (the page template prints the title itself).
    public var skipTitleHeading: String?
    /// Adds a "Probar" link to the demo after code that contains a `deeplink:///` link.
    public var deeplinkTryLinks: DeeplinkTryLinks?
    /// Where the code differs from the original article: a note on each block that contains a correction's code.
    public var corrections: [FrontMatter.Correction]
    /// The page of the article's whole files (`WholeFilePages`), relative to the article's page.
    public var wholeFilesURL: String?
    /// The article's path from the site's root: where its blocks' names link to other pages from.
    public var page: String?
    /// The page's table of declarations, made before the body (`PageSymbols(article:drawing:)`),
    /// so that the names' rows are those of the table's own file.
    var symbols: PageSymbols?

    public init(skipTitleHeading: String? = nil, deeplinkTryLinks: DeeplinkTryLinks? = nil,
                codeBlocks: CodeBlockDrawing? = nil, corrections: [FrontMatter.Correction] = []) {
        self.codeBlocks = codeBlocks
        self.skipTitleHeading = skipTitleHeading
        self.deeplinkTryLinks = deeplinkTryLinks
        self.corrections = corrections
    }

    /// An article's body as its page shows it: without its title heading, with the demo's
    /// «Probar» links and the notes of its front matter's corrections.
    static func body(of article: Article, demo: DemoPage?, codeBlocks: CodeBlockDrawing?) -> RenderedBody {
        var renderer = MarkdownHTMLRenderer(skipTitleHeading: article.title, deeplinkTryLinks: demo?.tryLinks(for: article),
                                            codeBlocks: codeBlocks, corrections: article.frontMatter.corrections)
        renderer.wholeFilesURL = RelativeURL.root(fromPage: article.urlPath) + Routes.wholeFiles(ofArticleAt: article.urlPath)
        renderer.page = article.urlPath
        if let codeBlocks { renderer.symbols = PageSymbols(article: article, drawing: codeBlocks) }
        return renderer.render(article.document)
    }

    public func render(_ document: MarkdownDocument) -> RenderedBody {
        var state = State(file: document.file)
        state.symbols = symbols ?? PageSymbols(page: page)
        var children = document.root.children
        if let title = skipTitleHeading, let first = children.first,
           case .heading(1) = first.kind, first.plainText.trimmingCharacters(in: .whitespaces) == title.trimmingCharacters(in: .whitespaces) {
            children.removeFirst()
        }
        state.steps = CodeSteps(children, slugs: &state.slugs)
        if let codeBlocks {
            for child in children {
                guard case .codeBlock(let block) = child.kind, let line = codeBlocks.verdicts[block.id]?.place?.replacesBlockAt else { continue }
                state.earlierVersions.insert(line)
            }
        }
        for (index, child) in children.enumerated() {
            if let step = state.steps.steps[index] {
                // A step starts at this node: it carries the step's anchor, and its text is the step's.
                state.anchors.append(step.anchor)
                state.sections.append(TextSection(heading: step.title, anchor: step.anchor, text: ""))
                state.toc.append(TOCEntry(level: 2, title: step.title, anchor: step.anchor, summary: step.summary))
                state.pendingID = step.anchor
            }
            render(child, into: &state, tight: false)
            state.pendingID = nil
        }
        return RenderedBody(html: state.html, tableOfContents: state.toc, tableOfContentsIsSteps: !state.steps.steps.isEmpty,
                            anchors: state.anchors, wordCount: state.words, codeLines: state.codeLines,
                            sections: state.sections.filter { !$0.anchor.isEmpty || !$0.text.isEmpty || !$0.code.isEmpty },
                            badges: state.badges, iOS: CodeBlockVerdict.newestIOS(state.verdictsDrawn), hasSymbols: !state.symbols.rows.isEmpty)
    }

    /// Words as runs of non-space bytes (cheap enough to run on every text node).
    static func wordCount(_ text: String) -> Int {
        var text = text
        // Over the contiguous bytes: a loop over `utf8` checked its index at every byte.
        return text.withUTF8 { bytes in
            var count = 0, index = 0
            // Eight bytes at a time: a word starts at each byte that is no space after one that is.
            var afterSpace = true
            while bytes.count - index >= 8 {
                let word = ByteWords.word(of: bytes, at: index)
                let spaces = ByteWords.matching(word, UInt8(ascii: " ")) | ByteWords.matching(word, UInt8(ascii: "\n"))
                    | ByteWords.matching(word, UInt8(ascii: "\t"))
                let starts = ~spaces & 0x8080_8080_8080_8080 & (spaces << 8 | (afterSpace ? 0x80 : 0))
                count += starts.nonzeroBitCount
                afterSpace = spaces >> 63 != 0
                index += 8
            }
            var inWord = !afterSpace
            for byte in bytes[index...] {
                let isSpace = byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                if !isSpace && !inWord { count += 1 }
                inWord = !isSpace
            }
            return count
        }
    }

    struct State {
        let file: String
        var html = ""
        var toc: [TOCEntry] = []
        var anchors: [String] = []
        var slugs = SlugCounter()
        var words = 0
        var codeLines = 0
        var footnotes = 0
        var badges: Set<CodeBlockVerdict.Badge> = []
        /// The declarations the page's names resolved to (`PageSymbols`).
        var symbols = PageSymbols(page: nil)
        /// The verdicts of the code blocks drawn, for what iOS the article's code needs.
        var verdictsDrawn: [CodeBlockVerdict] = []
        var sections = [TextSection(heading: "", anchor: "", text: "")]
        /// While a heading's own words are drawn: they are the section's title, not its text.
        var inHeading = false
        /// What the code blocks change: files named by the text, and the steps of an article without headings.
        var steps = CodeSteps()
        /// The anchor the next top-level paragraph or code block carries (a step starts there).
        var pendingID: String?
        /// The lines of the blocks that a later block of the article is a new version of.
        var earlierVersions: Set<Int> = []
        /// The anchors of the blocks drawn so far, by their opening fence's line.
        var blockIDs: [Int: String] = [:]

        /// The ` id="…"` of the node being drawn, once.
        mutating func takeIDAttribute() -> String {
            defer { pendingID = nil }
            return pendingID.map { " id=\"\($0)\"" } ?? ""
        }
        init(file: String) { self.file = file }

        /// Adds words to the current section's searchable text.
        mutating func addText(_ text: String) {
            guard !inHeading else { return }
            // One space between blocks, however many blocks end at once.
            if text == " ", sections[sections.count - 1].text.last?.isWhitespace ?? true { return }
            sections[sections.count - 1].text += text
        }
    }

    private func renderChildren(_ node: MarkdownNode, into state: inout State, tight: Bool = false) {
        for child in node.children { render(child, into: &state, tight: tight) }
    }

    private func render(_ node: MarkdownNode, into state: inout State, tight: Bool) {
        switch node.kind {
        case .document:
            renderChildren(node, into: &state)
        case .blockQuote:
            state.html += "<blockquote>\n"
            renderChildren(node, into: &state)
            state.html += "</blockquote>\n"
        case .list(let ordered, let start, let isTight):
            if ordered {
                state.html += start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n"
            } else {
                state.html += node.children.contains(where: { if case .item(task: .some) = $0.kind { true } else { false } })
                    ? "<ul class=\"task-list\">\n" : "<ul>\n"
            }
            for item in node.children { render(item, into: &state, tight: isTight) }
            state.html += ordered ? "</ol>\n" : "</ul>\n"
        case .item(let task):
            if let checked = task {
                state.html += "<li class=\"task-list-item\"><input type=\"checkbox\" disabled"
                state.html += checked ? " checked aria-label=\"hecho\"> " : " aria-label=\"pendiente\"> "
            } else {
                state.html += "<li>"
            }
            renderChildren(node, into: &state, tight: tight)
            state.addText(" ")
            state.html += "</li>\n"
        case .codeBlock(let block):
            state.codeLines += Self.nonEmptyLineCount(block.lines.visible)
            if block.isSwift, let lines = codeBlocks?.highlightedLines[block.id] {
                // The search index holds the identifiers the reader sees, as swift-syntax classified them.
                let last = state.sections.count - 1
                var known = Set(state.sections[last].code)
                let plain = CodeLines.lines(of: Substring(block.lines.compiled))
                for (index, line) in block.lines.shown(lines) {
                    let names = CodeBlockHTML.identifiers(inHighlightedLines: [line]).filter { known.insert($0).inserted }
                    guard !names.isEmpty else { continue }
                    state.sections[last].code += names
                    if index < plain.count, state.sections[last].codeLines.count < TextSection.codeLineLimit {
                        let text = plain[index].trimmingCharacters(in: .whitespaces)
                        state.sections[last].codeLines.append(String(text.prefix(TextSection.codeLineLength)))
                    }
                }
            }
            if let codeBlocks {
                let verdict = codeBlocks.verdicts[block.id]
                // The article's first badge links to the legend that says what each one means.
                let firstBadge = verdict != nil && state.verdictsDrawn.isEmpty
                if let verdict {
                    state.badges.insert(verdict.badge)
                    state.verdictsDrawn.append(verdict)
                }
                // A block a later one names as its earlier version gets an anchor to link to.
                var id = state.pendingID
                if id == nil, state.earlierVersions.contains(block.id.line) { id = state.slugs.unique(for: "bloque \(block.id.line)") }
                if let id { state.blockIDs[block.id.line] = id }
                let earlier = verdict?.place?.replacesBlockAt.flatMap { state.blockIDs[$0] }
                // Its names' rows in the page's one table of declarations.
                var symbolNumbers: [Int]?
                if let symbols = verdict?.symbols, codeBlocks.highlightedLines[block.id] != nil {
                    symbolNumbers = state.symbols.numbers(for: symbols)
                }
                state.html += codeBlocks.html(block, id: id, fileName: state.steps.files[block.id],
                                              changedLines: state.steps.changedLines[block.id] ?? [], earlierBlockID: earlier,
                                              explainsBadges: firstBadge,
                                              correction: corrections.first { $0.matches(block.code) }?.note,
                                              wholeFilesURL: wholeFilesURL, symbolNumbers: symbolNumbers)
                if verdict?.declares == true { state.anchors.append(CodeBlockHTML.codeAnchor(line: block.id.line)) }
                state.pendingID = nil
            } else {
                let language = block.language
                let classAttribute = language.isEmpty ? "" : " class=\"language-\(HTMLEscaping.escape(language))\""
                state.html += "<pre\(state.takeIDAttribute())><code\(classAttribute)>\(HTMLEscaping.escape(block.code))</code></pre>\n"
            }
            if let deeplinkTryLinks { state.html += deeplinkTryLinks.blockHTML(for: block) }
        case .htmlBlock(let html):
            state.html += HTMLEscaping.tagFilter(html)
        case .paragraph:
            if tight {
                renderChildren(node, into: &state)
                state.html += "\n"
            } else {
                state.html += "<p\(state.takeIDAttribute())>"
                renderChildren(node, into: &state)
                state.html += "</p>\n"
            }
            state.addText(" ")
        case .heading(let level):
            let text = node.plainText
            let anchor = state.slugs.unique(for: text)
            state.anchors.append(anchor)
            state.sections.append(TextSection(heading: text, anchor: anchor, text: ""))
            if level == 2 || level == 3 { state.toc.append(TOCEntry(level: level, title: text, anchor: anchor)) }
            state.html += "<h\(level) id=\"\(anchor)\">"
            state.inHeading = true
            renderChildren(node, into: &state)
            state.inHeading = false
            state.html += "<a class=\"heading-anchor\" href=\"#\(anchor)\" aria-label=\"Enlace a esta sección\">#</a></h\(level)>\n"
        case .thematicBreak:
            state.html += "<hr>\n"
        case .table(let alignments):
            state.html += "<div class=\"table-scroll\"><table>\n"
            var bodyOpen = false
            for row in node.children {
                guard case .tableRow(let header) = row.kind else { continue }
                if header {
                    state.html += "<thead>\n"
                } else if !bodyOpen {
                    state.html += "<tbody>\n"
                    bodyOpen = true
                }
                state.html += "<tr>\n"
                for (column, cell) in row.children.enumerated() {
                    let tag = header ? "th" : "td"
                    let alignment = column < alignments.count ? alignments[column] : .none
                    let style = alignment == .none ? "" : " style=\"text-align: \(alignment.rawValue)\""
                    state.html += "<\(tag)\(style)>"
                    renderChildren(cell, into: &state)
                    state.addText(" ")
                    state.html += "</\(tag)>\n"
                }
                state.html += "</tr>\n"
                if header { state.html += "</thead>\n" }
            }
            if bodyOpen { state.html += "</tbody>\n" }
            state.html += "</table></div>\n"
        case .tableRow, .tableCell:
            renderChildren(node, into: &state)
        case .text(let text):
            state.words += Self.wordCount(text)
            state.addText(text)
            state.html += HTMLEscaping.escape(text)
        case .softBreak:
            state.addText(" ")
            state.html += "\n"
        case .lineBreak:
            state.addText(" ")
            state.html += "<br>\n"
        case .code(let code):
            state.words += 1
            state.addText(code)
            state.html += "<code>\(HTMLEscaping.escape(code))</code>"
            if let deeplinkTryLinks { state.html += deeplinkTryLinks.inlineHTML(for: code) }
        case .htmlInline(let html):
            state.html += HTMLEscaping.tagFilter(html)
        case .emphasis:
            state.html += "<em>"; renderChildren(node, into: &state); state.html += "</em>"
        case .strong:
            state.html += "<strong>"; renderChildren(node, into: &state); state.html += "</strong>"
        case .strikethrough:
            state.html += "<del>"; renderChildren(node, into: &state); state.html += "</del>"
        case .link(let destination, let title):
            let href = HTMLEscaping.isDangerousURL(destination) ? "" : destination
            state.html += "<a href=\"\(HTMLEscaping.escapeURL(href))\""
            if !title.isEmpty { state.html += " title=\"\(HTMLEscaping.escape(title))\"" }
            state.html += ">"
            renderChildren(node, into: &state)
            state.html += "</a>"
        case .image(let source, let title):
            let src = HTMLEscaping.isDangerousURL(source) ? "" : source
            state.html += "<img src=\"\(HTMLEscaping.escapeURL(src))\" alt=\"\(HTMLEscaping.escape(node.plainText))\""
            if !title.isEmpty { state.html += " title=\"\(HTMLEscaping.escape(title))\"" }
            state.html += ">"
        case .footnoteDefinition:
            // cmark-gfm gives a definition no usable label: it numbers footnotes by first
            // reference, writes that number as each reference's literal, and moves the
            // definitions to the end in that order, so the n-th definition is note n.
            state.footnotes += 1
            state.html += "<div class=\"footnote\" id=\"nota-\(state.footnotes)\">"
            renderChildren(node, into: &state)
            state.html += "</div>\n"
        case .footnoteReference(let name):
            let id = Slug.make(name)
            state.html += "<sup><a href=\"#nota-\(id)\">\(HTMLEscaping.escape(name))</a></sup>"
        }
    }
}

import Foundation

extension MarkdownHTMLRenderer {
    /// The lines of `text` that are not empty, as splitting it at "\n" Characters counts them
    /// ("\r\n" is one Character, not a break), read byte by byte: every page's text is
    /// counted, and a split into Characters would walk its grapheme clusters.
    static func nonEmptyLineCount(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0, index = 0
            // Eight bytes at a time: a line break is a line feed after anything but a carriage
            // return, and a line counts at its break when the byte before is no break.
            var carriageReturnBefore: UInt64 = 0, breakBefore: UInt64 = 0x80
            while bytes.count - index >= 8 {
                let word = ByteWords.word(of: bytes, at: index)
                let returns = ByteWords.matching(word, 0x0D)
                let breaks = ByteWords.matching(word, 0x0A) & ~(returns << 8 | carriageReturnBefore)
                count += (breaks & ~(breaks << 8 | breakBefore)).nonzeroBitCount
                carriageReturnBefore = returns >> 56
                breakBefore = breaks >> 56
                index += 8
            }
            var lineIsEmpty = breakBefore != 0, previous: UInt8 = index > 0 ? bytes[index - 1] : 0
            for byte in bytes[index...] {
                if byte == 0x0A && previous != 0x0D {
                    if !lineIsEmpty { count += 1 }
                    lineIsEmpty = true
                } else {
                    lineIsEmpty = false
                }
                previous = byte
            }
            return lineIsEmpty ? count : count + 1
        }
    }
}
