import Content
import Foundation
import FrontMatter
import Markdown

/// What the verify stage found out about one block, as the page shows it: the badge, and
/// what a block that ran printed.
public struct CodeBlockVerdict: Hashable, Sendable {
    /// The badge on the block: the verification level it reached (DESIGN.md), or `failed`.
    public enum Badge: String, Hashable, Sendable, CaseIterable {
        case ran, compiled, typechecked, unverified, skipped, failed

        /// The badge's text on the page: plain words for a reader; what was run or compiled
        /// where, and against what, is in `explanation` (the tooltip and the article's legend,
        /// which the first badge of an article links to).
        public var label: String {
            switch self {
            case .ran: "Ejecutado"
            case .compiled: "Compilado"
            case .typechecked: "Tipos comprobados"
            case .unverified: "Sin verificar"
            case .skipped: "Omitido"
            case .failed: "Falla"
            }
        }

        /// What the badge means, for the page's legend, the tooltip and screen readers.
        public var explanation: String {
            switch self {
            case .ran: "se compiló para Linux con los módulos del tutorial y se ejecutó al generar el sitio; si el artículo dice qué imprime, se comparó con su salida"
            case .compiled: "se compiló para Linux con los módulos del tutorial, sin ejecutarlo"
            case .typechecked: "se comprobaron sus tipos con los módulos del tutorial y con los módulos de interfaz de SwiftUI y UIKit del proyecto (no es una compilación para un sistema de Apple)"
            case .unverified: "no se pudo comprobar más allá de su sintaxis, por el motivo que se indica: no cuenta como comprobado"
            case .skipped: "el artículo pide no comprobarlo"
            case .failed: "no pasó la comprobación al generar el sitio"
            }
        }
    }

    /// The badge drawn on the block.
    public var badge: Badge
    /// What the block printed when it ran (shown only with the `ran` badge).
    public var output: String?
    /// Why it was not checked deeper (shown with `unverified`), in the reader's words.
    public var reason: String?
    /// The iOS version its verified code needs and the APIs that need it.
    public var iOS: IOSNeed?
    /// Where the checker put the fragment, shown in its header (set where its type-check passed there).
    public var place: Place?
    /// A failing block's messages, drawn under the lines they are about (`sitegen serve`).
    public var errors: [CodeError]
    /// The whole file as it stands after this block: the text the checker compiled, less its
    /// scaffolding (set where its type-check passed in place). `WholeFilePages` shows it.
    public var wholeFile: WholeFile?
    /// What the compiler resolved each name of the block to, shown on hover and tap.
    public var symbols: Symbols?
    /// Whether a name of some block links here, to its declaration: the code gets an anchor
    /// (`CodeBlockHTML.codeAnchor`).
    public var declares = false

    /// The declarations the names of a block resolved to, as its popovers show them
    /// (`assets/symbols.js`).
    public struct Symbols: Hashable, Sendable {
        public struct Entry: Hashable, Sendable {
            /// `var viewStore: ViewStore<AppState, AppAction>`.
            public var declaration: String
            /// What it is and of what, in the reader's words: «propiedad de `AppView`».
            public var about: String
            /// Where it is declared: «SwiftUI», «este bloque», «el tutorial».
            public var origin: String
            /// The block that declares it, when another block of the site does.
            public var target: Target?

            public init(declaration: String, about: String, origin: String, target: Target? = nil) {
                self.declaration = declaration
                self.about = about
                self.origin = origin
                self.target = target
            }
        }

        /// A block of an article: the article's path from the site's root and the block's line.
        public struct Target: Hashable, Sendable {
            public var urlPath: String
            public var line: Int

            public init(urlPath: String, line: Int) {
                self.urlPath = urlPath
                self.line = line
            }
        }

        /// A name: `line` counts the block's lines from 0 (hidden ones included), `column` and
        /// `length` count UTF-8 bytes of the line; `entry` is its index in `entries`.
        public struct Use: Hashable, Sendable {
            public var line: Int
            public var column: Int
            public var length: Int
            public var entry: Int

