import Foundation
import Mustache
import SitegenTesting
import Testing
@testable import Rendering

/// sitegen's template engine (`Template`, `TemplateRenderer`) against swift-mustache 2.1, which
/// sitegen's themes were written for and which rendered them before: the same templates with
/// the same values give the same text, whitespace included, and the same templates fail to parse.
@Suite("The template engine renders as swift-mustache did")
struct TemplateEngineTests {
    /// Random templates of every kind of tag, on lines of their own or not, indented or not,
    /// with partials and a parent, rendered with random values by both engines.
    @Test func generatedTemplatesRenderAsSwiftMustacheRendersThem() throws {
        var generator = SeededGenerator(seed: 0x5EED_1234)
        var compared = 0, failedBoth = 0
        for round in 0..<4000 {
            var maker = TemplateMaker(generator: generator)
            let texts = maker.library()
            let values = maker.values()
            generator = maker.generator
            let ours = render(texts, values, with: .sitegen)
            let theirs = render(texts, values, with: .swiftMustache)
            #expect(render(texts, values, with: .sitegenUnshared) == ours)
            #expect(ours == theirs, "round \(round): \(texts.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.debugDescription)" }.joined(separator: "\n"))")
            if ours == nil { failedBoth += 1 } else { compared += 1 }
        }
        // Most generated templates parse; some are meant not to.
        #expect(compared > 2500, "\(compared) rendered, \(failedBoth) failed to parse")
        #expect(failedBoth > 20)
    }

    /// The cases the generator rarely meets, written out.
    @Test(arguments: [
        "{{n}}|{{{n}}}|{{#n}}[{{.}}]{{/n}}|{{^n}}no{{/n}}",
        "{{#s}}[{{.}}]{{/s}}{{^s}}no{{/s}}|{{#empty}}x{{/empty}}{{^empty}}[{{.}}]{{/empty}}",
        "{{i}} {{d}} {{t}} {{f}} {{list}} {{map.a}} {{map.b.c}} {{a.b}}",
        "{{#list}}{{.}},{{a}};{{/list}}|{{#map}}{{a}}{{i}}{{/map}}|{{#i}}{{.}}{{/i}}",
        "  {{#t}}\n  x\n  {{/t}}\n{{! c }}\n  {{! c }}  \ny {{! c }}\n",
        "{{=<% %>=}}<% a %>{{a}}<%={{ }}=%>{{a}}",
        "{{% CONTENT_TYPE: TEXT }}{{a}}\n{{> p}}",
        "a\n  {{> p}}\nb\n\t{{> p}}  \n{{> p}} x\n",
        "{{<parent}}\n  {{$b1}}\n    uno\n      dos\n  {{/b1}}\n{{/parent}}\n",
        "{{<parent}}{{$b2}}[{{a}}]{{/b2}}{{/parent}}|{{$b1}}defecto{{/b1}}",
        "{{#list}}\n  {{> p}}\n{{/list}}",
        "a {{#t}}\nb\n{{/t}}\n{{! comment }}\nc\n",
        "{{>*name}}|{{ . }}|{{.a}}|{{#map}}{{.a}}{{.i}}{{/map}}",
    ])
    func writtenCasesRenderAsSwiftMustacheRendersThem(text: String) {
        let texts = [
            "page": text,
            "p": "<p>{{a}}</p>\n{{#list}}\n<li>{{.}}</li>\n{{/list}}\n",
            "parent": "<main>\n  {{$b1}}\n  sin uno\n  {{/b1}}\n{{$b2}}sin dos{{/b2}}\n</main>\n",
        ]
        let values = TemplateValue.map([
            "a": .text("<a & 'b'>"), "i": .integer(3), "d": .number(2.5), "t": .flag(true), "f": .flag(false),
            "n": .nothing, "s": .text(""), "empty": .list([]), "name": .text("p"),
            "list": .list([.text("x"), .map(["a": .text("y")]), .integer(1)]),
            "map": .map(["a": .text("m"), "b": .map(["c": .text("deep")])]),
        ])
        let ours = render(texts, values, with: .sitegen)
        #expect(ours != nil)
        #expect(ours == render(texts, values, with: .swiftMustache))
    }

    /// A template that does not parse is reported at the line and column of the fault; an
    /// unclosed section at the tag that opened it.
    @Test func parseErrorsSayWhatAndWhere() {
        func failure(_ text: String) -> Template.ParseError? {
            do {
                _ = try Template(parsing: text)
                return nil
            } catch {
                return error
            }
        }
        let unclosed = failure("uno\ndos\n  {{#abierta}}\ntres\n")
        #expect(unclosed?.line == 3 && unclosed?.column == 3)
        #expect(unclosed?.message.contains("'abierta'") == true && unclosed?.message.contains("{{/abierta}}") == true)
        let mismatched = failure("{{#a}}\n{{/b}}")
        #expect(mismatched?.line == 2)
        #expect(mismatched?.message.contains("{{/a}}") == true, "\(String(describing: mismatched))")
        #expect(failure("x {{/a}}")?.message.contains("closes no section") == true)
        #expect(failure("{{upper(a)}}")?.message.contains("transforms are not supported") == true)
        #expect(failure("{{! never closed")?.message.contains("comment") == true)
        #expect(failure("{{% CONTENT_TYPE: XML }}")?.message.contains("XML") == true)
        #expect(failure("{{<parent}}{{a}}{{/parent}}")?.message.contains("only blocks") == true)
        #expect(failure("{{=<% %>=}}<%#a%><%/a%>") == nil)
    }

