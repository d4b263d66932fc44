import Content
import Foundation
import Markdown
import TestRandom
import Testing
@testable import Rendering

@Suite("Search shards")
struct SearchShardsTests {
    func entries(count: Int) throws -> [SearchIndex.Entry] {
        let words = ["navegación", "alertas", "vista", "modelo", "store", "reducer", "estado", "sheet", "lista",
                     "NavigationStack", "acción", "pingüino", "año", "deeplink", "alarma", "botón", "ñandú"]
        var articles: [Article] = []
        var bodies: [RenderedBody] = []
        for number in 0..<count {
            let pick = { (offset: Int) in words[(number * 7 + offset) % words.count] }
            let text = """
            ---
            title: Artículo \(number) sobre \(pick(1))
            description: Prueba \(number)
            ---
            Texto con \(pick(2)) y \(pick(3)) número \(number) palabra\(number % 50).

            ## Sección de \(pick(4))

            Más \(pick(5)) y \(pick(6)) con término\(number).
            """
            let article = try #require(try Article.parse(text, sourcePath: "content/a\(number).md", fileName: "a\(number).md").article)
            articles.append(article)
            bodies.append(MarkdownHTMLRenderer(skipTitleHeading: article.title).render(article.document))
        }
        return SearchIndex(articles: articles, bodies: bodies).entries
    }

