/// Turns a typed page context (an `Encodable` struct) into the values a template reads
/// (`TemplateValue`): maps, lists, texts, numbers and Booleans.
///
/// Page contexts are structs so that a key is spelled once, by the compiler; templates still
/// read plain values, as they would from a JSON file. A `nil` optional is left out, so a
/// template's lookup of that key goes on to the outer contexts, as Mustache specifies
/// (`ShownText` is the way to say "absent" without that).
///
/// Every page is encoded on its way to its template, so the encoder does little per value:
/// scalars are stored as they come, and `codingPath` is not tracked (it stays empty: no
/// context reads it, and writing plain values cannot fail at a key).
enum TemplateValueEncoder {
    static func encode(_ value: some Encodable) throws -> TemplateValue {
        let box = Box()
        try write(value, into: box)
        return box.resolved
    }

    /// A slot a value is written into, resolved into plain values at the end.
    final class Box {
        enum Content {
            case empty
            case value(TemplateValue)
            case keyed(Keyed)
            case unkeyed(Unkeyed)
        }

        var content = Content.empty

        var resolved: TemplateValue {
            switch content {
            case .empty: return .map([:])
            case .value(let value): return value
            case .keyed(let keyed): return .map(keyed.entries.mapValues(\.resolved))
            case .unkeyed(let unkeyed): return .list(unkeyed.items.map(\.resolved))
            }
        }
    }

    /// A value as written: a scalar as it is, anything else in a box of its own.
    enum Slot {
        case value(TemplateValue)
        case box(Box)

        var resolved: TemplateValue {
            switch self {
            case .value(let value): value
            case .box(let box): box.resolved
            }
        }
    }

    final class Keyed { var entries: [String: Slot] = [:] }
    final class Unkeyed { var items: [Slot] = [] }

    struct Writer: Encoder {
        let box: Box
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            let keyed: Keyed
            if case .keyed(let existing) = box.content {
                keyed = existing
            } else {
                keyed = Keyed()
                box.content = .keyed(keyed)
            }
            return KeyedEncodingContainer(KeyedWriter<Key>(keyed: keyed))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            let unkeyed = Unkeyed()
            box.content = .unkeyed(unkeyed)
            return UnkeyedWriter(unkeyed: unkeyed)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            SingleValueWriter(box: box)
        }
    }

    /// Writes `value` into `box`: scalars as they are, anything else through its `encode(to:)`.
    static func write(_ value: some Encodable, into box: Box) throws {
        if let scalar = scalar(value) {
            box.content = .value(scalar)
        } else {
            try value.encode(to: Writer(box: box))
        }
    }

    /// `value` as a slot: a scalar as it is, anything else encoded into a box.
    static func slot(_ value: some Encodable) throws -> Slot {
        if let scalar = scalar(value) { return .value(scalar) }
        let box = Box()
        try value.encode(to: Writer(box: box))
        return .box(box)
    }

    static func scalar(_ value: some Encodable) -> TemplateValue? {
        switch value {
        case let text as String: .text(text)
        case let flag as Bool: .flag(flag)
        case let number as Int: .integer(number)
        case let number as Double: .number(number)
        default: nil
        }
    }

    struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let keyed: Keyed
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { keyed.entries[key.stringValue] = .value(.nothing) }
        mutating func encode(_ value: String, forKey key: Key) throws { keyed.entries[key.stringValue] = .value(.text(value)) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { keyed.entries[key.stringValue] = .value(.flag(value)) }
        mutating func encode(_ value: Int, forKey key: Key) throws { keyed.entries[key.stringValue] = .value(.integer(value)) }
        mutating func encode(_ value: Double, forKey key: Key) throws { keyed.entries[key.stringValue] = .value(.number(value)) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            keyed.entries[key.stringValue] = try TemplateValueEncoder.slot(value)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            let box = Box()
            keyed.entries[key.stringValue] = .box(box)
            return Writer(box: box).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let box = Box()
            keyed.entries[key.stringValue] = .box(box)
            return Writer(box: box).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Writer(box: Box()) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Writer(box: Box()) }
    }

    struct UnkeyedWriter: UnkeyedEncodingContainer {
        let unkeyed: Unkeyed
        var codingPath: [any CodingKey] { [] }
        var count: Int { unkeyed.items.count }

        mutating func encodeNil() throws { unkeyed.items.append(.value(.nothing)) }
        mutating func encode(_ value: String) throws { unkeyed.items.append(.value(.text(value))) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            unkeyed.items.append(try TemplateValueEncoder.slot(value))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let box = Box()
            unkeyed.items.append(.box(box))
            return Writer(box: box).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let box = Box()
            unkeyed.items.append(.box(box))
            return Writer(box: box).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Writer(box: Box()) }
    }

    struct SingleValueWriter: SingleValueEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { box.content = .value(.nothing) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try TemplateValueEncoder.write(value, into: box)
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
/// A section renders for "", and leaving the key out would let the lookup
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
