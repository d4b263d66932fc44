/// Byte-level helpers for the Markdown checks, which read lines as UTF-8 bytes.
enum Bytes {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let backtick = UInt8(ascii: "`")
    static let tilde = UInt8(ascii: "~")

    static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == tab }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    static func isASCIIUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    static func isASCIILowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A byte of a Swift identifier as the articles write them (ASCII letters, digits, `_`).
    static func isIdentifier(_ byte: UInt8) -> Bool { isASCIILetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") }

    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = text.startIndex
        var end = text.endIndex
        while start < end, isBlank(text[start]) { start += 1 }
        while end > start, isBlank(text[end - 1]) { end -= 1 }
        return text[start..<end]
    }

    /// Whether `text` starts with the ASCII string `prefix`.
    static func hasPrefix(_ text: ArraySlice<UInt8>, _ prefix: StaticString) -> Bool {
        guard text.count >= prefix.utf8CodeUnitCount else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<prefix.utf8CodeUnitCount where text[text.startIndex + offset] != pointer[offset] {
            return false
        }
        return true
    }

    /// Whether `text` is exactly the ASCII string `word`.
    static func equals(_ text: ArraySlice<UInt8>, _ word: StaticString) -> Bool {
        text.count == word.utf8CodeUnitCount && hasPrefix(text, word)
    }

    /// The 1-based column of byte `index` in `line`, counted in Unicode scalars (so that
    /// "añade" has five columns, as editors count them).
    static func column(of index: Int, in line: ArraySlice<UInt8>) -> Int {
        var column = 1
        var position = line.startIndex
        while position < index, position < line.endIndex {
            if line[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return column
    }

    /// The first index of `needle` in `text`, or nil.
    static func firstIndex(of needle: [UInt8], in text: ArraySlice<UInt8>, from start: Int? = nil) -> Int? {
        guard !needle.isEmpty, text.count >= needle.count else { return nil }
        var index = start ?? text.startIndex
        while index + needle.count <= text.endIndex {
            if text[index] == needle[0] {
                var matched = true
                for offset in 1..<needle.count where text[index + offset] != needle[offset] {
                    matched = false
                    break
                }
                if matched { return index }
            }
            index += 1
        }
        return nil
    }

    /// The text for a message: the bytes as a string.
    static func string(_ text: ArraySlice<UInt8>) -> String { String(decoding: text, as: UTF8.self) }
}
