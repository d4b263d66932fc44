import Foundation

// The article's date helpers for fake data ("no te preocupes si no la entiendes"), made
// reproducible: the time zone and the source of randomness are parameters, and parsing
// uses a fixed POSIX locale. The article declares its own copies `fileprivate`; these
// differ in their required parameters, so both can be in scope without ambiguity.
extension Date {
    /// A random date between two days written in `format` (by default `yyyy-MM-dd`),
    /// each read as midnight in `timeZone`.
    ///
    /// - Precondition: Both strings match `format`; they are literals in fake-data code.
    public static func randomBetween<G: RandomNumberGenerator>(
        start: String,
        end: String,
        format: String = "yyyy-MM-dd",
        timeZone: TimeZone,
        using generator: inout G
    ) -> Date {
        guard let date1 = Date.parse(start, format: format, timeZone: timeZone),
              let date2 = Date.parse(end, format: format, timeZone: timeZone)
        else {
            preconditionFailure("'\(start)' or '\(end)' does not match the date format '\(format)'")
        }
        return Date.randomBetween(start: date1, end: date2, using: &generator)
    }

    /// A random date between two dates, in either order.
    public static func randomBetween<G: RandomNumberGenerator>(
        start: Date,
        end: Date,
        using generator: inout G
    ) -> Date {
        let (low, high) = start <= end ? (start, end) : (end, start)
        return Date(timeIntervalSince1970: TimeInterval.random(
            in: low.timeIntervalSince1970...high.timeIntervalSince1970, using: &generator))
    }

    /// The date written in `string` with `format`, read in `timeZone`; `nil` if it does not match.
    public static func parse(_ string: String, format: String = "yyyy-MM-dd", timeZone: TimeZone) -> Date? {
        formatter(format, timeZone).date(from: string)
    }

    /// This date written with `format` in `timeZone`.
    public func dateString(_ format: String = "yyyy-MM-dd", timeZone: TimeZone) -> String {
        Date.formatter(format, timeZone).string(from: self)
    }

    private static func formatter(_ format: String, _ timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        // A fixed locale: the user's calendar or 12-hour setting must not change the reading.
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter
    }
}
