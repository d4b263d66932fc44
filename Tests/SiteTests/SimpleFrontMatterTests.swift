import Diagnostics
@testable import FrontMatter
import SitegenTesting
import Testing

/// Front matter of simple lines is read without libyaml; every front matter must give what
/// Yams gives: the same values, or the same error at the same place.
@Suite struct SimpleFrontMatterTests {
    static let keys = ["title", "description", "tags", "categories", "series", "part", "order", "date", "published",
                       "permalink", "demo", "author", "layout", "slug", "lineNumbers", "extra_key", "yes", "true", "null",
                       "on", "x1", "1x", "_privado"]
    /// Values: texts, numbers YAML reads apart (octal, hex, exponents, infinity), Booleans and
    /// nulls in every spelling, quotes, flow lists, comments, indicators, times, Unicode
    /// (accents, a combining mark, NEL and the line separator), and broken YAML.
    static let values = [
        "Navegación en SwiftUI", "\"Artículo 316\"", "'Con comillas'", "\"con # y : dentro\"", "'a''b'", "\"a\\\"b\"",
        "316", "-3", "+3", "0x1F", "0o17", "017", "1_000", "1e3", "1.5", ".5", ".inf", "-.inf", ".NaN", "3.", "1:30",
        "true", "True", "TRUE", "yes", "No", "on", "OFF", "y", "n", "~", "null", "Null", "", " ",
        "[SwiftUI, Navegación]", "[]", "[ ]", "[a,]", "[,a]", "[a, [b]]", "[a: b]", "['x', y]", "[true, 3, ~]", "[Serie A, b c]",
        "2023-10-07", "2023-10-07 20:38:14 +0200", "2023-13-45", "a: b", "a #comentario", "a#b", "C#", "-lista", "- x",
        "&ancla valor", "*alias", "!tag x", "|", ">", "%x", "@x", "`x`", "?x", "x:", "x :y", "e\u{301}", "a\u{85}b",
        "a\u{2028}b", "\u{FEFF}x", "tab\there", "fin ", "{a: b}", "a]b", "pestanas", "completa", "/ruta/", "/../fuera/",
        "\"\"", "''", "\"sin cerrar", "'sin cerrar", "[sin cerrar", "muchas   palabras",
    ]
    /// What most articles hold, for most lines: keys and values the simple reading takes.
    static let usualKeys = ["title", "description", "tags", "categories", "series", "part", "order", "date", "published",
                            "demo", "layout", "extra_key"]
    static let usualValues = ["Navegación en SwiftUI", "\"Artículo 316\"", "'Con comillas'", "316", "2", "true", "false",
                              "[SwiftUI, Navegación]", "[]", "Serie 63", "2023-10-07", "2023-10-07 20:38:14 +0200", "1.5",
                              "pestanas", "~", "C#", "x:y"]
    static let extraLines = ["", "# comentario", "  sangrado: x", "---", "...", "- elemento", "clave:", "clave:valor",
                             "lista:\n  - a\n  - b", "mapa:\n  a: 1", "texto: |\n  bloque", "multi: línea\n  seguida",
                             "source: { name: Blog, url: https://example.com }", "\r"]

    @Test func everyFrontMatterReadsAsYamsReadsIt() {
        var generator = SeededGenerator(seed: 1994)
        var simple = 0
        for _ in 0..<6_000 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                if Int.random(in: 0..<12, using: &generator) == 0 {
                    lines.append(Self.extraLines.randomElement(using: &generator)!)
                } else if Int.random(in: 0..<5, using: &generator) < 4 {
                    lines.append(Self.usualKeys.randomElement(using: &generator)! + ": " + Self.usualValues.randomElement(using: &generator)!)
                } else {
                    let separator = [": ", ":  ", ": ", ":"].randomElement(using: &generator)!
                    lines.append(Self.keys.randomElement(using: &generator)! + separator + Self.values.randomElement(using: &generator)!)
                }
            }
            let yaml = lines.joined(separator: "\n") + (Bool.random(using: &generator) ? "\n" : "")
            if SimpleFrontMatter.entries(of: yaml) != nil { simple += 1 }
            let fast = Result { () throws(DiagnosticError) in
                try FrontMatter.parse(yaml, file: "content/x.md", firstLine: 2, keptAsWritten: [], readsSimpleLines: true)
            }
            let yams = Result { () throws(DiagnosticError) in
                try FrontMatter.parse(yaml, file: "content/x.md", firstLine: 2, keptAsWritten: [], readsSimpleLines: false)
            }
            switch (fast, yams) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(yaml)")
            case (.failure(let a), .failure(let b)): #expect(a.description == b.description, "\(yaml)")
            default: Issue.record("one reading failed, the other did not: \(fast) / \(yams)\n\(yaml)")
            }
        }
        #expect(simple > 1_200, "the generated front matter exercises the simple reading")
    }

    @Test func anArticlesUsualFrontMatterIsReadWithoutLibyaml() throws {
        let yaml = "title: \"Artículo 316\"\ndescription: Texto de prueba número 316.\ntags: [Navegación, Testing]\nseries: Serie 63\npart: 2\norder: 316\n"
        let lines = try #require(SimpleFrontMatter.entries(of: yaml))
        #expect(lines.map { $0.key.string } == ["title", "description", "tags", "series", "part", "order"])
        #expect(lines.map(\.line) == [1, 2, 3, 4, 5, 6] && lines.map(\.column) == [8, 14, 7, 9, 7, 8], "where Yams' marks put the values")
        let matter = try FrontMatter.parse(yaml, file: "content/x.md", firstLine: 2)
        #expect(matter.title == "Artículo 316" && matter.tags == ["Navegación", "Testing"] && matter.part == 2 && matter.order == 316)
        #expect(SimpleFrontMatter.entries(of: "title: x\ntitle: y\n") == nil, "a repeated key is Yams' error to report")
    }
}
