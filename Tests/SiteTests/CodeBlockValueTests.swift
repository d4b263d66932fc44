import Content
import Diagnostics
import Markdown
import SitegenTesting
import Testing

/// The code block value the parse stage makes: one info-string parser for display and
/// doctest words, hidden lines split once, an id for the whole build.
@Suite struct CodeBlockValueTests {
    func block(_ info: String, _ code: String = "print(1)\n") -> CodeBlock {
        CodeBlock(info: info, code: code, location: SourceLocation(file: "content/x.md", line: 3), endLine: 6)
    }

    @Test func oneParserReadsDisplayAndDoctestWords() {
        let attributes = block("Swift numbered, no_run").attributes
        #expect(attributes.words == [.numbered, .noRun])
        #expect(attributes.doctestWords == [.noRun])
        #expect(attributes.problem == nil)
        #expect(block("swift linenums no-run compile-fail").attributes.words == [.numbered, .noRun, .compileFail])
        #expect(block("swift nonumbers").attributes.words == [.noNumbers])
        #expect(block("swift").language == "swift")
    }

    @Test func theLanguageWordKeepsItsCaseAndIsOnlyItsWord() {
        #expect(block("{r}").language == "{r}")
        #expect(block("Swift").language == "Swift")
        #expect(block("Swift").isSwift)
        #expect(block("swift,no_run").language == "swift")
        #expect(block("python {.class}").language == "python")
        #expect(!block("{r}").isSwift)
    }

    @Test func aFenceKeepsItsLanguageWordOnThePage() async throws {
        let site = try SiteFixture(content: ["codigo.md": "---\ntitle: Código\n---\n```{r}\nx <- 1\n```\n\n```Python\nprint(1)\n```\n"])
        _ = try await site.build()
        let page = try site.root.read("public/codigo/index.html")
        #expect(page.contains("class=\"language-{r}\""))
        #expect(page.contains("class=\"language-Python\""))
    }

    @Test func unknownWordsAreTheSwiftBlocksOnly() {
        #expect(block("swift numberd").attributes.problem
            == "unknown word 'numberd' after 'swift' in the code block's info string "
            + "(use numbered, no_numbers, ignore, no_run, compile_fail, apple, fragment, or in=Type for the type a fragment belongs in)")
        #expect(block("swift a b").attributes.unknown == ["a", "b"])
        #expect(block("js title=x numbered").attributes.problem == nil, "other languages' words belong to their tools")
        #expect(block("js title=x numbered").attributes.words == [.numbered])
    }

    @Test func hiddenLinesAreSplitOnceAndOnlyInSwift() {
        let swift = block("swift", "# import AlarmCore\nlet a = 1\n  # let b = 2\n")
        #expect(swift.lines.visible == "let a = 1\n")
        #expect(swift.lines.compiled == "import AlarmCore\nlet a = 1\n  let b = 2\n")
        #expect(swift.lines.hiddenMarkerWidths == [0: 2, 2: 2])
        let shell = block("sh", "# a comment\necho hola\n")
        #expect(shell.lines.visible == shell.code)
        #expect(!shell.lines.hasHiddenLines)
    }

    @Test func theIdIsTheArticleAndTheFenceLine() {
        let document = MarkdownParser.parse("Texto.\n\n```swift\nlet a = 1\n```\n", file: "content/x.md", lineOffset: 3)
        #expect(document.codeBlocks.map(\.id) == [CodeBlock.ID(file: "content/x.md", line: 6)])
        #expect(document.codeBlocks.first?.id.description == "content/x.md:6")
    }

    @Test func anUnknownWordFailsTheBuildAtTheFence() async throws {
        let site = try SiteFixture(content: ["codigo.md": "---\ntitle: Código\n---\nTexto.\n\n```swift numberd\nprint(1)\n```\n"])
        #expect(await site.buildError() == "[ROOT]/content/codigo.md:6:1: error: unknown word 'numberd' after 'swift' in the code "
            + "block's info string (use numbered, no_numbers, ignore, no_run, compile_fail, apple, fragment, or in=Type for the type a fragment belongs in)")
    }
}
