import Doctest
import Foundation
import Site
import SitegenTesting
import Testing

/// The articles' type errors that the type-check found, kept as they were written
/// (`Tests/SiteTests/Fixtures/seed-defects/type-errors.json`): each must keep failing with
/// the compiler's message at its line, while `content/` holds the fixed code.
struct TypeErrorFixtureTests {
    struct Defect: Decodable, Sendable, CustomTestStringConvertible {
        var fixture: String
        var fixtureLine: Int
        var column: Int
        var message: String
        /// How deep the check that finds it goes (`typechecked` unless the fixture says).
        var level: VerificationLevel?
        var testDescription: String { "\(fixture):\(fixtureLine)" }
    }

    static let folder = Support.packageRoot.appendingPathComponent("Tests/SiteTests/Fixtures/seed-defects")

    static var defects: [Defect] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("type-errors.json")) else { return [] }
        return (try? JSONDecoder().decode([Defect].self, from: data)) ?? []
    }

    @Test func theFixturesAreThere() {
        #expect(Self.defects.count >= 7)
    }

    @Test(arguments: defects)
    func theOriginalBlockStillFailsAtItsLine(_ defect: Defect) async throws {
        let site = try SiteFixture(content: [
            defect.fixture: try String(contentsOf: Self.folder.appendingPathComponent(defect.fixture), encoding: .utf8),
        ])
        let run = try await VerifyStage.verify(contentDirectory: site.content.path, options: Support.options())
        let failed = run.report.blocks.filter { $0.status == .failed }
        #expect(failed.count == 1, "\(run.report.text)")
        #expect(failed.first?.checked == defect.level ?? .typechecked)
        #expect(failed.first?.messages.first == "\(site.content.path)/\(defect.fixture):\(defect.fixtureLine):\(defect.column): error: \(defect.message)")
    }
}
