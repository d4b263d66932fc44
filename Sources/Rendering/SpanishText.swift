/// Small Spanish phrases the pages need, with the right singular and plural.
enum SpanishText {
    /// `1 artículo`, `3 artículos`.
    static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }

    static func articles(_ number: Int) -> String { count(number, "artículo", "artículos") }
    static func parts(_ number: Int) -> String { count(number, "parte", "partes") }
}
