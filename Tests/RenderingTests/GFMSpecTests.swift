import Foundation
import Markdown
import Testing
@testable import Rendering

/// Every example of cmark-gfm's spec (`Fixtures/gfm-spec`), parsed by the real libcmark-gfm
/// and rendered by the project's renderer — the path an article takes — and compared with
/// the spec's HTML after a normalization like the spec runner's (whitespace between tags,
/// `<br />` as `<br>`). Examples the project renders differently on purpose are listed in
/// `deliberateDifferences` with their reason; any other difference fails.
@Suite("GFM spec examples")
struct GFMSpecTests {
    struct Example: Sendable, CustomStringConvertible {
        /// `spec 123` or `extensions 4`: the file and the example's number in it (1-based,
        /// counting the examples the runner skips too, as the published spec numbers them).
        var id: String
        var section: String
        var line: Int
        var markdown: String
        var html: String
        /// Marked `disabled` in the spec: cmark-gfm's runner skips it, and so does this test.
        var disabled: Bool
        var description: String { "\(id) (line \(line), \(section))" }
    }

    /// Examples the renderer writes differently on purpose, by id, with the reason.
    static let deliberateDifferences: [String: String] = [
        "spec 140": "tagfilter (always on for articles) escapes the `<` of <script>/<style>",
        "spec 141": "tagfilter (always on for articles) escapes the `<` of <script>/<style>",
        "spec 142": "tagfilter (always on for articles) escapes the `<` of <script>/<style>",
        "spec 145": "tagfilter (always on for articles) escapes the `<` of <script>/<style>",
        "spec 147": "tagfilter (always on for articles) escapes the `<` of <script>/<style>",
        "spec 198": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "spec 199": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "spec 200": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "spec 201": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "spec 202": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "spec 204": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "spec 205": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "spec 610": "autolink extension (always on): `http://foo.bar/baz` inside `<… bim>` becomes a link",
        "spec 614": "autolink extension (always on): the e-mail address inside `<foo\\+@…>` becomes a link",
        "spec 616": "autolink extension (always on): `http://foo.bar` inside `< … >` becomes a link",
        "spec 619": "autolink extension (always on): a bare `http://` URL becomes a link",
        "spec 620": "autolink extension (always on): a bare e-mail address becomes a link",
        "extensions 1": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 2": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 3": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 4": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 5": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 6": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 8": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 9": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 10": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 11": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 12": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 13": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 14": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 15": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 24": "the project's tables: wrapped in <div class=\"table-scroll\">, alignment as style=\"text-align: …\" instead of align",
        "extensions 22": "the project's footnotes: <sup><a href=\"#nota-n\"> and <div class=\"footnote\" id=\"nota-n\">, no <section class=\"footnotes\"> or back links",
        "extensions 25": "the project's task lists: class=\"task-list\"/\"task-list-item\" and a Spanish aria-label on the checkbox",
        "extensions 26": "the project's task lists: class=\"task-list\"/\"task-list-item\" and a Spanish aria-label on the checkbox",
    ]

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/gfm-spec")

