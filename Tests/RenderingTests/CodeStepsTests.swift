import Diagnostics
import Foundation
import Markdown
import TestRandom
import Testing
@testable import Rendering

@Suite("Steps of the code and file names")
struct CodeStepsTests {
    static func render(_ markdown: String) -> RenderedBody {
        MarkdownHTMLRenderer(codeBlocks: CodeBlockDrawing()).render(MarkdownParser.parse(markdown, file: "content/x.md"))
    }

    /// An article without headings, like parts 03–05 of «De UIKit a SwiftUI».
    static let withoutHeadings = """
        Crea un fichero nuevo llamado AlarmItemView.

        ```swift
        struct AlarmItemView: View {
            var body: some View { Text("") }
        }
        ```

        Añade el modelo:

        ```swift
        final class AlarmItemViewModel: ObservableObject {
            @Published var isOn = false
        }
        ```

        Y su método, en el mismo modelo:

        ```swift in=AlarmItemViewModel.toggle
        isOn.toggle()
        ```

        Ahora, en el AlarmsListViewModel, el método que lo usa:

        ```swift
        func add(item: AlarmItem) {
          items.append(item)
        }
        ```

        Un bloque que no es Swift no es un paso.

        ```sh
        swift build
        ```
        """

    @Test func anArticleWithoutHeadingsHasStepsNamedByWhatItsCodeChanges() {
        let body = Self.render(Self.withoutHeadings)
        #expect(body.tableOfContentsIsSteps)
        #expect(body.tableOfContents.map(\.title) == ["AlarmItemView.swift", "AlarmItemViewModel", "AlarmsListViewModel"])
        #expect(body.tableOfContents.map(\.anchor) == ["paso-alarmitemview-swift", "paso-alarmitemviewmodel", "paso-alarmslistviewmodel"])
        // The anchor is on the paragraph that introduces the step, not on a new heading.
        #expect(body.html.contains(#"<p id="paso-alarmitemview-swift">Crea un fichero nuevo llamado AlarmItemView.</p>"#))
        #expect(body.html.contains(#"<p id="paso-alarmitemviewmodel">Añade el modelo:</p>"#))
        #expect(!body.html.contains("<h2"))
        // The search index's sections follow the steps.
        #expect(body.sections.map(\.anchor) == ["paso-alarmitemview-swift", "paso-alarmitemviewmodel", "paso-alarmslistviewmodel"])
        #expect(body.sections[1].text.contains("Y su método, en el mismo modelo"))
        #expect(body.anchors == body.tableOfContents.map(\.anchor))
    }

    @Test func theFileTheTextNamesIsShownAboveItsBlock() {
        let body = Self.render(Self.withoutHeadings)
        #expect(body.html.contains(#"<span class="code-language">Swift</span><span class="code-file">AlarmItemView.swift</span>"#))
        #expect(body.html.components(separatedBy: "code-file").count == 2, "only the block whose text names a file")
        // A named file the block does not contain is not its file.
        let other = Self.render("Ya no necesitaremos el fichero ContentView, así que lo borramos.\n\n```swift\nstruct MainView {}\n```\n")
        #expect(!other.html.contains("code-file"))
    }

    @Test(arguments: [
        ("Crearemos un nuevo fichero Exercise.", "struct Exercise {}", "Exercise.swift"),
        ("crearemos otro fichero y lo llamaremos ExercisesView. En este caso…", "struct ExercisesView {}", "ExercisesView.swift"),
        ("ahora crearemos un fuchero nuevo llamado AlarmItemViewModel:", "class AlarmItemViewModel {}", "AlarmItemViewModel.swift"),
        ("Crea un archivo llamado AlarmsListView.", "struct AlarmsListView {}", "AlarmsListView.swift"),
        ("Abre AlarmItemCell.swift y cambia la celda.", "final class AlarmItemCell {}", "AlarmItemCell.swift"),
    ])
    func fileNamesInTheArticlesWords(text: String, code: String, file: String) {
        #expect(CodeSteps.fileName(in: text, code: code) == file)
    }

    @Test func anArticleWithHeadingsKeepsThemAndOnlyGetsFileNames() {
        let body = Self.render("## Primera parte\n\n" + Self.withoutHeadings)
        #expect(!body.tableOfContentsIsSteps)
        #expect(body.tableOfContents.map(\.title) == ["Primera parte"])
        #expect(!body.html.contains("id=\"paso-"))
        #expect(body.html.contains(#"<span class="code-file">AlarmItemView.swift</span>"#))
    }

