import Foundation
import Content

/// The search index split so that a reader downloads only what a query needs:
/// `search/manifest.js`, term shards `search/t<N>.js` and result chunks `search/d<N>.js`.
///
/// Like `search-index.js`, every file is a script (it stores its data under
/// `window.sitegenSearchData[name]`), so `assets/search.js` loads them with `<script>`
/// elements and search still works from `file://`.
///
/// - The manifest: `{"v":5, "k":[shard keys], "b":[shard bytes], "n":"section counts per
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
///   snippet, text, code lines], …]}, …]`, about `targetChunkBytes` each; the text (its first
///   `SearchIndex.passageLength` characters) gives the passage a result shows, and the code
///   lines (the line where each identifier first appears, one per line) the line a result
///   found in code shows.
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
            + terms.sectionCounts.map { String($0, radix: 36) }.joined(separator: ",") + "\",\"v\":5}"
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

    /// The postings of a run of consecutive articles: term → section postings and term →
    /// title postings (article numbers), both ascending.
    struct RunPostings: Sendable {
        var sections: [String: [(Int, Field, Int)]] = [:]
        var titles: [String: [Int]] = [:]
    }

    /// The postings of every article, gathered in runs of consecutive articles on all cores:
    /// a term's postings are the concatenation of its postings in each run, in run order.
    static func postings(_ entries: [SearchIndex.Entry]) -> [RunPostings] {
        let firstSections = firstSections(entries)
        return Array(entries.indices).parallelMapRuns { run -> RunPostings in
            postings(of: run, in: entries, firstSections: firstSections) ?? postingsByString(of: run, in: entries, firstSections: firstSections)
        }
    }

    /// The number of each article's first section.
    static func firstSections(_ entries: [SearchIndex.Entry]) -> [Int] {
        var sections = 0
        return entries.map { entry in
            defer { sections += entry.s.count }
            return sections
        }
    }

    /// The postings of a run of articles, the section postings gathered by the terms' bytes
    /// (`ByteStringTable`: the terms of 10,000 articles are millions of look-ups, which a
    /// dictionary keyed by `String` would hash with SipHash). Nil when two terms of the run have
    /// different bytes but are the same `String` (canonically equivalent, which folded terms
    /// never are): `postingsByString` then gathers them as one.
    static func postings(of run: ArraySlice<Int>, in entries: [SearchIndex.Entry], firstSections: [Int]) -> RunPostings? {
        var postings = RunPostings()
        var sectionTerms = ByteStringTable<[(Int, Field, Int)]>()
        postings.titles = forEachSectionTerm(of: run, in: entries, firstSections: firstSections) { term, section, field, place in
            let number = sectionTerms.number(of: term) { [] }
            Self.post(section: section, field: field, place: place, in: &sectionTerms[number])
        }
        postings.sections.reserveCapacity(sectionTerms.count)
        for number in 0..<sectionTerms.count {
            let term = sectionTerms.withBytes(of: number) { String(decoding: $0, as: UTF8.self) }
            guard postings.sections.updateValue(sectionTerms[number], forKey: term) == nil else { return nil }
        }
        return postings
    }

    /// `postings(of:in:firstSections:)` with the terms as `String`s: terms that are equal
    /// strings share their postings whatever their bytes.
    static func postingsByString(of run: ArraySlice<Int>, in entries: [SearchIndex.Entry], firstSections: [Int]) -> RunPostings {
        var postings = RunPostings()
        postings.titles = forEachSectionTerm(of: run, in: entries, firstSections: firstSections) { term, section, field, place in
            Self.post(section: section, field: field, place: place, in: &postings.sections[String(decoding: term, as: UTF8.self), default: []])
        }
        return postings
    }

    /// Calls `post` with each term of the sections of a run of articles, in order, with its
    /// section, field and place: a section's text terms (their place among its words, at most
    /// `maximumPlace`), then its code's, then its heading's. Returns the run's title postings.
    static func forEachSectionTerm(of run: ArraySlice<Int>, in entries: [SearchIndex.Entry], firstSections: [Int],
                                   _ post: (UnsafeBufferPointer<UInt8>, Int, Field, Int?) -> Void) -> [String: [Int]] {
        var titles: [String: [Int]] = [:]
        guard let first = run.first else { return titles }
        var section = firstSections[first]
        for article in run {
            let entry = entries[article]
            // Entries made by hand (tests) may lack the terms the renderer computes.
            for term in Set(entry.titleTerms.isEmpty ? SpanishText.terms(entry.t, camelCaseParts: false) : entry.titleTerms) {
                titles[term, default: []].append(article)
            }
            for (index, fields) in entry.s.enumerated() {
                var place = 0
                forEachTermBytes(of: fields[3]) { term in
                    post(term, section, .text, min(place, Self.maximumPlace))
                    place += 1
                }
                if fields.count > 4 {
                    forEachTermBytes(of: fields[4]) { post($0, section, .code, nil) }
                }
                for var term in headingTerms(of: entry, section: index) {
                    term.withUTF8 { post($0, section, .heading, nil) }
                }
                section += 1
            }
        }
        return titles
    }

    /// The terms of a section's heading (those the renderer computed; entries made by hand,
    /// in tests, may lack them).
    static func headingTerms(of entry: SearchIndex.Entry, section index: Int) -> [String] {
        index < entry.headingTerms.count ? entry.headingTerms[index] : SpanishText.terms(entry.s[index][0], camelCaseParts: false)
    }

    /// Records a term in `section` under `field`, in `postings` (the term's): a new posting, or
    /// the section's posting met earlier (the term came before in the text, or in the code)
    /// taking the field, and the place when one is given. Postings are appended in section
    /// order, so the section's own is the last one.
    static func post(section: Int, field: Field, place: Int?, in postings: inout [(Int, Field, Int)]) {
        if let last = postings.indices.last, postings[last].0 == section {
            postings[last].1 = field
            if let place { postings[last].2 = place }
        } else {
            postings.append((section, field, place ?? 0))
        }
    }

    /// The terms of a field (terms joined by spaces) as a split at " " by Character gives
    /// them, as bytes: cut at the bytes for an ASCII field (a folded Spanish text's terms are
    /// ASCII), where every byte is a Character.
    static func forEachTermBytes(of field: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var field = field
        let read: Bool = field.withUTF8 { bytes in
            // An ASCII field: every byte is a Character, the terms are cut at its spaces.
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            var start = 0
            for offset in 0..<bytes.count where bytes[offset] == UInt8(ascii: " ") {
                if offset > start { body(UnsafeBufferPointer(rebasing: bytes[start..<offset])) }
                start = offset + 1
            }
            if bytes.count > start { body(UnsafeBufferPointer(rebasing: bytes[start...])) }
            return true
        }
        guard !read else { return }
        for term in field.split(separator: " ") {
            var term = String(term)
            term.withUTF8(body)
        }
    }

    static func termFiles(_ entries: [SearchIndex.Entry], layout: Layout) -> TermFiles {
        let runs = postings(entries)
        let sectionCounts = entries.map(\.s.count)
        /// A term's section postings, ascending: its postings in each run, one run after the other.
        @Sendable func sectionPostings(_ term: String) -> [(Int, Field, Int)] {
            runs.count == 1 ? runs[0].sections[term] ?? [] : runs.flatMap { $0.sections[term] ?? [] }
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
        var termSet = Set<String>()
        for run in runs {
            termSet.formUnion(run.sections.keys)
            termSet.formUnion(run.titles.keys)
        }
        let allTerms = Array(termSet), isBlocked = blockSections.count > 1
        let encodedTerms = allTerms.parallelMap { [blockSections] term -> (entry: String?, titles: String, pieces: [String]) in
            let postings = sectionPostings(term)
            let sectionText = Self.encode(postings, from: 0)
            let titleText = Self.encodeTitles(runs.flatMap { $0.titles[term] ?? [] })
            // A term whose section postings are cut into pieces keeps its title postings only.
            if isBlocked, sectionText.utf8.count > layout.pieceBytes {
                return (nil, titleText, Self.pieces(of: postings, blockSections: blockSections))
            }
            return (Self.json(term) + ":[\"" + sectionText + "\",\"" + titleText + "\"]", titleText, [])
        }
        var encoded: [String: String] = [:]
        var cut: [(term: String, titles: String, pieces: [String])] = []
        for (term, result) in zip(allTerms, encodedTerms) {
            if let entry = result.entry { encoded[term] = entry } else { cut.append((term, result.titles, result.pieces)) }
        }
        // Numbered in term order, so that the files do not depend on a dictionary's order.
        var pieceFiles: [OutputFile] = []
        for (number, entry) in cut.sorted(by: { Self.precedes($0.term, $1.term) }).enumerated() {
            for (block, piece) in entry.pieces.enumerated() {
                let name = "g\(number)-\(block)"
                pieceFiles.append(OutputFile(path: Self.folder + name + ".js", text: Self.script(name: name, json: "\"" + piece + "\"")))
            }
            encoded[entry.term] = Self.json(entry.term) + ":[\"\",\"" + entry.titles + "\"," + String(number) + "]"
        }
        // Sorted by Unicode scalars, as the split walks them.
        let shards = Self.split(terms: encoded.keys.sorted(by: Self.precedes),
                                sizes: encoded.mapValues { $0.utf8.count + 1 })
        let terms = encoded
        let shardTexts = Array(shards.enumerated()).parallelMap { number, shard in
            Self.script(name: "t\(number)", json: "{" + shard.terms.map { terms[$0]! }.joined(separator: ",") + "}")
        }
        let shardBytes = shardTexts.map(\.utf8.count)
        let shardFiles = shardTexts.enumerated().map { OutputFile(path: Self.folder + "t\($0.offset).js", text: $0.element) }
        return TermFiles(shards: shards, shardFiles: shardFiles, shardBytes: shardBytes, pieceFiles: pieceFiles,
                         blockArticles: blockArticles, sectionCounts: sectionCounts)
    }

    /// A common term's section postings cut at the blocks (which start at the sections
    /// `blockSections`), each piece delta-coded from its block's first section.
    static func pieces(of postings: [(Int, Field, Int)], blockSections: [Int]) -> [String] {
        var rest = postings[...]
        return blockSections.indices.map { block in
            let end = block + 1 < blockSections.count ? blockSections[block + 1] : Int.max
            let count = rest.prefix { $0.0 < end }.count
            defer { rest = rest.dropFirst(count) }
            return Self.encode(Array(rest.prefix(count)), from: blockSections[block])
        }
    }

    /// The result chunks, and the first article of each.
    static func documentFiles(_ entries: [SearchIndex.Entry]) -> (files: [OutputFile], chunkStarts: [Int]) {
        // Each document's JSON as bytes, written by one `JSONText` straight into its buffer: no
        // String per field to join and copy again into the chunk.
        let documents = entries.parallelMap { entry -> [UInt8] in
            var json = JSONText(capacity: 4096)
            json.raw("{\"d\":")
            json.string(entry.d)
            json.raw(",\"s\":[")
            for index in entry.s.indices {
                let fields = entry.s[index]
                if index > 0 { json.raw(",") }
                json.raw("[")
                json.string(fields[0])
                json.raw(",")
                json.string(fields[1])
                json.raw(",")
                json.string(fields[2])
                json.raw(",")
                json.string(index < entry.texts.count ? entry.texts[index] : "")
                json.raw(",")
                json.string(index < entry.codeLines.count ? entry.codeLines[index] : "")
                json.raw("]")
            }
            json.raw("],\"t\":")
            json.string(entry.t)
            json.raw(",\"u\":")
            json.string(entry.u)
            json.raw("}")
            return json.bytes
        }
        // Where the chunks start (each ends once it holds `targetChunkBytes`), then their files on all cores.
        var chunkStarts: [Int] = []
        var chunkBytes = 0
        for (article, document) in documents.enumerated() {
            if chunkBytes == 0 { chunkStarts.append(article) }
            chunkBytes += document.count
            if chunkBytes >= Self.targetChunkBytes { chunkBytes = 0 }
        }
        let files = Array(chunkStarts.enumerated()).parallelMap { [chunkStarts] number, start -> OutputFile in
            let end = number + 1 < chunkStarts.count ? chunkStarts[number + 1] : documents.count
            let name = "d\(number)"
            let (head, tail) = Self.scriptParts(name: name)
            var bytes = Array(head.utf8)
            bytes.reserveCapacity(bytes.count + documents[start..<end].reduce(2) { $0 + $1.count + 1 } + tail.utf8.count)
            bytes.append(UInt8(ascii: "["))
            for index in start..<end {
                if index > start { bytes.append(UInt8(ascii: ",")) }
                bytes.append(contentsOf: documents[index])
            }
            bytes.append(UInt8(ascii: "]"))
            bytes.append(contentsOf: tail.utf8)
            return OutputFile(path: Self.folder + name + ".js", contents: Data(bytes))
        }
        return (files, chunkStarts)
    }

    /// Whether `first` comes before `second` in the order of their Unicode scalars: compared
    /// as UTF-8 bytes, whose order is the scalars' order.
    static func precedes(_ first: String, _ second: String) -> Bool {
        first.utf8.lexicographicallyPrecedes(second.utf8)
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
        var bytes: [UInt8] = []
        bytes.reserveCapacity(postings.count * 4)
        for posting in postings {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: ",")) }
            bytes.appendDigits(of: ((posting.0 - previous) * 4 + posting.1.rawValue) * 64 + posting.2, radix: 36)
            previous = posting.0
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Title postings: article numbers, delta-coded, in base 36.
    static func encodeTitles(_ articles: [Int]) -> String {
        var previous = 0
        var bytes: [UInt8] = []
        for article in articles {
            if !bytes.isEmpty { bytes.append(UInt8(ascii: ",")) }
            bytes.appendDigits(of: article - previous, radix: 36)
            previous = article
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func script(name: String, json: String) -> String {
        let (head, tail) = scriptParts(name: name)
        return head + json + tail
    }

    /// What a search file's script has before and after its JSON value.
    static func scriptParts(name: String) -> (head: String, tail: String) {
        ("(window.sitegenSearchData=window.sitegenSearchData||{})[\"\(name)\"]=", ";\n")
    }

    /// A JSON string literal (`JSONText`, not a `JSONEncoder` per string: the shards hold a
    /// great many strings).
    static func json(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
