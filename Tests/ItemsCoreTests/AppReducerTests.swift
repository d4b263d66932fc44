import Foundation
import ItemsCore
import Testing

/// The number list of article 001: add, remove with an alert, restyle with a dialog.
struct AppReducerTests {
    let environment = AppEnvironment.test()

    func state(_ values: Int...) -> AppState {
        AppState(items: IdentifiedArrayOf(uniqueElements: values.enumerated().map { index, value in
            AppState.Item(id: uuid(100 + index), value: value)
        }))
    }

    @Test func addItemButtonAppendsARandomNumberWithAFreshId() {
        var state = AppState()
        _ = appReducer.run(&state, .addItemButtonTapped, environment)
        _ = appReducer.run(&state, .addItemButtonTapped, environment)
        #expect(state.items.elements == [
            AppState.Item(id: uuid(1), value: 42),
            AppState.Item(id: uuid(2), value: 42),
        ])
        #expect(state.items.map(\.style) == [.none, .none])
    }

    @Test func addItemButtonAsksForANumberIn0Through100() {
        let asked = RangeRecorder()
        var state = AppState()
        _ = appReducer.run(&state, .addItemButtonTapped, AppEnvironment(random: { asked.record($0); return 7 }))
        #expect(asked.ranges == [0...100])
        #expect(state.items.first?.value == 7)
    }

    @Test func removeAlertDescribesTheItemAndOffersDelete() throws {
        var state = state(5, 9)
        let item = state.items[1]
        _ = appReducer.run(&state, .removeAlertButtonTapped(item), environment)

        let alert = try #require(state.route.flatMap((/AppState.Route.removeItemAlert).extract(from:)))
        #expect(alert.title == "Eliminar item")
        #expect(alert.message == "¿Estás a punto de eliminar el item 9?")
        #expect(alert.buttons.map(\.title) == ["Delete"])
        #expect(alert.buttons.map(\.role) == [.destructive])
        #expect(alert.buttons.map(\.action) == [.removeButtonTapped(item)])
        #expect(state.item == item)
    }

    @Test func removeAlertForAnItemNoLongerInTheListDoesNothing() {
        var state = state(5)
        let before = state
        _ = appReducer.run(&state, .removeAlertButtonTapped(AppState.Item(id: uuid(999), value: 5)), environment)
        #expect(state == before)
    }

    @Test func alertsDeleteButtonRemovesTheItemAndClosesTheAlert() throws {
        var state = state(5, 9, 13)
        _ = appReducer.run(&state, .removeAlertButtonTapped(state.items[1]), environment)
        let alert = try #require(state.route.flatMap((/AppState.Route.removeItemAlert).extract(from:)))

        _ = appReducer.run(&state, alert.buttons[0].action, environment)

        #expect(state.items.map(\.value) == [5, 13])
        #expect(state.route == nil)
        #expect(state.item == nil)
    }

    @Test func dismissingTheAlertKeepsTheItem() {
        var state = state(5)
        _ = appReducer.run(&state, .removeAlertButtonTapped(state.items[0]), environment)
        _ = appReducer.run(&state, .dismissButtonTapped, environment)
        #expect(state.items.map(\.value) == [5])
        #expect(state.route == nil)
        #expect(state.item == nil)
    }

    @Test func changeStyleDialogOffersEveryStyleByName() throws {
        var state = state(5, 9)
        let item = state.items[0]
        _ = appReducer.run(&state, .changeStyleConfirmationDialogButtonTapped(item), environment)

        let dialog = try #require(state.route.flatMap((/AppState.Route.changeStyleConfirmationDialog).extract(from:)))
        #expect(dialog.title == "Cambiar estilo")
        #expect(dialog.message == "¿Estás a punto de cambiar el estilo 5?")
        #expect(dialog.buttons.map(\.title) == ["none", "yellow", "blue", "green"])
        #expect(dialog.buttons.map(\.role) == [nil, nil, nil, nil])
        #expect(dialog.buttons.map(\.action) == Style.allCases.map { .change(style: $0, item: item) })
        #expect(state.route.flatMap((/AppState.Route.removeItemAlert).extract(from:)) == nil)
    }

    @Test func choosingAStyleRestylesOnlyThatItemAndClosesTheDialog() throws {
        var state = state(5, 9)
        _ = appReducer.run(&state, .changeStyleConfirmationDialogButtonTapped(state.items[1]), environment)
        let dialog = try #require(state.route.flatMap((/AppState.Route.changeStyleConfirmationDialog).extract(from:)))
        let blue = try #require(dialog.buttons.first { $0.title == "blue" })

        _ = appReducer.run(&state, blue.action, environment)

        #expect(state.items.map(\.style) == [.none, .blue])
        #expect(state.route == nil)
    }

    @Test func anOpenAlertIsReplacedByTheDialog() {
        var state = state(5)
        _ = appReducer.run(&state, .removeAlertButtonTapped(state.items[0]), environment)
        _ = appReducer.run(&state, .changeStyleConfirmationDialogButtonTapped(state.items[0]), environment)
        guard case .changeStyleConfirmationDialog = state.route else {
            Issue.record("expected the dialog, got \(String(describing: state.route))")
            return
        }
    }

    @Test func sameActionsGiveEqualStatesWithAReproducibleEnvironment() {
        func play() -> AppState {
            let environment = AppEnvironment.test()
            var state = AppState()
            _ = appReducer.run(&state, .addItemButtonTapped, environment)
            _ = appReducer.run(&state, .removeAlertButtonTapped(state.items[0]), environment)
            return state
        }
        #expect(play() == play())
    }
}

/// Records the ranges a reducer asked random numbers in.
final class RangeRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [ClosedRange<Int>] = []
    var ranges: [ClosedRange<Int>] { lock.withLock { recorded } }
    func record(_ range: ClosedRange<Int>) { lock.withLock { recorded.append(range) } }
}
