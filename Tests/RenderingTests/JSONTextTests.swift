import Foundation
@testable import Rendering
import SitegenTesting
import Testing

@Suite struct JSONTextTests {
    /// Pieces whose bytes take every path of the writer: plain ASCII and UTF-8, the escapes
    /// JSON needs, the line separators a script needs escaped, and the other characters whose
    /// UTF-8 starts with 0xE2 as theirs do (…, —, curly quotes, €, a thin space), which stay.
    static let pieces = ["a", "texto ", "é", "ñ", "…", "—", "“", "”", "€", "\u{2009}", "\u{2028}", "\u{2029}", "\"", "\\",
                         "\n", "\t", "\r", "\u{0}", "\u{1F}", "\u{7F}", "/", "</script>", "🇪🇸", "e\u{301}"]

    @Test func everyStringReadsBackAsWrittenWithNoRawLineSeparatorOrControlByte() throws {
        var generator = SeededGenerator(seed: 2028)
        for _ in 0..<2_000 {
            let texts = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                (0..<Int.random(in: 0...12, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            }
            var json = JSONText()
            json.strings(texts)
            #expect(try JSONDecoder().decode([String].self, from: Data(json.bytes)) == texts)
            #expect(!json.bytes.contains { $0 < 0x20 })
            let text = json.text
            #expect(!text.contains("\u{2028}") && !text.contains("\u{2029}"))
        }
    }

    /// The writer (which skips eight bytes at a time where none needs a look) against a
    /// byte-by-byte one, on texts whose escapes fall at every place of a word.
    @Test func theBytesAreThoseOfAByteByByteWriter() {
        func byteByByte(_ text: String) -> [UInt8] {
            var bytes: [UInt8] = [UInt8(ascii: "\"")]
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": bytes += Array(#"\""#.utf8)
                case "\\": bytes += Array(#"\\"#.utf8)
                case "\n": bytes += Array(#"\n"#.utf8)
                case "\u{2028}": bytes += Array(#"\u2028"#.utf8)
                case "\u{2029}": bytes += Array(#"\u2029"#.utf8)
                case _ where scalar.value < 0x20: bytes += Array(String(format: "\\u%04x", scalar.value).utf8)
                default: bytes += Array(String(scalar).utf8)
                }
            }
            return bytes + [UInt8(ascii: "\"")]
        }
        var generator = SeededGenerator(seed: 8)
        let fillers = ["a", "bc", "def", "ghij", "klmnopq", "é", "…"]
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...10, using: &generator)).map { _ in
                Bool.random(using: &generator) ? Self.pieces.randomElement(using: &generator)! : fillers.randomElement(using: &generator)!
            }.joined()
            var json = JSONText()
            json.string(text)
            #expect(json.bytes == byteByByte(text), "\(text.debugDescription)")
        }
        for byte in 0...UInt8.max {
            for place in 0..<8 {
                var word = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                word[place] = byte
                let needs = byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xE2
                #expect(JSONText.needsLook(word.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }) == needs)
            }
        }
    }

    @Test func escapesAreWrittenAsScriptsReadThem() {
        #expect(JSONText.quoted("a\"b\\c\nd\u{1}e\u{2028}f\u{2029}g…") == #""a\"b\\c\nd\u0001e\u2028f\u2029g…""#)
        #expect(JSONText.quoted("") == #""""#)
        #expect(JSONText.quoted("\u{E2}") == "\"\u{E2}\"")
    }
}
