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
    /// `value` as a template reads it: a scalar as it is, anything else through its
    /// `encode(to:)`, resolved as soon as it returns.
    static func encode(_ value: some Encodable) throws -> TemplateValue {
        if let scalar = scalar(value) { return scalar }
        if let convertible = value as? any TemplateValueConvertible { return try convertible.templateValue() }
        let box = Box()
        try value.encode(to: Writer(box: box))
        return box.resolved
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

    /// What one value's `encode(to:)` writes: a single value, or the container it asks for.
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
            case .empty: .map([:])
            case .value(let value): value
            case .keyed(let keyed): keyed.resolved
            case .unkeyed(let unkeyed): unkeyed.resolved
            }
        }
    }

    /// A keyed container: the values written whole (a nested value is encoded and resolved
    /// before its `encode` returns, so most maps are built once, in place), and the boxes
    /// of nested containers, which are written into later and resolved at the end.
    final class Keyed {
        var entries: [String: TemplateValue] = [:]
        var nested: [(key: String, box: Box)] = []

        func set(_ value: TemplateValue, forKey key: String) {
            if !nested.isEmpty { nested.removeAll { $0.key == key } }
            entries[key] = value
        }

        func box(forKey key: String) -> Box {
            let box = Box()
            nested.removeAll { $0.key == key }
            entries[key] = nil
            nested.append((key, box))
            return box
        }

        var resolved: TemplateValue {
            guard !nested.isEmpty else { return .map(entries) }
            var all = entries
            for (key, box) in nested { all[key] = box.resolved }
            return .map(all)
        }
    }

    /// An unkeyed container: its items, with the places of nested containers' boxes.
    final class Unkeyed {
        var items: [TemplateValue] = []
        var nested: [(index: Int, box: Box)] = []

        func box() -> Box {
            let box = Box()
            nested.append((items.count, box))
            items.append(.nothing)
            return box
        }

        var resolved: TemplateValue {
            guard !nested.isEmpty else { return .list(items) }
            var all = items
            for (index, box) in nested { all[index] = box.resolved }
            return .list(all)
        }
    }

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

    struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let keyed: Keyed
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) throws { keyed.set(.nothing, forKey: key.stringValue) }
        mutating func encode(_ value: String, forKey key: Key) throws { keyed.set(.text(value), forKey: key.stringValue) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { keyed.set(.flag(value), forKey: key.stringValue) }
        mutating func encode(_ value: Int, forKey key: Key) throws { keyed.set(.integer(value), forKey: key.stringValue) }
        mutating func encode(_ value: Double, forKey key: Key) throws { keyed.set(.number(value), forKey: key.stringValue) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            keyed.set(try TemplateValueEncoder.encode(value), forKey: key.stringValue)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            Writer(box: keyed.box(forKey: key.stringValue)).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            Writer(box: keyed.box(forKey: key.stringValue)).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Writer(box: Box()) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { Writer(box: Box()) }
    }

    struct UnkeyedWriter: UnkeyedEncodingContainer {
        let unkeyed: Unkeyed
        var codingPath: [any CodingKey] { [] }
        var count: Int { unkeyed.items.count }

        mutating func encodeNil() throws { unkeyed.items.append(.nothing) }
        mutating func encode(_ value: String) throws { unkeyed.items.append(.text(value)) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            unkeyed.items.append(try TemplateValueEncoder.encode(value))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            Writer(box: unkeyed.box()).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            Writer(box: unkeyed.box()).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { Writer(box: Box()) }
    }

    struct SingleValueWriter: SingleValueEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() throws { box.content = .value(.nothing) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            box.content = .value(try TemplateValueEncoder.encode(value))
        }
    }
}

/// A page-context type that makes its template values itself, without the encoder's
/// containers: the types of an article's page, encoded once per page, which would otherwise
/// go through `encode(to:)` and a container for every value of every page.
/// `TemplateValueEncoder` asks for `templateValue()` wherever one stands in a context.
protocol TemplateValueConvertible: Encodable {
    func templateValue() throws -> TemplateValue
}

extension TemplateValueConvertible {
    /// Page contexts are only encoded for templates, by `TemplateValueEncoder`, which asks
    /// for `templateValue()` before it would call this; any other encoder gets the values as
    /// a single value, which none of them can write.
    func encode(to encoder: any Encoder) throws {
        guard let writer = encoder as? TemplateValueEncoder.Writer else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath,
                                                         debugDescription: "page contexts are encoded for templates only"))
        }
        writer.box.content = .value(try templateValue())
    }
}

/// A map of template values written key by key, leaving out nil values as an encoder's
/// `encodeIfPresent` does.
struct TemplateMap {
    var entries: [String: TemplateValue]

    init(capacity: Int) {
        entries = Dictionary(minimumCapacity: capacity)
    }

    subscript(key: String) -> TemplateValue? {
        get { entries[key] }
        set { if let newValue { entries[key] = newValue } }
    }

    var value: TemplateValue { .map(entries) }
}

extension TemplateValue {
    /// A text, or nothing for nil (left out of a `TemplateMap`).
    static func text(ifAny text: String?) -> TemplateValue? { text.map(TemplateValue.text) }
    static func integer(ifAny number: Int?) -> TemplateValue? { number.map(TemplateValue.integer) }

    /// Each value of `items`, as a list.
    static func list<Item: TemplateValueConvertible>(_ items: [Item]) throws -> TemplateValue {
        .list(try items.map { try $0.templateValue() })
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
struct ShownText: TemplateValueConvertible, Hashable, Sendable {
    var text: String?

    init(_ text: String?) { self.text = text }

    func templateValue() -> TemplateValue {
        if let text, !text.isEmpty { .text(text) } else { .flag(false) }
    }
}
