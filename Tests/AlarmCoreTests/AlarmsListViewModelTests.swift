import AlarmCore
import Foundation
import Testing

/// The alarm list of article 000: adding, deleting with an alert, toggling with a dialog.
struct AlarmsListViewModelTests {
    @Test func addButtonOpensTheSheetWithANewAlarmOnAtTheClocksTime() throws {
        let list = Fixtures.list()
        list.addButtonTapped()
        guard case let .add(sheet)? = list.route else {
            Issue.record("expected the add sheet, got \(String(describing: list.route))")
            return
        }
        #expect(sheet.alarmItem.id == Fixtures.counted(1))
        #expect(sheet.alarmItem.date == Fixtures.now)
        #expect(sheet.alarmItem.isOn)
        #expect(list.route?.id == Fixtures.counted(1))
        #expect(list.rowRoutes == [nil, nil, nil])
    }

    @Test func cancellingTheSheetAddsNothing() {
        let list = Fixtures.list()
        list.addButtonTapped()
        list.cancelButtonTapped()
        #expect(list.route == nil)
        #expect(list.items.count == 3)
    }

    @Test func savingTheSheetAppendsTheEditedAlarmAndClosesIt() throws {
        let list = Fixtures.list()
        list.addButtonTapped()
        guard case let .add(sheet)? = list.route else { Issue.record("no sheet"); return }
        sheet.alarmItem.isOn = false
        sheet.alarmItem.date = Fixtures.now.addingTimeInterval(3600)

        list.add(item: sheet.alarmItem)

        #expect(list.route == nil)
        #expect(list.items.count == 4)
        let added = try #require(list.items.last)
        #expect(added.item.id == Fixtures.counted(1))
        #expect(added.item.isOn == false)
        #expect(added.item.date == Fixtures.now.addingTimeInterval(3600))
    }

    @Test func anAddedRowDeletesWithItsOwnAlert() throws {
        // The article's add(item:) appended an unbound row: its Delete did nothing.
        let list = Fixtures.list()
        list.add(item: AlarmItem(id: Fixtures.counted(9), date: Fixtures.now, isOn: true))
        let added = try #require(list.items.last)

        added.deleteButtonTapped()
        #expect(list.route == .items(id: Fixtures.counted(9), route: .deleteAlert))
        added.deleteConfirmationButtonTapped()

        #expect(list.items.map(\.id) == Fixtures.ids)
        #expect(list.route == nil)
    }

    @Test func anAddedRowTogglesWithItsOwnDialog() throws {
        let list = Fixtures.list()
        list.add(item: AlarmItem(id: Fixtures.counted(9), date: Fixtures.now, isOn: true))
        let added = try #require(list.items.last)
        added.toggleButtonTapped()
        added.toggleConfirmationButtonTapped()
        #expect(added.item.isOn == false)
        #expect(list.route == nil)
    }

    @Test func deleteAlertThenCancelKeepsTheAlarm() {
        let list = Fixtures.list()
        let row = list.items[1]
        row.deleteButtonTapped()
        #expect(row.route == .deleteAlert)
        #expect(list.route == .items(id: Fixtures.ids[1], route: .deleteAlert))

        row.cancelButtonTapped()

        #expect(row.route == nil)
        #expect(list.route == nil)
        #expect(list.items.map(\.id) == Fixtures.ids)
    }

    @Test func deleteAlertThenDeleteRemovesOnlyThatAlarm() {
        let list = Fixtures.list()
        let row = list.items[1]
        row.deleteButtonTapped()
        row.deleteConfirmationButtonTapped()
        #expect(list.items.map(\.id) == [Fixtures.ids[0], Fixtures.ids[2]])
        #expect(list.route == nil)
        #expect(row.route == nil)
        #expect(list.rowRoutes == [nil, nil])
    }

    @Test func toggleDialogThenCancelKeepsTheSwitch() {
        let list = Fixtures.list()
        let row = list.items[0]
        row.toggleButtonTapped()
        #expect(list.route == .items(id: Fixtures.ids[0], route: .toggleConfirmationDialog))
        row.cancelButtonTapped()
        #expect(row.item.isOn == false)
        #expect(list.route == nil)
    }

    @Test func toggleDialogThenConfirmFlipsTheSwitchEveryTime() {
        // Article 000: "Probamos una primera vez pero si lo probamos una segunda vez... no funciona."
        let list = Fixtures.list()
        let row = list.items[0]
        for expected in [true, false, true] {
            row.toggleButtonTapped()
            row.toggleConfirmationButtonTapped()
            #expect(row.item.isOn == expected)
            #expect(list.route == nil)
            #expect(row.route == nil)
        }
        #expect(list.items[1].item.isOn == true)
        #expect(list.items[2].item.isOn == false)
    }

    @Test func toggleAndDeleteFindTheAlarmByIdWhateverItsState() {
        let list = Fixtures.list()
        var stale = list.items[2].item
        stale.isOn.toggle()
        stale.date = .distantPast
        list.toggle(item: stale)
        #expect(list.items[2].item.isOn == true)
        list.delete(item: stale)
        #expect(list.items.map(\.id) == Array(Fixtures.ids.prefix(2)))
    }

    @Test func deletingAnUnknownAlarmDoesNothing() {
        let list = Fixtures.list()
        list.delete(item: AlarmItem(id: UUID(), date: Fixtures.now, isOn: true))
        list.toggle(item: AlarmItem(id: UUID(), date: Fixtures.now, isOn: true))
        #expect(list.items.map(\.id) == Fixtures.ids)
        #expect(list.items.map(\.item.isOn) == [false, true, false])
    }

    @Test func routesAreEqualByRowAndPresentationAndSheetsByIdentity() {
        let sheet = AlarmItemViewModel(alarmItem: AlarmItem(id: Fixtures.ids[0], date: Fixtures.now, isOn: true))
        let sameAlarmOtherSheet = AlarmItemViewModel(alarmItem: sheet.alarmItem)
        typealias Route = AlarmsListViewModel.Route
        #expect(Route.add(sheet) == Route.add(sheet))
        #expect(Route.add(sheet) != Route.add(sameAlarmOtherSheet))
        #expect(Route.items(id: Fixtures.ids[0], route: .deleteAlert) == .items(id: Fixtures.ids[0], route: .deleteAlert))
        #expect(Route.items(id: Fixtures.ids[0], route: .deleteAlert) != .items(id: Fixtures.ids[0], route: .toggleConfirmationDialog))
        #expect(Route.items(id: Fixtures.ids[0], route: .deleteAlert) != .items(id: Fixtures.ids[1], route: .deleteAlert))
        #expect(Route.add(sheet) != .items(id: Fixtures.ids[0], route: .deleteAlert))
        #expect(Route.items(id: Fixtures.ids[1], route: .deleteAlert).id == Fixtures.ids[1])
    }

    @Test func rowsAreEqualAndHashedByTheirAlarm() {
        let item = Fixtures.items(1)[0]
        let a = AlarmItemRowViewModel(item: item)
        let b = AlarmItemRowViewModel(item: item)
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a.id == item.id)
    }

    @Test func aSheetIsIdentifiedByItsAlarm() {
        let item = Fixtures.items(1)[0]
        #expect(AlarmItemViewModel(alarmItem: item).id == item.id)
    }
}
