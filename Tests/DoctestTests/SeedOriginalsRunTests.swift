import Doctest
import Foundation
import Site
import SitegenTesting
import Testing

/// The five original articles, run once as they are (a `doctest:` front-matter line added):
/// one run of `sitegen test` reports every Markdown defect of every article at its line and the
/// type errors the check finds there, and verifies every block — a Markdown error stops nothing.
struct SeedOriginalsRunTests {
    static let folder = Support.packageRoot.appendingPathComponent("Tests/SiteTests/Fixtures/seed-originals")
    static let imports = [
        "000": "{ imports: [AlarmCore], rename: { Combine: OpenCombine } }",
        "001": "{ imports: [ItemsCore], rename: { Combine: OpenCombine } }",
        "002": "{ imports: [ToDoCore] }",
        "003": "{ imports: [NavigationDoExercise] }",
        "004": "{ imports: [ItemsCore], rename: { Combine: OpenCombine } }",
    ]

    @Test func oneRunReportsEveryDefectOfTheOriginals() async throws {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.folder.path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
            // One line added at the top of the front matter: every line below moves one down.
            files[name] = "---\ndoctest: \(Self.imports[String(name.prefix(3))]!)\n" + text.dropFirst(4)
        }
        let site = try SiteFixture(content: files)
        let run = try await VerifyStage.verify(contentDirectory: site.content.path, options: Support.options())
        let expected = try JSONDecoder().decode([String: [String]].self,
                                                from: Data(contentsOf: Self.folder.appendingPathComponent("expected.json")))
        // Every place the run reported something: block errors, article errors, warnings.
        var reported: Set<String> = []
        for block in run.report.blocks { for diagnostic in block.diagnostics { reported.insert("\((block.file as NSString).lastPathComponent):\(diagnostic.line)") } }
        for error in run.report.articleErrors { reported.insert("\((error.file as NSString).lastPathComponent):\(error.line)") }
        for warning in run.contentWarnings {
            let place = warning.split(separator: ":").prefix(2)
            reported.insert("\((String(place[0]) as NSString).lastPathComponent):\(place.count > 1 ? String(place[1]) : "")")
        }
        var missing: [String] = []
        for (name, findings) in expected {
            for finding in findings {
                let line = Int(finding.split(separator: " ")[0])! + 1
                if !reported.contains("\(name):\(line)") { missing.append("\(name):\(line) \(finding)") }
            }
        }
        #expect(missing.isEmpty, "not reported: \(missing)")
        // The type errors of the originals that the check finds without the context lines
        // content/ adds (DEFECTS.md: the App's MainView, TabBarView for the alarms list).
        #expect(reported.contains("000_b9ed911b2df7e98a.md:351"), "the App wraps MainView in SwiftUIWrapper")
        #expect(reported.contains("000_b9ed911b2df7e98a.md:883"), "TabBarView given the list's view model")
        // An `if let` on a Binding (DEFECTS.md), in an extension that stands alone: its
        // `sheet(item:)` label is no use of the `item` later steps declare.
        #expect(reported.contains("000_b9ed911b2df7e98a.md:1420"), "if let of a Binding")
        // The type errors that need the article's own steps placed where they belong: the lone
        // `case add` in the Route the prose names, the view model that is not Identifiable.
        #expect(reported.contains("000_b9ed911b2df7e98a.md:1238"), "Route.id returns the view model's missing id")
        #expect(reported.contains("000_b9ed911b2df7e98a.md:1839"), "ForEach over rows that are not Identifiable")
        // The TCA action sent without its payload: its lone `case` lines go where the compiler
        // looked for them (AppAction), the AppState members where the prose says, and the
        // alert's new version replaces the old one, the reducer's new assignment the old one.
        #expect(reported.contains("001_64984d0094b35a25.md:319"), "the alert sends .removeButtonTapped without its item")
        #expect(reported.contains("001_64984d0094b35a25.md:393"), "so does the alert's second version")
        #expect(reported.contains("001_64984d0094b35a25.md:515"), "so does the reducer's alert button")
        // A preview of the next part (`route: .delete`), checked where that part's `Route`
        // stands, whose `AlarmItemRowViewModel.ID` does not resolve (the rows never become
        // Identifiable): that type stood in for, the case no step declares shows.
        #expect(reported.contains("000_b9ed911b2df7e98a.md:1477"), "the next part's route named .delete, not .deleteAlert")
        // Every block got a verdict: nothing was left out for an error elsewhere.
        #expect(run.report.blocks.count >= 180)
        #expect(run.report.blocks.count { $0.status == .passed } >= 80, "\(run.report.totalsLine)")
        #expect(!run.report.succeeded)
    }
}
