import Testing
@testable import Highlighting

@Suite("Swift highlighting")
struct SwiftHighlighterTests {
    /// The classified runs with their text, plain runs left out.
    func classified(_ code: String) -> [String] {
        SwiftHighlighter.tokens(in: code).compactMap { token in
            token.kind.map { "\($0.rawValue):\(token.text)" }
        }
    }

    @Test(arguments: TokenKind.allCases)
    func eachKindOpensASpanOfItsClass(kind: TokenKind) {
        #expect(kind.spanStart.description == "<span class=\"\(kind.cssClass)\">")
    }

    @Test func keywordsTypesIdentifiersAndLiterals() {
        let code = #"let alarm: AlarmItem = AlarmItem(date: .now, isOn: true, count: 3, ratio: 0.5, title: "Hola")"#
        #expect(classified(code) == [
            "keyword:let", "identifier:alarm", "type:AlarmItem", "identifier:AlarmItem", "identifier:now",
            "keyword:true", "number:3", "number:0.5", "string:\"Hola\"",
        ])
    }

    @Test func commentsAttributesAndDirectives() {
        let code = """
        // Un comentario
        @Observable final class Model {}
        #if canImport(SwiftUI)
        #Preview { Text("x") }
        #endif
        """
        let kinds = classified(code)
        #expect(kinds.contains("comment:// Un comentario"))
        #expect(kinds.contains { $0.hasPrefix("attribute:") && $0.contains("Observable") })
        #expect(kinds.contains("directive:#if"))
        #expect(kinds.contains("directive:#endif"))
        #expect(kinds.contains { $0.hasPrefix("directive:") && $0.contains("Preview") })
    }

    @Test func textComesBackByteForByte() {
        let code = "struct A<T> { let s = \"<&>\" ; /* ñandú */ var n = 1_000 }\n\tfunc f() -> Int { 0 }\n"
        #expect(SwiftHighlighter.tokens(in: code).map(\.text).joined() == code)
    }

    @Test func brokenCodeIsStillClassified() {
        let code = "func f( {\n  let x = \n"
        #expect(SwiftHighlighter.tokens(in: code).map(\.text).joined() == code)
        #expect(classified(code).first == "keyword:func")
    }

    @Test func htmlIsEscapedAndSpansStayInsideTheirLine() {
        let lines = SwiftHighlighter.htmlLines("/* a\n<b> */\nlet s = \"<&>\"\n")
        #expect(lines == [
            #"<span class="tok-comment">/* a</span>"#,
            #"<span class="tok-comment">&lt;b&gt; */</span>"#,
            #"<span class="tok-keyword">let</span> <span class="tok-identifier">s</span> = <span class="tok-string">&quot;&lt;&amp;&gt;&quot;</span>"#,
        ])
    }

    @Test func emptyLinesAreKept() {
        #expect(SwiftHighlighter.htmlLines("let a = 1\n\nlet b = 2\n").count == 3)
    }

    @Test func onlySwiftIsHighlighted() {
        #expect(Highlighter.htmlLines("let a = 1", language: "swift") != nil)
        #expect(Highlighter.htmlLines("echo hi", language: "sh") == nil)
        #expect(Highlighter.htmlLines("x", language: "") == nil)
    }
}

@Suite("Pound words")
struct PoundWordTests {
    @Test func macrosAndAvailabilityAreDirectives() {
        let tokens = SwiftHighlighter.tokens(in: "if #available(iOS 17, *) { let s = #selector(f) }\n#Preview { Text(\"#no\") }")
        let directives = tokens.filter { $0.kind == .directive }.map(\.text)
        #expect(directives == ["#available", "#selector", "#Preview"])
        #expect(tokens.map(\.text).joined() == "if #available(iOS 17, *) { let s = #selector(f) }\n#Preview { Text(\"#no\") }")
    }

    /// A "#" that carries a combining mark is another Character: no directive starts there,
    /// and the runs still cover the code byte for byte.
    @Test func aPoundWithAMarkIsNoDirective() {
        for code in ["let a = b #\u{301}c\n", "#\u{301}Preview { }\n", "x = # y\n#if DEBUG\n#endif\n", "#", "a #b #\n#"] {
            let tokens = SwiftHighlighter.tokens(in: code)
            #expect(tokens.map(\.text).joined() == code)
            #expect(!tokens.contains { $0.kind == .directive && $0.text.hasPrefix("#\u{301}") }, "\(code.debugDescription)")
            #expect(SwiftHighlighter.htmlLines(code).joined(separator: "\n").contains("#"))
        }
    }
}
