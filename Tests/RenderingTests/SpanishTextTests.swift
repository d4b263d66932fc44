import TestRandom
import Testing
@testable import Rendering

@Suite("Spanish search terms")
struct SpanishTextTests {
    @Test func foldingRemovesAccentsAndCase() {
        #expect(SpanishText.fold("Navegación ÁRBOL Ñandú pingüino") == "navegacion arbol nandu pinguino")
    }

    @Test(arguments: [
        ("alerta", "alert"), ("alertas", "alert"), ("acciones", "accion"), ("accion", "accion"),
        ("veces", "vez"), ("vez", "vez"), ("navegacion", "navegacion"), ("sheets", "sheet"), ("sheet", "sheet"),
        ("ejercicios", "ejercici"), ("ejercicio", "ejercici"), ("status", "status"), ("analisis", "analisis"),
        ("tabs", "tabs"), ("views", "view"),
    ])
    func lightStemmer(word: String, stem: String) {
        #expect(SpanishText.stem(word) == stem)
    }

    @Test func termsAreFoldedStemmedUniqueAndWithoutStopWords() {
        #expect(SpanishText.terms("La navegación de las Alertas y la alerta") == ["navegacion", "alert"])
    }

    @Test func camelCaseIdentifiersGiveTheirParts() {
        #expect(SpanishText.terms("NavigationStack URLSession") == ["navigationstack", "navigation", "stack",
                                                                     "urlsession", "url", "session"])
    }

    @Test func aCapitalAfterTheFirstLetterIsFoundWithOrWithoutAccents() {
        #expect(SpanishText.hasCapitalAfterFirst("navigationStack"))
        #expect(SpanishText.hasCapitalAfterFirst("accionÉxito"))
        #expect(!SpanishText.hasCapitalAfterFirst("Navegación"))
        #expect(!SpanishText.hasCapitalAfterFirst("ñandú"))
        #expect(!SpanishText.hasCapitalAfterFirst("A"))
    }

    /// A memo shared by many texts (the search index keeps one per run of articles) gives
    /// each text the terms it has alone, with and without camel-case parts.
    @Test func aMemoSharedByManyTextsGivesEachItsOwnTerms() {
        let texts = ["La navegación de las Alertas y la alerta", "NavigationStack URLSession navigationStack",
                     "Navegación navegacion NAVEGACIÓN la el", "accionÉxito acciones veces sheets", "",
                     "NavigationStack y la alerta: Navegación", "a b c NavigationStack"]
        let memo = SpanishText.TermMemo()
        for _ in 0..<2 {
            for text in texts {
                #expect(SpanishText.terms(text, memo: memo) == Self.plainTerms(text, camelCaseParts: true))
                #expect(SpanishText.terms(text, camelCaseParts: false, memo: memo) == Self.plainTerms(text, camelCaseParts: false))
                #expect(SpanishText.joinedTerms(text, memo: memo) == Self.plainTerms(text, camelCaseParts: true).joined(separator: " "))
            }
        }
    }

    /// The terms the byte-wise word scan and its memo give are the ones the plain reading gives
    /// (scalar by scalar, a set of terms per text), on texts of every kind of character: ASCII,
    /// accents precomposed and combining, other scripts, digits, emoji, punctuation, marks
    /// after a space, and 3,000 random texts over those.
    @Test func theWordScanGivesWhatThePlainReadingGives() {
        let pieces = ["Navegación", "navegacio\u{301}n", "NavigationStack", "URLSession", "la", "de", "alertas", "ñandú",
                      "Über", "ÉxitoFinal", "日本語", "русский", "x2", "42", "½", "e\u{301}", "👩‍💻", "🇪🇸", " ", "  ", "\n", "\t",
                      ".", ",", "—", "¿", "¡", "(", ")", "_", "-", "\u{301}", "\u{A0}", "\u{2028}", "a", "AB", "ViewStore",
                      "veces", "sheets", "ǅemal", "ﬁn", "Ⅻ", "٣", "ab\u{200D}cd"]
        var generator = SeededGenerator.forTest()
        var texts = pieces + [pieces.joined(separator: " "), pieces.joined()]
        for _ in 0..<3000 {
            texts.append((0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined())
        }
        let memo = SpanishText.TermMemo()
        for text in texts {
            for parts in [true, false] {
                #expect(SpanishText.terms(text, camelCaseParts: parts) == Self.plainTerms(text, camelCaseParts: parts), "\(text)")
                #expect(SpanishText.terms(text, camelCaseParts: parts, memo: memo) == Self.plainTerms(text, camelCaseParts: parts), "\(text)")
            }
        }
    }

    /// The reference: words as runs of word scalars (cut by scalar, not rounded to a Character:
    /// a word may start with a mark that follows a space), each word's terms, each term once.
    static func plainTerms(_ text: String, camelCaseParts: Bool) -> [String] {
        var words: [Substring] = []
        var start: String.Index?
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            if SpanishText.isWordScalar(text.unicodeScalars[index]) {
                if start == nil { start = index }
            } else if let wordStart = start {
                words.append(Substring(text.unicodeScalars[wordStart..<index]))
                start = nil
            }
            index = text.unicodeScalars.index(after: index)
        }
        if let start { words.append(Substring(text.unicodeScalars[start...])) }
        var seen: Set<String> = []
        return words.flatMap { SpanishText.terms(ofWord: $0, camelCaseParts: camelCaseParts) }.filter { seen.insert($0).inserted }
    }

    /// Words are told apart by their bytes: a word written with a precomposed accent and the
    /// same word with a combining one are two words, and give each term once, as one alone does.
    @Test func twoSpellingsOfOneWordGiveItsTermsOnce() {
        let precomposed = "Navegaci\u{F3}n", combining = "Navegacio\u{301}n"
        #expect(precomposed.utf8.count != combining.utf8.count)
        let memo = SpanishText.TermMemo()
        for text in ["\(precomposed) \(combining) alerta", "\(combining) \(precomposed) alerta"] {
            #expect(SpanishText.terms(text) == SpanishText.terms("\(precomposed) alerta"))
            #expect(SpanishText.terms(text, memo: memo) == SpanishText.terms("\(combining) alerta"))
        }
    }
}
