import Foundation
import Testing
@testable import FrontMatter

@Suite("Dates as pages write them")
struct PostDateTests {
    /// Dates are written with their digits padded by hand: the same text as `%0Nd`.
    @Test(arguments: [1, 2, 4])
    func paddingIsPrintfs(width: Int) {
        for value in [0, 1, 7, 9, 10, 42, 99, 100, 999, 1000, 2023, 9999, 10000, 123_456, -1, -42, -2023] {
            #expect(PostDate.padded(value, width) == String(format: "%0\(width)d", value), "\(value)")
        }
    }

    @Test func daysAndInstantsKeepTheirForm() throws {
        #expect(try #require(PostDate(parsing: "0987-03-04")).isoDay == "0987-03-04")
        let date = try #require(PostDate(parsing: "2023-03-04 05:06:07 +0000"))
        #expect(date.isoDay == "2023-03-04")
        #expect(date.rfc3339 == "2023-03-04T05:06:07Z")
    }
}