            public init(line: Int, column: Int, length: Int, entry: Int) {
                self.line = line
                self.column = column
                self.length = length
                self.entry = entry
            }
        }

        public var entries: [Entry]
        public var uses: [Use]

        public init(entries: [Entry], uses: [Use]) {
            self.entries = entries
            self.uses = uses
        }
    }

    /// A file after one step of the tutorial, as `WholeFilePages` draws it.
    public struct WholeFile: Hashable, Sendable {
        public struct Line: Hashable, Sendable {
            public var text: String
            /// Whether it is a line of this step's block.
            public var isStep: Bool
            /// A hidden (`# `) line of its block.
            public var isHidden: Bool

            public init(text: String, isStep: Bool = false, isHidden: Bool = false) {
                self.text = text
                self.isStep = isStep
                self.isHidden = isHidden
            }
        }

        /// The type the file declares: a later file of the same name is its new version.
        public var name: String
        public var lines: [Line]
        /// Each line as highlighted HTML (`HighlightStage.highlightWholeFiles`); nil draws them escaped.
        public var highlighted: [String]?

        public init(name: String, lines: [Line], highlighted: [String]? = nil) {
            self.name = name
            self.lines = lines
            self.highlighted = highlighted
        }

        /// The file's text, a line each.
        public var text: String { lines.map(\.text).joined(separator: "\n") }
    }

    /// A message about one line of a block: `line` counts the block's lines of code from 0,
    /// hidden ones included (out of range: about the block as a whole).
    public struct CodeError: Hashable, Sendable {
        public var line: Int
        public var text: String

        public init(line: Int, text: String) {
            self.line = line
            self.text = text
        }
    }

    /// Where a fragment goes, as the header says it: words and code names in turn
    /// («Va en el `switch` de `body`, en `AlarmItemView`»), whether it was guessed, and the
    /// earlier block of the article it is a new version of in part.
    public struct Place: Hashable, Sendable {
        public struct Part: Hashable, Sendable {
            public var text: String
            public var isCode: Bool

            public init(_ text: String, isCode: Bool = false) {
                self.text = text
                self.isCode = isCode
            }
        }

        public var parts: [Part]
        public var guessed: Bool
        /// The opening fence's line of the earlier block in the same article.
        public var replacesBlockAt: Int?
        /// False where the block passed only beside other blocks' errors: no place is named.
        public var confirmed: Bool

        public init(parts: [Part], guessed: Bool, replacesBlockAt: Int? = nil, confirmed: Bool = true) {
            self.parts = parts
            self.guessed = guessed
            self.replacesBlockAt = replacesBlockAt
            self.confirmed = confirmed
        }
    }

    /// An iOS version (`16.0`) and the APIs that need it (`NavigationStack`).
    public struct IOSNeed: Hashable, Sendable {
        public var version: String
        public var apis: [String]

        public init(version: String, apis: [String]) {
            self.version = version
            self.apis = apis
        }
    }

    /// Creates the value.
    public init(badge: Badge, output: String? = nil, reason: String? = nil, iOS: IOSNeed? = nil, place: Place? = nil,
                errors: [CodeError] = [], wholeFile: WholeFile? = nil) {
        self.wholeFile = wholeFile
        self.badge = badge
        self.output = output
        self.reason = reason
        self.iOS = iOS
        self.place = place
        self.errors = errors
    }

    /// The newest of the iOS versions `verdicts` need, with its APIs; nil when none says.
    public static func newestIOS(_ verdicts: some Sequence<CodeBlockVerdict>) -> IOSNeed? {
        func number(_ version: String) -> [Int] { version.split(separator: ".").compactMap { Int($0) } }
        var best: IOSNeed?
        for verdict in verdicts {
            guard let iOS = verdict.iOS else { continue }
            if let current = best, number(current.version) == number(iOS.version) {
                best = IOSNeed(version: current.version, apis: Array(Set(current.apis + iOS.apis)).sorted())
            } else if best.map({ number($0.version).lexicographicallyPrecedes(number(iOS.version)) }) ?? true {
                best = iOS
            }
        }
        return best
    }
}

