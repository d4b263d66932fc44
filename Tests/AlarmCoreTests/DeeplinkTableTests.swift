import AlarmCore
import Foundation
import Testing

/// Every row of the link table in AlarmCore.docc/Deeplinks.md, on a fresh demo.
struct DeeplinkTableTests {
    @Test func theTableIsReadCompletely() {
        let rows = DocumentedTables.linkRows()
        #expect(rows.count >= 99)
        #expect(rows.map(\.number) == Array(1...rows.count))
    }

    @Test(arguments: DocumentedTables.linkRows())
    func row(_ row: DocumentedTables.LinkRow) {
        let demo = AlarmDemo()
        let start = demo.state

        let result = demo.open(row.link)
        let state = demo.state

        switch result {
        case let .ignored(reason: reason):
            #expect("ignored: \(reason)" == row.result)
            #expect(state == start, "an ignored link changed the state")
        case .opened:
            #expect("opened: \(summary(state))" == row.result)
            #expect(state.items.map(\.id) == start.items.map(\.id))
            #expect(state.items.map(\.date) == start.items.map(\.date))
            #expect(state.items.map(\.isOn) == start.items.map(\.isOn))
            #expect(state.isSwiftUI == start.isSwiftUI)
            // Each row presents what the list's route says about it, and nothing else.
            for item in state.items {
                if case let .items(id: id, route: route)? = state.route, id == item.id {
                    #expect(item.route == route)
                } else {
                    #expect(item.route == nil)
                }
            }
        }
    }

    /// `tab=<tab>, route=<none | add(<date>, isOn=<bool>) | items(<ID>, <route>)>`.
    func summary(_ state: DemoState) -> String {
        let route: String
        switch state.route {
        case nil:
            route = "none"
        case let .add(date: date, isOn: isOn)?:
            route = "add(\(date), isOn=\(isOn))"
        case let .items(id: id, route: rowRoute)?:
            route = "items(\(id.uuidString), \(rowRoute.rawValue))"
        }
        return "tab=\(state.selectedTab.rawValue), route=\(route)"
    }
}
