import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// What a run of highlighted code is. Each kind is drawn with the CSS class `tok-<rawValue>`.
public enum TokenKind: String, Hashable, Sendable, CaseIterable {
    case keyword, type, identifier, string, number, comment, attribute, directive, placeholder

    /// The CSS class of the kind, e.g. `tok-keyword`.
    public var cssClass: String { "tok-" + rawValue }

    /// The opening tag of a span of the kind, `<span class="tok-keyword">`: written for every
    /// token of a highlighted block, so a literal rather than a string put together each time.
    var spanStart: StaticString {
        switch self {
        case .keyword: "<span class=\"tok-keyword\">"
        case .type: "<span class=\"tok-type\">"
        case .identifier: "<span class=\"tok-identifier\">"
        case .string: "<span class=\"tok-string\">"
        case .number: "<span class=\"tok-number\">"
        case .comment: "<span class=\"tok-comment\">"
        case .attribute: "<span class=\"tok-attribute\">"
        case .directive: "<span class=\"tok-directive\">"
        case .placeholder: "<span class=\"tok-placeholder\">"
        }
    }
}

/// A run of source text with one classification; `kind` is nil for plain text
/// (whitespace, punctuation, operators).
public struct HighlightToken: Hashable, Sendable {
    public var kind: TokenKind?
    public var text: String

    /// A run of `text` classified as `kind` (nil: plain).
    public init(_ kind: TokenKind?, _ text: String) {
        self.kind = kind
        self.text = text
    }
}

/// The languages sitegen highlights at build time; others are shown escaped and plain.
public enum Highlighter {
    /// The code's lines as HTML with `tok-*` spans, or nil when `language` has no highlighter.
    public static func htmlLines(_ code: String, language: String) -> [String]? {
        switch language.lowercased() {
        case "swift": SwiftHighlighter.htmlLines(code)
        default: nil
        }
    }
}

/// Highlights Swift at build time from swift-syntax's classifications, so pages need no
/// client-side highlighter.
///
/// The parser recovers from errors, so fragments and code that does not compile are
/// classified too; the text comes back byte for byte.
public enum SwiftHighlighter {
    /// The code as runs of classified text, covering all of it in order.
    public static func tokens(in code: String) -> [HighlightToken] {
        let tree = Parser.parse(source: code)
        let utf8 = Array(code.utf8)
        var classified: [HighlightToken] = []
        for range in utf8.withUnsafeBufferPointer({ SyntaxClassifier.classify(tree, source: $0) }) {
            let start = max(0, min(range.start, utf8.count))
            let end = max(start, min(range.end, utf8.count))
            guard start < end else { continue }
            let text = String(decoding: utf8[start..<end], as: UTF8.self)
            classified.append(HighlightToken(tokenKind(range.kind, text: text), text))
        }
        return merged(markingPoundWords(classified))
    }

    /// Neighbours of the same kind become one run: fewer spans, same colours.
    static func merged(_ tokens: [HighlightToken]) -> [HighlightToken] {
        var result: [HighlightToken] = []
        for token in tokens where !token.text.isEmpty {
            if let last = result.last, last.kind == token.kind {
                result[result.count - 1].text += token.text
            } else {
                result.append(token)
            }
        }
        return result
    }