    /// Reads the examples of a spec file: a fence of 32 backticks and `example`, the
    /// Markdown, a line `.`, the HTML, the closing fence; `→` stands for a tab.
    static func examples(in name: String) throws -> [Example] {
        let text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
        let fence = String(repeating: "`", count: 32)
        var examples: [Example] = []
        var section = ""
        var state = 0  // 0 outside, 1 Markdown, 2 HTML
        var markdown = "", html = "", start = 0, disabled = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            switch state {
            case 0:
                if line.hasPrefix(fence + " example") {
                    state = 1
                    markdown = ""; html = ""; start = index + 1
                    disabled = line.split(separator: " ").contains("disabled")
                } else if line.hasPrefix("#") {
                    section = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
                }
            case 1:
                if line == "." { state = 2 } else { markdown += line + "\n" }
            default:
                if line == fence {
                    state = 0
                    let stem = name.replacingOccurrences(of: ".txt", with: "")
                    examples.append(Example(id: "\(stem) \(examples.count + 1)", section: section, line: start,
                                            markdown: markdown.replacingOccurrences(of: "→", with: "\t"),
                                            html: html.replacingOccurrences(of: "→", with: "\t"), disabled: disabled))
                } else {
                    html += line + "\n"
                }
            }
        }
        return examples
    }

    static func allExamples() throws -> [Example] {
        try examples(in: "spec.txt") + examples(in: "extensions.txt")
    }

    /// The project's renderer on the example, as an article body is rendered.
    static func render(_ markdown: String) -> String {
        MarkdownHTMLRenderer().render(MarkdownParser.parse(markdown, file: "spec.md")).html
    }

    /// Like the spec runner's normalizer, as far as these outputs need: no whitespace
    /// between tags or at the ends, void elements without their `/`, and the heading
    /// anchors every heading of a page gets (`id="…"` and the `#` link) left out, so that
    /// the heading examples compare the Markdown, not the page furniture.
    static func normalize(_ html: String) -> String {
        var html = html
        html = html.replacingOccurrences(of: ##"<a class="heading-anchor" href="#[^"]*" aria-label="[^"]*">#</a>"##,
                                         with: "", options: .regularExpression)
        html = html.replacingOccurrences(of: #"<(h[1-6]) id="[^"]*">"#, with: "<$1>", options: .regularExpression)
        html = html.replacingOccurrences(of: #"\s*/>"#, with: ">", options: .regularExpression)
        html = html.replacingOccurrences(of: #">\s+<"#, with: "><", options: .regularExpression)
        html = html.replacingOccurrences(of: #"\s+<"#, with: "<", options: .regularExpression)
        html = html.replacingOccurrences(of: #">\s+"#, with: ">", options: .regularExpression)
        return html.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func theSpecFilesHoldEveryExample() throws {
        let examples = try Self.allExamples()
        #expect(examples.count == 699)
        #expect(examples.filter { $0.id.hasPrefix("spec ") }.count == 673)
        let unknown = Set(Self.deliberateDifferences.keys).subtracting(examples.map(\.id))
        #expect(unknown.isEmpty, "listed examples that do not exist: \(unknown.sorted())")
    }

    @Test func everyExampleRendersAsTheSpecSaysOrIsAListedDifference() throws {
        var failures: [String] = []
        var unexpectedPasses: [String] = []
        var passed = 0
        for example in try Self.allExamples() where !example.disabled {
            let actual = Self.normalize(Self.render(example.markdown))
            // `<IGNORE>`: the example only asks that rendering finishes (no crash, no hang).
            if example.html.hasPrefix("<IGNORE>") {
                passed += 1
                continue
            }
            let expected = Self.normalize(example.html)
            let listed = Self.deliberateDifferences[example.id] != nil
            if actual == expected {
                passed += 1
                if listed { unexpectedPasses.append(example.id) }
            } else if !listed {
                failures.append("\(example)\n  markdown: \(example.markdown.debugDescription)\n  expected: \(expected)\n  actual:   \(actual)")
            }
        }
        print("GFM spec: \(passed) passed, \(Self.deliberateDifferences.count) deliberate differences, \(failures.count) unexpected failures")
        #expect(failures.isEmpty, "\(failures.count) examples differ:\n\(failures.joined(separator: "\n"))")
        #expect(unexpectedPasses.isEmpty, "listed as different but now pass (remove them from the list): \(unexpectedPasses)")
    }

    @Test func addressesArePercentEncodedAsCmarkGFMDoes() {
        #expect(HTMLEscaping.escapeURL("/my uri") == "/my%20uri")
        #expect(HTMLEscaping.escapeURL(#"foo\bar"#) == "foo%5Cbar")
        #expect(HTMLEscaping.escapeURL("foo%20bä") == "foo%20b%C3%A4")
        #expect(HTMLEscaping.escapeURL("/a?b=1&c='2'") == "/a?b=1&amp;c=&#x27;2&#x27;")
        #expect(HTMLEscaping.escapeURL("\"><script>") == "%22%3E%3Cscript%3E")
        #expect(HTMLEscaping.escapeURL("https://example.com/a-b_c.d~e(f)*!$,;:@#x") == "https://example.com/a-b_c.d~e(f)*!$,;:@#x")
    }
}
