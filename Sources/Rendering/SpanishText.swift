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
        var seen: Set<String> = []
        var result: [String] = []
        // A text repeats its words many times; each distinct word is looked at once.
        var done: Set<WordBytes> = []
        for word in words(text) where done.insert(WordBytes(word)).inserted {
            for term in terms(ofWord: word, camelCaseParts: splitsCamelCase, memo: memo) where seen.insert(term).inserted {
                result.append(term)
            }
        }
        return result
    }

    /// The terms one word gives, in order: its own (folded and stemmed, unless a stop word
    /// or shorter than two letters), then its camel-case parts'.
    static func terms(ofWord word: Substring, camelCaseParts splitsCamelCase: Bool, memo: TermMemo?) -> [String] {
        if let known = memo?.known(WordBytes(word), camelCaseParts: splitsCamelCase) { return known }
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
        // A copy of the word: the memo must not keep the whole text the word is a slice of.
        memo?.keep(found, for: WordBytes(Substring(String(word))), camelCaseParts: splitsCamelCase)
        return found
    }

    /// What `terms` found for each distinct word, kept from one text to the next: an
    /// article's words come back in every other article, and folding and stemming them was
    /// most of the search index's work. For one thread at a time.
    public final class TermMemo {
        private var withParts: [WordBytes: [String]] = [:]
        private var withoutParts: [WordBytes: [String]] = [:]

        public init() {}

        func known(_ word: WordBytes, camelCaseParts: Bool) -> [String]? {
            camelCaseParts ? withParts[word] : withoutParts[word]
        }

        func keep(_ terms: [String], for word: WordBytes, camelCaseParts: Bool) {
            if camelCaseParts { withParts[word] = terms } else { withoutParts[word] = terms }
        }
    }

    /// A word compared and hashed by its UTF-8 bytes: a `String` or `Substring` key hashes its
    /// canonical form, which for every word with an accent meant normalizing it first. Two
    /// spellings of one word (a precomposed "é" and "e" + accent) are then two keys; each gives
    /// the same terms, and `terms` keeps each term once.
    struct WordBytes: Hashable {
        let word: Substring

        init(_ word: Substring) { self.word = word }

        static func == (lhs: WordBytes, rhs: WordBytes) -> Bool { lhs.word.utf8.elementsEqual(rhs.word.utf8) }

        func hash(into hasher: inout Hasher) {
            let hashed = word.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
            if hashed == nil { for byte in word.utf8 { hasher.combine(byte) } }
        }
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

    /// Runs of letters and digits (JavaScript's `/[\p{L}\p{N}]+/gu` after folding, so
    /// combining marks belong to the word they follow).
    static func words(_ text: String) -> [Substring] {
        var words: [Substring] = []
        let scalars = text.unicodeScalars
        var start: String.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if isWordScalar(scalars[index]) {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(text[wordStart..<index])
                start = nil
            }
            index = scalars.index(after: index)
        }
        if let wordStart = start { words.append(text[wordStart...]) }
        return words
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
