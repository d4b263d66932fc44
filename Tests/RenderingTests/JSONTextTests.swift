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

    @Test func escapesAreWrittenAsScriptsReadThem() {
        #expect(JSONText.quoted("a\"b\\c\nd\u{1}e\u{2028}f\u{2029}g…") == #""a\"b\\c\nd\u0001e\u2028f\u2029g…""#)
        #expect(JSONText.quoted("") == #""""#)
        #expect(JSONText.quoted("\u{E2}") == "\"\u{E2}\"")
    }
}
