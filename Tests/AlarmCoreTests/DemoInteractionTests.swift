import AlarmCore
import Foundation
import Testing

/// Fixtures/demo-interactions.json: taps on the demo app (and links between them) and the
/// state after them, computed here with AlarmCore's own view models. The web demo taps its
/// drawn buttons the same way in Tests/browser/test_demo.py and must reach the same states.
///
/// `RECORD_DEMO_INTERACTIONS=1 swift test --filter DemoInteractionTests` rewrites the
/// states in the file (the steps stay as written) and fails that run, so that nobody
/// records by accident.
struct DemoInteractionTests {
    struct File: Codable {
        var about: String
        var cases: [Case]
    }

    struct Case: Codable, Sendable, CustomTestStringConvertible {
        var name: String
        var now: String?
        var steps: [Step]
        var state: DemoState?
        var testDescription: String { name }
    }

    /// One thing the user does, named after the view-model method it calls.
    struct Step: Codable, Sendable {
        var `do`: String
        var id: UUID?
        var url: String?
        var tab: Tab?
        var isOn: Bool?
    }

    static let fileURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/demo-interactions.json")

    static func load() -> File {
        do {
            return try JSONDecoder().decode(File.self, from: Data(contentsOf: fileURL))
        } catch {
            fatalError("cannot read \(fileURL.path): \(error)")
        }
    }

    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_DEMO_INTERACTIONS"] == "1" }

    static func run(_ testCase: Case) throws -> DemoState {
        let now = try testCase.now.map { try #require(DeeplinkDate.parse($0)) } ?? AlarmDemo.defaultNow
        let demo = AlarmDemo(now: now)
        for step in testCase.steps { try perform(step, on: demo) }
        return demo.state
    }

    static func perform(_ step: Step, on demo: AlarmDemo) throws {
        let main = demo.viewModel
        let list = main.tabBarViewModel.alarmsListViewModel
        func row(_ id: UUID?) throws -> AlarmItemRowViewModel {
            try #require(list.items.first { $0.id == id }, "no row \(String(describing: id))")
        }
        func presentingRow() throws -> (AlarmItemRowViewModel, AlarmItemRowViewModel.Route) {
            guard case let .items(id: id, route: route)? = list.route else {
                throw TestFailure("nothing presented by a row")
            }
            return (try row(id), route)
        }
        func sheet() throws -> AlarmItemViewModel {
            guard case let .add(viewModel)? = list.route else { throw TestFailure("no add sheet") }
            return viewModel
        }
        switch step.do {
        case "open": demo.open(try #require(step.url))
        case "toggleStyle": main.isSwiftUI.toggle()
        case "selectTab": main.tabBarViewModel.selectedTab = try #require(step.tab)
        case "add": list.addButtonTapped()
        case "addCancel": list.cancelButtonTapped()
        case "addSave": list.add(item: try sheet().alarmItem)
        case "addIsOn": try sheet().alarmItem.isOn = try #require(step.isOn)
        case "delete": try row(step.id).deleteButtonTapped()
        case "toggle": try row(step.id).toggleButtonTapped()
        case "confirm":
            let (row, route) = try presentingRow()
            switch route {
            case .deleteAlert: row.deleteConfirmationButtonTapped()
            case .toggleConfirmationDialog: row.toggleConfirmationButtonTapped()
            }
        case "cancel": try presentingRow().0.cancelButtonTapped()
        default: throw TestFailure("unknown step '\(step.do)'")
        }
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    @Test(arguments: load().cases)
    func tapsGiveTheRecordedState(_ testCase: Case) throws {
        guard !Self.isRecording else { return }
        let recorded = try #require(testCase.state, "not recorded yet")
        #expect(try Self.run(testCase) == recorded)
    }

    @Test func record() throws {
        guard Self.isRecording else { return }
        var file = Self.load()
        for index in file.cases.indices { file.cases[index].state = try Self.run(file.cases[index]) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try (encoder.encode(file) + Data("\n".utf8)).write(to: Self.fileURL)
        Issue.record("re-recorded \(file.cases.count) cases in \(Self.fileURL.lastPathComponent); run again without RECORD_DEMO_INTERACTIONS")
    }

    @Test func everyStepKindIsCovered() {
        let kinds = Set(Self.load().cases.flatMap { $0.steps.map(\.do) })
        #expect(kinds == ["open", "toggleStyle", "selectTab", "add", "addCancel", "addSave", "addIsOn",
                          "delete", "toggle", "confirm", "cancel"])
    }
}
