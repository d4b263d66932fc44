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
}
