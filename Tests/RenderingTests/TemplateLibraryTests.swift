import Diagnostics
import Foundation
import Mustache
import TestRandom
import Testing
@testable import Rendering

@Suite("Templates and their escaping")
struct TemplateLibraryTests {
    /// A folder of templates, removed when the test ends.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-templates-\(UUID().uuidString)")

        init(_ texts: [String: String]) throws {
            for (name, text) in texts {
                let file = url.appendingPathComponent(name + ".mustache")
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }

        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static func library(_ texts: [String: String]) async throws -> (TemplateLibrary, Folder) {
        var all: [String: String] = [:]
        for name in TemplateLibrary.requiredTemplates { all[name] = "{{v}}" }
        all.merge(texts) { $1 }
        let folder = try Folder(all)
        return (try await TemplateLibrary(directory: folder.url, displayDirectory: "templates"), folder)
    }

    /// Values escape as swift-mustache's own escaping escaped them, Character by Character,
    /// wherever no combining mark follows a special character.
    @Test func valuesAreEscapedAsSwiftMustacheEscapesThem() throws {
        let pieces = ["a", "é", "<", ">", "&", "\"", "'", "🙂", " ", "\n", "&amp;", "ñ"]
        let plain = try MustacheTemplate(string: "{{v}}")
        var generator = SeededGenerator.forTest()
        for _ in 0..<3000 {
            let value = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(HTMLEscaping.escape(value, apostrophes: true) == plain.render(["v": value]), "\(value.debugDescription)")
        }
    }

    /// A quote followed by a combining mark is one Character, which swift-mustache's escaping
    /// leaves as it is; here it is escaped in the page, in partials and in inherited blocks.
    @Test func everyQuoteIsEscapedInPagesPartialsAndBlocks() async throws {
        let value = "x\"\u{301} onclick=alert(1) '\u{301}<\u{338}"
        #expect(try MustacheTemplate(string: "{{v}}").render(["v": value]).contains("\"\u{301}"), "the library's own escaping")
        let (library, _) = try await Self.library([
            "base": "<p title=\"{{v}}\">{{> partials/part}}</p>{{$main}}{{/main}}",
            "partials/part": "<span title=\"{{v}}\"></span>",
            "article": "{{<base}}{{$main}}<b title=\"{{v}}\"></b>{{/main}}{{/base}}",
        ])
        let html = try library.render("article", ["v": value])
        let escaped = "x&quot;\u{301} onclick=alert(1) &#39;\u{301}&lt;\u{338}"
        #expect(html == "<p title=\"\(escaped)\"><span title=\"\(escaped)\"></span></p><b title=\"\(escaped)\"></b>")
    }

    /// Comments and section tags on lines of their own leave no trace in a page.
    @Test func templatesRenderTheirTextAsWritten() async throws {
        let (library, _) = try await Self.library(["home": "{{! a comment }}\nuno\n{{#v}}\n  {{v}}\n{{/v}}\n"])
        #expect(try library.render("home", ["v": "dos"]) == "uno\n  dos\n")
    }

    /// A template that does not parse is reported at its own file and line: an unclosed
    /// section where it opens.
    @Test func aBrokenTemplateIsReportedAtItsLine() async throws {
        do {
            _ = try await Self.library(["partials/broken": "uno\ndos\n{{#abierta}}\ntres\n"])
            Issue.record("a broken template loaded")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.first?.location.file == "templates/partials/broken.mustache")
            #expect(error.diagnostics.first?.location.line == 3, "\(error)")
            #expect(error.description.contains("template error"))
            #expect(error.description.contains("'abierta'"), "\(error)")
        }
    }
}
