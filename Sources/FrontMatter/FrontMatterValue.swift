/// A YAML value kept as written for templates: front matter keys sitegen does not know
/// about are passed on to the templates unchanged.
public enum FrontMatterValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case array([FrontMatterValue])
    case dictionary([String: FrontMatterValue])
    case null

    /// The value as a plain Swift value (String, Int, Double, Bool, arrays, dictionaries),
    /// the form template engines take.
    public var anyValue: Any {
        switch self {
        case .string(let value): return value
        case .int(let value): return value
        case .double(let value): return value
        case .bool(let value): return value
        case .array(let values): return values.map(\.anyValue)
        case .dictionary(let values): return values.mapValues(\.anyValue)
        case .null: return Optional<String>.none as Any
        }
    }

    /// The value as text, when it is a scalar.
    public var text: String? {
        switch self {
        case .string(let value): return value
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .bool(let value): return String(value)
        default: return nil
        }
    }

    /// A list of strings: a YAML list of scalars, or one string split on spaces
    /// (Jekyll accepts `categories: swift ios` as well as a list).
    public var words: [String]? {
        switch self {
        case .array(let values):
            let texts = values.compactMap(\.text)
            return texts.count == values.count ? texts : nil
        case .string(let value):
            return value.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        case .null:
            return []
        default:
            return text.map { [$0] }
        }
    }
}

extension FrontMatterValue: Encodable {
    /// Encodes the value as JSON would read it; `null` as nil.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let values): try container.encode(values)
        case .dictionary(let values): try container.encode(values)
        case .null: try container.encodeNil()
        }
    }
}
