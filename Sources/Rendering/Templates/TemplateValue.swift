/// A value a template reads: what a page context becomes on its way to its template
/// (`TemplateValueEncoder`), as a JSON file would give it.
///
/// The values are plain cases rather than `Any`, so a lookup in a template is a dictionary
/// lookup: no dynamic cast decides what a value is.
enum TemplateValue: Equatable, Sendable {
    case text(String)
    case flag(Bool)
    case integer(Int)
    case number(Double)
    /// An explicit `nil` (a front matter `~`).
    case nothing
    case list([TemplateValue])
    case map([String: TemplateValue])

    /// The value named `name` when this is a map that has it. Anything else has no names.
    func child(named name: String) -> TemplateValue? {
        if case .map(let entries) = self { return entries[name] }
        return nil
    }

    /// The text `{{value}}` shows: as Swift describes the value (`3`, `2.0`, `true`, `nil`, a
    /// list or map in Swift's notation), as the templates' first renderer, swift-mustache, showed it.
    var description: String {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .integer(let number): String(number)
        case .number(let number): String(describing: number)
        case .nothing: "nil"
        case .list, .map: String(describing: swiftValue)
        }
    }

    /// The value as Swift values (`[Any]`, `[String: Any]`, `String`, …, `nil` as an optional
    /// `String`), for descriptions and for comparing with other renderers in tests.
    var swiftValue: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .integer(let number): number
        case .number(let number): number
        case .nothing: Optional<String>.none as Any
        case .list(let items): items.map(\.swiftValue)
        case .map(let entries): entries.mapValues(\.swiftValue)
        }
    }
}
