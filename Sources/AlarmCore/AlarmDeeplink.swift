import Foundation

/// A deeplink the Alarm app understands, parsed from text by the rules of
/// AlarmCore.docc/Deeplinks.md.
///
/// The parser is written by hand, not with `URLComponents`, so that its rules are few,
/// written down, and easy to reproduce exactly in the web demo's JavaScript.
public enum AlarmDeeplink: Equatable, Sendable {
    /// `deeplink:///clock`, `/alarms` or `/crono`: selects the tab.
    case tab(Tab)
    /// `deeplink:///alarms/add[?isOn=…&date=…]`: opens the add sheet. A `nil` date means
    /// "now" (absent, valueless or unreadable `date`).
    case add(isOn: Bool, date: Date?)
    /// `deeplink:///alarms/<id>/delete` or `/toggle`: opens that row's alert or dialog.
    case item(id: UUID, route: AlarmItemRowViewModel.Route)

    /// The scheme, compared without regard to ASCII case.
    public static let scheme = "deeplink"

    /// Parses `text`, or says why it is not a link of the app.
    public static func parse(_ text: String) -> Result<AlarmDeeplink, DeeplinkError> {
        Result { () throws(DeeplinkError) in try parseOrThrow(text) }
    }

    /// The text's Unicode scalars; a link is read scalar by scalar, never by `Character`.
    private typealias Scalars = Substring.UnicodeScalarView

    private static func parseOrThrow(_ text: String) throws(DeeplinkError) -> AlarmDeeplink {
        guard !text.isEmpty else { throw DeeplinkError.empty }

        // Delimiters are looked for among Unicode scalars: as `Character`s, a combining mark
        // (or a joiner) after ':', '#', '?', '/', '&' or '=' would merge with it into another
        // character and hide it, which the documented rules do not do.
        let scalars = Substring(text).unicodeScalars

        // 1. Scheme: everything before the first ':'.
        guard let colon = scalars.firstIndex(of: ":") else { throw DeeplinkError.notAURL }
        let writtenScheme = scalars[..<colon]
        guard isSchemeSyntax(writtenScheme) else { throw DeeplinkError.notAURL }
        guard string(writtenScheme).lowercased() == scheme else {
            throw DeeplinkError.unsupportedScheme(string(writtenScheme))
        }

        // 2. Fragment: dropped. 3. Query: after the first '?'.
        var rest = scalars[scalars.index(after: colon)...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var query = rest[rest.endIndex...]
        if let questionMark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: questionMark)...]
            rest = rest[..<questionMark]
        }

        // 4. Authority: must be present ("//") and empty.
        guard rest.starts(with: "//".unicodeScalars) else { throw DeeplinkError.missingSlashes }
        rest = rest.dropFirst(2)
        let pathStart = rest.firstIndex(of: "/") ?? rest.endIndex
        guard pathStart == rest.startIndex else {
            throw DeeplinkError.unexpectedHost(string(rest[..<pathStart]))
        }

        // 5. Path: split on '/', empty segments dropped, each segment percent-decoded.
        let segments = try rest.split(separator: "/", omittingEmptySubsequences: true).map(percentDecoded)
        // 6. Query items: split on '&', empty items dropped, name and value percent-decoded.
        let items = try queryItems(query)

        guard let first = segments.first else { throw DeeplinkError.emptyPath }
        guard let tab = Tab(rawValue: first) else { throw DeeplinkError.unknownTab(first) }
        let unknownPath = DeeplinkError.unknownPath("/" + segments.joined(separator: "/"))

        switch segments.count {
        case 1:
            return .tab(tab)
        case 2 where tab == .alarms && segments[1] == "add":
            let isOn = firstValue(named: "isOn", in: items).map { $0.lowercasedASCII() == "true" } ?? false
            let date = firstValue(named: "date", in: items).flatMap(DeeplinkDate.parse)
            return .add(isOn: isOn, date: date)
        case 3 where tab == .alarms:
            let route: AlarmItemRowViewModel.Route
            switch segments[2] {
            case "delete": route = .deleteAlert
            case "toggle": route = .toggleConfirmationDialog
            default: throw unknownPath
            }
            guard let id = uuid(segments[1]) else { throw DeeplinkError.notAUUID(segments[1]) }
            return .item(id: id, route: route)
        default:
            throw unknownPath
        }
    }

    private static func string(_ scalars: Scalars) -> String {
        String(Substring(scalars))
    }

    /// RFC 3986 scheme syntax: an ASCII letter, then ASCII letters, digits, '+', '-' or '.'.
    private static func isSchemeSyntax(_ scalars: Scalars) -> Bool {
        guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return scalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar))
        }
    }

    /// Query items in order: `(name, value)`, where `value` is `nil` for an item without '='.
    private static func queryItems(_ query: Scalars) throws(DeeplinkError) -> [(name: String, value: String?)] {
        try query.split(separator: "&", omittingEmptySubsequences: true).map { item throws(DeeplinkError) in
            guard let equals = item.firstIndex(of: "=") else { return (try percentDecoded(item), nil) }
            return (try percentDecoded(item[..<equals]), try percentDecoded(item[item.index(after: equals)...]))
        }
    }

    /// The value of the first item called `name` (names are case-sensitive). A later item
    /// with the same name never counts, even when the first has no value.
    private static func firstValue(named name: String, in items: [(name: String, value: String?)]) -> String? {
        items.first(where: { $0.name == name })?.value ?? nil
    }

    /// `%XX` sequences (hex, either case) become bytes; everything else is kept as written.
    /// '+' stays '+'. The result must be valid UTF-8; a decoded U+FEFF (byte order mark)
    /// is kept like any other character.
    private static func percentDecoded(_ text: Scalars) throws(DeeplinkError) -> String {
        let input = Array(string(text).utf8)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            if input[index] == UInt8(ascii: "%") {
                guard index + 2 < input.count,
                      let high = hexValue(input[index + 1]), let low = hexValue(input[index + 2])
                else { throw DeeplinkError.invalidPercentEncoding }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(input[index])
                index += 1
            }
        }
        // Not `String(bytes:encoding: .utf8)`: Foundation drops a leading byte order mark.
        guard let decoded = String(validating: output, as: UTF8.self) else { throw DeeplinkError.invalidPercentEncoding }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A UUID written `8-4-4-4-12` in hexadecimal digits of either case; nothing else
    /// (no braces, no missing hyphens).
    private static func uuid(_ text: String) -> UUID? {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return nil }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return nil }
            } else {
                guard hexValue(byte) != nil else { return nil }
            }
        }
        return UUID(uuidString: text)
    }
}

extension String {
    /// Lowercases A–Z only, so the comparison is the same in every language runtime.
    fileprivate func lowercasedASCII() -> String {
        String(decoding: utf8.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
