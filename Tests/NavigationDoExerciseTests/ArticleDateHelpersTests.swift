import Foundation
import NavigationDoExercise
import Testing

// Article 003's own date helpers, verbatim: a file that declares them next to an import of
// the module (as an article page does) must compile and call its own copies unambiguously.
fileprivate extension Date {
	static func randomBetween(start: String, end: String, format: String = "yyyy-MM-dd") -> Date {
		let date1 = Date.parse(start, format: format)
		let date2 = Date.parse(end, format: format)
		return Date.randomBetween(start: date1, end: date2)
	}

	private static func randomBetween(start: Date, end: Date) -> Date {
		var date1 = start
		var date2 = end
		if date2 < date1 {
			let temp = date1
			date1 = date2
			date2 = temp
		}
		let span = TimeInterval.random(in: date1.timeIntervalSinceNow...date2.timeIntervalSinceNow)
		return Date(timeIntervalSinceNow: span)
	}

	private func dateString(_ format: String = "yyyy-MM-dd") -> String {
		let dateFormatter = DateFormatter()
		dateFormatter.dateFormat = format
		return dateFormatter.string(from: self)
	}

	private static func parse(_ string: String, format: String = "yyyy-MM-dd") -> Date {
		let dateFormatter = DateFormatter()
		dateFormatter.timeZone = NSTimeZone.default
		dateFormatter.dateFormat = format

		let date = dateFormatter.date(from: string)!
		return date
	}
}

struct ArticleDateHelpersTests {
    @Test func theArticlesFileprivateHelpersCoexistWithTheModules() {
        let date = Date.randomBetween(start: "2025-04-01", end: "2025-05-01")
        // Local midnights of April 2025, give or take the widest time-zone offsets.
        #expect(date.timeIntervalSince1970 > 1_743_465_600 - 14 * 3600)
        #expect(date.timeIntervalSince1970 < 1_746_057_600 + 14 * 3600)
    }
}
