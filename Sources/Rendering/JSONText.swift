import Content

/// JSON written by hand, byte by byte: for the few large outputs where a `JSONEncoder` per
/// value costs more than the rest of the work (the search index and its shards).
///
/// Strings are escaped as JSON requires (`"`, `\` and the control characters) and as a
/// script needs (U+2028 and U+2029, which end a line in older JavaScript), so the text is
/// valid inside a `<script>` file too. Everything else is copied as UTF-8.
public struct JSONText: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Punctuation and keys as written: `raw("{\"size\":")`.
    public mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A JSON string literal.
    public mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // One pass: the runs between escapes are copied whole. Most texts have no escape
            // at all; 0xE2 starts U+2028 and U+2029 but also "…", "—" and the curly quotes of
            // nearly every Spanish snippet, which stay in their run. Eight bytes at a time
            // where none of them needs a look.
            var run = 0, index = 0
            while index < utf8.count {
                if utf8.count - index >= 8, !Self.needsLook(ByteWords.word(of: utf8, at: index)) {
                    index += 8
                    continue
                }
                let byte = utf8[index]
                if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte != 0xE2 {
                    index += 1
                    continue
                }
                var width = 1
                let escape: StaticString
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case 0xE2:
                    guard index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 else {
                        index += 1
                        continue
                    }
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    width = 3
                default: escape = "\\u00"
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                raw(escape)
                if byte < 0x20, byte != UInt8(ascii: "\n") {
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0xF)])
                }
                index += width
                run = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether any of the eight bytes of `word` is one `string` looks at: a control byte, `"`,
    /// `\` or 0xE2.
    @inline(__always)
    static func needsLook(_ word: UInt64) -> Bool {
        ByteWords.hasBelow(word, 0x20) | ByteWords.has(word, UInt8(ascii: "\"")) | ByteWords.has(word, UInt8(ascii: "\\"))
            | ByteWords.has(word, 0xE2) != 0
    }

    /// An array of strings.
    public mutating func strings(_ texts: some Sequence<String>) {
        bytes.append(UInt8(ascii: "["))
        for (index, text) in texts.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            string(text)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// An array of arrays of strings.
    public mutating func stringArrays(_ arrays: [[String]]) {
        bytes.append(UInt8(ascii: "["))
        for (index, texts) in arrays.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            strings(texts)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// `text` as one JSON string literal.
    public static func quoted(_ text: String) -> String {
        var json = JSONText(capacity: text.utf8.count + 2)
        json.string(text)
        return json.text
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
