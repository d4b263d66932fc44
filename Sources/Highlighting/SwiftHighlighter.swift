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
    /// A run of the code's UTF-8 bytes, `start..<end`, and its kind (nil: plain). The runs of
    /// a block are made and drawn as byte ranges: a `String` per token would be made, merged and
    /// split again for every token of every block.
    struct Run: Equatable {
        var kind: TokenKind?
        var start: Int
        var end: Int
    }

    /// The code as runs of classified text, covering all of it in order.
    public static func tokens(in code: String) -> [HighlightToken] {
        var code = code
        let tree = Parser.parse(source: code)
        return code.withUTF8 { utf8 in
            runs(of: tree, in: utf8).map { HighlightToken($0.kind, String(decoding: UnsafeBufferPointer(rebasing: utf8[$0.start..<$0.end]), as: UTF8.self)) }
        }
    }

    /// The runs of `utf8`, the text `tree` was parsed from.
    static func runs(of tree: SourceFileSyntax, in utf8: UnsafeBufferPointer<UInt8>) -> [Run] {
        var classified: [Run] = []
        for range in SyntaxClassifier.classify(tree, source: utf8) {
            let start = max(0, min(range.start, utf8.count))
            let end = max(start, min(range.end, utf8.count))
            guard start < end else { continue }
            classified.append(Run(kind: tokenKind(range.kind, UnsafeBufferPointer(rebasing: utf8[start..<end])), start: start, end: end))
        }
        return merged(markingPoundWords(classified, in: utf8))
    }

    /// Neighbours of the same kind become one run: fewer spans, same colours.
    static func merged(_ runs: [Run]) -> [Run] {
        var result: [Run] = []
        for run in runs where run.start < run.end {
            if let last = result.last, last.kind == run.kind, last.end == run.start {
                result[result.count - 1].end = run.end
            } else {
                result.append(run)
            }
        }
        return result
    }

    /// swift-syntax leaves the `#` of macro expansions and availability checks
    /// unclassified (`#Preview`, `#available`, `#selector`): they read as directives.
    static func markingPoundWords(_ runs: [Run], in utf8: UnsafeBufferPointer<UInt8>) -> [Run] {
        func text(_ run: Run) -> String { String(decoding: UnsafeBufferPointer(rebasing: utf8[run.start..<run.end]), as: UTF8.self) }
        var result: [Run] = []
        var index = 0
        while index < runs.count {
            let run = runs[index]
            index += 1
            // Runs without a "#" byte stay as they are; the rest is read by Character below,
            // where a "#" carrying a mark is no "#".
            guard run.kind == nil, UnsafeBufferPointer(rebasing: utf8[run.start..<run.end]).contains(UInt8(ascii: "#")) else {
                result.append(run)
                continue
            }
            let whole = text(run)
            var plain = Substring(whole)
            // `#` at the end of a plain run, the name in the next run: `#` + `Preview`.
            var pound = false
            if plain.hasSuffix("#"), index < runs.count, runs[index].kind == .identifier || runs[index].kind == .keyword,
               text(runs[index]).first.map({ $0.isLetter || $0 == "_" }) == true {
                plain = plain.dropLast()
                pound = true
            }
            result += splitPoundWords(plain, of: whole, at: run.start)
            if pound {
                result.append(Run(kind: .directive, start: run.end - 1, end: runs[index].end))
                index += 1
            }
        }
        return result
    }

    /// A plain run with `#name` inside (`#available(`) split into plain text and directives;
    /// `text` is a part of `whole`, the run that starts at byte `offset`.
    static func splitPoundWords(_ text: Substring, of whole: String, at offset: Int) -> [Run] {
        func at(_ index: String.Index) -> Int { offset + whole.utf8.distance(from: whole.startIndex, to: index) }
        var result: [Run] = []
        var rest = text
        while let pound = rest.firstIndex(of: "#") {
            var end = rest.index(after: pound)
            while end < rest.endIndex, rest[end].isLetter || rest[end].isNumber || rest[end] == "_" {
                end = rest.index(after: end)
            }
            if end == rest.index(after: pound) {  // a lone `#`
                result.append(Run(kind: nil, start: at(rest.startIndex), end: at(end)))
            } else {
                result.append(Run(kind: nil, start: at(rest.startIndex), end: at(pound)))
                result.append(Run(kind: .directive, start: at(pound), end: at(end)))
            }
            rest = rest[end...]
        }
        result.append(Run(kind: nil, start: at(rest.startIndex), end: at(rest.endIndex)))
        return result
    }

    /// The code's lines as HTML, without their line breaks. A token that spans lines (a
    /// block comment, a multi-line string) is closed at each line end and reopened on the
    /// next line, so every line is balanced HTML and can be wrapped on its own.
    public static func htmlLines(_ code: String) -> [String] {
        var code = code
        let tree = Parser.parse(source: code)
        return code.withUTF8 { utf8 in HTMLLines.make(from: runs(of: tree, in: utf8), in: utf8) }
    }

    static func tokenKind(_ classification: SyntaxClassification, _ text: UnsafeBufferPointer<UInt8>) -> TokenKind? {
        switch classification {
        case .keyword:
            // `#if`, `#Preview`, `#available`, `#sourceLocation`: the `#` words read as directives
            // (a "#" followed by a mark is another Character).
            guard text.first == UInt8(ascii: "#") else { return .keyword }
            guard text.count > 1, text[1] >= 0x80 else { return .directive }
            return String(decoding: text, as: UTF8.self).hasPrefix("#") ? .directive : .keyword
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
    /// "\r\n" one Character: the breaks a split by Character finds); a piece of a classified
    /// token that holds more than spaces goes into its `tok-*` span, escaped. Written as bytes:
    /// a `String` per piece would be escaped and concatenated for every piece of every line.
    static func make(from runs: [SwiftHighlighter.Run], in utf8: UnsafeBufferPointer<UInt8>) -> [String] {
        var lines: [String] = []
        var current: [UInt8] = []
        for run in runs {
            var start = run.start
            func appendPiece(upTo end: Int) {
                guard start < end else { return }
                let piece = UnsafeBufferPointer(rebasing: utf8[start..<end])
                if let kind = run.kind, piece.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) {
                    kind.spanStart.withUTF8Buffer { current.append(contentsOf: $0) }
                    appendEscaped(piece, to: &current)
                    current.append(contentsOf: "</span>".utf8)
                } else {
                    appendEscapedWithBreaks(piece, at: start, in: utf8, to: &current)
                }
            }
            var index = run.start
            while index < run.end {
                if utf8[index] == 0x0A && (index == run.start || utf8[index - 1] != 0x0D) {
                    appendPiece(upTo: index)
                    lines.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                    start = index + 1
                }
                index += 1
            }
            appendPiece(upTo: run.end)
        }
        // The final newline of a block ends its last line rather than starting an empty one.
        if !current.isEmpty { lines.append(String(decoding: current, as: UTF8.self)) }
        return lines
    }

    /// Punctuation between tokens, escaped, with a line-break opportunity (`<wbr>`) where a
    /// line of code may wrap between two tokens that no space separates: before the `.` of a
    /// member (`viewModel<wbr>.items`), after `(`, `[`, `,` and `:` that a token follows, and
    /// after the `<` of generic arguments (`Snapshot<<wbr>Section, Item>`).
    /// A narrow screen then wraps a long expression between its tokens, never inside a name
    /// or between the `\` and the `(` of an interpolation.
    static func appendEscapedWithBreaks(_ text: UnsafeBufferPointer<UInt8>, at offset: Int, in utf8: UnsafeBufferPointer<UInt8>,
                                        to bytes: inout [UInt8]) {
        func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F || byte >= 0x80
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var start = 0
        for (index, byte) in text.enumerated() {
            let position = offset + index
            let previous: UInt8? = position > 0 ? utf8[position - 1] : nil
            let next: UInt8? = position + 1 < utf8.count ? utf8[position + 1] : nil
            // A member's `.` after what ends an expression (a name, `)`, `]`, `?`, `!`, `>`).
            if byte == UInt8(ascii: "."), let previous, isWordByte(previous) || ")]?!>".utf8.contains(previous),
               let next, isWordByte(next) {
                appendEscaped(UnsafeBufferPointer(rebasing: text[start..<index]), to: &bytes)
                bytes.append(contentsOf: "<wbr>".utf8)
                start = index
            } else if "([,:".utf8.contains(byte) && previous != UInt8(ascii: "\\")
                        || byte == UInt8(ascii: "<") && previous.map(isWordByte) == true && next.map({ $0 >= 0x41 && $0 <= 0x5A }) == true,
                      let next, !isSpace(next), next != UInt8(ascii: ")"), next != UInt8(ascii: "]") {
                appendEscaped(UnsafeBufferPointer(rebasing: text[start...index]), to: &bytes)
                bytes.append(contentsOf: "<wbr>".utf8)
                start = index + 1
            }
        }
        appendEscaped(UnsafeBufferPointer(rebasing: text[start...]), to: &bytes)
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
