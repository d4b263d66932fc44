import AlarmCore
import Foundation

/// Test data: three alarms with readable ids, and a list built from them.
enum Fixtures {
    static let now = Date(timeIntervalSince1970: 1_736_156_460) // 2025-01-06T09:41:00Z
    static let ids = [
        UUID(uuidString: "AAAAAAAA-0000-4000-8000-000000000001")!,
        UUID(uuidString: "AAAAAAAA-0000-4000-8000-000000000002")!,
        UUID(uuidString: "AAAAAAAA-0000-4000-8000-000000000003")!,
    ]

    static func items(_ count: Int = 3) -> [AlarmItem] {
        (0..<count).map { index in
            AlarmItem(
                id: index < ids.count ? ids[index] : UUID(uuidString: String(format: "BBBBBBBB-0000-4000-8000-%012d", index))!,
                date: now.addingTimeInterval(Double(index) * 1800),
                isOn: index % 2 == 1
            )
        }
    }

    static func list(_ count: Int = 3, route: AlarmsListViewModel.Route? = nil) -> AlarmsListViewModel {
        AlarmsListViewModel(
            items: items(count).map { AlarmItemRowViewModel(item: $0) },
            route: route,
            environment: .fixed(now: now)
        )
    }

    static func app(_ list: AlarmsListViewModel = list()) -> MainViewModel {
        MainViewModel(isSwiftUI: true, tabBarViewModel: .init(selectedTab: .clock, alarmsListViewModel: list))
    }

    /// The n-th id of `AlarmEnvironment.fixed(now:)`.
    static func counted(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!
    }
}

extension AlarmsListViewModel {
    /// The row routes, in order.
    var rowRoutes: [AlarmItemRowViewModel.Route?] { items.map(\.route) }
}