    @Test func fewerThanThreeStepsMakeNoTableOfContents() {
        let body = Self.render("Primero:\n\n```swift\nstruct A {}\n```\n\nLuego, más de A:\n\n```swift\nextension A {}\n```\n")
        #expect(body.tableOfContents.isEmpty)
    }

    @Test func readingTimeCountsTheVisibleLinesOfCode() {
        let prose = String(repeating: "palabra ", count: 200)
        let code = (1...50).map { "let x\($0) = \($0)" }.joined(separator: "\n")
        let body = Self.render(prose + "\n\n```swift\n# let oculta = 0\n" + code + "\n```\n")
        #expect(body.wordCount == 200)
        #expect(body.codeLines == 50)
        #expect(SiteRenderer.readingMinutes(body) == 3, "1 minute of prose and 2 of code")
    }
}

@Suite("Changed lines of a file shown again")
struct ChangedLinesTests {
    @Test func aNewVersionOfAFileMarksTheLinesThatChanged() {
        let body = CodeStepsTests.render("""
            El modelo:

            ```swift
            import Combine

            final class AlarmsListViewModel {
              @Published var items: [AlarmItem]
              init(items: [AlarmItem]) {
                self.items = items
              }
            }
            ```

            Ahora con filas:

            ```swift
            import Combine

            final class AlarmsListViewModel {
              @Published var items: [AlarmItemRowViewModel]
              init(items: [AlarmItemRowViewModel]) {
                self.items = items
              }
              func add(item: AlarmItem) {}
            }
            ```
            """)
        let blocks = body.html.components(separatedBy: "<div class=\"code-block\"").dropFirst()
        #expect(blocks.count == 2)
        #expect(!blocks.first!.contains("line-changed"), "the first version marks nothing")
        let marked = blocks.last!.components(separatedBy: "<span class=\"line line-changed\"").count - 1
        #expect(marked == 3, "the two lines with the new type and the new method")
        #expect(blocks.last!.contains("<span class=\"code-changes\">3 líneas cambian respecto a la versión anterior</span>"))
        #expect(blocks.last!.contains(#"<span class="line line-changed" style="--i:2">  func add(item: AlarmItem) {}</span>"#))
    }

    @Test func copiesRewritesAndOtherTypesMarkNothing() {
        #expect(CodeSteps.changed(["a", "b"], comparedTo: ["a", "b"]) == nil, "a copy")
        #expect(CodeSteps.changed(["x", "y"], comparedTo: ["a", "b"]) == nil, "a rewrite")
        #expect(CodeSteps.changed(["a", "", "}", "c"], comparedTo: ["a"]) == [3], "blank lines and braces are not changes")
        #expect(CodeSteps.changed(["  a  ", "b"], comparedTo: ["a", "c"]) == [1], "spaces at the ends are not changes")
        let body = CodeStepsTests.render("```swift\nstruct A {\n  var x = 1\n}\n```\n\n```swift\nstruct B {\n  var x = 1\n}\n```\n")
        #expect(!body.html.contains("line-changed"), "another type is another file")
    }

    /// The one-pass keyword check finds what a search for each keyword finds.
    @Test func theKeywordCheckFindsWhatSixSearchesFind() {
        let pieces = ["class", "clas", "struct", "enum", "enu", "extension", "protocol", "actor", "act", "s", "c", " ", "x", "é", "(", "e", "p", "a"]
        var generator = SeededGenerator.forTest()
        for _ in 0..<5000 {
            let line = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let searched = ["class", "struct", "enum", "protocol", "extension", "actor"].contains { line.utf8Contains($0) }
            var bytes = line
            #expect(bytes.withUTF8(CodeSteps.containsKeyword) == searched, "\(line)")
        }
    }

