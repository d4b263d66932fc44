import Doctest
import Foundation
import Markdown
import Testing

/// The originals' code defects, kept as fixtures by the content work, are found where they are.
struct SeedDefectTests {
    struct Defect: Decodable, Sendable, CustomTestStringConvertible {
        var fixture: String
        var fixtureLine: Int
        var problem: String
        var severity: String
        var testDescription: String { "\(fixture):\(fixtureLine) \(problem)" }
    }

    static let folder = Support.packageRoot.appendingPathComponent("Tests/SiteTests/Fixtures/seed-defects")

    /// The defects a code checker must report: prose swallowed by a Swift block.
    static var codeDefects: [Defect] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("defects.json")),
              let defects = try? JSONDecoder().decode([Defect].self, from: data) else { return [] }
        return defects.filter { $0.problem == "prose-in-code" }
    }

    @Test func theFixturesAreThere() {
        #expect(Self.codeDefects.count >= 2)
    }

    @Test(arguments: codeDefects)
    func proseInABlockIsASyntaxErrorAtThatProseLine(_ defect: Defect) async throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(defect.fixture), encoding: .utf8)
        let file = "seed-defects/\(defect.fixture)"
        let run = try await Support.verify(DoctestArticle(document: MarkdownParser.parse(text, file: file),
                                                          settings: DoctestSettings(imports: ["AlarmCore"])))
        let failed = run.report.blocks.filter { $0.status == .failed }
        #expect(failed.count == 1)
        let errors = failed.flatMap(\.diagnostics).filter { $0.severity == .error }
        #expect(errors.first?.line == defect.fixtureLine, "\(failed.flatMap(\.messages))")
        #expect(failed.first?.messages.first?.hasPrefix("\(file):\(defect.fixtureLine):") == true,
                "\(failed.flatMap(\.messages))")
    }

    @Test func theSwallowedSetViewControllersLineIsNamed() async throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("000-swallowed-setviewcontrollers.md"), encoding: .utf8)
        let run = try await Support.verify(DoctestArticle(document: MarkdownParser.parse(text, file: "x.md")))
        let messages = run.report.failureMessages
        #expect(messages.first == "x.md:9:2: error: unexpected code ', cambiaremos el setViewControllers:' in source file")
    }
}
