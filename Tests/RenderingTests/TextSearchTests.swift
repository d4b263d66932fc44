@testable import Content
import TestRandom
import Testing

/// The byte searches (`String.firstOffset`, `utf8Range`, `utf8Contains`) the code steps and
/// the search index lean on, against a plain search of every start.
@Suite("Byte search")
struct TextSearchTests {
    /// The first occurrence, found by trying each start.
    static func plainOffset(of pattern: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard !pattern.isEmpty, haystack.count >= pattern.count else { return nil }
        return (haystack.startIndex...(haystack.endIndex - pattern.count))
            .first { Array(haystack[$0..<$0 + pattern.count]) == pattern }.map { $0 - haystack.startIndex }
    }

    /// From every start of the haystack, as a search goes on after what it found.
    @Test func findsWhatAPlainSearchFinds() {
        var generator = SeededGenerator.forTest()
        let alphabet = Array("ab \"=ñ".utf8)
        for _ in 0..<3000 {
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let pattern = (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            for start in 0...haystack.count {
                let found = haystack.withUnsafeBufferPointer { haystack in
                    pattern.withUnsafeBufferPointer { String.firstOffset(of: $0, in: UnsafeBufferPointer(rebasing: haystack[start...])) }
                }
                #expect(found == Self.plainOffset(of: pattern, in: haystack[start...]), "\(haystack[start...]) \(pattern)")
            }
        }
    }

    @Test func rangesAreOfTheStringAndStartWhereAsked() throws {
        let text = "año <a href=\"x\"> y <a href=\"y\">"
        let first = try #require(text.utf8Range(of: "href=\""))
        #expect(text[first] == "href=\"")
        let second = try #require(text.utf8Range(of: "href=\"", from: first.upperBound))
        #expect(text[second.upperBound...].hasPrefix("y\""))
        #expect(text.utf8Range(of: "href=\"", from: second.upperBound) == nil)
        #expect(text.utf8Range(of: "") == nil)
        #expect(text.utf8Contains("ño <") && !text.utf8Contains("ño  <") && !"".utf8Contains("a") && !"a".utf8Contains("ab"))
    }
}
