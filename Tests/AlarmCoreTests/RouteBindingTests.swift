import AlarmCore
import Foundation
import TestRandom
import Testing

/// The list's route and the rows' routes stay in step, both ways, whatever happens.
struct RouteBindingTests {
    /// The invariant: a row presents `r` exactly when the list's route is `.items(row, r)`.
    func expectInStep(_ list: AlarmsListViewModel, sourceLocation: SourceLocation = #_sourceLocation) {
        for row in list.items {
            if case let .items(id: id, route: route)? = list.route, id == row.id {
                #expect(row.route == route, "row \(row.id)", sourceLocation: sourceLocation)
            } else {
                #expect(row.route == nil, "row \(row.id)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theListsRouteOpensTheRowsAlert() {
        let list = Fixtures.list()
        list.route = .items(id: Fixtures.ids[2], route: .deleteAlert)
        #expect(list.rowRoutes == [nil, nil, .deleteAlert])
        list.route = .items(id: Fixtures.ids[2], route: .toggleConfirmationDialog)
        #expect(list.rowRoutes == [nil, nil, .toggleConfirmationDialog])
        list.route = nil
        #expect(list.rowRoutes == [nil, nil, nil])
    }

    @Test func aRouteGivenAtCreationReachesTheRow() {
        let list = Fixtures.list(route: .items(id: Fixtures.ids[1], route: .toggleConfirmationDialog))
        #expect(list.rowRoutes == [nil, .toggleConfirmationDialog, nil])
    }

    @Test func theAddSheetClosesARowsAlert() {
        let list = Fixtures.list()
        list.items[0].deleteButtonTapped()
        list.addButtonTapped()
        #expect(list.rowRoutes == [nil, nil, nil])
        guard case .add? = list.route else { Issue.record("expected the add sheet"); return }
    }

    @Test func aRowOpeningItsAlertClosesAnotherRowsDialog() {
        let list = Fixtures.list()
        list.items[0].toggleButtonTapped()
        list.items[2].deleteButtonTapped()
        #expect(list.route == .items(id: Fixtures.ids[2], route: .deleteAlert))
        #expect(list.rowRoutes == [nil, nil, .deleteAlert])
    }

    @Test func aRowClosingDoesNotCloseAnotherRowsAlert() {
        let list = Fixtures.list()
        list.route = .items(id: Fixtures.ids[1], route: .deleteAlert)
        list.items[0].cancelButtonTapped() // already closed: nothing to clear
        #expect(list.route == .items(id: Fixtures.ids[1], route: .deleteAlert))
        expectInStep(list)
    }

    @Test func rowsAppendedDirectlyAreBoundToo() {
        let list = Fixtures.list(0)
        let row = AlarmItemRowViewModel(item: Fixtures.items(1)[0])
        list.items.append(row)
        list.route = .items(id: row.id, route: .deleteAlert)
        #expect(row.route == .deleteAlert)
        row.deleteConfirmationButtonTapped()
        #expect(list.items.isEmpty)
        #expect(list.route == nil)
    }

    @Test func aRemovedRowIsUnboundAndItsRouteCleared() {
        let list = Fixtures.list()
        let row = list.items[0]
        list.route = .items(id: row.id, route: .toggleConfirmationDialog)
        list.items.removeFirst()
        #expect(list.route == nil)
        row.deleteButtonTapped()
        #expect(list.route == nil, "a row that left the list must not drive it")
        row.deleteConfirmationButtonTapped()
        #expect(list.items.count == 2)
    }

    @Test func switchingBetweenRowsStaysInStepWhateverTheDeliveryOrder() {
        // OpenCombine delivers to subscribers in Set order, which changes between runs;
        // the article's two assign(to:) pipelines could leave a row closed here.
        for round in 0..<20 {
            let list = Fixtures.list(12)
            var generator = SeededGenerator(seed: UInt64(round))
            for _ in 0..<60 {
                let row = list.items.randomElement(using: &generator)!
                switch Int.random(in: 0..<7, using: &generator) {
                case 0: list.route = .items(id: row.id, route: .deleteAlert)
                case 1: list.route = .items(id: row.id, route: .toggleConfirmationDialog)
                case 2: row.deleteButtonTapped()
                case 3: row.toggleButtonTapped()
                case 4: row.cancelButtonTapped()
                case 5: list.route = nil
                default: list.addButtonTapped()
                }
                expectInStep(list)
            }
        }
    }
}
