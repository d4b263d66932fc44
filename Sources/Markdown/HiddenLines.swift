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

import Foundation

/// A code block's text as the compiler gets it and as readers see it, split once.
public struct CodeLines: Hashable, Sendable {
    /// The hidden-line marker: a line starting (after indentation) with this is compiled, not shown.
    public static let hiddenLineMarker = "# "

    /// Every line with its marker removed: what the compiler gets, with as many lines as the
    /// block has, so line numbers match the article's.
    public var compiled: String
    /// The lines readers see (and the copy button copies): hidden lines left out.
    public var visible: String
    /// For each hidden line (0-based within the block), how many characters its marker took
    /// at the start of the line, so a compiler's column maps back to the article's.
    public var hiddenMarkerWidths: [Int: Int]

    /// A block of another language: every line is shown as written.
    public init(plain code: String) {
        compiled = code
        visible = code
        hiddenMarkerWidths = [:]
    }

    /// A Swift block: `# ` lines are hidden.
    public init(swift code: String) {
        // Most blocks hide nothing: without a `#` at the start of some line there is nothing
        // to remove, and the line-by-line split is skipped.
        guard Self.mayHideLines(code) else {
            compiled = code
            visible = code
            hiddenMarkerWidths = [:]
            return
        }
        if let read = Self.readingBytes(code) {
            self = read
            return
        }
        let endsWithNewline = code.hasSuffix("\n")
        let body = endsWithNewline ? code.dropLast() : Substring(code)
        var compiled: [Substring] = []
        var visible: [Substring] = []
        var widths: [Int: Int] = [:]
        var insideMultilineString = false
        for (index, text) in Self.lines(of: body).enumerated() {
            defer {
                if Self.tripleQuoteCount(text) % 2 == 1 { insideMultilineString.toggle() }
            }
            let (indentation, rest) = Self.indentation(of: text)
            if !insideMultilineString, rest == "#" {
                compiled.append(indentation)
                widths[index] = 1
            } else if !insideMultilineString, rest.hasPrefix(Self.hiddenLineMarker) {
                compiled.append(Substring(indentation + rest.dropFirst(Self.hiddenLineMarker.count)))
                widths[index] = Self.hiddenLineMarker.count
            } else {
                compiled.append(text)
                visible.append(text)
            }
        }
        func join(_ parts: [Substring]) -> String {
            guard !parts.isEmpty else { return "" }
            return parts.joined(separator: "\n") + (endsWithNewline ? "\n" : "")
        }
        self.compiled = body.isEmpty ? "" : join(compiled)
        self.visible = body.isEmpty ? "" : join(visible)
        self.hiddenMarkerWidths = widths
    }

    /// The elements of `lines` (one per line of the block, hidden ones included: the lines of
    /// `compiled`, or their highlighted HTML) that readers see, with their line indexes.
    /// (Inlinable: specialized where it is called, a generic call made the runtime look up the
    /// tuple's type on every block.)
    @inlinable
    public func shown<Line>(_ lines: [Line]) -> [(index: Int, line: Line)] {
        guard !hiddenMarkerWidths.isEmpty else { return lines.enumerated().map { ($0.offset, $0.element) } }
        return lines.enumerated().filter { hiddenMarkerWidths[$0.offset] == nil }.map { ($0.offset, $0.element) }
    }

    /// Whether some lines are hidden.
    public var hasHiddenLines: Bool { !hiddenMarkerWidths.isEmpty }

    /// How many characters the marker took from line `index` (0-based), 0 for a shown line.
    public func markerWidth(ofLine index: Int) -> Int { hiddenMarkerWidths[index] ?? 0 }

    /// `text` split at its newlines as a split by Character splits it — a "\r\n" is one
    /// Character, not a newline — but at the bytes when there is no "\r": a Character always
    /// ends after a newline, so the bytes give the same lines without walking grapheme clusters.
    public static func lines(of text: Substring, omittingEmptyLines: Bool = false) -> [Substring] {
        var lines: [Substring] = []
        forEachLine(of: text, omittingEmptyLines: omittingEmptyLines) { lines.append($0); return true }
        return lines
    }