    /// `mayDeclare` spares lines the declaration pattern: it must never turn away a line the
    /// pattern matches (attributes, modifiers, every keyword, odd spacing), and it turns away
    /// the plain lines of code it exists for.
    @Test func theQuickTestNeverTurnsAwayADeclaration() {
        let declarations = ["class A", "struct B: View {", "enum C", "protocol D", "extension E.F", "actor G",
                            "@MainActor final class H", "  public struct I", "\tenum J", "@available(iOS 17, *) open class K",
                            "indirect enum L", "fileprivate struct M", "internal class N", "private extension O",
                            "\u{0B}struct P", "\u{A0}struct Q", "\u{2003}@objc class R", "@Observable\tfinal  class S"]
        let others = ["let x = 1", "var classes = 2", "func f() {", "}", "return structure", "// class X", "  .sheet(item: $x)",
                      "Text(\"struct\")", "#if os(iOS)", "case extension", "guard let actor else { return }"]
        func matches(_ line: String) -> Bool {
            CodeSteps.declarationPattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
        }
        for line in declarations + others where matches(line) {
            #expect(CodeSteps.mayDeclare(Substring(line)), "\(line)")
        }
        #expect(declarations.filter(matches).count >= declarations.count - 2)
        for line in ["let x = 1", "func f() {", "}", "return structure", "// class X", "  .sheet(item: $x)", "Text(\"struct\")", "#if os(iOS)"] {
            #expect(!CodeSteps.mayDeclare(Substring(line)), "\(line)")
        }
    }

    /// The changed lines compare lines trimmed without Foundation: the same trim as
    /// `trimmingCharacters(in: .whitespaces)`.
    @Test(arguments: ["  let a = 1\t", "\u{00A0}var b\u{2003}", "\u{3000}\u{202F}", "", "   ", "sin espacios", " \u{301}acento", "\t}\n"])
    func linesAreTrimmedAsFoundationTrimsThem(line: String) {
        #expect(String(CodeSteps.trimmingSpaces(Substring(line))) == line.trimmingCharacters(in: .whitespaces))
    }

    // MARK: The byte readings against a plain reading by Character

    /// Pieces of lines the random blocks are made of: declarations, the lines a file's first
    /// declaration may follow, and the odd spaces and marks where bytes and Characters differ.
    static let pieces = ["import SwiftUI", "import   ", "import", "// comentario", "//\u{301} acento", "@MainActor", "@\u{301}x",
                         "struct A {", "  class B: C {", "\u{A0}enum D", "\u{3000}struct E", "@objc final class F", "extension G.H {",
                         "let x = 1", "}", "", " ", "\t", "\u{2003}", "\r", " \u{301}", "protocol P", "actor Q", "\tstruct R",
                         "var classes = 2", "é", "🙂", "struct", "#if os(iOS)", "\u{0B}struct S", "public struct T"]

    static func randomBlock(_ random: inout some RandomNumberGenerator) -> CodeBlock {
        let count = Int.random(in: 0...7, using: &random)
        let code = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined(separator: "\n")
            + (Bool.random(using: &random) ? "\n" : "")
        return CodeBlock(info: "swift", code: code, location: Diagnostics.SourceLocation(file: "content/x.md", line: 1), endLine: count + 2)
    }

    /// What `fileDeclaration` and `subject` read, the plain way: lines split by Character,
    /// trimmed by Foundation, each line matched by the pattern.
    struct PlainReading {
        static func lines(_ code: String) -> [String] { code.split(separator: "\n").map(String.init) }

        static func match(_ line: String) -> (indent: Int, kind: String, name: String)? {
            guard let match = CodeSteps.declarationPattern.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                  let indent = Range(match.range(at: 1), in: line), let kind = Range(match.range(at: 2), in: line),
                  let name = Range(match.range(at: 3), in: line) else { return nil }
            return (line[indent].count, String(line[kind]), String(line[name]))
        }

        static func fileDeclaration(_ code: String) -> String? {
            for line in lines(code) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("import ") || trimmed.hasPrefix("@") { continue }
                guard let found = match(line), found.indent == 0 else { return nil }
                return found.kind + " " + found.name
            }
            return nil
        }

