import Foundation

/// The Alarm app's state as the demo shows it: what `sitegen deeplink` prints and what the
/// web demo's `window.sitegenDemo.state()` returns (DESIGN.md "Demo state").
///
/// ```json
/// { "isSwiftUI": true, "selectedTab": "clock | alarms | crono",
///   "items": [ { "id": "UUID", "date": "2025-01-07T07:00:00.000Z", "isOn": true,
///                "route": null | "deleteAlert" | "toggleConfirmationDialog" } ],
///   "route": null | { "case": "add", "date": "...", "isOn": false }
///                 | { "case": "items", "id": "UUID", "route": "deleteAlert" | "toggleConfirmationDialog" } }
/// ```
/// Ids are upper-case (`UUID.uuidString`); dates are `DeeplinkDate.format` (UTC,
/// milliseconds); `null` routes are written, not left out.
public struct DemoState: Codable, Equatable, Sendable {
    /// Whether the SwiftUI screens are shown.
    public var isSwiftUI: Bool
    /// The selected tab.
    public var selectedTab: Tab
    /// The alarm list's rows, in order.
    public var items: [Item]
    /// What the alarm list presents.
    public var route: Route?

    /// One row of the alarm list.
    public struct Item: Codable, Equatable, Sendable {
        /// The alarm's id.
        public var id: UUID
        /// When it rings, as `DeeplinkDate.format` writes it.
        public var date: String
        /// Whether it is on.
        public var isOn: Bool
        /// What the row presents.
        public var route: AlarmItemRowViewModel.Route?

        /// Creates a row's state.
        public init(id: UUID, date: String, isOn: Bool, route: AlarmItemRowViewModel.Route?) {
            self.id = id
            self.date = date
            self.isOn = isOn
            self.route = route
        }

        private enum CodingKeys: String, CodingKey { case id, date, isOn, route }

        /// Writes every key, `"route": null` included.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(date, forKey: .date)
            try container.encode(isOn, forKey: .isOn)
            try container.encode(route, forKey: .route)
        }
    }

    /// What the alarm list presents.
    public enum Route: Codable, Equatable, Sendable {
        /// The add sheet, with the alarm being composed.
        case add(date: String, isOn: Bool)
        /// A row's alert or dialog.
        case items(id: UUID, route: AlarmItemRowViewModel.Route)

        private enum CodingKeys: String, CodingKey { case `case`, date, isOn, id, route }
        private enum Case: String, Codable { case add, items }

        /// Reads `{ "case": "add", ... }` or `{ "case": "items", ... }`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(Case.self, forKey: .case) {
            case .add:
                self = .add(date: try container.decode(String.self, forKey: .date),
                            isOn: try container.decode(Bool.self, forKey: .isOn))
            case .items:
                self = .items(id: try container.decode(UUID.self, forKey: .id),
                              route: try container.decode(AlarmItemRowViewModel.Route.self, forKey: .route))
            }
        }

        /// Writes `{ "case": "add", "date": ..., "isOn": ... }` or `{ "case": "items", "id": ..., "route": ... }`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case let .add(date: date, isOn: isOn):
                try container.encode(Case.add, forKey: .case)
                try container.encode(date, forKey: .date)
                try container.encode(isOn, forKey: .isOn)
            case let .items(id: id, route: route):
                try container.encode(Case.items, forKey: .case)
                try container.encode(id, forKey: .id)
                try container.encode(route, forKey: .route)
            }
        }
    }

    /// Creates the state from its parts.
    public init(isSwiftUI: Bool, selectedTab: Tab, items: [Item], route: Route?) {
        self.isSwiftUI = isSwiftUI
        self.selectedTab = selectedTab
        self.items = items
        self.route = route
    }

    /// Reads the state of a running app.
    public init(_ viewModel: MainViewModel) {
        let list = viewModel.tabBarViewModel.alarmsListViewModel
        self.isSwiftUI = viewModel.isSwiftUI
        self.selectedTab = viewModel.tabBarViewModel.selectedTab
        self.items = list.items.map { row in
            Item(id: row.item.id, date: DeeplinkDate.format(row.item.date), isOn: row.item.isOn, route: row.route)
        }
        switch list.route {
        case nil:
            self.route = nil
        case let .add(viewModel)?:
            self.route = .add(date: DeeplinkDate.format(viewModel.alarmItem.date), isOn: viewModel.alarmItem.isOn)
        case let .items(id: id, route: route)?:
            self.route = .items(id: id, route: route)
        }
    }

    private enum CodingKeys: String, CodingKey { case isSwiftUI, selectedTab, items, route }

    /// Writes every key, `"route": null` included.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isSwiftUI, forKey: .isSwiftUI)
        try container.encode(selectedTab, forKey: .selectedTab)
        try container.encode(items, forKey: .items)
        try container.encode(route, forKey: .route)
    }

    /// The state as JSON text with sorted keys: indented by `JSONEncoder.prettyPrinted` when
    /// `pretty`, otherwise on one line.
    public func jsonString(pretty: Bool) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        } catch {
            // Only strings, Booleans and UUIDs are encoded: this cannot fail.
            preconditionFailure("DemoState could not be encoded: \(error)")
        }
    }
}
