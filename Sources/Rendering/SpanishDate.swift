import FrontMatter

/// Dates as a Spanish reader writes them: "7 de octubre de 2023".
enum SpanishDate {
    static let months = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio",
                         "agosto", "septiembre", "octubre", "noviembre", "diciembre"]

    static func long(_ date: PostDate) -> String {
        "\(date.day) de \(months[date.month - 1]) de \(date.year)"
    }
}