/// How the render stage draws the code blocks of a build: plain values the earlier
/// stages made, looked up by block.
public struct CodeBlockDrawing: Sendable {
    /// The verify stage's verdicts; a block without one is drawn without a badge.
    public var verdicts: [CodeBlock.ID: CodeBlockVerdict]
    /// Each highlighted block's visible lines as HTML; a block without them is drawn plain.
    public var highlightedLines: [CodeBlock.ID: [String]]
    /// The site's line-number setting (`lineNumbers: true` in `site.yml`).
    public var lineNumbers: Bool
    /// Whether the site has the pages of whole files after each step (`WholeFilePages`; the
    /// theme has their template): a block with its file links to it.
    public var wholeFiles = false
    /// Whether the verify stage ran (without it, pages say the code was not checked).
    public var verified: Bool
    /// The compiler and platform the verify stage checked with ("Swift 6.3.1 en Linux (x86_64)").
    public var checkedWith: String?
    /// The day of the check (the build's).
    public var checkDate: PostDate?

    /// The sentence under an article's legend: with what and when its code was checked.
    public var checkSentence: String? {
        guard verified, let checkDate else { return nil }
        return "Código comprobado al generar el sitio el \(SpanishDate.long(checkDate))"
            + (checkedWith.map { ", con \($0)" } ?? "") + "."
    }

    /// Creates the value.
    public init(verdicts: [CodeBlock.ID: CodeBlockVerdict] = [:], highlightedLines: [CodeBlock.ID: [String]] = [:],
                lineNumbers: Bool = false, verified: Bool = false) {
        self.verdicts = verdicts
        self.highlightedLines = highlightedLines
        self.lineNumbers = lineNumbers
        self.verified = verified
    }

    /// The footer's sentence: how many of the site's Swift blocks reached each level.
    public var summary: String {
        guard verified else { return "Los bloques de código Swift no se comprobaron al generar esta versión del sitio." }
        guard !verdicts.isEmpty else { return "Este sitio no tiene bloques de código Swift que comprobar." }
        var counts: [CodeBlockVerdict.Badge: Int] = [:]
        for verdict in verdicts.values { counts[verdict.badge, default: 0] += 1 }
        let parts = CodeBlockVerdict.Badge.allCases.compactMap { badge -> String? in
            guard let count = counts[badge] else { return nil }
            switch badge {
            case .ran: return SpanishText.count(count, "ejecutado en Linux", "ejecutados en Linux")
            case .compiled: return SpanishText.count(count, "compilado en Linux", "compilados en Linux")
            case .typechecked: return "\(count) con los tipos comprobados"
            case .unverified: return "\(count) sin verificar"
            case .skipped: return SpanishText.count(count, "omitido por el artículo", "omitidos por el artículo")
            case .failed: return SpanishText.count(count, "que falla", "que fallan")
            }
        }
        return "Bloques de código Swift del sitio, \(verdicts.count) en total, al generarlo: " + SpanishText.list(parts) + "."
    }

    /// The HTML of `block`: with `id` as its anchor, and the file its text names above it.
    func html(_ block: CodeBlock, id: String? = nil, fileName: String? = nil, changedLines: Set<Int> = [],
              earlierBlockID: String? = nil, explainsBadges: Bool = false, correction: String? = nil,
              wholeFilesURL: String? = nil, symbolNumbers: [Int]? = nil) -> String {
        var drawing = CodeBlockHTML(block: block, verdict: verdicts[block.id], highlightedLines: highlightedLines[block.id],
                                    lineNumbers: lineNumbers, id: id, fileName: fileName, changedLines: changedLines)
        drawing.earlierBlockID = earlierBlockID
        drawing.explainsBadges = explainsBadges
        drawing.correction = correction
        if wholeFiles { drawing.wholeFilesURL = wholeFilesURL }
        drawing.symbolNumbers = symbolNumbers
        return drawing.html
    }
}

