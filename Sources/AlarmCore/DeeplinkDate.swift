import Foundation

/// The one date format of deeplinks, `--now` and the demo state JSON: ISO 8601 in UTC with
/// milliseconds, such as `2015-01-01T00:00:00.000Z`.
///
/// Written by hand rather than with `DateFormatter`/`ISO8601DateFormatter`, whose leniency
/// depends on the platform and the ICU version: the web demo re-implements exactly these
/// rules in JavaScript, and both must accept and reject the same strings.
/// The rules are listed in AlarmCore.docc/Deeplinks.md, "Dates".
public enum DeeplinkDate {
    /// The earliest date that can be written: `0000-01-01T00:00:00.000Z`, in milliseconds since 1970.
    static let minimumMilliseconds = daysFromCivil(year: 0, month: 1, day: 1) * millisecondsPerDay
    /// The latest date that can be written: `9999-12-31T23:59:59.999Z`, in milliseconds since 1970.
    static let maximumMilliseconds = daysFromCivil(year: 9999, month: 12, day: 31) * millisecondsPerDay + millisecondsPerDay - 1
    private static let millisecondsPerDay: Int64 = 86_400_000

    /// Reads `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`; `nil` if `text` breaks any rule.
    public static func parse(_ text: String) -> Date? {
        parseMilliseconds(text).map { Date(timeIntervalSince1970: Double($0) / 1000) }
    }

    /// Writes `date` as `yyyy-MM-dd'T'HH:mm:ss.SSS'Z'` in UTC, rounded to the nearest millisecond.
    public static func format(_ date: Date) -> String {
        let milliseconds = Int64((date.timeIntervalSince1970 * 1000).rounded())
        let days = floorDivide(milliseconds, millisecondsPerDay)
        let inDay = milliseconds - days * millisecondsPerDay
        let (year, month, day) = civilFromDays(days)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
            + "T" + pad(inDay / 3_600_000, 2) + ":" + pad(inDay / 60_000 % 60, 2) + ":" + pad(inDay / 1000 % 60, 2)
            + "." + pad(inDay % 1000, 3) + "Z"
    }

    /// The milliseconds since 1970 that `text` names, or `nil`.
    static func parseMilliseconds(_ text: String) -> Int64? {
        let bytes = Array(text.utf8)
        var position = 0

        func number(_ width: Int) -> Int64? {
            guard position + width <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[position..<position + width] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            position += width
            return value
        }
        func literal(_ character: Character) -> Bool {
            guard position < bytes.count, bytes[position] == character.asciiValue else { return false }
            position += 1
            return true
        }

        guard let year = number(4), literal("-"), let month = number(2), literal("-"), let day = number(2),
              literal("T"), let hour = number(2), literal(":"), let minute = number(2), literal(":"),
              let second = number(2)
        else { return nil }

        // Fraction: one or more digits; the first three are milliseconds, the rest are dropped.
        var millisecond: Int64 = 0
        if literal(".") {
            let start = position
            var digits = 0
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                if digits < 3 { millisecond = millisecond * 10 + Int64(bytes[position] - UInt8(ascii: "0")) }
                digits += 1
                position += 1
            }
            guard position > start else { return nil }
            for _ in digits..<max(digits, 3) { millisecond *= 10 }
        }

        // Zone: `Z`, or an offset `+HH:MM` / `-HH:MM` that is added to UTC to get local time.
        var offsetMinutes: Int64 = 0
        if literal("Z") {
            offsetMinutes = 0
        } else if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
            let sign: Int64 = bytes[position] == UInt8(ascii: "-") ? -1 : 1
            position += 1
            guard let offsetHour = number(2), literal(":"), let offsetMinute = number(2),
                  offsetHour <= 23, offsetMinute <= 59
            else { return nil }
            offsetMinutes = sign * (offsetHour * 60 + offsetMinute)
        } else {
            return nil
        }
        guard position == bytes.count else { return nil }

        guard (1...12).contains(month), (1...daysInMonth(year: year, month: month)).contains(day),
              hour <= 23, minute <= 59, second <= 59
        else { return nil }

        let local = daysFromCivil(year: year, month: month, day: day) * millisecondsPerDay
            + ((hour * 60 + minute) * 60 + second) * 1000 + millisecond
        let utc = local - offsetMinutes * 60_000
        guard (minimumMilliseconds...maximumMilliseconds).contains(utc) else { return nil }
        return utc
    }

    private static func isLeapYear(_ year: Int64) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func daysInMonth(year: Int64, month: Int64) -> Int64 {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar
    /// (Howard Hinnant's `days_from_civil`).
    private static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = floorDivide(y, 400)
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysFromCivil` (Howard Hinnant's `civil_from_days`).
    private static func civilFromDays(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
