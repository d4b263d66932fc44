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

    /// A fragment checked as a file of its own goes at a file's top level; one that is only
    /// comments goes nowhere. A complete block that stands as a file still names no place.
    @Test func aFragmentAloneGoesAtTheTopLevelAndCommentsNowhere() async throws {
        let report = try await verify(PlacementTests.model + """

            ```swift fragment
            extension Contador {
              func doble() -> Int { valor * 2 }
            }
            ```

            ```swift
            // deeplink:///alarms/add
            ```
            """)
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed], "\(report.text)")
        #expect(report.blocks.map(\.kind) == [.apple, .fragment, .fragment])
        #expect(report.blocks[0].place == nil)
        #expect(report.blocks[1].place == BlockPlace(site: .topLevel, type: nil, guessed: false))
        #expect(report.blocks[2].place == BlockPlace(site: .comments, type: nil, guessed: false))
    }

    /// A block that changes lines of an earlier fragment with no member of its own (`case`
    /// lines placed in a reducer's switch) goes where that fragment went, and names it as its
    /// earlier version.
    @Test func aNewVersionOfLinesOfAPlacedCaseGoesWhereThatCaseWent() async throws {
        let report = try await verify("""
            ```swift
            struct Estado {
              var valor = 0
              var mensaje = ""
            }
            enum Accion { case sumar, restar, reiniciar(String) }

            let reducir: (inout Estado, Accion) -> Void = { estado, accion in
              switch accion {
              case .sumar:
                estado.valor += 1
              default:
                break
              }
            }
            ```

            ```swift
            case let .reiniciar(motivo):
              estado.valor = 0
              estado.mensaje = String(motivo)
            case .restar:
              estado.valor -= 1
            ```

            Mejor un mensaje más claro:

            ```swift
            estado.mensaje = String(
              motivo.uppercased()
            )
            ```
            """)
        #expect(report.blocks.map(\.status) == [.passed, .passed, .passed], "\(report.text)")
        let second = try #require(report.blocks[1].place), third = try #require(report.blocks[2].place)
        #expect(second == BlockPlace(site: .switchCases, type: nil, member: "reducir", guessed: false), "\(second)")
        #expect(third.site == .switchCases && third.type == nil && third.member == "reducir", "\(third)")
        #expect(third.replacesBlockAt == report.blocks[1].line, "\(third)")
    }

    /// A fragment that passed only beside errors in other members' bodies (here the model's
    /// `sumar`, which no longer fits the new `valor`), checked on its own, names no place: the
    /// place tried may be wrong. (Checked in a shared invocation, the same block counts as a
    /// clean pass: the group clears errors that lie only in other members' bodies.)
    @Test func aFragmentThatPassedOnlyBesideOthersErrorsHasAnUnconfirmedPlace() async throws {
        var options = Support.options()
        // Kept files make every type-check run on its own, never shared.
        options.keepTypecheckFiles = Support.freshFolder().path
        let run = try await Support.verify(Support.article(PlacementTests.model + """

            Ahora el valor es un texto:

            ```swift in=Contador
            @Published var valor = "cero"
            ```
            """, imports: ["AlarmCore"], rename: ["Combine": "OpenCombine"]), options: options)
        let report = run.report
        #expect(report.blocks.map(\.status) == [.passed, .passed], "\(report.text)")
        #expect(report.blocks[1].checked == .typechecked)
        #expect(report.blocks[1].place == BlockPlace(site: .unconfirmed, type: nil, guessed: false),
                "\(String(describing: report.blocks[1].place))")
    }
}
