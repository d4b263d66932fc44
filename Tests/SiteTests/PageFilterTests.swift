import Rendering
import Testing

/// The tag filter and the link filter decide as the browser's HTML tokenizer and URL
/// parser do, whatever whitespace and control characters stand in between.
@Suite struct PageFilterTests {
    @Test(arguments: ["<script\u{0C}src=x.js>", "<script\tsrc=x.js>", "<script\nsrc=x.js>", "<script\rsrc=x.js>",
                      "</script\u{0C}>", "<ScRiPt\u{0C}>", "<iframe\u{0C}src=x>", "<style\u{0C}>"])
    func dangerousTagsEndedByAnyHTMLWhitespaceAreDisarmed(tag: String) {
        #expect(HTMLEscaping.tagFilter("a \(tag) b") == "a &lt;\(tag.dropFirst()) b")
    }

    @Test func formFeedInRawHTMLOfAnArticleDoesNotRun() {
        #expect(html("<script\u{0C}src=https://evil.example/x.js></script>\n")
                == "&lt;script\u{0C}src=https://evil.example/x.js>&lt;/script>\n")
    }

    @Test(arguments: ["java\tscript:alert(1)", "java\nscript:alert(1)", "java\rscript:alert(1)", "\u{01}javascript:alert(1)",
                      "\u{0C}javascript:alert(1)", " \u{1F}JavaScript:alert(1)", "jav\u{09}ascript:alert(1)\u{00}",
                      "vb\tscript:x", "fi\nle:///etc/passwd", "\u{0B}data:text/html,x", "da\tta:text/html,x"])
    func schemesTheURLParserReadsAsDangerousAreDropped(url: String) {
        #expect(HTMLEscaping.isDangerousURL(url))
    }

    @Test(arguments: ["https://example.com/javascript:x", "/javascript:x", "./javascript:x", "javascrİpt:alert(1)",
                      "data:image/png;base64,AA", "da\tta:image/png;base64,AA", "#javascript"])
    func otherURLsAreKept(url: String) {
        #expect(!HTMLEscaping.isDangerousURL(url))
    }

    @Test func linksWithHiddenSchemesLoseTheirTarget() {
        #expect(html("[a](<java\tscript:alert(1)>) ![b](<\u{01}javascript:alert(1)>)\n")
                == "<p><a href=\"\">a</a> <img src=\"\" alt=\"b\"></p>\n")
    }
}
