import Foundation

/// The search index split so that a reader downloads only what a query needs:
/// `search/manifest.js`, term shards `search/t<N>.js` and result chunks `search/d<N>.js`.
///
/// Like `search-index.js`, every file is a script (it stores its data under
/// `window.sitegenSearchData[name]`), so `assets/search.js` loads them with `<script>`
/// elements and search still works from `file://`.
///
/// - The manifest: `{"v":3, "k":[shard keys], "b":[shard bytes], "n":"section counts per
///   article, base 36, comma-separated", "c":"first article of each result chunk, base 36"}`.
/// - A term shard holds every term whose longest key prefix (in Unicode scalars) is its
///   key: `{"term": ["section postings", "title postings"]}`. Section postings are global
///   section numbers in article order, delta-coded, each `(delta * 4 + field) * 64 + place`
///   (field: 0 heading, 1 code identifier, 2 text; place: for a word of the text, the order
///   of its first use among the section's words, at most 63, which ranks sections where the
///   query's words stand close together first) in base 36; title postings are article
///   numbers, delta-coded. Keys come from
///   splitting by the next character until a shard is at most `targetShardBytes`, so a
///   typed word needs one shard, or the few under its prefix (a small site has one shard, key "").
/// - A result chunk holds consecutive articles as `[{"t","u","d","s":[[heading, anchor,
///   snippet, text], …]}, …]`, about `targetChunkBytes` each; the text (its first
///   `SearchIndex.passageLength` characters) gives the passage a result shows.
///
/// Heading and title terms are computed as `search.js` computes them from the text
/// (no camel-case parts), so results match a search over `search-index.js`.
struct SearchShards {
    static let folder = "search/"
    static let manifestPath = folder + "manifest.js"
    static let targetShardBytes = 16 * 1024
    static let targetChunkBytes = 8 * 1024

    /// Where a term is found in one section; the lower field wins, as in `search.js`.
    enum Field: Int { case heading = 0, code = 1, text = 2 }
    /// The highest place a posting records.
    static let maximumPlace = 63

    struct Shard: Equatable {
        var key: String
        var terms: [String]
    }

    let shards: [Shard]
    let files: [OutputFile]

