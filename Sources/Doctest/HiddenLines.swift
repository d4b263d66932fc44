import Foundation

// Hidden lines, in the spirit of rustdoc: a line of a Swift block whose first non-blank
// characters are `# ` (a hash and a space), or that is a lone `#`, is compiled but not shown.
//
//     ```swift
//     # import AlarmCore
//     # extension MainViewModel {
//     func open(url: URL) { … }
//     # }
//     ```
//
// The marker cannot clash with Swift: `#if`, `#Preview`, `#expect` and every other directive
// or macro put a name right after the hash, raw strings put a quote or another hash, and a
// hash followed by a space is never valid Swift. Lines inside a multi-line string literal
// (`"""`) are left alone, so a Markdown heading inside a string stays a string.

/// The hidden-line marker: a line starting (after indentation) with this is compiled, not shown.
public let hiddenLineMarker = "# "

/// The code as the page shows it and the copy button copies: hidden lines removed.
public func visibleCode(_ code: String) -> String {
    // Most blocks hide nothing: without a `#` at the start of some line there is nothing
    // to remove, and the line-by-line split (Foundation's `components`) is skipped.
    var atLineStart = true
    var mayHide = false
    for byte in code.utf8 {
        if atLineStart && byte == UInt8(ascii: "#") { mayHide = true; break }
        atLineStart = byte == UInt8(ascii: "\n") || (atLineStart && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")))
    }
    return mayHide ? HiddenLines(code).visible : code
}

/// One block's lines split into what readers see and what the compiler sees.
struct HiddenLines: Sendable {
    struct Line: Sendable {
        /// The line as the compiler sees it (marker removed).
        var compiled: Substring
        var isHidden: Bool
        /// How many characters the marker took away at the start of the line, for columns.
        var markerWidth: Int
    }

    var lines: [Line]
    private let endsWithNewline: Bool

    init(_ code: String) {
        endsWithNewline = code.hasSuffix("\n")
        let body = endsWithNewline ? code.dropLast() : Substring(code)
        var insideMultilineString = false
        lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { text in
            defer {
                if text.components(separatedBy: "\"\"\"").count % 2 == 0 { insideMultilineString.toggle() }
            }
            guard !insideMultilineString else { return Line(compiled: text, isHidden: false, markerWidth: 0) }
            let indentation = text.prefix(while: { $0 == " " || $0 == "\t" })
            let rest = text.dropFirst(indentation.count)
            if rest == "#" {
                return Line(compiled: indentation, isHidden: true, markerWidth: 1)
            }
            if rest.hasPrefix(hiddenLineMarker) {
                let compiled = text[text.startIndex..<rest.startIndex] + rest.dropFirst(hiddenLineMarker.count)
                return Line(compiled: Substring(compiled), isHidden: true, markerWidth: hiddenLineMarker.count)
            }
            return Line(compiled: text, isHidden: false, markerWidth: 0)
        }
        if body.isEmpty { lines = [] }
    }

    /// Every line, markers removed: what the compiler gets, with the same line count as the block.
    var compiled: String { join(lines.map(\.compiled)) }

    /// The lines readers see.
    var visible: String { join(lines.filter { !$0.isHidden }.map(\.compiled)) }

    var hasHiddenLines: Bool { lines.contains(where: \.isHidden) }

    private func join(_ parts: [Substring]) -> String {
        guard !parts.isEmpty else { return "" }
        return parts.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
    }
}
