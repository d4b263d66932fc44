@testable import Content
import SitegenTesting
import Testing

/// The lines the Markdown checks place their findings on are the article's lines.
@Suite struct SourceLinesTests {
    @Test func eachLineIsTheArticlesLineWithoutItsBreak() {
        let pieces = ["a", "bc", "\n", "\r\n", "\r", "é", " ", "\n\n"]
        var generator = SeededGenerator(seed: 151)
        for _ in 0..<2_000 {
            let body = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let offset = Int.random(in: 0...3, using: &generator)
            let source = SourceLines(body, file: "a.md", lineOffset: offset)
            var expected = Array(body.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
                line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : Array(line)
            }
            // A line break at the end starts no line, and an empty body has none.
            if body.isEmpty || body.utf8.last == UInt8(ascii: "\n") { expected.removeLast() }
            for (index, line) in expected.enumerated() {
                #expect(source.line(offset + index + 1).map(Array.init) == line, "\(body.debugDescription) line \(index + 1)")
            }
            #expect(source.line(offset) == nil)
            #expect(source.line(offset + expected.count + 1) == nil, "\(body.debugDescription)")
        }
    }
}
