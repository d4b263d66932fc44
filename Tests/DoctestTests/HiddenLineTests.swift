import Doctest
@testable import Markdown
import TestRandom
import Testing

/// Hidden lines (`# ` at the start of a line): compiled, not shown.
struct HiddenLineTests {
    @Test func visibleCodeDropsHiddenLinesOnly() {
        let code = """
            # extension MainViewModel {
            func reset() {
              #if DEBUG
              print(#function)
              #endif
            }
            #
            # }

            """
        #expect(CodeLines(swift: code).visible == "func reset() {\n  #if DEBUG\n  print(#function)\n  #endif\n}\n")
    }

    /// Lines are cut at their newline bytes and indentation read by bytes where that gives
    /// what the Character-by-Character reading gives: checked against that reading on texts of
    /// markers, tabs, "\r\n", combining marks after a space or a `#`, accents and triple quotes.
    @Test func theByteReadingHidesWhatTheCharacterReadingHides() {
        let pieces = ["# ", "#", " ", "\t", "\n", "\n", "\r\n", "\r", "let a = 1", "# import AlarmCore", "\"\"\"", "ñ",
                      "\u{301}", " \u{301}", "#\u{301}", "# \u{301}x", "\u{A0}", "🇪🇸", "}", "#if DEBUG", "x"]
        var generator = SeededGenerator.forTest()
        var codes = pieces
        for _ in 0..<4000 {
            codes.append((0..<Int.random(in: 1...14, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        for code in codes {
            let lines = CodeLines(swift: code), reference = Self.characterReading(code)
            #expect(lines.compiled == reference.compiled && lines.visible == reference.visible
                    && lines.hiddenMarkerWidths == reference.widths, "\(Array(code.unicodeScalars))")
        }
    }

    /// ASCII code without "\r" is read in one pass over its bytes: the same texts and widths
    /// as the reading by Character, on random code of markers, indentation and triple quotes.
    @Test func asciiCodeIsReadInOnePassAsByCharacter() {
        let pieces = ["# ", "#", "  ", "\t", "\n", "\n", "\n\n", "let a = 1", "# import AlarmCore", "\"\"\"", "\"\"", "}", "#if DEBUG",
                      "x", "##", "# # x", " #", "#\t"]
        var generator = SeededGenerator.forTest()
        for _ in 0..<6000 {
            let code = (0..<Int.random(in: 1...16, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let lines = CodeLines(swift: code), reference = Self.characterReading(code)
            #expect(lines.compiled == reference.compiled && lines.visible == reference.visible
                    && lines.hiddenMarkerWidths == reference.widths, "\(code.debugDescription)")
        }
    }

    /// The code's lines (`CodeLines.lines`, which the code steps use too) are the lines a split
    /// by Character gives, with and without empty lines, a "\r\n" or a mark after a newline included.
    @Test func codeLinesAreTheCharacterSplitsLines() {
        let pieces = ["\n", "\n", "\r\n", "\r", "a", "ñ", "\u{301}", " \u{301}", "\t", "🇪🇸", "let x = 1"]
        var generator = SeededGenerator.forTest()
        for _ in 0..<4000 {
            let text = Substring((0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
            for omitting in [false, true] {
                #expect(CodeLines.lines(of: text, omittingEmptyLines: omitting) == text.split(separator: "\n", omittingEmptySubsequences: omitting),
                        "\(Array(text.unicodeScalars))")
            }
        }
    }

    /// The reading by Characters the byte reading must agree with.
    static func characterReading(_ code: String) -> (compiled: String, visible: String, widths: [Int: Int]) {
        guard code.unicodeScalars.contains("#") else { return (code, code, [:]) }
        let endsWithNewline = code.hasSuffix("\n")
        let body = endsWithNewline ? code.dropLast() : Substring(code)
        var compiled: [Substring] = [], visible: [Substring] = [], widths: [Int: Int] = [:]
        var inside = false
        for (index, text) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            defer { if CodeLines.tripleQuoteCount(text) % 2 == 1 { inside.toggle() } }
            let indentation = text.prefix(while: { $0 == " " || $0 == "\t" })
            let rest = text.dropFirst(indentation.count)
            if !inside, rest == "#" {
                compiled.append(indentation)
                widths[index] = 1
            } else if !inside, rest.hasPrefix("# ") {
                compiled.append(Substring(indentation + rest.dropFirst(2)))
                widths[index] = 2
            } else {
                compiled.append(text)
                visible.append(text)
            }
        }
        func join(_ parts: [Substring]) -> String { parts.isEmpty ? "" : parts.joined(separator: "\n") + (endsWithNewline ? "\n" : "") }
        return body.isEmpty ? ("", "", widths) : (join(compiled), join(visible), widths)
    }

    @Test func directivesAndMacrosAreNeverHidden() {
        let code = "#Preview {\n  Text(\"Hola\")\n}\n#expect(true)\n#if os(Linux)\n#endif\n"
        #expect(CodeLines(swift: code).visible == code)
        #expect(!CodeLines(swift: code).hasHiddenLines)
    }

    @Test func linesOfAMultilineStringAreNeverHidden() {
        let code = "let markdown = \"\"\"\n# Título\n\"\"\"\n# print(markdown)\n"
        #expect(CodeLines(swift: code).visible == "let markdown = \"\"\"\n# Título\n\"\"\"\n")
        #expect(CodeLines(swift: code).compiled == "let markdown = \"\"\"\n# Título\n\"\"\"\nprint(markdown)\n")
    }

    @Test func hiddenLinesMakeAMethodCompileInItsType() async throws {
        let run = try await Support.verify(Support.article("""
            ```swift
            # extension AlarmsListViewModel {
            func removeAll() {
              self.items.removeAll()
            }
            # }
            ```
            """, imports: ["AlarmCore"]))
        let block = try #require(run.report.blocks.first)
        #expect(block.kind == .compile)
        #expect(block.status == .passed)
        #expect(block.firstLine == "func removeAll() {")
    }

    @Test func errorsInHiddenLinesPointAtTheMarkdownColumn() async throws {
        let run = try await Support.verify(Support.article("```swift\n# let x: Int = \"uno\"\nprint(x)\n```\n"))
        #expect(run.report.blocks.first?.messages.first
            == "content/test.md:2:16: error: cannot convert value of type 'String' to specified type 'Int'")
    }
}