    @Test func everyTermIsInExactlyOneShardAndTheManifestListsThem() throws {
        let entries = try entries(count: 400)
        let shards = SearchShards(entries: entries)
        var everyTerm: Set<String> = []
        for entry in entries {
            everyTerm.formUnion(SpanishText.terms(entry.t, camelCaseParts: false))
            for section in entry.s {
                everyTerm.formUnion(section[3].split(separator: " ").map(String.init))
                everyTerm.formUnion(SpanishText.terms(section[0], camelCaseParts: false))
            }
        }
        let placed = shards.shards.flatMap(\.terms)
        #expect(placed.count == Set(placed).count, "a term is in two shards")
        #expect(Set(placed) == everyTerm)
        #expect(shards.shards.count > 1, "400 articles need more than one shard")
        // Each term is where a reader's browser looks for it: the longest key that begins it.
        let keys = shards.shards.map(\.key)
        #expect(Set(keys).count == keys.count)
        for shard in shards.shards {
            for term in shard.terms {
                let longest = keys.filter { term.unicodeScalars.starts(with: $0.unicodeScalars) }
                    .max { $0.unicodeScalars.count < $1.unicodeScalars.count }
                #expect(longest == shard.key, "\(term) is in \(shard.key), looked for in \(longest ?? "none")")
            }
        }
        let manifest = try #require(shards.files.first)
        #expect(manifest.path == "search/manifest.js")
        let text = String(decoding: manifest.contents, as: UTF8.self)
        let prefix = "(window.sitegenSearchData=window.sitegenSearchData||{})[\"manifest\"]="
        #expect(text.hasPrefix(prefix) && text.hasSuffix(";\n"))
        let json = try JSONSerialization.jsonObject(with: Data(text.dropFirst(prefix.count).dropLast(2).utf8)) as? [String: Any]
        #expect(json?["k"] as? [String] == keys)
        // The manifest gives each shard file's size, and shards stay near their target.
        let sizes = try #require(json?["b"] as? [Int])
        for (number, size) in sizes.enumerated() {
            let file = try #require(shards.files.first { $0.path == "search/t\(number).js" })
            #expect(file.contents.count == size)
            if shards.shards[number].terms.count > 1 { #expect(size <= SearchShards.targetShardBytes + 200) }
        }
        #expect(shards.files.allSatisfy { $0.path.hasPrefix("search/") && !$0.path.contains("..") })
        #expect(Set(shards.files.map(\.path)).count == shards.files.count)
        #expect(json?["n"] as? String == entries.map { String($0.s.count, radix: 36) }.joined(separator: ","))
    }

    @Test func postingsAreDeltaCodedWithTheirField() throws {
        let entries = [
            SearchIndex.Entry(t: "Alertas", u: "a/", d: "", s: [["", "", "x", "vist", ""], ["Vista", "vista", "y", "vist alert", "viewstor"]]),
            SearchIndex.Entry(t: "Otro", u: "b/", d: "", s: [["", "", "z", "vist", "viewstor vist"]]),
        ]
        let shards = SearchShards(entries: entries)
        let all = shards.files.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        // Each posting is (delta * 4 + field) * 64 + place, in base 36.
        // vist: section 0 text, place 0 ((0*4+2)*64); section 1 heading (delta 1, (1*4+0)*64);
        // section 2 code, which wins over its text (delta 1, (1*4+1)*64).
        #expect(all.contains("\"vist\":[\"3k,74,8w\",\"\"]"))
        // alert: the second word of section 1's text ((1*4+2)*64+1), and in article 0's title.
        #expect(all.contains("\"alert\":[\"ap\",\"0\"]"))
        // viewstor: in the code of sections 1 and 2.
        #expect(all.contains("\"viewstor\":[\"8w,8w\",\"\"]"))
    }

    /// A field's terms are read at the bytes when it is ASCII: the same terms as the split by
    /// Character, where a mark after a space joins the space.
    @Test func termsAreSplitAsByCharacter() {
        let pieces = [" ", "  ", "vist", "a", "navegacion", "\u{301}", "ñ", "é", "日本", "🙂", "\u{200D}", "\t", "x1"]
        var generator = SeededGenerator.forTest()
        for _ in 0..<4000 {
            let field = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            var termBytes: [[UInt8]] = []
            SearchShards.forEachTermBytes(of: field) { termBytes.append(Array($0)) }
            #expect(termBytes == field.split(separator: " ").map { Array($0.utf8) }, "\(field.debugDescription)")
        }
    }

    /// Section postings are gathered by the terms' bytes: the same postings as a dictionary of
    /// `String`s gives, for terms of any script, repeated in a section, in the text, the code
    /// and the heading; a run with two spellings of one string is gathered by `String`.
    @Test func postingsGatheredByBytesAreThoseGatheredByString() {
        var generator = SeededGenerator.forTest()
        let vocabulary = ["vista", "modelo", "navegacion", "ñandu", "año", "字", "🙂", "x", "store", "a1", "vi", "vistas", "ζωη"]
        func field() -> String {
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in vocabulary.randomElement(using: &generator)! }
                .joined(separator: Bool.random(using: &generator) ? " " : "  ")
        }
        for _ in 0..<200 {
            let entries = (0..<Int.random(in: 1...6, using: &generator)).map { number in
                SearchIndex.Entry(t: "T\(number)", u: "t\(number)/", d: "",
                                  s: (0..<Int.random(in: 0...4, using: &generator)).map { _ in ["h", "a", "", field(), field()] },
                                  titleTerms: ["t\(number)", vocabulary[number]])
            }
            let run = ArraySlice(Array(entries.indices)), firsts = SearchShards.firstSections(entries)
            let byBytes = SearchShards.postings(of: run, in: entries, firstSections: firsts)
            let byString = SearchShards.postingsByString(of: run, in: entries, firstSections: firsts)
            #expect(byBytes?.titles == byString.titles)
            #expect(byBytes?.sections.mapValues { $0.map { "\($0.0) \($0.1) \($0.2)" } } == byString.sections.mapValues { $0.map { "\($0.0) \($0.1) \($0.2)" } })
        }
        // "é" written whole and as "e" and a combining accent: two byte strings, one String.
        let entries = [SearchIndex.Entry(t: "T", u: "t/", d: "", s: [["h", "a", "", "caf\u{E9} cafe\u{301} vista", ""]], titleTerms: ["t"])]
        let run = ArraySlice([0]), firsts = SearchShards.firstSections(entries)
        #expect(SearchShards.postings(of: run, in: entries, firstSections: firsts) == nil)
        let byString = SearchShards.postingsByString(of: run, in: entries, firstSections: firsts)
        #expect(byString.sections["caf\u{E9}"]?.map { "\($0.0) \($0.1) \($0.2)" } == ["0 text 1"])
        #expect(SearchShards.postings(entries)[0].sections.keys.sorted() == ["caf\u{E9}", "vista"])
    }

    @Test func jsonStringsAreEscaped() {
        #expect(SearchShards.json("a\"b\\c\nd\u{1}é") == "\"a\\\"b\\\\c\\nd\\u0001é\"")
    }

    struct Missing: Error { var what: String }