    /// Calls `body` with each line `lines(of:omittingEmptyLines:)` gives, in order, until it
    /// returns false: a reader that wants only the first lines of a block splits no further.
    public static func forEachLine(of text: Substring, omittingEmptyLines: Bool = false, _ body: (Substring) -> Bool) {
        let utf8 = text.utf8
        let read: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            guard let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil else {
                // Empty, or a "\r\n" (one Character) to keep: by Character.
                for line in text.split(separator: "\n", omittingEmptySubsequences: omittingEmptyLines) where !body(line) { return }
                return
            }
            var start = 0
            while true {
                let newline = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
                let end = newline.map { UnsafeRawPointer(base).distance(to: UnsafeRawPointer($0)) } ?? bytes.count
                if !(omittingEmptyLines && end == start) {
                    let line = Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
                    guard body(line) else { return }
                }
                guard newline != nil else { return }
                start = end + 1
            }
        }
        guard read == nil else { return }
        // Text without contiguous UTF-8 (a bridged string): by Character.
        for line in text.split(separator: "\n", omittingEmptySubsequences: omittingEmptyLines) where !body(line) { return }
    }

    /// A line's leading spaces and tabs, and the rest. An ASCII line is read by its bytes; any
    /// other by Character, where a space followed by a combining mark is not a space.
    static func indentation(of line: Substring) -> (indentation: Substring, rest: Substring) {
        let utf8 = line.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let end = utf8.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") } ?? utf8.endIndex
            return (line[..<end], line[end...])
        }
        let indentation = line.prefix(while: { $0 == " " || $0 == "\t" })
        return (indentation, line.dropFirst(indentation.count))
    }

    /// How many `"""` a line holds, counted without overlaps from its start.
    static func tripleQuoteCount(_ line: Substring) -> Int {
        var line = line
        return line.withUTF8 { tripleQuoteCount($0) }
    }

    /// `tripleQuoteCount` of a line's UTF-8 bytes.
    static func tripleQuoteCount(_ line: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var run = 0
        for byte in line {
            if byte == UInt8(ascii: "\"") {
                run += 1
                if run == 3 { count += 1; run = 0 }
            } else {
                run = 0
            }
        }
        return count
    }

    private static func mayHideLines(_ code: String) -> Bool {
        var code = code
        return code.withUTF8 { bytes in
            // Most blocks have no "#" at all: one memchr tells.
            guard let base = bytes.baseAddress, memchr(base, Int32(UInt8(ascii: "#")), bytes.count) != nil else { return false }
            var atLineStart = true
            for byte in bytes {
                if atLineStart && byte == UInt8(ascii: "#") { return true }
                atLineStart = byte == UInt8(ascii: "\n") || (atLineStart && (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")))
            }
            return false
        }
    }

    private init(compiled: String, visible: String, hiddenMarkerWidths: [Int: Int]) {
        self.compiled = compiled
        self.visible = visible
        self.hiddenMarkerWidths = hiddenMarkerWidths
    }

    /// `init(swift:)` for ASCII code without a "\r" (nearly every block), read at its bytes, where
    /// every byte is a Character: one pass that writes both texts; nil for other code.
    private static func readingBytes(_ code: String) -> CodeLines? {
        var code = code
        return code.withUTF8 { bytes -> CodeLines? in
            guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) else { return nil }
            let endsWithNewline = bytes.last == UInt8(ascii: "\n")
            let body = UnsafeBufferPointer(rebasing: bytes[..<(endsWithNewline ? bytes.count - 1 : bytes.count)])
            guard !body.isEmpty else { return CodeLines(compiled: "", visible: "", hiddenMarkerWidths: [:]) }
            var compiled: [UInt8] = [], visible: [UInt8] = []
            compiled.reserveCapacity(bytes.count)
            visible.reserveCapacity(bytes.count)
            var widths: [Int: Int] = [:]
            var insideMultilineString = false, hasVisibleLine = false
            var start = 0, index = 0
            while true {
                let end = memchr(body.baseAddress! + start, Int32(UInt8(ascii: "\n")), body.count - start)
                    .map { UnsafeRawPointer(body.baseAddress!).distance(to: UnsafeRawPointer($0)) } ?? body.count
                var restStart = start
                while restStart < end, body[restStart] == UInt8(ascii: " ") || body[restStart] == UInt8(ascii: "\t") { restStart += 1 }
                let line = UnsafeBufferPointer(rebasing: body[start..<end])
                if index > 0 { compiled.append(UInt8(ascii: "\n")) }
                let isMarker = !insideMultilineString && restStart < end && body[restStart] == UInt8(ascii: "#")
                if isMarker, end - restStart == 1 {
                    compiled.append(contentsOf: UnsafeBufferPointer(rebasing: body[start..<restStart]))
                    widths[index] = 1
                } else if isMarker, body[restStart + 1] == UInt8(ascii: " ") {
                    compiled.append(contentsOf: UnsafeBufferPointer(rebasing: body[start..<restStart]))
                    compiled.append(contentsOf: UnsafeBufferPointer(rebasing: body[(restStart + 2)..<end]))
                    widths[index] = hiddenLineMarker.utf8.count
                } else {
                    compiled.append(contentsOf: line)
                    if hasVisibleLine { visible.append(UInt8(ascii: "\n")) }
                    visible.append(contentsOf: line)
                    hasVisibleLine = true
                }
                if tripleQuoteCount(line) % 2 == 1 { insideMultilineString.toggle() }
                index += 1
                guard end < body.count else { break }
                start = end + 1
            }
            if endsWithNewline {
                compiled.append(UInt8(ascii: "\n"))
                if hasVisibleLine { visible.append(UInt8(ascii: "\n")) }
            }
            return CodeLines(compiled: String(decoding: compiled, as: UTF8.self), visible: String(decoding: visible, as: UTF8.self),
                             hiddenMarkerWidths: widths)
        }
    }
}
