import Content
@testable import Rendering
import SitegenTesting
import Testing

/// The eight-byte tests the text loops skip and count with, and a count built on them.
@Suite struct ByteWordsTests {
    /// Every byte value at every place of a word, beside every kind of neighbour (the byte
    /// looked for, zero, 0xFF, a byte one above or below), against a test byte by byte.
    @Test func eachTestIsThatOfTheBytes() {
        let looked: [UInt8] = [0x00, 0x09, 0x0A, 0x20, 0x22, 0x5C, 0x7F, 0x80, 0xE2, 0xFF]
        for target in looked {
            for value in 0...UInt8.max {
                for neighbour in [target, 0, 0xFF, target &+ 1, target &- 1, value] {
                    for place in 0..<8 {
                        var bytes = [UInt8](repeating: neighbour, count: 8)
                        bytes[place] = value
                        let word = bytes.withUnsafeBufferPointer { ByteWords.word(of: $0, at: 0) }
                        let flags = (0..<8).reduce(UInt64(0)) { $0 | (bytes[$1] == target ? UInt64(0x80) << (8 * $1) : 0) }
                        #expect(ByteWords.matching(word, target) == flags)
                        #expect((ByteWords.has(word, target) != 0) == bytes.contains(target))
                        if target <= 0x80 {
                            #expect((ByteWords.hasBelow(word, target) != 0) == bytes.contains { $0 < target })
                        }
                    }
                }
            }
        }
    }

    /// Words counted eight bytes at a time, against runs of bytes that are no space.
    @Test func wordsAreCountedAsRunsOfNonSpaceBytes() {
        func runs(_ text: String) -> Int {
            text.utf8.split { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") }.count
        }
        let pieces = [" ", "  ", "\n", "\t", "a", "palabra", "é", "…", "\r", "x y", "abcdefgh", "\u{A0}"]
        var generator = SeededGenerator(seed: 88)
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(MarkdownHTMLRenderer.wordCount(text) == runs(text), "\(text.debugDescription)")
        }
    }

    /// Lines that are not empty counted eight bytes at a time, against a walk of every byte
    /// (a line feed after a carriage return is no break of its own).
    @Test func nonEmptyLinesAreCountedAsByAWalkOfTheBytes() {
        func walked(_ text: String) -> Int {
            var count = 0, lineIsEmpty = true, previous: UInt8 = 0
            for byte in text.utf8 {
                if byte == 0x0A && previous != 0x0D {
                    if !lineIsEmpty { count += 1 }
                    lineIsEmpty = true
                } else {
                    lineIsEmpty = false
                }
                previous = byte
            }
            return lineIsEmpty ? count : count + 1
        }
        let pieces = ["\n", "\r", "\r\n", "\n\n", "a", "línea", "abcdefgh", " ", "\r\r", "x\n"]
        var generator = SeededGenerator(seed: 13)
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...16, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(MarkdownHTMLRenderer.nonEmptyLineCount(text) == walked(text), "\(text.debugDescription)")
        }
    }
}
