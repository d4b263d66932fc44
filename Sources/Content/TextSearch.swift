#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The offset of the first `byte` from `start` up to `end` (the count when nil), found
    /// with C's `memchr`; nil when there is none.
    public func offset(of byte: UInt8, from start: Int, upTo end: Int? = nil) -> Int? {
        let end = Swift.min(end ?? count, count)
        guard let base = baseAddress, start < end, let found = memchr(base + start, Int32(byte), end - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}

/// Substring search over UTF-8 bytes.
///
/// Foundation's `range(of:)` goes through NSString and UTF-16 on Linux, a detour at every
/// search; the hot paths use these scans of the UTF-8 bytes where they are instead.
extension String {
    /// The first occurrence of `needle` at or after `start`.
    public func utf8Range(of needle: String, from start: String.Index? = nil) -> Range<String.Index>? {
        let startOffset = start.map { utf8.distance(from: utf8.startIndex, to: $0) } ?? 0
        var copy = self, needle = needle
        let found = copy.withUTF8 { haystack in
            needle.withUTF8 { Self.firstOffset(of: $0, in: UnsafeBufferPointer(rebasing: haystack[startOffset...])) }
        }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: startOffset + found)
        return lower..<utf8.index(lower, offsetBy: needle.utf8.count)
    }

    /// Whether `needle` occurs anywhere.
    public func utf8Contains(_ needle: String) -> Bool { utf8Range(of: needle) != nil }

    /// The offset of the first occurrence of `pattern` in `haystack`; nil for an empty
    /// pattern. C's `memchr` finds the candidates by the pattern's rarest byte in text (a
    /// punctuation mark where it has one, as `=` of ` href="`: a byte-by-byte loop on the first
    /// byte stopped at every space of a page; else its least common letter, as `x` of
    /// `extension`: the `s` it ends with stopped at every other word), then `memcmp` checks the
    /// whole pattern.
    static func firstOffset(of pattern: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let patternStart = pattern.baseAddress, let start = haystack.baseAddress, !pattern.isEmpty,
              haystack.count >= pattern.count else { return nil }
        var anchor = pattern.count - 1
        for index in pattern.indices where commonness(of: pattern[index]) < commonness(of: pattern[anchor]) { anchor = index }
        // Candidates: where the anchor byte stands with room for the pattern around it.
        var from = anchor
        let end = haystack.count - (pattern.count - 1 - anchor)
        while let position = haystack.offset(of: pattern[anchor], from: from, upTo: end) {
            if memcmp(start + position - anchor, patternStart, pattern.count) == 0 { return position - anchor }
            from = position + 1
        }
        return nil
    }

    /// How common a byte is in the articles' text and code, for the choice of `firstOffset`'s
    /// anchor: punctuation 0, then letters from the rarest to the most common in Spanish prose
    /// and Swift (either case), then digits, then non-ASCII bytes, quotes and spaces.
    static func commonness(of byte: UInt8) -> Int {
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\"") || byte >= 0x80 { return 40 }
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { return 30 }
        let lower = byte | 0x20
        guard (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) else { return 0 }
        return letterCommonness[Int(lower - UInt8(ascii: "a"))]
    }

    /// Each letter's place from the rarest (1) to the most common (26) in Spanish prose and
    /// Swift code, roughly.
    private static let letterCommonness: [Int] = {
        var places = [Int](repeating: 26, count: 26)
        for (place, letter) in "kwxjzqyhfgbvpmudctlinrsoae".utf8.enumerated() { places[Int(letter - UInt8(ascii: "a"))] = place + 1 }
        return places
    }()
}

extension Substring {
    /// Whether `needle` occurs anywhere, as `String.utf8Contains` tells.
    public func utf8Contains(_ needle: String) -> Bool {
        var needle = needle
        let found = utf8.withContiguousStorageIfAvailable { haystack in
            needle.withUTF8 { String.firstOffset(of: $0, in: haystack) != nil }
        }
        return found ?? String(self).utf8Contains(needle)
    }
}
