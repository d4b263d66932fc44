import AlarmCore
import Foundation
import Testing

/// The demo behind `sitegen deeplink` and the web page, and its JSON.
struct AlarmDemoTests {
    let firstId = "C3050F46-B575-46D1-93C3-95858E365C8D"

    @Test func startState() {
        #expect(AlarmDemo().state == DemoState(
            isSwiftUI: true,
            selectedTab: .alarms,
            items: [
                .init(id: UUID(uuidString: "C3050F46-B575-46D1-93C3-95858E365C8D")!, date: "2025-01-07T07:00:00.000Z", isOn: false, route: nil),
                .init(id: UUID(uuidString: "5B7C1D2E-3F40-4A51-8B62-7C83D94EA5F6")!, date: "2025-01-07T07:30:00.000Z", isOn: true, route: nil),
                .init(id: UUID(uuidString: "9E8D7C6B-5A49-4382-9170-6F5E4D3C2B1A")!, date: "2025-01-07T08:15:00.000Z", isOn: false, route: nil),
            ],
            route: nil
        ))
        #expect(DeeplinkDate.format(AlarmDemo.defaultNow) == "2025-01-06T09:41:00.000Z")
        #expect(AlarmDemo.startItems.map(\.id.uuidString).first == firstId)
    }

    @Test func theDeleteLinkOpensTheAlertOnTheListAndOnTheFirstRow() throws {
        let demo = AlarmDemo()
        let first = try #require(AlarmDemo.startItems.first)
        #expect(demo.open("deeplink:///alarms/\(first.id.uuidString)/delete") == .opened)
        let state = demo.state
        #expect(state.route == .items(id: first.id, route: .deleteAlert))
        #expect(state.items.first?.route == .deleteAlert)
        #expect(state.items.dropFirst().map(\.route) == [nil, nil])
    }

    @Test func confirmingOnTheRowClearsBothRoutes() {
        let demo = AlarmDemo()
        demo.open("deeplink:///alarms/\(firstId)/delete")
        demo.viewModel.tabBarViewModel.alarmsListViewModel.items[0].deleteConfirmationButtonTapped()
        #expect(demo.state.route == nil)
        #expect(demo.state.items.map(\.id.uuidString) == ["5B7C1D2E-3F40-4A51-8B62-7C83D94EA5F6", "9E8D7C6B-5A49-4382-9170-6F5E4D3C2B1A"])
    }

    @Test func theClockGivesTheAddSheetsDefaultDate() throws {
        let now = try #require(DeeplinkDate.parse("2030-05-06T07:08:09.010Z"))
        let demo = AlarmDemo(now: now)
        demo.open("deeplink:///alarms/add")
        #expect(demo.state.route == .add(date: "2030-05-06T07:08:09.010Z", isOn: false))
        // The start alarms do not move with the clock.
        #expect(demo.state.items == AlarmDemo().state.items)
    }

    @Test func sameLinksGiveTheSameJSON() {
        func run() -> String {
            let demo = AlarmDemo()
            for link in ["deeplink:///clock", "deeplink:///alarms/add?isOn=true", "xyz", "deeplink:///alarms/\(firstId)/toggle"] {
                demo.open(link)
            }
            return demo.jsonString(pretty: true)
        }
        #expect(run() == run())
    }

    @Test func compactJSONOfTheStartState() {
        #expect(AlarmDemo().jsonString(pretty: false) == """
            {"isSwiftUI":true,"items":[\
            {"date":"2025-01-07T07:00:00.000Z","id":"C3050F46-B575-46D1-93C3-95858E365C8D","isOn":false,"route":null},\
            {"date":"2025-01-07T07:30:00.000Z","id":"5B7C1D2E-3F40-4A51-8B62-7C83D94EA5F6","isOn":true,"route":null},\
            {"date":"2025-01-07T08:15:00.000Z","id":"9E8D7C6B-5A49-4382-9170-6F5E4D3C2B1A","isOn":false,"route":null}\
            ],"route":null,"selectedTab":"alarms"}
            """)
    }

    @Test func jsonShapeOfBothRoutes() throws {
        let demo = AlarmDemo()
        demo.open("deeplink:///alarms/\(firstId.lowercased())/toggle")
        #expect(demo.jsonString(pretty: false).contains(#""route":{"case":"items","id":"\#(firstId)","route":"toggleConfirmationDialog"},"selectedTab":"alarms"}"#))
        #expect(demo.jsonString(pretty: false).contains(#""isOn":false,"route":"toggleConfirmationDialog"}"#))

        demo.open("deeplink:///crono")
        demo.open("deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z")
        #expect(demo.jsonString(pretty: false).hasSuffix(#""route":{"case":"add","date":"2015-01-01T00:00:00.000Z","isOn":true},"selectedTab":"alarms"}"#))
    }

    @Test func prettyJSONIsTheSameValueOnSeveralLines() throws {
        let demo = AlarmDemo()
        demo.open("deeplink:///alarms/add")
        let pretty = demo.jsonString(pretty: true)
        #expect(pretty.split(separator: "\n").count > 10)
        let fromPretty = try JSONSerialization.jsonObject(with: Data(pretty.utf8)) as? NSDictionary
        let fromCompact = try JSONSerialization.jsonObject(with: Data(demo.jsonString(pretty: false).utf8)) as? NSDictionary
        #expect(fromPretty != nil)
        #expect(fromPretty == fromCompact)
    }

    @Test func jsonHasExactlyTheDocumentedKeys() throws {
        let demo = AlarmDemo()
        demo.open("deeplink:///alarms/\(firstId)/delete")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(demo.jsonString(pretty: false).utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["isSwiftUI", "selectedTab", "items", "route"])
        let items = try #require(object["items"] as? [[String: Any]])
        #expect(items.allSatisfy { Set($0.keys) == ["id", "date", "isOn", "route"] })
        #expect(items[1]["route"] is NSNull)
        let route = try #require(object["route"] as? [String: Any])
        #expect(Set(route.keys) == ["case", "id", "route"])
    }

    @Test func decodingTheJSONGivesTheStateBack() throws {
        for link in ["deeplink:///clock", "deeplink:///alarms/add?isOn=true", "deeplink:///alarms/\(firstId)/toggle"] {
            let demo = AlarmDemo()
            demo.open(link)
            let decoded = try JSONDecoder().decode(DemoState.self, from: Data(demo.jsonString(pretty: true).utf8))
            #expect(decoded == demo.state)
        }
    }

    @Test func ignoredLinksSayWhy() {
        let demo = AlarmDemo()
        #expect(demo.open("xyz") == .ignored(reason: "not a URL (expected deeplink:///...)"))
        #expect(demo.open("deeplink:///alarms/\(UUID(uuidString: "00000000-0000-0000-0000-000000000001")!)/delete")
            == .ignored(reason: "no alarm with id 00000000-0000-0000-0000-000000000001"))
        #expect(demo.state == AlarmDemo().state)
    }
}
