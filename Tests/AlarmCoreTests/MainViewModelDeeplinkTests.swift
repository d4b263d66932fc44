import AlarmCore
import Foundation
import Testing

/// `MainViewModel.open(url:)` with the article's links, and links opened one after another.
/// (Every documented single link is in DeeplinkTableTests.)
struct MainViewModelDeeplinkTests {
    @Test(arguments: [("deeplink:///clock", Tab.clock), ("deeplink:///alarms", .alarms), ("deeplink:///crono", .crono)])
    func theArticlesTabLinks(link: String, tab: Tab) throws {
        let app = Fixtures.app()
        app.tabBarViewModel.selectedTab = tab == .clock ? .crono : .clock
        app.open(url: try #require(URL(string: link)))
        #expect(app.tabBarViewModel.selectedTab == tab)
    }

    @Test func theArticlesDeleteLinkOpensTheRowsAlert() throws {
        let app = Fixtures.app()
        let list = app.tabBarViewModel.alarmsListViewModel
        app.open(url: try #require(URL(string: "deeplink:///alarms/\(Fixtures.ids[1].uuidString)/delete")))
        #expect(app.tabBarViewModel.selectedTab == .alarms)
        #expect(list.route == .items(id: Fixtures.ids[1], route: .deleteAlert))
        #expect(list.rowRoutes == [nil, .deleteAlert, nil])

        // Cancelling on the row closes the list's route too.
        list.items[1].cancelButtonTapped()
        #expect(list.route == nil)
        #expect(list.rowRoutes == [nil, nil, nil])
    }

    @Test func confirmingTheAlertOpenedByALinkDeletesTheAlarm() throws {
        let app = Fixtures.app()
        let list = app.tabBarViewModel.alarmsListViewModel
        app.open(url: try #require(URL(string: "deeplink:///alarms/\(Fixtures.ids[0].uuidString)/delete")))
        list.items[0].deleteConfirmationButtonTapped()
        #expect(list.items.map(\.id) == Array(Fixtures.ids.dropFirst()))
        #expect(list.route == nil)
    }

    @Test func theArticlesToggleLinkOpensTheRowsDialogAndConfirmingFlipsIt() throws {
        let app = Fixtures.app()
        let list = app.tabBarViewModel.alarmsListViewModel
        app.open(url: try #require(URL(string: "deeplink:///alarms/\(Fixtures.ids[2].uuidString.lowercased())/toggle")))
        #expect(list.rowRoutes == [nil, nil, .toggleConfirmationDialog])
        list.items[2].toggleConfirmationButtonTapped()
        #expect(list.items[2].item.isOn == true)
        #expect(list.route == nil)
        #expect(list.rowRoutes == [nil, nil, nil])
    }

    @Test func theArticlesAddLinks() throws {
        let app = Fixtures.app()
        let list = app.tabBarViewModel.alarmsListViewModel

        app.open(url: try #require(URL(string: "deeplink:///alarms/add")))
        guard case let .add(plain)? = list.route else { Issue.record("no sheet"); return }
        #expect(plain.alarmItem.isOn == false)
        #expect(plain.alarmItem.date == Fixtures.now)

        app.open(url: try #require(URL(string: "deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z")))
        guard case let .add(filled)? = list.route else { Issue.record("no sheet"); return }
        #expect(filled.alarmItem.isOn == true)
        #expect(filled.alarmItem.date == Date(timeIntervalSince1970: 1_420_070_400))
        #expect(filled !== plain)

        // Saving what the link filled in adds the alarm.
        list.add(item: filled.alarmItem)
        #expect(list.items.count == 4)
        #expect(list.items[3].item.date == Date(timeIntervalSince1970: 1_420_070_400))
    }

    @Test func anIgnoredLinkChangesNothingEvenTheTab() {
        let app = Fixtures.app()
        let list = app.tabBarViewModel.alarmsListViewModel
        list.items[0].toggleButtonTapped()
        for link in ["deeplink:///alarms/\(UUID().uuidString)/delete", "deeplink:///clock/add", "nonsense", ""] {
            guard case .ignored = app.openDeeplink(link) else {
                Issue.record("\(link) was opened")
                continue
            }
            #expect(app.tabBarViewModel.selectedTab == .clock)
            #expect(list.route == .items(id: Fixtures.ids[0], route: .toggleConfirmationDialog))
            #expect(list.rowRoutes == [.toggleConfirmationDialog, nil, nil])
        }
    }

    @Test func aLinkReplacesWhatTheListPresented() {
        let app = Fixtures.app()
        let list = app.tabBarViewModel.alarmsListViewModel
        app.openDeeplink("deeplink:///alarms/\(Fixtures.ids[0].uuidString)/delete")
        app.openDeeplink("deeplink:///alarms/\(Fixtures.ids[1].uuidString)/toggle")
        #expect(list.route == .items(id: Fixtures.ids[1], route: .toggleConfirmationDialog))
        #expect(list.rowRoutes == [nil, .toggleConfirmationDialog, nil])

        app.openDeeplink("deeplink:///alarms/add")
        #expect(list.rowRoutes == [nil, nil, nil])

        app.openDeeplink("deeplink:///alarms/\(Fixtures.ids[2].uuidString)/delete")
        #expect(list.rowRoutes == [nil, nil, .deleteAlert])
    }

    @Test func aTabLinkKeepsTheListsAlert() {
        let app = Fixtures.app()
        let list = app.tabBarViewModel.alarmsListViewModel
        app.openDeeplink("deeplink:///alarms/\(Fixtures.ids[0].uuidString)/delete")
        app.openDeeplink("deeplink:///crono")
        #expect(app.tabBarViewModel.selectedTab == .crono)
        #expect(list.rowRoutes == [.deleteAlert, nil, nil])
        app.openDeeplink("deeplink:///alarms")
        #expect(list.route == .items(id: Fixtures.ids[0], route: .deleteAlert))
    }

    @Test func linksToADeletedAlarmAreIgnored() {
        let app = Fixtures.app()
        let link = "deeplink:///alarms/\(Fixtures.ids[0].uuidString)/delete"
        app.openDeeplink(link)
        app.tabBarViewModel.alarmsListViewModel.items[0].deleteConfirmationButtonTapped()
        #expect(app.openDeeplink(link) == .ignored(reason: "no alarm with id \(Fixtures.ids[0].uuidString)"))
    }

    @Test func newAlarmsFromLinksGetIdsFromTheEnvironment() {
        let app = Fixtures.app()
        app.openDeeplink("deeplink:///alarms/add")
        app.openDeeplink("deeplink:///alarms/add")
        #expect(app.tabBarViewModel.alarmsListViewModel.route?.id == Fixtures.counted(2))
    }

    @Test func parseGivesTheLinkOrTheReason() throws {
        #expect(try AlarmDeeplink.parse("deeplink:///alarms/add?isOn=true").get() == .add(isOn: true, date: nil))
        #expect(try AlarmDeeplink.parse("deeplink:///crono").get() == .tab(.crono))
        #expect(try AlarmDeeplink.parse("deeplink:///alarms/\(Fixtures.ids[0])/toggle").get()
            == .item(id: Fixtures.ids[0], route: .toggleConfirmationDialog))
        #expect(throws: DeeplinkError.unknownTab("x")) { try AlarmDeeplink.parse("deeplink:///x").get() }
        #expect(throws: DeeplinkError.notAURL) { try AlarmDeeplink.parse(" deeplink:///clock").get() }
        #expect(throws: DeeplinkError.unknownTab("clock ")) { try AlarmDeeplink.parse("deeplink:///clock ").get() }
    }

    @Test func urlsKeepTheirTextForOpenURL() throws {
        // open(url:) reads URL.absoluteString; Foundation must hand back the text unchanged.
        for link in ["deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z",
                     "deeplink:///alarms/add?date=2015-01-01T00:00:00.000+01:00",
                     "deeplink:///alarms/C3050F46-B575-46D1-93C3-95858E365C8D/delete"] {
            #expect(try #require(URL(string: link)).absoluteString == link)
        }
    }
}
