import Foundation
import Content

/// The search index split so that a reader downloads only what a query needs:
/// `search/manifest.js`, term shards `search/t<N>.js` and result chunks `search/d<N>.js`.
///
/// Like `search-index.js`, every file is a script (it stores its data under
/// `window.sitegenSearchData[name]`), so `assets/search.js` loads them with `<script>`
/// elements and search still works from `file://`.
///
/// - The manifest: `{"v":4, "k":[shard keys], "b":[shard bytes], "n":"section counts per
///   article, base 36, comma-separated", "c":"first article of each result chunk, base 36",
///   "g":"first article of each block, base 36"}`.
/// - A term shard holds every term whose longest key prefix (in Unicode scalars) is its
///   key: `{"term": ["section postings", "title postings"]}`. Section postings are global
///   section numbers in article order, delta-coded, each `(delta * 4 + field) * 64 + place`
///   (field: 0 heading, 1 code identifier, 2 text; place: for a word of the text, the order
///   of its first use among the section's words, at most 63, which ranks sections where the
///   query's words stand close together first) in base 36; title postings are article
///   numbers, delta-coded. Keys come from
///   splitting by the next character until a shard is at most `targetShardBytes`, so a
///   typed word needs one shard, or the few under its prefix (a small site has one shard, key "").
/// - Blocks and pieces: the articles are cut into blocks of about `Layout.blockSections`
///   sections. A term whose section postings take more than `Layout.pieceBytes` (a common
///   word of a large site) keeps only its title postings in its shard, `{"term": ["", "title
///   postings", N]}`, and its section postings go to one piece per block, `search/g<N>-<block>.js`
///   (a string, delta-coded from the block's first section; empty where the block lacks the
///   term). A query of such words reads the pieces of one block at a time and shows the
///   results of the first blocks while it reads the rest.
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
    static let targetChunkBytes = 4 * 1024

    /// How the section postings of common terms are cut (site.yml's `search_block_sections`
    /// and `search_piece_bytes`; the defaults suit sites of thousands of articles).
    struct Layout: Hashable, Sendable {
        var blockSections = 8192
        var pieceBytes = 16 * 1024

        /// The layout `site` asks for, the defaults where it says nothing.
        init(site: SiteConfig) {
            blockSections = site.searchBlockSections ?? blockSections
            pieceBytes = site.searchPieceBytes ?? pieceBytes
        }

        init(blockSections: Int = 8192, pieceBytes: Int = 16 * 1024) {
            self.blockSections = blockSections
            self.pieceBytes = pieceBytes
        }
    }

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

    init(entries: [SearchIndex.Entry], layout: Layout = Layout()) {
        // The result chunks do not depend on the terms: both are made at the same time.
        let (terms, documents) = concurrently({ Self.termFiles(entries, layout: layout) }, { Self.documentFiles(entries) })
        shards = terms.shards
        let manifest = "{\"b\":[" + terms.shardBytes.map(String.init).joined(separator: ",") + "],\"c\":\""
            + documents.chunkStarts.map { String($0, radix: 36) }.joined(separator: ",") + "\",\"g\":\""
            + terms.blockArticles.map { String($0, radix: 36) }.joined(separator: ",") + "\",\"k\":["
            + terms.shards.map { Self.json($0.key) }.joined(separator: ",") + "],\"n\":\""
            + terms.sectionCounts.map { String($0, radix: 36) }.joined(separator: ",") + "\",\"v\":4}"
        files = [OutputFile(path: Self.manifestPath, text: Self.script(name: "manifest", json: manifest))]
            + terms.shardFiles + documents.files + terms.pieceFiles
    }

    /// The term shards and the pieces of common terms, with what the manifest says of them.
    struct TermFiles {
        var shards: [Shard]
        var shardFiles: [OutputFile]
        var shardBytes: [Int]
        var pieceFiles: [OutputFile]
        var blockArticles: [Int]
        var sectionCounts: [Int]
    }

    static func termFiles(_ entries: [SearchIndex.Entry], layout: Layout) -> TermFiles {
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
        // Blocks: consecutive articles of about `layout.blockSections` sections.
        var blockArticles: [Int] = [0], blockSections: [Int] = [0]
        var sectionsSoFar = 0
        for (article, count) in sectionCounts.enumerated() {
            if sectionsSoFar - blockSections[blockSections.count - 1] >= max(1, layout.blockSections) {
                blockArticles.append(article)
                blockSections.append(sectionsSoFar)
            }
            sectionsSoFar += count
        }
        // Postings were appended in section and article order: they are sorted already. Each
        // term's postings are encoded on all cores.
        let allTerms = Array(Set(sectionPostings.keys).union(titlePostings.keys))
        let postings = sectionPostings, titles = titlePostings, isBlocked = blockSections.count > 1
        let encodedTerms = allTerms.parallelMap { term -> (entry: String?, titles: String) in
            let sectionText = Self.encode(postings[term] ?? [], from: 0)
            let titleText = Self.deltas(titles[term] ?? []).map { String($0, radix: 36) }.joined(separator: ",")
            // A term whose section postings are cut into pieces keeps its title postings only.
            if isBlocked, sectionText.utf8.count > layout.pieceBytes { return (nil, titleText) }
            return (Self.json(term) + ":[\"" + sectionText + "\",\"" + titleText + "\"]", titleText)
        }
        var encoded: [String: String] = [:]
        var cut: [(term: String, titles: String)] = []
        for (term, result) in zip(allTerms, encodedTerms) {
            if let entry = result.entry { encoded[term] = entry } else { cut.append((term, result.titles)) }
        }
        // Numbered in term order, so that the files do not depend on a dictionary's order.
        var pieceFiles: [OutputFile] = []
        for (number, entry) in cut.sorted(by: { $0.term.unicodeScalars.lexicographicallyPrecedes($1.term.unicodeScalars) }).enumerated() {
            var rest = (sectionPostings[entry.term] ?? [])[...]
            for (block, first) in blockSections.enumerated() {
                let end = block + 1 < blockSections.count ? blockSections[block + 1] : Int.max
                let count = rest.prefix { $0.0 < end }.count
                let name = "g\(number)-\(block)"
                pieceFiles.append(OutputFile(path: Self.folder + name + ".js",
                                             text: Self.script(name: name, json: "\"" + Self.encode(Array(rest.prefix(count)), from: first) + "\"")))
                rest = rest.dropFirst(count)
            }
            encoded[entry.term] = Self.json(entry.term) + ":[\"\",\"" + entry.titles + "\"," + String(number) + "]"
        }
        // Sorted by Unicode scalars, as the split walks them.
        let shards = Self.split(terms: encoded.keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) },
                                sizes: encoded.mapValues { $0.utf8.count + 1 })
        var shardFiles: [OutputFile] = []
        var shardBytes: [Int] = []
        for (number, shard) in shards.enumerated() {
            let body = "{" + shard.terms.map { encoded[$0]! }.joined(separator: ",") + "}"
            let file = Self.script(name: "t\(number)", json: body)
            shardBytes.append(file.utf8.count)
            shardFiles.append(OutputFile(path: Self.folder + "t\(number).js", text: file))
        }
        return TermFiles(shards: shards, shardFiles: shardFiles, shardBytes: shardBytes, pieceFiles: pieceFiles,
                         blockArticles: blockArticles, sectionCounts: sectionCounts)
    }

    /// The result chunks, and the first article of each.
    static func documentFiles(_ entries: [SearchIndex.Entry]) -> (files: [OutputFile], chunkStarts: [Int]) {
        let documents = entries.parallelMap { entry -> String in
            let sections = entry.s.indices.map { index in
                let fields = entry.s[index], text = index < entry.texts.count ? entry.texts[index] : ""
                return "[" + Self.json(fields[0]) + "," + Self.json(fields[1]) + "," + Self.json(fields[2]) + "," + Self.json(text) + "]"
            }
            return "{\"d\":" + Self.json(entry.d) + ",\"s\":[" + sections.joined(separator: ",") + "],\"t\":"
                + Self.json(entry.t) + ",\"u\":" + Self.json(entry.u) + "}"
        }
        var files: [OutputFile] = []
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
        for (article, document) in documents.enumerated() {
            if chunk.isEmpty { chunkStarts.append(article) }
            chunk.append(document)
            chunkBytes += document.utf8.count
            if chunkBytes >= Self.targetChunkBytes { flushChunk() }
        }
        flushChunk()
        return (files, chunkStarts)
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

    /// Section postings in base 36, each `(delta * 4 + field) * 64 + place`, the first delta
    /// counted from section `first`.
    static func encode(_ postings: [(Int, Field, Int)], from first: Int) -> String {
        var previous = first
        return postings.map { posting in
            defer { previous = posting.0 }
            return String(((posting.0 - previous) * 4 + posting.1.rawValue) * 64 + posting.2, radix: 36)
        }.joined(separator: ",")
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
