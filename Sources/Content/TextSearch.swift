/// Substring search over UTF-8 bytes.
///
/// Foundation's `range(of:)` goes through NSString and UTF-16 on Linux and was the single
/// largest cost of a 1,000-article build; the hot paths use these byte scans instead.
extension String {
    /// The first occurrence of `needle` at or after `start`.
    public func utf8Range(of needle: String, from start: String.Index? = nil) -> Range<String.Index>? {
        let startOffset = start.map { utf8.distance(from: utf8.startIndex, to: $0) } ?? 0
        var copy = self
        let found = copy.withUTF8 { haystack in
            Self.byteOffsets(of: Array(needle.utf8), in: UnsafeBufferPointer(rebasing: haystack[startOffset...]), limit: 1).first
        }
        guard let found else { return nil }
        let lower = utf8.index(utf8.startIndex, offsetBy: startOffset + found.lowerBound)
        return lower..<utf8.index(lower, offsetBy: found.count)
    }

    /// Whether `needle` occurs anywhere.
    public func utf8Contains(_ needle: String) -> Bool { utf8Range(of: needle) != nil }

    /// Offsets of the occurrences of `pattern` in `haystack`, at most `limit` of them.
    public static func byteOffsets(of pattern: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, limit: Int) -> [Range<Int>] {
        guard let first = pattern.first, haystack.count >= pattern.count else { return [] }
        var results: [Range<Int>] = []
        var index = 0
        let last = haystack.count - pattern.count
        while index <= last {
            if haystack[index] == first {
                var matched = true
                for offset in 1..<pattern.count where haystack[index + offset] != pattern[offset] {
                    matched = false
                    break
                }
                if matched {
                    results.append(index..<index + pattern.count)
                    if results.count == limit { break }
                    index += pattern.count
                    continue
                }
            }
            index += 1
        }
        return results
    }
}