/// Draws one code block: a header with the language and the doctest badge, the code
/// (highlighted when a highlighter gave its lines), optional line numbers, and the
/// output of a block that ran in a `<details>`. The copy button is added by
/// `assets/copy-code.js`, so pages without JavaScript show no dead button.
public struct CodeBlockHTML: Sendable {
    /// The block as the Markdown wrote it.
    public var block: CodeBlock
    /// The doctest verdict; nil draws the block without a badge.
    public var verdict: CodeBlockVerdict?
    /// The code's lines as HTML (from a highlighter): every line of `block.lines.compiled`,
    /// hidden ones included; nil draws them escaped and plain.
    public var highlightedLines: [String]?
    /// The site's line-number setting (a block's `numbered` / `no_numbers` wins).
    public var lineNumbers: Bool
    /// The block's anchor (a step of the article starts at it).
    public var id: String?
    /// The file the article's text names for this block (`AlarmItemView.swift`), shown in its header.
    public var fileName: String?
    /// The lines that changed since the article last showed this file (indexes of its lines,
    /// hidden ones counted): marked, and counted in the header.
    public var changedLines: Set<Int>
    /// The anchor of the earlier block this one is a new version of in part (`Place.replacesBlockAt`).
    public var earlierBlockID: String?
    /// Whether its badge links to the article's legend (the first badge of an article).
    public var explainsBadges = false
    /// How this block differs from the original article's (front matter `corrections:`), shown under its header.
    public var correction: String?
    /// The page of its article's whole files (`WholeFilePages`), when the site has one: a block
    /// whose verdict carries its file links to its section there.
    public var wholeFilesURL: String?

    /// The row of the page's table (`PageSymbols`) of each entry of the verdict's symbols: the
    /// names are marked only with it.
    public var symbolNumbers: [Int]?

    /// The anchor of a block's code, where a name's declaration links (`CodeBlockVerdict.declares`).
    public static func codeAnchor(line: Int) -> String { "codigo-\(line)" }

    /// The anchor of a block's section on the whole-files page, and of its link on the article's.
    public static func wholeFileAnchor(line: Int) -> String { "archivo-\(line)" }

    /// A drawing of `block`; nothing is drawn until `html` is read.
    public init(block: CodeBlock, verdict: CodeBlockVerdict?, highlightedLines: [String]?, lineNumbers: Bool = false,
                id: String? = nil, fileName: String? = nil, changedLines: Set<Int> = []) {
        self.block = block
        self.verdict = verdict
        self.highlightedLines = highlightedLines
        self.lineNumbers = lineNumbers
        self.id = id
        self.fileName = fileName
        self.changedLines = changedLines
    }

    /// Per-block override of the site's setting: `swift numbered` or `swift no_numbers`.
    var showsLineNumbers: Bool {
        if block.attributes.contains(.noNumbers) { return false }
        return lineNumbers || block.attributes.contains(.numbered)
    }

