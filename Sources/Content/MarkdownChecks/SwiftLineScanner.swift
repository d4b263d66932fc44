/// Reads a Swift block line by line, just enough to know what is code: it follows string
/// literals (`"…"`, `"""…"""`, raw `#"…"#`) and comments (`//`, nested `/* */`) across
/// lines, and marks Xcode placeholders and elisions in the code between them.
///
/// It is no Swift parser: it must only never take a comment or a string for code, so that
/// `// Comentario en español.` or a Spanish sentence in a string is left alone.
struct SwiftLineScanner {
    enum Mark: Equatable {
        /// `<#T##Enum?#>`: an Xcode placeholder, which the compiler rejects.
        case placeholder(Range<Int>)
        /// `....` or `…`: code left out.
        case elision(Range<Int>)
    }

    /// How deep inside `/* */` comments the scanner is.
    private var commentDepth = 0
    /// The `#` count of the multi-line string literal the scanner is inside, if any.
    private var multilineStringHashes: Int?

    /// Whether runs of eight bytes none of which the scanner looks at are passed whole (always,
    /// but in the test that compares the two ways).
    var skipsWords = true

    /// Whether the next line starts in code (not inside a comment or a multi-line string).
    var startsInCode: Bool { commentDepth == 0 && multilineStringHashes == nil }

    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let backslash = UInt8(ascii: "\\")
    private static let dot = UInt8(ascii: ".")

    /// Reads one line (without its line break) and returns the marks in its code.
    mutating func scan(_ line: ArraySlice<UInt8>) -> [Mark] {
        var marks: [Mark] = []
        var index = line.startIndex
        let end = line.endIndex
        func at(_ position: Int) -> UInt8? { position < end ? line[position] : nil }
        func hashes(_ count: Int, at position: Int) -> Bool {
            position + count <= end && line[position..<position + count].allSatisfy { $0 == Self.hash }
        }
        while index < end {
            // Eight bytes at a time past those none of which the state looks at: in code, what
            // starts a comment, a string, a placeholder or an elision; in a string, its quote
            // or an escape; in a comment, what opens or closes one.
            if skipsWords, end - index >= 8 {
                let word = line.withUnsafeBufferPointer { ByteWords.word(of: $0, at: index - line.startIndex) }
                let looked = multilineStringHashes != nil ? ByteWords.has(word, Self.quote) | ByteWords.has(word, Self.backslash)
                    : commentDepth > 0 ? ByteWords.has(word, Self.slash) | ByteWords.has(word, Self.star)
                    : ByteWords.has(word, Self.slash) | ByteWords.has(word, Self.hash) | ByteWords.has(word, Self.quote)
                        | ByteWords.has(word, UInt8(ascii: "<")) | ByteWords.has(word, Self.dot) | ByteWords.has(word, 0xE2)
                if looked == 0 {
                    index += 8
                    continue
                }
            }
            if let count = multilineStringHashes {
                if line[index] == Self.quote, at(index + 1) == Self.quote, at(index + 2) == Self.quote, hashes(count, at: index + 3) {
                    multilineStringHashes = nil
                    index += 3 + count
                } else {
                    index += count == 0 && line[index] == Self.backslash ? 2 : 1
                }
                continue
            }
            if commentDepth > 0 {
                if line[index] == Self.slash, at(index + 1) == Self.star {
                    commentDepth += 1
                    index += 2
                } else if line[index] == Self.star, at(index + 1) == Self.slash {
                    commentDepth -= 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            switch line[index] {
            case Self.slash where at(index + 1) == Self.slash:
                return marks  // the rest of the line is a comment
            case Self.slash where at(index + 1) == Self.star:
                commentDepth = 1
                index += 2
            case Self.hash, Self.quote:
                var quoteIndex = index
                while quoteIndex < end, line[quoteIndex] == Self.hash { quoteIndex += 1 }
                let count = quoteIndex - index
                guard at(quoteIndex) == Self.quote else {
                    index = max(quoteIndex, index + 1)  // `#if`, `#Preview`: a directive, not a string
                    continue
                }
                if at(quoteIndex + 1) == Self.quote, at(quoteIndex + 2) == Self.quote {
                    multilineStringHashes = count
                    index = quoteIndex + 3
                } else {
                    index = Self.endOfString(in: line, from: quoteIndex + 1, hashes: count)
                }
            case UInt8(ascii: "<") where at(index + 1) == Self.hash:
                if let close = Bytes.firstIndex(of: [Self.hash, UInt8(ascii: ">")], in: line, from: index + 2) {
                    marks.append(.placeholder(index..<close + 2))
                    index = close + 2
                } else {
                    index += 1
                }
            case Self.dot:
                var runEnd = index
                while runEnd < end, line[runEnd] == Self.dot { runEnd += 1 }
                // `...` and `..<` are Swift's range operators; four dots never are.
                if runEnd - index >= 4 { marks.append(.elision(index..<runEnd)) }
                index = runEnd
            case 0xE2 where at(index + 1) == 0x80 && at(index + 2) == 0xA6:  // "…"
                marks.append(.elision(index..<index + 3))
                index += 3
            default:
                index += 1
            }
        }
        return marks
    }

    /// The index after the closing quote (and hashes) of a one-line string literal whose
    /// text starts at `start`; the line's end when it is not closed.
    private static func endOfString(in line: ArraySlice<UInt8>, from start: Int, hashes count: Int) -> Int {
        var index = start
        while index < line.endIndex {
            if count == 0, line[index] == backslash {
                index += 2
            } else if line[index] == quote,
                      index + 1 + count <= line.endIndex,
                      line[index + 1..<index + 1 + count].allSatisfy({ $0 == hash }) {
                return index + 1 + count
            } else {
                index += 1
            }
        }
        return line.endIndex
    }
}