    init(entries: [SearchIndex.Entry]) {
        // term → (section postings, title article postings), both ascending.
        var sectionPostings: [String: [(Int, Field, Int)]] = [:]
        var titlePostings: [String: [Int]] = [:]
        var sectionCounts: [Int] = []
        var section = 0
        for (article, entry) in entries.enumerated() {
            // Entries made by hand (tests) may lack the terms the renderer computes.
            let titleTerms = entry.titleTerms.isEmpty ? SpanishText.terms(entry.t, camelCaseParts: false) : entry.titleTerms
            for term in Set(titleTerms) {
                titlePostings[term, default: []].append(article)
            }
            for (index, fields) in entry.s.enumerated() {
                var best: [String: Field] = [:]
                var places: [String: Int] = [:]
                for (place, term) in fields[3].split(separator: " ").enumerated() {
                    best[String(term)] = .text
                    places[String(term)] = min(place, Self.maximumPlace)
                }
                if fields.count > 4 { for term in fields[4].split(separator: " ") { best[String(term)] = .code } }
                let headingTerms = index < entry.headingTerms.count
                    ? entry.headingTerms[index] : SpanishText.terms(fields[0], camelCaseParts: false)
                for term in headingTerms { best[term] = .heading }
                for (term, field) in best { sectionPostings[term, default: []].append((section, field, places[term] ?? 0)) }
                section += 1
            }
            sectionCounts.append(entry.s.count)
        }
        var encoded: [String: String] = [:]
        // Postings were appended in section and article order: they are sorted already.
        for term in Set(sectionPostings.keys).union(titlePostings.keys) {
            let postings = sectionPostings[term] ?? []
            let sections = Self.deltas(postings.map(\.0))
            let sectionText = zip(sections, postings).map { delta, posting in
                String((delta * 4 + posting.1.rawValue) * 64 + posting.2, radix: 36)
            }.joined(separator: ",")
            let titleText = Self.deltas(titlePostings[term] ?? []).map { String($0, radix: 36) }.joined(separator: ",")
            encoded[term] = Self.json(term) + ":[\"" + sectionText + "\",\"" + titleText + "\"]"
        }
        // Sorted by Unicode scalars, as the split walks them.
        let shards = Self.split(terms: encoded.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) },
                                sizes: encoded.mapValues { $0.utf8.count + 1 })
        self.shards = shards

        var files: [OutputFile] = []
        var shardBytes: [Int] = []
        for (number, shard) in shards.enumerated() {
            let body = "{" + shard.terms.map { encoded[$0]! }.joined(separator: ",") + "}"
            let file = Self.script(name: "t\(number)", json: body)
            shardBytes.append(file.utf8.count)
            files.append(OutputFile(path: Self.folder + "t\(number).js", text: file))
        }
        var chunkStarts: [Int] = []
        var chunk: [String] = []
        var chunkBytes = 0
        func flushChunk() {
            guard !chunk.isEmpty else { return }
            files.append(OutputFile(path: Self.folder + "d\(chunkStarts.count - 1).js",
                                    text: Self.script(name: "d\(chunkStarts.count - 1)", json: "[" + chunk.joined(separator: ",") + "]")))
            chunk = []
            chunkBytes = 0
        }
        for (article, entry) in entries.enumerated() {
            if chunk.isEmpty { chunkStarts.append(article) }
            let sections = entry.s.indices.map { index in
                let fields = entry.s[index], text = index < entry.texts.count ? entry.texts[index] : ""
                return "[" + Self.json(fields[0]) + "," + Self.json(fields[1]) + "," + Self.json(fields[2]) + "," + Self.json(text) + "]"
            }
            let doc = "{\"d\":" + Self.json(entry.d) + ",\"s\":[" + sections.joined(separator: ",") + "],\"t\":"
                + Self.json(entry.t) + ",\"u\":" + Self.json(entry.u) + "}"
            chunk.append(doc)
            chunkBytes += doc.utf8.count
            if chunkBytes >= Self.targetChunkBytes { flushChunk() }
        }
        flushChunk()
        let manifest = "{\"b\":[" + shardBytes.map(String.init).joined(separator: ",") + "],\"c\":\""
            + chunkStarts.map { String($0, radix: 36) }.joined(separator: ",") + "\",\"k\":["
            + shards.map { Self.json($0.key) }.joined(separator: ",") + "],\"n\":\""
            + sectionCounts.map { String($0, radix: 36) }.joined(separator: ",") + "\",\"v\":3}"
        files.insert(OutputFile(path: Self.manifestPath, text: Self.script(name: "manifest", json: manifest)), at: 0)
        self.files = files
    }

    /// Splits sorted terms by their next Unicode scalar until every shard is small
    /// enough; terms no longer than a split prefix stay in a shard keyed by that prefix.
    static func split(terms: [String], sizes: [String: Int]) -> [Shard] {
        var result: [Shard] = []
        func visit(_ prefix: [Unicode.Scalar], _ terms: [String]) {
            let total = terms.reduce(0) { $0 + sizes[$1, default: 0] }
            let key = String(String.UnicodeScalarView(prefix))
            if total <= targetShardBytes || terms.allSatisfy({ $0.unicodeScalars.count <= prefix.count }) {
                // A small site gets one shard, keyed by the empty prefix.
                if !terms.isEmpty { result.append(Shard(key: key, terms: terms)) }
                return
            }
            splitChildren(prefix, terms)
        }
        func splitChildren(_ prefix: [Unicode.Scalar], _ terms: [String]) {
            let ending = terms.filter { $0.unicodeScalars.count <= prefix.count }
            if !ending.isEmpty { result.append(Shard(key: String(String.UnicodeScalarView(prefix)), terms: ending)) }
            var groups: [(Unicode.Scalar, [String])] = []
            for term in terms where term.unicodeScalars.count > prefix.count {
                let next = Array(term.unicodeScalars)[prefix.count]
                if groups.last?.0 == next { groups[groups.count - 1].1.append(term) } else { groups.append((next, [term])) }
            }
            for (next, group) in groups { visit(prefix + [next], group) }
        }
        visit([], terms)
        return result
    }

    static func deltas(_ numbers: [Int]) -> [Int] {
        var previous = 0
        return numbers.map { number in defer { previous = number }; return number - previous }
    }

    static func script(name: String, json: String) -> String {
        "(window.sitegenSearchData=window.sitegenSearchData||{})[\"\(name)\"]=\(json);\n"
    }

    /// A JSON string literal; written by hand because a JSONEncoder per string costs more
    /// than the rest of the shards at 10,000 articles.
    static func json(_ text: String) -> String {
        // Most texts need no escape: their bytes are copied as they are. (0xE2 starts U+2028
        // and U+2029, and other characters too, which the slow path copies.)
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\u{2028}", "\u{2029}": out += "\\u" + String(scalar.value, radix: 16)
            case _ where scalar.value < 0x20: out += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
