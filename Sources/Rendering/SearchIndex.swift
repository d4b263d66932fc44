import Content
import Foundation

/// The client-side search index: `search-index.js`, written at build time.
///
/// It is a script that sets `window.sitegenSearchIndex`, not a JSON file, so
/// `assets/search.js` can load it with a `<script>` element and search works from
/// `file://` without a server. One entry per article, one section per heading:
/// `{"t": title, "u": "slug/", "d": description,
///   "s": [[heading, anchor, snippet, "term term …", "code term …"], …]}`.
/// Terms are folded and stemmed with `SpanishText`; titles and headings are folded
/// by the browser when the index loads. Code terms come from the Swift identifiers the
/// section's code blocks use (`ViewStore` → `viewstor`, `view`, `store`).
struct SearchIndex {
    static let path = Routes.searchIndex
    /// Characters of a section's text shown under a result when no word of the query is in it.
    static let snippetLength = 160
    /// Characters of a section's text the result chunks keep, to show the passage a query matched.
    static let passageLength = 1000

    struct Entry: Encodable {
        var t: String
        var u: String
        var d: String
        var s: [[String]]
        /// Each section's text (up to `passageLength`), for the result chunks only.
        var texts: [String] = []
        /// Each section's code lines that introduce its identifiers, one per line (`TextSection.codeLines`),
        /// for the result chunks only: a result found in code shows its line.
        var codeLines: [String] = []
        /// The title's and each heading's terms as `search.js` computes them (no camel-case
        /// parts), for the split index only.
        var titleTerms: [String] = []
        var headingTerms: [[String]] = []

        private enum CodingKeys: String, CodingKey { case t, u, d, s }

        /// The entry as `search-index.js` holds it: what its `Encodable` conformance gives, keys sorted.
        func write(to json: inout JSONText) {
            json.raw("{\"d\":")
            json.string(d)
            json.raw(",\"s\":")
            json.stringArrays(s)
            json.raw(",\"t\":")
            json.string(t)
            json.raw(",\"u\":")
            json.string(u)
            json.raw("}")
        }
    }

    let entries: [Entry]

    /// The index of `articles`, one after the other (the site's is made as its pages are
    /// rendered, `SiteRenderer`).
    init(articles: [Article], bodies: [RenderedBody]) {
        let memo = SpanishText.TermMemo()
        entries = zip(articles, bodies).map { Self.entry($0, $1, memo: memo) }
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The entry of one article; `memo` keeps the terms of the words met in earlier entries.
    static func entry(_ article: Article, _ body: RenderedBody, memo: SpanishText.TermMemo) -> Entry {
        let texts = body.sections.map { Self.collapsingWhitespace($0.text) }
        return Entry(t: article.title, u: article.urlPath, d: article.description ?? "",
                     s: zip(body.sections, texts).map { section, text in
                         [section.heading, section.anchor, Self.snippet(text),
                          SpanishText.joinedTerms(text, memo: memo),
                          SpanishText.joinedTerms(section.code.joined(separator: " "), memo: memo)]
                     },
                     texts: texts.map(Self.passage),
                     codeLines: body.sections.map { $0.codeLines.joined(separator: "\n") },
                     titleTerms: SpanishText.terms(article.title, camelCaseParts: false, memo: memo),
                     headingTerms: body.sections.map { SpanishText.terms($0.heading, camelCaseParts: false, memo: memo) })
    }

    /// The start of a long text, cut at a word.
    static func passage(_ text: String) -> String {
        wordPrefix(of: text, longerThan: passageLength) ?? text
    }

    /// The first `length` Characters of `text`, without the word the cut falls in, when it has
    /// more than `length`; nil when it has no more. Where they end is found once, without
    /// counting them all: no text has more Characters than bytes, and past that only the first
    /// `length` are walked.
    static func wordPrefix(of text: String, longerThan length: Int) -> String? {
        guard text.utf8.count > length else { return nil }
        let end = prefixEnd(of: text, length: length)
        guard end != text.endIndex else { return nil }
        let cut = text[..<end]
        return String(cut[..<(cut.lastIndex(of: " ") ?? cut.endIndex)])
    }

    /// Where the first `length` Characters of `text` end (its end when it has no more).
    static func prefixEnd(of text: String, length: Int) -> String.Index {
        if let end = simplePrefixEnd(of: text, length: length) { return end }
        return text.index(text.startIndex, offsetBy: length, limitedBy: text.endIndex) ?? text.endIndex
    }

    /// `prefixEnd` read scalar by scalar, for a text whose first `length` scalars, and the one
    /// after them, are each a Character of their own: letters of Latin scripts, their
    /// punctuation, spaces, tabs and line feeds (no grapheme rule joins two of them, so
    /// Characters and scalars are the same there). Nil for any other text, which is walked by
    /// Character (the prefix is a thousand Characters of every section, and the scalar walk
    /// runs no grapheme rule over them).
    static func simplePrefixEnd(of text: String, length: Int) -> String.Index? {
        let utf8 = text.utf8
        let found: Int?? = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var offset = 0, scalars = 0
            while offset < bytes.count {
                let (scalar, width) = bytes.scalar(at: offset)
                guard isOwnCharacter(scalar) else { return nil }
                // The scalar after the first `length` is read too: it must not join them.
                if scalars == length { return offset }
                scalars += 1
                offset += width
            }
            return bytes.count
        }
        guard let offset = found ?? nil else { return nil }
        return utf8.index(utf8.startIndex, offsetBy: offset)
    }