    /// sitegen's engine, on the templates as parsed or on their copies that share no storage
    /// (`Template.unshared`, which each rendering thread takes), and swift-mustache.
    enum Engine { case sitegen, sitegenUnshared, swiftMustache }

    /// `texts["page"]` rendered with partials `texts`; nil when a template does not parse.
    func render(_ texts: [String: String], _ values: TemplateValue, with engine: Engine) -> String? {
        switch engine {
        case .sitegen, .sitegenUnshared:
            var templates: [String: Template] = [:]
            for (name, text) in texts {
                guard let template = try? Template(parsing: text) else { return nil }
                templates[name] = engine == .sitegenUnshared ? template.unshared() : template
            }
            var renderer = TemplateRenderer(templates: templates, values: values)
            return renderer.render("page")
        case .swiftMustache:
            var templates: [String: MustacheTemplate] = [:]
            for (name, text) in texts {
                guard let template = try? MustacheTemplate(string: text) else { return nil }
                templates[name] = template
            }
            return MustacheLibrary(templates: templates).render(values.swiftValue, withTemplate: "page")
        }
    }
}

/// Writes random templates: text and line breaks, every kind of tag, on lines of their own
/// and not, indented and not, nested; now and then a template that should not parse.
struct TemplateMaker {
    var generator: SeededGenerator

    mutating func pick<T>(_ options: [T]) -> T { options.randomElement(using: &generator)! }
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

    static let names = ["a", "b", "i", "t", "f", "n", "s", "empty", "list", "map", "map.a", "map.list", "list.a", ".a", ".", "missing", "map.missing"]
    static let texts = ["x", "uno dos", "<b>", "&", " ", "  ", "\t", "é"]

    /// The page, two partials and a parent.
    mutating func library() -> [String: String] {
        [
            "page": template(depth: 0, partials: true, blocks: false),
            "p1": template(depth: 1, partials: false, blocks: false),
            "p2": template(depth: 1, partials: false, blocks: true),
            "parent": template(depth: 1, partials: false, blocks: true),
        ]
    }

    mutating func template(depth: Int, partials: Bool, blocks: Bool) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            text += line(depth: depth, partials: partials, blocks: blocks)
        }
        return text
    }

    /// A line: indentation, then pieces, then a line break (or none, at a template's end).
    mutating func line(depth: Int, partials: Bool, blocks: Bool) -> String {
        var text = pick(["", "", " ", "  ", "\t"])
        for _ in 0..<Int.random(in: 1...3, using: &generator) {
            text += piece(depth: depth, partials: partials, blocks: blocks)
            if chance(20) { text += pick([" ", "  ", "\t"]) }
        }
        return text + pick(["\n", "\n", "\n", "\r\n", ""])
    }

    mutating func piece(depth: Int, partials: Bool, blocks: Bool) -> String {
        let name = pick(Self.names)
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<25: return pick(Self.texts)
        case 25..<45: return pick(["{{\(name)}}", "{{{\(name)}}}", "{{& \(name)}}", "{{ \(name) }}"])
        case 45..<65 where depth < 3:
            let opening = pick(["#", "#", "^"])
            let section = pick(["t", "f", "n", "s", "empty", "list", "map", "missing", "i"])
            var inner = ""
            if chance(50) { inner += "\n" }
            for _ in 0..<Int.random(in: 0...2, using: &generator) { inner += line(depth: depth + 1, partials: partials, blocks: blocks) }
            if chance(2) { return "{{\(opening)\(section)}}\(inner)" }  // never closed
            if chance(1) { return "{{\(opening)\(section)}}\(inner){{/other}}" }
            return "{{\(opening)\(section)}}\(inner){{/\(section)}}"
        case 65..<72: return pick(["{{! a comment }}", "{{!\nlong\n}}"])
        case 72..<82 where partials: return pick(["{{> p1}}", "{{>p2}}", "{{> missing}}"])
        case 82..<88 where partials:
            var body = pick(["", "\n", "  "])
            for block in ["b1", "b2"] where chance(60) {
                body += "{{$\(block)}}" + line(depth: depth + 1, partials: false, blocks: false) + "{{/\(block)}}" + pick(["", "\n", " \n"])
            }
            return "{{<parent}}\(body){{/parent}}"
        case 88..<95 where blocks:
            let block = pick(["b1", "b2"])
            return "{{$\(block)}}" + pick(["", "\n"]) + line(depth: depth + 1, partials: false, blocks: false) + "{{/\(block)}}"
        case 95..<97: return "{{=<% %>=}}<% a %><%={{ }}=%>"
        case 97..<98: return "{{% CONTENT_TYPE: TEXT }}"
        default: return pick(Self.texts)
        }
    }

    mutating func values() -> TemplateValue {
        .map([
            "a": .text(pick(["<a & 'b'>", "\"q\"", "", "uno"])), "b": .integer(Int.random(in: -5...5, using: &generator)),
            "i": .number(pick([1.5, 2.0, -0.25])), "t": .flag(true), "f": .flag(false), "n": .nothing, "s": .text(""),
            "empty": .list([]),
            "list": .list([.text("x"), .map(["a": .text("<y>")]), .flag(false)]),
            "map": .map(["a": .text("m&m"), "list": .list([.integer(1), .integer(2)])]),
        ])
    }
}
