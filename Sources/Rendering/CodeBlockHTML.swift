import Markdown

/// What the doctests found out about one code block, as the page shows it.
///
/// The verify stage makes one per Swift block; the renderer draws the badge, the output
/// of a block that ran, and only the lines a reader should see.
public struct CodeBlockStatus: Hashable, Sendable {
    /// The badge on the block, named as the doctest report's kinds and statuses read.
    public enum Badge: String, Hashable, Sendable, CaseIterable {
        case ran, compiled, syntaxChecked = "syntax-checked", appleOnly = "apple-only", failed, ignored

        /// The badge's text on the page.
        public var label: String {
            switch self {
            case .ran: "Ejecutado"
            case .compiled: "Compila"
            case .syntaxChecked: "Sintaxis comprobada"
            case .appleOnly: "Solo Apple"
            case .failed: "Falla"
            case .ignored: "Sin comprobar"
            }
        }

        /// What the badge means, for the tooltip and screen readers.
        public var explanation: String {
            switch self {
            case .ran: "Este código se compiló y se ejecutó al generar el sitio"
            case .compiled: "Este código compila con los módulos del tutorial"
            case .syntaxChecked: "Fragmento: se comprobó que es Swift válido"
            case .appleOnly: "Necesita frameworks de Apple: se comprobó solo la sintaxis"
            case .failed: "Este código no pasó la comprobación al generar el sitio"
            case .ignored: "El artículo pide no comprobar este código"
            }
        }
    }

    /// The badge drawn on the block; nil when the block was not verified in this build.
    public var badge: Badge?
    /// What the block printed when it ran.
    public var output: String?
    /// The code without the lines the article hides from readers.
    public var visibleCode: String

    /// A status for one block; `visibleCode` is the block's code without its hidden lines.
    public init(badge: Badge?, output: String? = nil, visibleCode: String) {
        self.badge = badge
        self.output = output
        self.visibleCode = visibleCode
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
    public var status: CodeBlockStatus?
    /// The visible code's lines as HTML (from a highlighter); nil draws it escaped and plain.
    public var highlightedLines: [String]?
    /// The site's line-number setting (a block's `numbered` / `no_numbers` wins).
    public var lineNumbers: Bool

    /// A drawing of `block`; nothing is drawn until `html` is read.
    public init(block: CodeBlock, status: CodeBlockStatus?, highlightedLines: [String]?, lineNumbers: Bool = false) {
        self.block = block
        self.status = status
        self.highlightedLines = highlightedLines
        self.lineNumbers = lineNumbers
    }

    /// The code a reader sees: the status's visible code, or the block as written.
    public var visibleCode: String { status?.visibleCode ?? block.code }

    /// Per-block override of the site's setting: `swift numbered` or `swift no_numbers`.
    var showsLineNumbers: Bool {
        let attributes = block.attributes
        if attributes.contains("no_numbers") || attributes.contains("nonumbers") { return false }
        return lineNumbers || attributes.contains("numbered") || attributes.contains("linenums")
    }

    /// The block's HTML, ending with a newline.
    public var html: String {
        let language = block.language
        var html = "<div class=\"code-block\""
        if !language.isEmpty { html += " data-language=\"\(HTMLEscaping.escape(language))\"" }
        html += ">\n<div class=\"code-header\">"
        if !language.isEmpty { html += "<span class=\"code-language\">\(HTMLEscaping.escape(Self.displayName(language)))</span>" }
        if let badge = status?.badge ?? nil {
            html += "<span class=\"code-badge code-badge-\(badge.rawValue)\" title=\"\(badge.explanation)\">\(badge.label)</span>"
        }
        html += "</div>\n"

        let lines = highlightedLines ?? Self.plainLines(visibleCode)
        let numbered = showsLineNumbers
        let codeClass = [language.isEmpty ? nil : "language-\(HTMLEscaping.escape(language))", numbered ? "numbered" : nil]
            .compactMap { $0 }.joined(separator: " ")
        // tabindex: a block wider than the page scrolls, and keyboard users must reach it.
        html += "<pre class=\"code\" tabindex=\"0\"><code\(codeClass.isEmpty ? "" : " class=\"\(codeClass)\"")>"
        if numbered {
            html += lines.map { "<span class=\"line\">\($0)</span>" }.joined(separator: "\n")
        } else {
            html += lines.joined(separator: "\n")
        }
        html += "</code></pre>\n"

        if status?.badge == .ran, let output = status?.output,
           output.contains(where: { !$0.isWhitespace }) {
            html += "<details class=\"code-output\"><summary>Salida</summary>"
                + "<pre tabindex=\"0\"><samp>\(HTMLEscaping.escape(output))</samp></pre></details>\n"
        }
        return html + "</div>\n"
    }

    static func plainLines(_ code: String) -> [String] {
        // Escape once and split the bytes: splitting by Character walks grapheme clusters.
        var lines = HTMLEscaping.escape(code).utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// How a fence's language is named in the block header.
    static func displayName(_ language: String) -> String {
        switch language {
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