    /// Whether a scalar is a Character on its own whatever stands beside it (Grapheme_Cluster_Break
    /// Other or Control, never Extend, ZWJ, Prepend or Regional_Indicator, and no CR, which
    /// joins a following LF): ASCII but CR, Latin-1 and the Latin extensions before the
    /// combining marks, general punctuation but the joiners and separators around it.
    static func isOwnCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E: return true
        default: return false
        }
    }

    func file() -> OutputFile {
        // The entries are written in runs on all cores, by hand (`JSONText`), not by one
        // JSONEncoder on one core. The keys come in sorted order, as a JSONEncoder with
        // `.sortedKeys` writes them.
        let runs = entries.parallelMapRuns { run -> [UInt8] in
            var json = JSONText(capacity: 64 * 1024)
            for (index, entry) in run.enumerated() {
                if index > 0 { json.raw(",") }
                entry.write(to: &json)
            }
            return json.bytes
        }
        var contents = Data("window.sitegenSearchIndex={\"v\":1,\"docs\":[".utf8)
        for (index, run) in runs.filter({ !$0.isEmpty }).enumerated() {
            if index > 0 { contents.append(UInt8(ascii: ",")) }
            contents.append(contentsOf: run)
        }
        contents.append(contentsOf: Array("]};\n".utf8))
        return OutputFile(path: Self.path, contents: contents)
    }

    /// The words of `text` with one space between them: what splitting at whitespace
    /// characters gives, read scalar by scalar (no grapheme rules run over every section's
    /// text, as a split Character by Character would). A mark right after whitespace belongs
    /// to it, as it does in a Character.
    static func collapsingWhitespace(_ text: String) -> String {
        // Read and written as UTF-8 bytes, each scalar decoded from its bytes where it stands,
        // rather than appended scalar by scalar to a String. The text only gets shorter, so it
        // is written straight into the new String's storage.
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { result in
                var count = 0
                var pendingSpace = false, afterSpace = true
                var index = 0
                while index < bytes.count {
                    let start = index, byte = bytes[index]
                    let isSpace: Bool
                    if byte < 0x80 {
                        // ASCII, most of the text, is read as bytes: no scalar to decode.
                        index += 1
                        isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
                    } else {
                        let (scalar, length) = bytes.scalar(at: index)
                        index += length
                        isSpace = isWhitespace(scalar) || (afterSpace && isExtending(scalar))
                    }
                    if isSpace {
                        pendingSpace = count > 0
                        afterSpace = true
                        continue
                    }
                    if pendingSpace {
                        result[count] = UInt8(ascii: " ")
                        count += 1
                        pendingSpace = false
                    }
                    afterSpace = false
                    for offset in start..<index {
                        result[count] = bytes[offset]
                        count += 1
                    }
                }
                return count
            }
        }
    }

    /// `Unicode.Scalar.Properties.isWhitespace`, without the property lookup below U+0100.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0: return true
        case 0..<0x100: return false
        default: return scalar.properties.isWhitespace
        }
    }

    /// A scalar that extends the Character before it (a combining mark, a joiner, a variation selector).
    static func isExtending(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value >= 0x300 else { return false }
        if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    static func snippet(_ text: String) -> String {
        wordPrefix(of: text, longerThan: snippetLength).map { $0 + "…" } ?? text
    }
}