        static func subject(_ code: String) -> String? {
            var best: (indent: Int, name: String)?
            for line in lines(code) {
                if let found = match(line), best == nil || found.indent < best!.indent { best = (found.indent, found.name) }
            }
            return best?.name
        }
    }

    @Test func theFirstDeclarationIsReadAsByCharacter() {
        var random = SeededGenerator.forTest()
        for _ in 0..<4000 {
            let block = Self.randomBlock(&random)
            #expect(CodeSteps.fileDeclaration(of: block) == PlainReading.fileDeclaration(block.code), "\(block.code.debugDescription)")
            #expect(CodeSteps.subject(of: block, after: "") == PlainReading.subject(block.code), "\(block.code.debugDescription)")
        }
    }

    /// ASCII lines are matched by hand: the same indentation, keyword and name as the pattern
    /// finds, or none where it finds none, on random lines of attributes, modifiers, keywords,
    /// names and every ASCII space and control.
    @Test func asciiDeclarationsAreThePatterns() {
        let pieces = ["@MainActor", "@available(iOS 17, *)", "@objc(", ")", "@", "(", " ", "  ", "\t", "\u{0B}", "\u{0C}", "\u{1C}", "\u{1F}",
                      "public", "private", "fileprivate", "internal", "final", "open", "indirect", "openx", "class", "struct", "enum",
                      "protocol", "extension", "actor", "classes", "A", "B.C", "_d", "1e", "x", ":", "{", ".", "é"]
        var generator = SeededGenerator.forTest()
        for _ in 0..<6000 {
            var parts: [String] = []
            for _ in 0..<Int.random(in: 0...8, using: &generator) {
                parts.append(pieces.randomElement(using: &generator)!)
                if Bool.random(using: &generator) { parts.append(" ") }
            }
            let line = parts.joined()
            guard let read = CodeSteps.asciiDeclaration(in: Substring(line)) else {
                #expect(line.utf8.contains { $0 >= 0x80 }, "\(line.debugDescription) is ASCII")
                continue
            }
            let found = PlainReading.match(line)
            #expect(read?.indent == found?.indent && read?.kind == found?.kind && read?.name == found?.name,
                    "\(line.debugDescription): \(String(describing: read)) against \(String(describing: found))")
        }
    }

    @Test func prefixesAndTrimsAreReadAsByCharacter() {
        var random = SeededGenerator.forTest()
        let parts = [" ", "\t", "\u{A0}", "\u{3000}", "\u{301}", "/", "@", "import", "a", "é", "\r", "\u{0B}", "}"]
        for _ in 0..<4000 {
            let line = (0..<Int.random(in: 0...6, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined()
            #expect(String(CodeSteps.trimmingSpaces(Substring(line))) == line.trimmingCharacters(in: .whitespaces), "\(line.debugDescription)")
            for prefix: StaticString in ["//", "import ", "@"] {
                #expect(CodeSteps.starts(Substring(line), with: prefix) == line.hasPrefix(prefix.description), "\(line.debugDescription)")
            }
        }
    }

    /// The changed lines of a new version, by the lines as the Character split gives them.
    @Test func changedLinesAreReadAsByCharacter() {
        var random = SeededGenerator.forTest()
        for _ in 0..<2000 {
            let earlier = Self.randomBlock(&random).code, later = Self.randomBlock(&random).code
            func plainLines(_ code: String) -> [Substring] {
                var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
                if lines.last?.isEmpty == true { lines.removeLast() }
                return lines
            }
            let block = CodeBlock(info: "swift", code: later, location: Diagnostics.SourceLocation(file: "content/x.md", line: 1), endLine: 2)
            #expect(CodeSteps.visibleLines(of: block).map(\.line) == plainLines(later))
            #expect(CodeSteps.changed(plainLines(later), comparedTo: plainLines(earlier))
                    == CodeSteps.changed(plainLines(later).map { Substring(String($0)) }, comparedTo: plainLines(earlier).map { Substring(String($0)) }))
        }
    }

    /// Lines numbered by their bytes (ASCII lines) are numbered as by `Substring`: the same
    /// numbers, in the same order, and the same blank lines and lone braces; any other line
    /// leaves it to the reading by `Substring`.
    @Test func asciiLinesAreNumberedAsBySubstring() {
        let parts = ["a", "b", " ", "\t", "}", "{", ")", "]", "let x = 1", "", "é", "e\u{301}", "\u{37E}", ";"]
        var random = SeededGenerator.forTest()
        var byBytes = 0
        for _ in 0..<3000 {
            func lines() -> [Substring] {
                (0..<Int.random(in: 1...6, using: &random)).map { _ in
                    Substring((0..<Int.random(in: 0...3, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined())
                }
            }
            let later = lines(), earlier = lines()
            let characters = CodeSteps.numberedByCharacters(later, earlier)
            if let bytes = CodeSteps.numberedByBytes(later, earlier) {
                byBytes += 1
                #expect(bytes.new == characters.new && bytes.old == characters.old && bytes.ignorable == characters.ignorable,
                        "\(later) \(earlier)")
            } else {
                #expect((later + earlier).contains { !$0.utf8.allSatisfy { $0 < 0x80 } })
            }
        }
        #expect(byBytes > 300)
    }
}
