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
                #expect(SpanishText.terms(text, memo: memo) == SpanishText.terms(text))
                #expect(SpanishText.terms(text, camelCaseParts: false, memo: memo) == SpanishText.terms(text, camelCaseParts: false))
            }
        }
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
