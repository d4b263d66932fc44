import Foundation

/// Spanish-aware word folding for search: the index is built with it and
/// `assets/search.js` applies the same steps to what the reader types, so both sides
/// meet on the same terms. Keep the two in step (the browser tests compare them).
public enum SpanishText {
    /// Lowercase without accents or other marks: "Navegación" → "navegacion", "Ñu" → "nu".
    /// Same as JavaScript's `s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase()`.
    public static func fold(_ text: String) -> String {
        // Most words of a Spanish text about code are plain ASCII: skip the decomposition.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.lowercased() }
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default: scalars.append(scalar)
            }
        }
        return String(scalars).lowercased()
    }

    /// A light stemmer, after Lucene's SpanishLightStemmer: it removes the final vowel of
    /// gender and number (`alerta`, `alertas` → `alert`), plural `-es` (`acciones` →
    /// `accion`), `-ces` → `z` (`veces` → `vez`), and the English plural `-s` after a
    /// consonant (`sheets` → `sheet`), which code-heavy Spanish text uses a lot.
    /// Words under five letters stay as they are. Takes a folded word.
    public static func stem(_ word: String) -> String {
        var letters = Array(word)
        guard letters.count >= 5 else { return word }
        let vowels: Set<Character> = ["a", "e", "o"]
        let last = letters[letters.count - 1], previous = letters[letters.count - 2]
        if vowels.contains(last) {
            letters.removeLast()
        } else if last == "s" {
            if previous == "e" && letters[letters.count - 3] == "c" {
                letters.removeLast(3)
                letters.append("z")
            } else if vowels.contains(previous) {
                letters.removeLast(2)
            } else if !"siu".contains(previous) && previous.isLetter {
                letters.removeLast()
            }
        }
        return String(letters)
    }

    /// Words too common to help a search.
    public static let stopWords: Set<String> = [
        "de", "la", "que", "el", "en", "los", "se", "del", "las", "un", "por", "con", "no", "una", "su",
        "para", "es", "al", "lo", "como", "mas", "pero", "sus", "le", "ya", "o", "este", "si", "porque",
        "esta", "entre", "cuando", "muy", "sin", "sobre", "tambien", "me", "hasta", "hay", "donde", "desde",
        "todo", "nos", "durante", "uno", "les", "ni", "contra", "otros", "ese", "eso", "ante", "ellos", "e",
        "esto", "mi", "antes", "algunos", "unos", "yo", "otro", "otras", "otra", "tanto", "esa",
        "estos", "mucho", "quienes", "nada", "muchos", "cual", "poco", "ella", "estar", "estas", "algunas",
        "algo", "nosotros", "the", "and", "of", "to", "in", "is", "it", "a", "y",
    ]

    /// The search terms of a text: words folded and stemmed, stop words left out, in
    /// order of appearance, without repeats. A camel-case identifier also gives its parts
    /// (`NavigationStack` → `navigationstack`, `navigation`, `stack`) unless
    /// `camelCaseParts` is false, as `search.js` does for titles and headings.
    ///
    /// A `memo` keeps what each distinct word gave, for the texts after this one.
    public static func terms(_ text: String, camelCaseParts splitsCamelCase: Bool = true, memo: TermMemo? = nil) -> [String] {
        let memo = memo ?? TermMemo()
        var result: [String] = []
        memo.forEachTerm(of: text, camelCaseParts: splitsCamelCase) { result.append($0) }
        return result
    }

    /// `terms(text, …)` joined by spaces, as the search index stores a section's terms.
    public static func joinedTerms(_ text: String, camelCaseParts splitsCamelCase: Bool = true, memo: TermMemo? = nil) -> String {
        let memo = memo ?? TermMemo()
        var result = ""
        memo.forEachTerm(of: text, camelCaseParts: splitsCamelCase) { term in
            if !result.isEmpty { result += " " }
            result += term
        }
        return result
    }

    /// The terms one word gives, in order: its own (folded and stemmed, unless a stop word
    /// or shorter than two letters), then its camel-case parts'. (Repeats are left to `terms`.)
    static func terms(ofWord word: Substring, camelCaseParts splitsCamelCase: Bool) -> [String] {
        var found: [String] = []
        func add(_ word: Substring) {
            let folded = fold(String(word))
            guard folded.count >= 2, !stopWords.contains(folded) else { return }
            found.append(stem(folded))
        }
        add(word)
        // Only a word with a capital after its first letter has camel-case parts.
        if splitsCamelCase, hasCapitalAfterFirst(word) {
            for part in camelCaseParts(word) where part.count < word.count { add(part) }
        }
        return found
    }

    /// What `terms` found for each distinct word, kept from one text to the next: an
    /// article's words come back in every other article, and each is folded and stemmed once,
    /// not again in every text it is met in. For one thread at a time.
    ///
    /// Words are told apart by their UTF-8 bytes (two spellings of one word, a precomposed
    /// "é" and "e" + accent, are two words that give the same terms). Each word and each term
    /// remembers the last text it was met in, so a text gives each term once without a set of
    /// its own: a word met again in the same text costs one look-up.
    public final class TermMemo {
        /// The words met, with and without camel-case parts.
        private var words = [WordTable(), WordTable()]
        private var terms = TermTable()
        /// The number of the text being read.
        private var text = 0

        public init() {}

        /// Calls `body` with the terms of `text`, in order, each once.
        func forEachTerm(of text: String, camelCaseParts: Bool, _ body: (String) -> Void) {
            self.text += 1
            let stamp = self.text
            // The tables are moved out of the memo while the text is read: a class's stored
            // properties are checked for exclusive access at each use, a local's are not.
            let index = camelCaseParts ? 1 : 0
            var words = self.words[index], terms = self.terms
            self.words[index] = WordTable()
            self.terms = TermTable()
            defer {
                self.words[index] = words
                self.terms = terms
            }
            var text = text
            text.withUTF8 { utf8 in
                SpanishText.forEachWord(in: utf8) { word in
                    let number = words.number(of: word) {
                        SpanishText.terms(ofWord: Substring(String(decoding: word, as: UTF8.self)), camelCaseParts: camelCaseParts)
                            .map { terms.number(of: $0) }
                    }
                    guard words.words[number].lastText != stamp else { return }
                    words.words[number].lastText = stamp
                    let first = Int(words.words[number].firstTerm)
                    for index in first..<(first + Int(words.words[number].termCount)) {
                        let term = Int(words.termNumbers[index])
                        guard terms.terms[term].lastText != stamp else { continue }
                        terms.terms[term].lastText = stamp
                        body(terms.terms[term].text)
                    }
                }
            }
        }
    }

    /// Every term met, numbered, with the last text each was given in.
    struct TermTable {
        struct Term {
            var text: String
            var lastText: Int
        }
        var terms: [Term] = []
        var numbers: [String: Int] = [:]

        mutating func number(of term: String) -> Int {
            if let number = numbers[term] { return number }
            terms.append(Term(text: term, lastText: 0))
            numbers[term] = terms.count - 1
            return terms.count - 1
        }
    }

    /// Distinct words by their UTF-8 bytes (`ByteStringTable`), numbered in the order they were
    /// met, each with the last text it was met in and where its terms' numbers are in
    /// `termNumbers`, one array for all the words (an array per word would be a pointer to
    /// chase, and a cache miss, at every word read).
    struct WordTable {
        struct Word {
            /// The last text the word was met in.
            var lastText: Int
            var firstTerm: Int32
            var termCount: Int32
        }
        var words = ByteStringTable<Word>()
        var termNumbers: [Int32] = []

        /// The number of `word`, which `makeTerms` gives its terms the first time it is met.
        mutating func number(of word: UnsafeBufferPointer<UInt8>, makeTerms: () -> [Int]) -> Int {
            words.number(of: word) {
                let terms = makeTerms()
                defer { termNumbers.append(contentsOf: terms.map { Int32($0) }) }
                return Word(lastText: 0, firstTerm: Int32(termNumbers.count), termCount: Int32(terms.count))
            }
        }
    }

    /// Calls `body` with each run of letters and digits of `utf8` (valid UTF-8): JavaScript's
    /// `/[\p{L}\p{N}]+/gu` after folding, so combining marks belong to the word they follow.
    static func forEachWord(in utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var index = 0, start = -1
        let count = utf8.count
        while index < count {
            let byte = utf8[index]
            let isWord: Bool, length: Int
            if byte < 0x80 {
                isWord = (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                length = 1
            } else {
                let scalar: Unicode.Scalar
                (scalar, length) = utf8.scalar(at: index)
                isWord = isWordScalar(scalar)
            }
            if isWord {
                if start < 0 { start = index }
            } else if start >= 0 {
                body(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = -1
            }
            index += length
        }
        if start >= 0 { body(UnsafeBufferPointer(rebasing: utf8[start..<count])) }
    }

    /// Whether a scalar after the first is uppercase (A–Z without a property lookup).
    static func hasCapitalAfterFirst(_ word: Substring) -> Bool {
        for scalar in word.unicodeScalars.dropFirst() {
            if scalar.isASCII {
                if (0x41...0x5A).contains(scalar.value) { return true }
            } else if scalar.properties.isUppercase {
                return true
            }
        }
        return false
    }

    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// `NavigationStack` → `Navigation`, `Stack`; `URLSession` → `URL`, `Session`.
    static func camelCaseParts(_ word: Substring) -> [Substring] {
        var parts: [Substring] = []
        var partStart = word.startIndex
        var index = word.startIndex
        while index < word.endIndex {
            let next = word.index(after: index)
            if next < word.endIndex {
                let current = word[index], following = word[next]
                let afterNext = word.index(after: next)
                let lowerToUpper = current.isLowercase && following.isUppercase
                let acronymEnd = current.isUppercase && following.isUppercase && afterNext < word.endIndex && word[afterNext].isLowercase
                if lowerToUpper || acronymEnd {
                    parts.append(word[partStart..<next])
                    partStart = next
                }
            }
            index = next
        }
        parts.append(word[partStart...])
        return parts
    }
}

extension SpanishText {
    /// `1 artículo`, `3 artículos`: a count with the right singular or plural.
    static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }

    static func articles(_ number: Int) -> String { count(number, "artículo", "artículos") }
    static func parts(_ number: Int) -> String { count(number, "parte", "partes") }

    /// `a`, `a y b`, `a, b y c`.
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " y " + items[items.count - 1]
    }
}
