@testable import Rendering
import SitegenTesting
import Testing

/// Escaping for HTML, which skips eight bytes at a time where none needs escaping, against a
/// replacement Character by Character.
@Suite struct HTMLEscapingTests {
    static func byCharacter(_ text: String, apostrophes: Bool) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'" where apostrophes: escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    @Test func eachSpecialByteIsEscapedWhereverItFallsInAWord() {
        let pieces = ["&", "<", ">", "\"", "'", "a", "bc", "defghij", "é", "…", "\n", "&amp;", "\u{0}", "texto largo sin nada"]
        var generator = SeededGenerator(seed: 39)
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for apostrophes in [false, true] {
                #expect(HTMLEscaping.escape(text, apostrophes: apostrophes) == Self.byCharacter(text, apostrophes: apostrophes),
                        "\(text.debugDescription)")
            }
        }
    }
}
