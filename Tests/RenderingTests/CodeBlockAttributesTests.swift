import Markdown
import Testing

/// The words of an info string after its language, read Character by Character (a space
/// followed by a combining mark is one Character, and no separator), with a shortcut for an
/// info string that has no separator byte at all.
@Suite struct CodeBlockAttributesTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var info: String
        var words: Set<CodeBlockAttributes.Word> = []
        var unknown: [String] = []
        var placement: String?
        var testDescription: String { info.debugDescription }
    }

    static let cases: [Case] = [
        Case(info: "swift"),
        Case(info: "Swift"),
        Case(info: ""),
        Case(info: "swift\u{301}"),
        Case(info: "{r}"),
        Case(info: "swift no_run  numbered", words: [.noRun, .numbered]),
        Case(info: "swift\tfragment,in=Alarms.add", words: [.fragment], placement: "Alarms.add"),
        Case(info: "swift,Compile-Fail LINENUMS", words: [.compileFail, .numbered]),
        Case(info: "swift foo Bar", unknown: ["foo", "bar"]),
        Case(info: "python foo no_run", words: [.noRun]),
        // A space with a combining mark after it is no separator: the whole string is the language.
        Case(info: "swift \u{301}no_run"),
        Case(info: "swift "),
        Case(info: ",swift"),
        Case(info: "swift in=Alárm_2.añade", placement: "Alárm_2.añade"),
        Case(info: "swift in=A-b", unknown: ["in=a-b"]),
        Case(info: "swift in=", unknown: ["in="]),
        Case(info: "rust in=Tipo", unknown: []),
        Case(info: "SWIFT No_Run", words: [.noRun]),
        Case(info: "swift\r\n,no_run", words: [.noRun]),
        Case(info: "swíft no_run raro", words: [.noRun]),
    ]

    @Test(arguments: cases) func wordsAfterTheLanguage(_ test: Case) {
        let attributes = CodeBlockAttributes(info: test.info)
        #expect(attributes.words == test.words)
        #expect(attributes.unknown == test.unknown)
        #expect(attributes.placement == test.placement)
    }
}
