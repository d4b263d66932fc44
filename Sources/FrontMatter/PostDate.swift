import Foundation

/// A publication date as Jekyll writes it: `2023-10-07`, `2023-10-07 20:38:14 +0200`,
/// `2023-10-07T20:38:14Z`, `2023-10-07 20:38` … A date without a time zone is read as UTC.
public struct PostDate: Hashable, Sendable, Comparable, Codable {
    /// The calendar day as written (what the reader sees), independent of time zones.
    public var year: Int
    public var month: Int
    public var day: Int
    /// The instant, for sorting and for the feed.
    public var date: Date

    public static func < (lhs: PostDate, rhs: PostDate) -> Bool { lhs.date < rhs.date }

    /// `2023-10-07`.
    public var isoDay: String { Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2) }

    /// `value` in decimal with zeros before it up to `width` digits, as `%0<width>d` writes it:
    /// every date of every page is written, so only a negative value goes through Foundation's
    /// formatting (`String(format:)`).
    static func padded(_ value: Int, _ width: Int) -> String {
        guard value >= 0 else { return String(format: "%0\(width)d", value) }
        let text = String(value)
        return text.utf8.count >= width ? text : String(repeating: "0", count: width - text.utf8.count) + text
    }

    /// RFC 3339 for Atom feeds and sitemaps: `2023-10-07T18:38:14Z`.
    /// Written by hand, not with an `ISO8601DateFormatter` per date: the feeds and sitemaps
    /// hold one for every article.
    public var rfc3339: String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard gmtime_r(&seconds, &parts) != nil else { return "1970-01-01T00:00:00Z" }
        return Self.padded(Int(parts.tm_year) + 1900, 4) + "-" + Self.padded(Int(parts.tm_mon) + 1, 2) + "-"
            + Self.padded(Int(parts.tm_mday), 2) + "T" + Self.padded(Int(parts.tm_hour), 2) + ":" + Self.padded(Int(parts.tm_min), 2)
            + ":" + Self.padded(Int(parts.tm_sec), 2) + "Z"
    }

    /// A day as written and its instant, as they were read before (a stored record).
    public init(year: Int, month: Int, day: Int, date: Date) {
        self.year = year
        self.month = month
        self.day = day
        self.date = date
    }

    /// The UTC day of an instant (a file's last change).
    public init(_ date: Date) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        self.year = parts.year ?? 1970
        self.month = parts.month ?? 1
        self.day = parts.day ?? 1
        self.date = date
    }

    /// Reads the date forms Jekyll accepts; nil for anything else.
    public init?(parsing text: String) {
        var scanner = DateScanner(Array(text.trimmingCharacters(in: .whitespaces).utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2),
              (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var hour = 0, minute = 0, second = 0, nanosecond = 0, offsetSeconds = 0
        if scanner.skip("T") || scanner.skip(" ") {
            scanner.skipSpaces()
            guard let h = scanner.number(digits: 2), scanner.skip(":"), let m = scanner.number(digits: 2),
                  h < 24, m < 60 else { return nil }
            hour = h; minute = m
            if scanner.skip(":") {
                guard let s = scanner.number(digits: 2), s < 61 else { return nil }
                second = s
                if scanner.skip(".") {
                    let digits = scanner.digits()
                    guard !digits.isEmpty else { return nil }
                    let padded = (digits + "000000000").prefix(9)
                    nanosecond = Int(padded) ?? 0
                }
            }
            scanner.skipSpaces()
            if scanner.skip("Z") || scanner.skip("UTC") {
                offsetSeconds = 0
            } else if let sign = scanner.sign() {
                guard let oh = scanner.number(digits: 2) else { return nil }
                _ = scanner.skip(":")
                let om = scanner.number(digits: 2) ?? 0
                guard oh < 24, om < 60 else { return nil }
                offsetSeconds = sign * (oh * 3600 + om * 60)
            }
        }
        guard scanner.atEnd else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let components = DateComponents(year: year, month: month, day: day,
                                        hour: hour, minute: minute, second: second, nanosecond: nanosecond)
        guard let local = calendar.date(from: components),
              calendar.component(.day, from: local) == day  // rejects 2023-02-31
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.date = local.addingTimeInterval(TimeInterval(-offsetSeconds))
    }
}

/// A tiny forward-only reader over ASCII bytes.
private struct DateScanner {
    let bytes: [UInt8]
    var index = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func skip(_ literal: String) -> Bool {
        let expected = Array(literal.utf8)
        guard bytes.count - index >= expected.count,
              Array(bytes[index..<index + expected.count]) == expected else { return false }
        index += expected.count
        return true
    }

    mutating func skipSpaces() { while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 } }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }

    mutating func digits() -> String {
        var result = ""
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            result.append(Character(UnicodeScalar(bytes[index])))
            index += 1
        }
        return result
    }

    mutating func number(digits count: Int) -> Int? {
        guard bytes.count - index >= count else { return nil }
        var value = 0
        for offset in 0..<count {
            let byte = bytes[index + offset]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        index += count
        return value
    }
}
