import Content
import Testing

/// The byte searches (`String.byteOffsets`, `utf8Range`, `utf8Contains`) the link check, the
/// code steps and the search index lean on, against a plain search of every start.
@Suite("Byte search")
struct TextSearchTests {
    /// Every non-overlapping occurrence, left to right, found by trying each start.
    static func plainOffsets(of pattern: [UInt8], in haystack: [UInt8], limit: Int) -> [Range<Int>] {
        guard !pattern.isEmpty else { return [] }
        var results: [Range<Int>] = []
        var index = 0
        while index + pattern.count <= haystack.count, results.count < limit {
            if Array(haystack[index..<index + pattern.count]) == pattern {
                results.append(index..<index + pattern.count)
                index += pattern.count
            } else {
                index += 1
            }
        }
        return results
    }

    @Test func findsWhatAPlainSearchFinds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab \"=ñ".utf8)
        for _ in 0..<3000 {
            let haystack = (0..<Int.random(in: 0...40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let pattern = (0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let limit = [1, 2, Int.max].randomElement(using: &generator)!
            let found = haystack.withUnsafeBufferPointer { String.byteOffsets(of: pattern, in: $0, limit: limit) }
            #expect(found == Self.plainOffsets(of: pattern, in: haystack, limit: limit), "\(haystack) \(pattern)")
        }
    }

    @Test func occurrencesDoNotOverlap() {
        let found = Array("aaaaa".utf8).withUnsafeBufferPointer { String.byteOffsets(of: Array("aa".utf8), in: $0, limit: .max) }
        #expect(found == [0..<2, 2..<4])
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