    /// The block's HTML, ending with a newline.
    public var html: String {
        let language = block.language
        var html = "<div class=\"code-block\""
        if let id { html += " id=\"\(HTMLEscaping.escape(id))\"" }
        if !language.isEmpty { html += " data-language=\"\(HTMLEscaping.escape(language))\"" }
        if block.lines.hasHiddenLines { html += " data-hidden-lines=\"\(block.lines.hiddenMarkerWidths.count)\"" }
        html += ">\n<div class=\"code-header\">"
        if !language.isEmpty { html += "<span class=\"code-language\">\(HTMLEscaping.escape(Self.displayName(language)))</span>" }
        if let fileName { html += "<span class=\"code-file\">\(HTMLEscaping.escape(fileName))</span>" }
        if let place = verdict?.place { html += placeHTML(place) }
        if !changedLines.isEmpty {
            html += "<span class=\"code-changes\">" + SpanishText.count(changedLines.count, "línea cambia", "líneas cambian")
                + " respecto a la versión anterior</span>"
        }
        if let verdict {
            let badge = verdict.badge
            html += "<span class=\"code-badge code-badge-\(badge.rawValue)\" title=\"\(HTMLEscaping.escape(badge.explanation))\">\(badge.label)</span>"
            if explainsBadges { html += "<a class=\"code-badge-help\" href=\"#leyenda-codigo\">¿Qué significa?</a>" }
            if badge == .unverified, let reason = verdict.reason, !reason.isEmpty {
                html += "<span class=\"code-reason\">\(HTMLEscaping.escape(reason))</span>"
            }
        }
        html += "</div>\n"
        if let correction {
            html += "<p class=\"code-correction\" role=\"note\"><strong>Corregido respecto al original.</strong> "
                + HTMLEscaping.escape(correction) + "</p>\n"
        }
        if let wholeFilesURL, let file = verdict?.wholeFile {
            let anchor = Self.wholeFileAnchor(line: block.id.line)
            html += "<p class=\"code-whole-file\"><a id=\"\(anchor)\" href=\"\(HTMLEscaping.escape(wholeFilesURL))#\(anchor)\">"
                + "Ver el archivo completo en este paso</a> <span>(<code>\(HTMLEscaping.escape(file.name))</code>, "
                + SpanishText.count(file.lines.count, "línea", "líneas") + ")</span></p>\n"
        }
        // Messages about a hidden line or the block as a whole, above the code.
        if let errors = verdict?.errors, !errors.isEmpty {
            let hidden = block.lines.hiddenMarkerWidths
            // The lines `linesHTML` draws, cut the way it cuts them.
            let lineCount = highlightedLines?.count ?? Self.indents(block.lines.compiled).count
            let general = errors.filter { $0.line < 0 || $0.line >= lineCount || hidden[$0.line] != nil }
            if !general.isEmpty {
                html += "<div class=\"code-errors\" role=\"note\">"
                    + general.map { "<p>\(HTMLEscaping.escape($0.text))</p>" }.joined() + "</div>\n"
            }
        }

        let numbered = showsLineNumbers
        let codeClass = [language.isEmpty ? nil : "language-\(HTMLEscaping.escape(language))", numbered ? "numbered" : nil]
            .compactMap { $0 }.joined(separator: " ")
        // tabindex: a block wider than the page scrolls, and keyboard users must reach it.
        html += "<pre class=\"code\"" + (verdict?.declares == true ? " id=\"\(Self.codeAnchor(line: block.id.line))\"" : "")
            + " tabindex=\"0\"><code\(codeClass.isEmpty ? "" : " class=\"\(codeClass)\"")>"
        html += linesHTML
        html += "</code></pre>\n"

