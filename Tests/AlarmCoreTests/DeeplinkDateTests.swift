import AlarmCore
import Foundation
import Testing

/// The date rules of AlarmCore.docc/Deeplinks.md, "Dates".
struct DeeplinkDateTests {
    @Test func theTableIsReadCompletely() {
        #expect(DocumentedTables.dateRows().count >= 40)
    }

    @Test(arguments: DocumentedTables.dateRows())
    func row(_ row: DocumentedTables.DateRow) {
        #expect(DeeplinkDate.parse(row.text).map(DeeplinkDate.format) == row.readAs)
    }

    @Test func surroundingWhitespaceIsNotTrimmed() {
        #expect(DeeplinkDate.parse(" 2015-01-01T00:00:00Z") == nil)
        #expect(DeeplinkDate.parse("2015-01-01T00:00:00Z ") == nil)
        #expect(DeeplinkDate.parse("2015-01-01T00:00:00Z\n") == nil)
        #expect(DeeplinkDate.parse("") == nil)
    }

    @Test func theArticlesDateIsTheStartOf2015() {
        #expect(DeeplinkDate.parse("2015-01-01T00:00:00.000Z") == Date(timeIntervalSince1970: 1_420_070_400))
    }

    @Test func formatRoundsToTheNearestMillisecondInUTC() {
        #expect(DeeplinkDate.format(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00.000Z")
        #expect(DeeplinkDate.format(Date(timeIntervalSince1970: 0.0004)) == "1970-01-01T00:00:00.000Z")
        #expect(DeeplinkDate.format(Date(timeIntervalSince1970: 0.0006)) == "1970-01-01T00:00:00.001Z")
        #expect(DeeplinkDate.format(Date(timeIntervalSince1970: -0.001)) == "1969-12-31T23:59:59.999Z")
        #expect(DeeplinkDate.format(Date(timeIntervalSince1970: 1_736_156_460)) == "2025-01-06T09:41:00.000Z")
    }

    @Test func everyMillisecondOfADayRoundTrips() {
        // Parsing builds the Date from milliseconds / 1000; writing must give the same text back.
        let base: Int64 = 1_736_156_460_000
        var mismatches: [String] = []
        for offset in stride(from: Int64(0), to: 86_400_000, by: 997) {
            let date = Date(timeIntervalSince1970: Double(base + offset) / 1000)
            let text = DeeplinkDate.format(date)
            if DeeplinkDate.parse(text) != date { mismatches.append(text) }
        }
        #expect(mismatches == [])
    }

    @Test func daysOfFourCenturiesAgreeWithFoundationsCalendar() {
        var date = DeeplinkDate.parse("1900-01-01T00:00:00Z")!
        let end = DeeplinkDate.parse("2300-01-01T00:00:00Z")!
        let calendar: Calendar = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return calendar
        }()
        var mismatches: [String] = []
        // Every third day: all months, leap days and century rules are covered.
        while date < end {
            let text = DeeplinkDate.format(date)
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let expected = String(format: "%04d-%02d-%02dT00:00:00.000Z", parts.year!, parts.month!, parts.day!)
            if text != expected || DeeplinkDate.parse(text) != date { mismatches.append("\(text) \(expected)") }
            date.addTimeInterval(3 * 86_400)
        }
        #expect(mismatches == [])
    }
}
