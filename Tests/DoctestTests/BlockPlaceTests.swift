import Doctest
import Foundation
import Testing

/// Where the checker put each fragment, as the report gives it for the page's header: only
/// where its type-check passed there, with a guessed place marked and the earlier block a
/// new version replaces in part.
struct BlockPlaceTests {
    func verify(_ markdown: String) async throws -> DoctestReport {
        try await Support.verifyOverAlarmCore(markdown).report
    }

    @Test func aMemberNamedForItsTypeGoesInsideIt() async throws {
        let report = try await verify(PlacementTests.model + """

            ```swift in=Contador
            func reiniciar() { valor = 0 }
            ```
            """)
        #expect(report.blocks.map(\.status) == [.passed, .passed], "\(report.text)")
        #expect(report.blocks[1].place == BlockPlace(site: .type, type: "Contador", guessed: false))
        // A whole declaration stands as a file: no place.
        #expect(report.blocks[0].place == nil)
    }

    @Test func aMemberThatReplacesAnotherNamesTheBlockItReplaces() async throws {
        let report = try await verify(PlacementTests.model + """

            Cambiamos `sumar` para que sume dos.

            ```swift
            func sumar() { valor += 2 }
            ```
            """)
        #expect(report.blocks[1].place == BlockPlace(site: .type, type: "Contador", guessed: false, replacesBlockAt: 1),
                "\(String(describing: report.blocks[1].place))")
    }

    @Test func caseLinesGoInTheSwitchOfTheirMember() async throws {
        let report = try await verify(PlacementTests.reducerWithNewCases)
        #expect(report.blocks.map(\.status) == [.passed, .passed, .failed])
        let place = try #require(report.blocks[1].place)
        #expect(place.site == .switchCases && place.type == "Estado" && place.member == "reducir(_:)", "\(place)")
        // A block that fails has no place to show.
        #expect(report.blocks[2].place == nil)
    }

    @Test func theJSONReportCarriesThePlace() async throws {
        let report = try await verify(PlacementTests.model + """

            ```swift in=Contador
            func reiniciar() { valor = 0 }
            ```
            """)
        let json = String(decoding: try JSONEncoder().encode(report), as: UTF8.self)
        #expect(json.contains(#""place":{"#), "\(json)")
        let decoded = try JSONDecoder().decode(DoctestReport.self, from: Data(json.utf8))
        #expect(decoded.blocks[1].place == report.blocks[1].place)
    }
}
