@testable import Content
import SitegenTesting
import Testing

/// The scanner of Swift lines passes eight bytes at a time where none of them matters to it:
/// the same marks and the same state, line after line, as reading every byte.
@Suite struct SwiftLineScannerTests {
    @Test func passingWordsWholeFindsWhatReadingEveryByteFinds() {
        let pieces = ["let a = 1", "//", "/*", "*/", "\"", "\"\"\"", "#", "#\"", "\"#", "\\", "\\\"", "<#T#>", "<#", "#>",
                      "....", "...", "..<", ".", "…", "é", " ", "x", "abcdefghijkl", "print(\"hola\")", "<", "*", "/"]
        var generator = SeededGenerator(seed: 64)
        var marked = 0
        for _ in 0..<3_000 {
            var skipping = SwiftLineScanner(), reading = SwiftLineScanner()
            reading.skipsWords = false
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let line = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
                // A slice that does not start at 0, as a block's lines are.
                let bytes = Array(("xx" + line).utf8)[2...]
                let marks = skipping.scan(bytes)
                #expect(marks == reading.scan(bytes), "\(line.debugDescription)")
                #expect(skipping.startsInCode == reading.startsInCode, "\(line.debugDescription)")
                marked += marks.isEmpty ? 0 : 1
            }
        }
        #expect(marked > 500, "the lines exercise the marks")
    }
}
