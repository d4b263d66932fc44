import Yams

/// The front matter nearly every article has, read without libyaml: one `key: value` line per
/// key, each value a plain scalar, a quoted text without escapes or a flow list of plain
/// words (`tags: [SwiftUI, Navegación]`).
///
/// It gives the values as the Yams nodes `Yams.compose` makes of those lines (the same
/// scalars and styles, the same resolver), so `FrontMatter` types them exactly as it types
/// Yams' nodes. Anything else — comments, block lists, nested maps, anchors, escapes,
/// multi-line or unusual scalars, keys YAML reads as other than names, characters YAML
/// forbids or reads as line breaks — gives nil, and Yams reads the text. Through libyaml the
/// YAML is parsed twice (the alias check and Yams); these lines are read once, by hand.
enum SimpleFrontMatter {
    struct Line {
        var key: Node
        var value: Node
        /// The line in the YAML text, from 1, and the value's column, from 1.
        var line: Int
        var column: Int
    }

    /// The lines of `yaml`, or nil when it is not made of simple lines only.
    static func entries(of yaml: String) -> [Line]? {
        var yaml = yaml
        return yaml.withUTF8 { bytes -> [Line]? in
            guard isPlainText(bytes) else { return nil }
            var lines: [Line] = []
            var keys = Set<String>()
            var number = 0
            var start = 0
            while start < bytes.count {
                number += 1
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                defer { start = end + 1 }
                if end == start { continue }  // an empty line
                guard let line = self.line(Slice(bytes: bytes, start: start, end: end), number: number),
                      keys.insert(line.key.string ?? "").inserted else { return nil }
                lines.append(line)
            }
            return lines.isEmpty ? nil : lines
        }
    }

    /// A part of the text (a line, a value, a list item), as indexes into its bytes.
    struct Slice {
        let bytes: UnsafeBufferPointer<UInt8>
        var start: Int
        var end: Int

        var text: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
        var isEmpty: Bool { start >= end }
        var first: UInt8? { start < end ? bytes[start] : nil }
        var last: UInt8? { start < end ? bytes[end - 1] : nil }
        func contains(_ byte: UInt8) -> Bool { bytes[start..<end].contains(byte) }
    }

    /// `key: value`, the key a lowercase name at the start of the line.
    static func line(_ line: Slice, number: Int) -> Line? {
        var index = line.start
        while index < line.end, isNameByte(line.bytes[index]) { index += 1 }
        guard index > line.start, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(line.bytes[line.start]),
              index + 1 < line.end, line.bytes[index] == UInt8(ascii: ":"), line.bytes[index + 1] == UInt8(ascii: " ") else { return nil }
        let key = Slice(bytes: line.bytes, start: line.start, end: index).text
        // Names YAML reads as Booleans or null would be other keys than their text.
        guard !readAsOtherThanText.contains(key) else { return nil }
        index += 1
        while index < line.end, line.bytes[index] == UInt8(ascii: " ") { index += 1 }
        let value = Slice(bytes: line.bytes, start: index, end: line.end)
        guard let node = self.value(value) else { return nil }
        // Before the value stand only the name and ": " and spaces, all ASCII: bytes are columns.
        return Line(key: .scalar(.init(key, tag(), .plain)), value: node, line: number, column: index - line.start + 1)
    }

    /// A value: a quoted text without escapes, a flow list of plain words, or a plain scalar.
    static func value(_ value: Slice) -> Node? {
        guard let first = value.first, let last = value.last else { return nil }
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            guard value.end - value.start >= 2, last == first else { return nil }
            let inside = Slice(bytes: value.bytes, start: value.start + 1, end: value.end - 1)
            guard !inside.contains(first), !inside.contains(UInt8(ascii: "\\")) else { return nil }
            return .scalar(.init(inside.text, tag(), first == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted))
        case UInt8(ascii: "["):
            guard last == UInt8(ascii: "]") else { return nil }
            var items: [Node] = []
            var item = Slice(bytes: value.bytes, start: value.start + 1, end: value.start + 1)
            let close = value.end - 1
            // Items between commas, spaces around them dropped; `[]` is an empty list.
            while item.start <= close {
                item.end = item.start
                while item.end < close, value.bytes[item.end] != UInt8(ascii: ",") { item.end += 1 }
                let next = item.end + 1
                while item.start < item.end, value.bytes[item.start] == UInt8(ascii: " ") { item.start += 1 }
                while item.end > item.start, value.bytes[item.end - 1] == UInt8(ascii: " ") { item.end -= 1 }
                if item.isEmpty {
                    guard items.isEmpty, next > close else { return nil }  // only `[]` or `[ ]`
                    break
                }
                guard isPlainWord(item) else { return nil }
                items.append(.scalar(.init(item.text, tag(), .plain)))
                item.start = next
            }
            return .sequence(.init(items, tag(), .any))
        default:
            guard isPlainScalar(value) else { return nil }
            return .scalar(.init(value.text, tag(), .plain))
        }
    }

    /// A plain scalar on one line that YAML reads as written: it starts with no indicator,
    /// holds no comment (`#`), no `: ` and no flow characters, and ends with no space or `:`.
    static func isPlainScalar(_ value: Slice) -> Bool {
        guard let first = value.first, let last = value.last, !startsNothingPlain(first),
              last != UInt8(ascii: " "), last != UInt8(ascii: ":") else { return false }
        for index in value.start..<value.end {
            switch value.bytes[index] {
            case UInt8(ascii: "#"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return false
            case UInt8(ascii: ":") where value.bytes[index + 1] == UInt8(ascii: " "):
                return false
            default: continue
            }
        }
        return true
    }

    /// A word of a flow list: a plain scalar without `,` or `:` (which end or split an item in a flow).
    static func isPlainWord(_ item: Slice) -> Bool {
        isPlainScalar(item) && !item.contains(UInt8(ascii: ",")) && !item.contains(UInt8(ascii: ":"))
    }

    /// Indicators and other bytes a plain scalar must not start with here (`-` and `.` too:
    /// a value starting with them may be a list, a document end or a number YAML reads apart).
    static func startsNothingPlain(_ byte: UInt8) -> Bool {
        "-?:,[]{}#&*!|>'\"%@` .".utf8.contains(byte)
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_")
    }

    /// Lowercase names Yams' resolver reads as Booleans or null.
    static let readAsOtherThanText: Set<String> = ["y", "n", "yes", "no", "true", "false", "on", "off", "null"]

    /// Whether the text has only characters YAML takes as they are: no tab, no carriage return
    /// or other control character, and none of the characters YAML forbids or reads as a line
    /// break (U+0080–U+009F with NEL, U+2028, U+2029, the byte order mark, U+FFFE, U+FFFF).
    static func isPlainText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 && byte != UInt8(ascii: "\n") || byte == 0x7F { return false }
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] < 0xA0 { return false }
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                return false
            }
            if byte == 0xEF, index + 2 < bytes.count,
               bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF || bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE {
                return false
            }
            index += 1
        }
        return true
    }

    /// The tag `Yams.compose` gives a node it reads: its default resolver and constructor,
    /// made once (`Constructor.default` builds a new one, with its tables, at each use; it
    /// never changes after). Each node has a tag of its own, as Yams gives it.
    static func tag() -> Tag { Tag(.implicit, resolver, constructor) }
    private static let resolver = Resolver.default
    nonisolated(unsafe) private static let constructor = Constructor.default
}