    /// The JSON value the search file at `path` stores under its name.
    func stored(_ path: String, in files: [String: OutputFile]) throws -> Any {
        guard let file = files[path] else { throw Missing(what: path) }
        let text = String(decoding: file.contents, as: UTF8.self)
        guard let start = text.range(of: "]=") else { throw Missing(what: "the data of \(path)") }
        return try JSONSerialization.jsonObject(with: Data(text[start.upperBound...].dropLast(2).utf8), options: .fragmentsAllowed)
    }

    /// Every term's section postings as (section, code) pairs, and its title postings, read back
    /// from the files as `search.js` reads them (pieces included).
    func postings(of shards: SearchShards) throws -> [String: (sections: [[Int]], titles: String)] {
        let files = Dictionary(shards.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let manifest = try #require(try stored("search/manifest.js", in: files) as? [String: Any])
        let counts = try #require(manifest["n"] as? String).split(separator: ",").map { Int($0, radix: 36)! }
        let sectionStart = counts.indices.map { counts[..<$0].reduce(0, +) }
        let blockFirst = try #require(manifest["g"] as? String).split(separator: ",").map { sectionStart[Int($0, radix: 36)!] }
        func decode(_ text: String, from first: Int) -> [[Int]] {
            var section = first
            return text.split(separator: ",").map { code in
                let value = Int(code, radix: 36)!
                section += value / 64 / 4
                return [section, value % 256]
            }
        }
        var result: [String: (sections: [[Int]], titles: String)] = [:]
        for number in shards.shards.indices {
            let shard = try #require(try stored("search/t\(number).js", in: files) as? [String: [Any]])
            for (term, entry) in shard {
                let titles = try #require(entry[1] as? String)
                if entry.count > 2 {
                    let piece = try #require(entry[2] as? Int)
                    #expect((entry[0] as? String) == "")
                    var sections: [[Int]] = []
                    for (block, first) in blockFirst.enumerated() {
                        let text = try #require(try stored("search/g\(piece)-\(block).js", in: files) as? String)
                        sections += decode(text, from: first)
                    }
                    result[term] = (sections, titles)
                } else {
                    result[term] = (decode(try #require(entry[0] as? String), from: 0), titles)
                }
            }
        }
        return result
    }

    @Test func commonTermsAreCutIntoPiecesByBlockAndKeepEveryPosting() throws {
        let entries = try entries(count: 400)
        let whole = SearchShards(entries: entries)
        let cut = SearchShards(entries: entries, layout: SearchShards.Layout(blockSections: 100, pieceBytes: 60))
        let pieces = cut.files.filter { $0.path.hasPrefix("search/g") }
        #expect(whole.files.allSatisfy { !$0.path.hasPrefix("search/g") }, "the default layout cuts nothing at 400 articles")
        #expect(pieces.count > 50, "common terms are cut into pieces")
        let expected = try postings(of: whole), found = try postings(of: cut)
        #expect(Set(expected.keys) == Set(found.keys))
        for (term, postings) in expected {
            #expect(found[term]?.sections == postings.sections, "\(term): the pieces hold other postings")
            #expect(found[term]?.titles == postings.titles)
        }
        // Every piece of a cut term is written, one per block, and none is larger than needed.
        let cutFiles = Dictionary(cut.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let manifest = try #require(try stored("search/manifest.js", in: cutFiles) as? [String: Any])
        let blocks = try #require(manifest["g"] as? String).split(separator: ",").count
        #expect(blocks > 3)
        #expect(pieces.count % blocks == 0)
    }

    /// Numbers in base 36 (the postings) and 10 (the code lines' indentation), as
    /// `String(_:radix:)` writes them.
    @Test func numbersAreWrittenAsStringWritesThem() {
        var generator = SeededGenerator.forTest()
        let numbers = [0, 1, 9, 10, 11, 35, 36, 37, 99, 100, 1295, 1296, 46655, 46656, 90210, -1, -36, Int.max, Int.min]
            + (0..<2_000).map { _ in Int.random(in: -1_000_000_000...1_000_000_000, using: &generator) }
        for radix in [36, 10, 2] {
            for number in numbers {
                var bytes: [UInt8] = [0x7C]
                bytes.appendDigits(of: number, radix: radix)
                #expect(bytes == [0x7C] + Array(String(number, radix: radix).utf8), "\(number) in base \(radix)")
            }
        }
    }
}
