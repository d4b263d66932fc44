import Diagnostics
import Markdown

/// The lines of a ```swift block: prose the block swallowed, Xcode placeholders, elisions.
enum SwiftBlockChecks {
    static func check(_ block: CodeBlock, in source: SourceLines) -> [MarkdownChecks.Finding] {
        // An author who marked the block `ignore` (a signature to read) or `compile_fail`
        // chose code that does not compile; prose in it is still lost to the reader.
        let mayNotCompile = block.attributes.contains(.ignore) || block.attributes.contains(.compileFail)
        let code = Array(block.code.utf8)
        var findings: [MarkdownChecks.Finding] = []
        var scanner = SwiftLineScanner()
        var lineStart = 0
        var lineNumber = block.firstCodeLine
        while lineStart < code.count {
            let lineEnd = code.withUnsafeBufferPointer { $0.offset(of: UInt8(ascii: "\n"), from: lineStart) } ?? code.count
            var line = code[lineStart..<lineEnd]
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            // Columns are the article's: a code line is the end of its source line, after
            // any container markers and the fence's indentation. Found only for a finding.
            let place = { Place(line: lineNumber, code: line, source: source) }
            let startsInCode = scanner.startsInCode
            let marks = scanner.scan(line)
            var content = Bytes.trimmed(line)
            if Bytes.hasPrefix(content, "# ") {
                content = Bytes.trimmed(content.dropFirst(2))  // a hidden line: the code after the marker
            }
            if startsInCode, LineShapes.readsAsProse(content) {
                findings.append(.init(.proseInCode, at: place().location(content.startIndex)))
            } else if !mayNotCompile, startsInCode, content.count >= 2, content.allSatisfy({ $0 == UInt8(ascii: ".") }) {
                findings.append(.init(.elision(Bytes.string(content)), at: place().location(content.startIndex)))
            } else if !mayNotCompile {
                for mark in marks {
                    switch mark {
                    case .placeholder(let range):
                        findings.append(.init(.xcodePlaceholder(Bytes.string(line[range])), at: place().location(range.lowerBound)))
                    case .elision(let range):
                        findings.append(.init(.elision(Bytes.string(line[range])), at: place().location(range.lowerBound)))
                    }
                }
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return findings
    }

    /// Maps a byte of a code line to its place in the article.
    private struct Place {
        var line: Int
        var file: String
        var text: ArraySlice<UInt8>
        /// How far the code line's bytes are from the same bytes in `text`.
        var shift: Int

        init(line: Int, code: ArraySlice<UInt8>, source: SourceLines) {
            self.line = line
            self.file = source.file
            if let sourceLine = source.line(line), sourceLine.count >= code.count,
               sourceLine[(sourceLine.endIndex - code.count)...].elementsEqual(code) {
                text = sourceLine
                shift = sourceLine.endIndex - code.count - code.startIndex
            } else {
                // A tab cmark-gfm expanded: columns within the code line are the best known.
                text = code
                shift = 0
            }
        }

        func location(_ codeIndex: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: Bytes.column(of: codeIndex + shift, in: text))
        }
    }
}