    /// swift-syntax leaves the `#` of macro expansions and availability checks
    /// unclassified (`#Preview`, `#available`, `#selector`): they read as directives.
    static func markingPoundWords(_ tokens: [HighlightToken]) -> [HighlightToken] {
        var result: [HighlightToken] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            // Runs without a "#" byte stay as they are (a byte test: `contains("#")` walked Characters);
            // the rest is read by Character below, where a "#" carrying a mark is no "#".
            guard token.kind == nil, token.text.utf8.contains(UInt8(ascii: "#")) else {
                result.append(token)
                continue
            }
            var plain = Substring(token.text)
            // `#` at the end of a plain run, the name in the next token: `#` + `Preview`.
            var pound = false
            if plain.hasSuffix("#"), index < tokens.count, tokens[index].kind == .identifier || tokens[index].kind == .keyword,
               tokens[index].text.first.map({ $0.isLetter || $0 == "_" }) == true {
                plain = plain.dropLast()
                pound = true
            }
            result += splitPoundWords(plain)
            if pound {
                result.append(HighlightToken(.directive, "#" + tokens[index].text))
                index += 1
            }
        }
        return result
    }

    /// A plain run with `#name` inside (`#available(`) split into plain text and directives.
    static func splitPoundWords(_ text: Substring) -> [HighlightToken] {
        var result: [HighlightToken] = []
        var rest = text
        while let pound = rest.firstIndex(of: "#") {
            var end = rest.index(after: pound)
            while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" {
                end = rest.index(after: end)
            }
            if end == rest.index(after: pound) {  // a lone `#`
                result.append(HighlightToken(nil, String(rest[...pound])))
            } else {
                result.append(HighlightToken(nil, String(rest[..<pound])))
                result.append(HighlightToken(.directive, String(rest[pound..<end])))
            }
            rest = rest[end...]
        }
        result.append(HighlightToken(nil, String(rest)))
        return result
    }

    /// The code's lines as HTML, without their line breaks. A token that spans lines (a
    /// block comment, a multi-line string) is closed at each line end and reopened on the
    /// next line, so every line is balanced HTML and can be wrapped on its own.
    public static func htmlLines(_ code: String) -> [String] {
        HTMLLines.make(from: tokens(in: code))
    }

    static func tokenKind(_ classification: SyntaxClassification, text: String) -> TokenKind? {
        switch classification {
        case .keyword:
            // `#if`, `#Preview`, `#available`, `#sourceLocation`: the `#` words read as directives.
            return text.hasPrefix("#") ? .directive : .keyword
        case .type: return .type
        case .identifier, .dollarIdentifier: return .identifier
        case .stringLiteral, .regexLiteral: return .string
        case .integerLiteral, .floatLiteral: return .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .comment
        case .attribute: return .attribute
        case .ifConfigDirective: return .directive
        case .editorPlaceholder: return .placeholder
        // Argument labels, operators and punctuation stay in the text colour.
        case .argumentLabel, .operator, .none: return nil
        @unknown default: return nil
        }
    }
}

/// Splits classified runs into per-line HTML.
enum HTMLLines {
    /// Each token's text is cut at its line breaks (a "\n" byte, unless a "\r" before it makes
    /// "\r\n" one Character, which the lines were always cut by); a piece of a classified
    /// token that holds more than spaces goes into its `tok-*` span, escaped. Written as bytes:
    /// a `String` per piece, escaped and concatenated, was a fifth of highlighting a block.
    static func make(from tokens: [HighlightToken]) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        for token in tokens {
            var text = token.text
            text.withUTF8 { utf8 in
                var start = 0
                func appendPiece(upTo end: Int) {
                    guard start < end else { return }
                    let piece = UnsafeBufferPointer(rebasing: utf8[start..<end])
                    if let kind = token.kind, piece.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                        kind.spanStart.withUTF8Buffer { current.append(contentsOf: $0) }
                        appendEscaped(piece, to: &current)
                        current.append(contentsOf: "</span>".utf8)
                    } else {
                        appendEscaped(piece, to: &current)
                    }
                }
                for (index, byte) in utf8.enumerated() where byte == 0x0A && (index == 0 || utf8[index - 1] != 0x0D) {
                    appendPiece(upTo: index)
                    lines.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                    start = index + 1
                }
                appendPiece(upTo: utf8.count)
            }
        }
        // The final newline of a block ends its last line rather than starting an empty one.
        if !current.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
        return lines
    }

    /// `&`, `<`, `>` and `"` as entities, every other byte as it is.
    static func appendEscaped(_ text: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var start = 0
        for (index, byte) in text.enumerated() {
            let entity: StaticString
            switch byte {
            case 0x26: entity = "&amp;"
            case 0x3C: entity = "&lt;"
            case 0x3E: entity = "&gt;"
            case 0x22: entity = "&quot;"
            default: continue
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index]))
            entity.withUTF8Buffer { bytes.append(contentsOf: $0) }
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...]))
    }
}