        if verdict?.badge == .ran, let output = verdict?.output,
           output.contains(where: { !$0.isWhitespace }) {
            // Output of a block whose hidden lines drive it shows with those lines only
            // (site.css): the visible code alone could not explain it.
            html += "<details class=\"code-output\"><summary>Salida</summary>"
                + "<pre tabindex=\"0\"><samp>\(HTMLEscaping.escape(output))</samp></pre></details>\n"
        }
        return html + "</div>\n"
    }

    /// The header's note of where a fragment goes: its words, its names as code, «deducido»
    /// for a guessed place, and a link to the earlier block it is a new version of.
    func placeHTML(_ place: CodeBlockVerdict.Place) -> String {
        var html = "<span class=\"code-place\">"
        for part in place.parts {
            html += part.isCode ? "<code>\(HTMLEscaping.escape(part.text))</code>" : HTMLEscaping.escape(part.text)
        }
        if !place.confirmed {
            html += ": <span class=\"code-place-guess\">en este paso hay errores en el código de otros bloques, y el compilador "
                + "pudo no llegar a sus líneas</span>"
        } else if place.guessed {
            html += " <span class=\"code-place-guess\" title=\"el artículo no dice dónde va: es el lugar donde sus tipos se "
                + "comprueban, deducido de los nombres que usa\">(lugar deducido)</span>"
        }
        if let earlierBlockID {
            html += " · <a href=\"#\(HTMLEscaping.escape(earlierBlockID))\">versión anterior</a>"
        }
        return html + "</span>"
    }

    /// The code's lines, each in its span (`appendLineSpan`), joined by `joinLines`:
    /// the highlighter's lines, or the code's own lines escaped. Written as bytes: one `String`
    /// per line would be escaped, wrapped and joined for every line of every page.
    var linesHTML: String {
        let hidden = block.lines.hiddenMarkerWidths
        var html: [UInt8] = []
        // A shown line's messages go after the newline that ends it, before the next shown
        // line: drawn as blocks, they would leave an empty line before a newline of their own.
        var lastShown: Int?
        func appendErrorsOfLastShown(before index: Int?, to html: inout [UInt8]) {
            guard verdict?.errors.isEmpty == false, index.map({ hidden[$0] == nil }) ?? true else { return }
            if let lastShown { appendErrors(at: lastShown, to: &html) }
            lastShown = index
        }
        if let highlightedLines {
            let highlightedLines = markingNames(highlightedLines)
            let indents = Self.indents(block.lines.compiled)
            html.reserveCapacity(highlightedLines.reduce(0) { $0 + $1.utf8.count + 32 })
            Self.joinLines(count: highlightedLines.count, hidden: hidden, into: &html) { index, html in
                appendErrorsOfLastShown(before: index, to: &html)
                Self.appendLineSpan(indent: index < indents.count ? indents[index] : 0, changed: isChanged(index), to: &html) {
                    $0.append(contentsOf: highlightedLines[index].utf8)
                }
            }
        } else {
            var code = block.lines.compiled
            code.withUTF8 { code in
                // The lines and their indentation in one walk of the code.
                let lines = Self.lines(code)
                html.reserveCapacity(code.count + lines.count * 32)
                Self.joinLines(count: lines.count, hidden: hidden, into: &html) { index, html in
                    appendErrorsOfLastShown(before: index, to: &html)
                    let line = lines[index]
                    Self.appendLineSpan(indent: line.indent, changed: isChanged(index), to: &html) {
                        HTMLEscaping.append(escaping: UnsafeBufferPointer(rebasing: code[line.range]), to: &$0)
                    }
                }
            }
        }
        appendErrorsOfLastShown(before: nil, to: &html)
        return String(decoding: html, as: UTF8.self)
    }

    /// The highlighted lines with each name the compiler resolved marked `data-s="<row>"`,
    /// its row in the page's table.
    private func markingNames(_ lines: [String]) -> [String] {
        guard let symbols = verdict?.symbols, !symbols.uses.isEmpty, let symbolNumbers else { return lines }
        var byLine: [Int: [CodeBlockVerdict.Symbols.Use]] = [:]
        for var use in symbols.uses where symbolNumbers.indices.contains(use.entry) {
            use.entry = symbolNumbers[use.entry]
            byLine[use.line, default: []].append(use)
        }
        var marked = lines
        for (index, uses) in byLine where marked.indices.contains(index) {
            marked[index] = Self.marking(marked[index], uses.sorted { $0.column < $1.column })
        }
        return marked
    }

    /// `line` (highlighted HTML: `tok-*` spans, escaped text, `<wbr>`) with the source bytes
    /// of each use marked: the attribute goes on the token's own span when the name is the
    /// whole token, else the name gets a span of its own. A use whose bytes the walk does not
    /// find whole (a tag inside them) is left unmarked.
    static func marking(_ line: String, _ uses: [CodeBlockVerdict.Symbols.Use]) -> String {
        let html = Array(line.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(html.count + uses.count * 16)
        var source = 0  // the source byte the walk is at
        var index = 0
        var pending = uses[...]
        // Where the last opening tag ends in `out`, when nothing was written after it.
        var openTagEnd: Int?
        while index < html.count {
            if html[index] == UInt8(ascii: "<") {
                let end = html[index...].firstIndex(of: UInt8(ascii: ">")) ?? html.count - 1
                let isOpening = index + 1 < html.count && html[index + 1] != UInt8(ascii: "/") && !html[index...end].starts(with: "<wbr".utf8)
                out.append(contentsOf: html[index...end])
                openTagEnd = isOpening ? out.count : nil
                index = end + 1
                continue
            }
            while let use = pending.first, use.column < source { pending.removeFirst() }
            if let use = pending.first, use.column == source {
                pending.removeFirst()
                // The use's bytes in the HTML: escaped text, no tag inside.
                var scan = index, count = 0
                while scan < html.count, count < use.length, html[scan] != UInt8(ascii: "<") {
                    scan += Self.escapedLength(html, at: scan)
                    count += 1
                }
                if count == use.length {
                    let attribute = Array(" data-s=\"\(use.entry)\"".utf8)
                    if let tagEnd = openTagEnd, html[scan...].starts(with: "</span>".utf8) {
                        out.insert(contentsOf: attribute, at: tagEnd - 1)
                        out.append(contentsOf: html[index..<scan])
                    } else {
                        out.append(contentsOf: "<span".utf8)
                        out.append(contentsOf: attribute)
                        out.append(UInt8(ascii: ">"))
                        out.append(contentsOf: html[index..<scan])
                        out.append(contentsOf: "</span>".utf8)
                    }
                    openTagEnd = nil
                    index = scan
                    source += count
                    continue
                }
            }
            let length = Self.escapedLength(html, at: index)
            out.append(contentsOf: html[index..<min(index + length, html.count)])
            openTagEnd = nil
            index += length
            source += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// How many HTML bytes the source byte at `index` takes: an entity (`&amp;`) stands for one.
    private static func escapedLength(_ html: [UInt8], at index: Int) -> Int {
        guard html[index] == UInt8(ascii: "&"), let end = html[index...].prefix(8).firstIndex(of: UInt8(ascii: ";")) else { return 1 }
        return end - index + 1
    }

    /// The messages about shown line `index`, each in a `<span class="code-error">` (site.css
    /// draws it as a block of its own; copy-code.js leaves it out of the copied code).
    private func appendErrors(at index: Int, to html: inout [UInt8]) {
        guard let errors = verdict?.errors, !errors.isEmpty else { return }
        for error in errors where error.line == index {
            html.append(contentsOf: "<span class=\"code-error\" role=\"note\">".utf8)
            html.append(contentsOf: HTMLEscaping.escape(error.text).utf8)
            html.append(contentsOf: "</span>".utf8)
        }
    }

    /// Whether line `index` changed since the file's last version (most blocks have no such lines).
    private func isChanged(_ index: Int) -> Bool {
        !changedLines.isEmpty && changedLines.contains(index)
    }

    /// `count` lines, each written by `appendLine(index, &html)`, joined by newlines, each
    /// hidden line (with the newline that leads to it) in a `<span class="code-hidden">`:
    /// without those spans the text is exactly the visible lines joined by newlines, so
    /// readers, the copy button and a page without CSS never get a hidden line unless they
    /// ask for it (`assets/copy-code.js` has the button).
    /// - Parameter hidden: the hidden lines' indexes (the keys; `HiddenLines.hiddenMarkerWidths`).
    static func joinLines(count: Int, hidden: [Int: Int], into html: inout [UInt8], appendLine: (Int, inout [UInt8]) -> Void) {
        var shownAny = false
        for index in 0..<count {
            if !hidden.isEmpty, hidden[index] != nil {
                // Before the first shown line a hidden line carries its own newline; after
                // it, the newline that leads to it.
                append("<span class=\"code-hidden\">", to: &html)
                if shownAny { html.append(UInt8(ascii: "\n")) }
                appendLine(index, &html)
                if !shownAny { html.append(UInt8(ascii: "\n")) }
                append("</span>", to: &html)
            } else {
                if shownAny { html.append(UInt8(ascii: "\n")) }
                appendLine(index, &html)
                shownAny = true
            }
        }
    }

    /// One line of code (what `text` writes) in its `<span class="line">`, appended to `html`:
    /// the span numbers it (`numbered`), marks it when it changed since the file's last
    /// version (`line-changed`) and, on narrow screens, wraps it with a hanging indent
    /// (site.css) — `--i` is the line's own indentation in columns, so a wrapped line's rest
    /// starts deeper than its first part.
    static func appendLineSpan(indent: Int, changed: Bool, to html: inout [UInt8], _ text: (inout [UInt8]) -> Void) {
        append(changed ? "<span class=\"line line-changed\"" : "<span class=\"line\"", to: &html)
        if indent > 0 {
            append(" style=\"--i:", to: &html)
            html.appendDigits(of: indent, radix: 10)
            html.append(UInt8(ascii: "\""))
        }
        html.append(UInt8(ascii: ">"))
        text(&html)
        append("</span>", to: &html)
    }

    private static func append(_ text: StaticString, to html: inout [UInt8]) {
        text.withUTF8Buffer { html.append(contentsOf: $0) }
    }

    /// The names the highlighter classified as types, identifiers or attributes in `lines`
    /// (highlighted HTML), each once, a line's types before its identifiers and its attributes
    /// (`@ObservedObject` as `ObservedObject`: a query finds it with or without `@`): what
    /// search finds a block by (`ViewStore`, `sheet`). Found with `utf8Range`, not Foundation's `range(of:)`, which
    /// goes through NSString and UTF-16 on Linux (`TextSearch`).
    static func identifiers(inHighlightedLines lines: [String]) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for line in lines {
            for opening in ["<span class=\"tok-type\">", "<span class=\"tok-identifier\">", "<span class=\"tok-attribute\">@"] {
                var from = line.startIndex
                while let start = line.utf8Range(of: opening, from: from) {
                    guard let end = line.utf8Range(of: "</span>", from: start.upperBound) else { break }
                    let name = String(line[start.upperBound..<end.lowerBound])
                    from = end.upperBound
                    // An escaped name (`&lt;`) is no identifier; the test is a byte's, where
                    // `contains("&")` would go through Foundation's search.
                    if name.first.map({ $0.isLetter || $0 == "_" }) == true, !name.utf8.contains(UInt8(ascii: "&")),
                       seen.insert(name).inserted {
                        names.append(name)
                    }
                }
            }
        }
        return names
    }

    /// Each line's leading whitespace in columns (a tab is 4, as the page draws it).
    /// A line of spaces only counts 0.
    static func indents(_ code: String) -> [Int] {
        var code = code
        return code.withUTF8 { lines($0).map(\.indent) }
    }

    /// The lines of `code`, as byte ranges without their newlines (a newline at the end does
    /// not start one more line), each with its indentation in columns (`indents`): one walk,
    /// where past a line's indentation the rest of it is skipped to its newline with `memchr`.
    static func lines(_ code: UnsafeBufferPointer<UInt8>) -> [(range: Range<Int>, indent: Int)] {
        var lines: [(range: Range<Int>, indent: Int)] = []
        var start = 0
        while start < code.count {
            var index = start, column = 0
            while index < code.count, code[index] == UInt8(ascii: " ") || code[index] == UInt8(ascii: "\t") {
                column += code[index] == UInt8(ascii: " ") ? 1 : 4 - column % 4
                index += 1
            }
            let end: Int
            if index < code.count, code[index] != UInt8(ascii: "\n"), let newline = code.offset(of: UInt8(ascii: "\n"), from: index) {
                end = newline
            } else {
                end = index < code.count && code[index] == UInt8(ascii: "\n") ? index : code.count
            }
            // A line of spaces only (or none) counts 0.
            lines.append((start..<end, end == index ? 0 : column))
            start = end + 1
        }
        return lines
    }

    /// How a fence's language is named in the block header.
    static func displayName(_ language: String) -> String {
        switch language.lowercased() {
        case "swift": "Swift"
        case "sh", "bash", "shell", "console", "zsh": "Terminal"
        case "json": "JSON"
        case "html": "HTML"
        case "yaml", "yml": "YAML"
        case "objc", "objective-c": "Objective-C"
        default: language
        }
    }
}
