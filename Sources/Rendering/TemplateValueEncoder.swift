/// Turns a typed page context (an `Encodable` struct) into the values swift-mustache reads:
/// dictionaries, arrays, strings, numbers and Booleans.
///
/// Page contexts are structs so that a key is spelled once, by the compiler; templates still
/// read plain values, as they would from a JSON file. A `nil` optional is left out, so a
/// template's lookup of that key goes on to the outer contexts, as Mustache specifies
/// (`ShownText` is the way to say "absent" without that).
enum TemplateValueEncoder {
    static func encode(_ value: some Encodable) throws -> Any {
        let box = Box()
        try value.encode(to: Writer(box: box, codingPath: []))
        return box.resolved
    }

    /// A slot a value is written into, resolved into plain values at the end.
    final class Box {
        enum Content {
            case empty
            case value(Any)
            case keyed(Keyed)
            case unkeyed(Unkeyed)
        }

        var content = Content.empty

        var resolved: Any {
            switch content {
            case .empty: return [String: Any]()
            case .value(let value): return value
            case .keyed(let keyed): return keyed.entries.mapValues(\.resolved)
            case .unkeyed(let unkeyed): return unkeyed.items.map(\.resolved)
            }
        }
    }

    final class Keyed { var entries: [String: Box] = [:] }
    final class Unkeyed { var items: [Box] = [] }

    /// What a template gets for an explicit `nil` (a front matter `~`): nothing to show.
    static var nothing: Any { Optional<String>.none as Any }

    struct Writer: Encoder {
        let box: Box
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            let keyed: Keyed
            if case .keyed(let existing) = box.content {
                keyed = existing
            } else {
                keyed = Keyed()
                box.content = .keyed(keyed)
            }
            return KeyedEncodingContainer(KeyedWriter<Key>(keyed: keyed, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            let unkeyed = Unkeyed()
            box.content = .unkeyed(unkeyed)
            return UnkeyedWriter(unkeyed: unkeyed, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleValueWriter(box: box, codingPath: codingPath)
        }
    }

    /// Writes `value` into `box`: scalars as they are, anything else through its `encode(to:)`.
    static func write(_ value: some Encodable, into box: Box, codingPath: [any CodingKey]) throws {
        switch value {
        case let text as String: box.content = .value(text)
        case let flag as Bool: box.content = .value(flag)
        case let number as Int: box.content = .value(number)
        case let number as Double: box.content = .value(number)
        default: try value.encode(to: Writer(box: box, codingPath: codingPath))
        }
    }

    struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let keyed: Keyed
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws {
            let box = Box()
            box.content = .value(TemplateValueEncoder.nothing)
            keyed.entries[key.stringValue] = box
        }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            let box = Box()
            try TemplateValueEncoder.write(value, into: box, codingPath: codingPath + [key])
            keyed.entries[key.stringValue] = box
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let box = Box()
            keyed.entries[key.stringValue] = box
            return Writer(box: box, codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let box = Box()
            keyed.entries[key.stringValue] = box
            return Writer(box: box, codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Writer(box: Box(), codingPath: codingPath) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Writer(box: Box(), codingPath: codingPath + [key]) }
    }

    struct UnkeyedWriter: UnkeyedEncodingContainer {
        let unkeyed: Unkeyed
        var codingPath: [any CodingKey]
        var count: Int { unkeyed.items.count }

        mutating func encodeNil() throws {
            let box = Box()
            box.content = .value(TemplateValueEncoder.nothing)
            unkeyed.items.append(box)
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            let box = Box()
            try TemplateValueEncoder.write(value, into: box, codingPath: codingPath)
            unkeyed.items.append(box)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let box = Box()
            unkeyed.items.append(box)
            return Writer(box: box, codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let box = Box()
            unkeyed.items.append(box)
            return Writer(box: box, codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Writer(box: Box(), codingPath: codingPath) }
    }

    struct SingleValueWriter: SingleValueEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey]

        mutating func encodeNil() throws { box.content = .value(TemplateValueEncoder.nothing) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try TemplateValueEncoder.write(value, into: box, codingPath: codingPath)
        }
    }
}

/// A key spelled at run time: front matter and `site.yml` keys the templates may read.
struct TemplateKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// Text for a `{{#key}}…{{/key}}` section that only shows when there is text.
///
/// swift-mustache renders a section for "", and leaving the key out would let the lookup
/// find a same-named key of an outer context (a card inside a series would show the
/// series' description), so absent text is written as `false`.
struct ShownText: Encodable, Hashable, Sendable {
    var text: String?

    init(_ text: String?) { self.text = text }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let text, !text.isEmpty {
            try container.encode(text)
        } else {
            try container.encode(false)
        }
    }
}
