import Foundation

/// The Alarm app behind the site's demo and `sitegen deeplink`: the real `MainViewModel`,
/// started in a fixed state with a stopped clock, driven by deeplinks.
///
/// The start state is defined here and only here; the web demo takes it from
/// `sitegen deeplink` run without links. Same start, same clock and same links give the
/// same `DemoState`.
public final class AlarmDemo {
    /// The clock's time when none is given: 2025-01-06T09:41:00.000Z.
    public static let defaultNow = Date(timeIntervalSince1970: 1_736_156_460)

    /// The three alarms of the start state, as in the article's `AlarmApp` (off, on, off),
    /// with fixed ids and times on the day after `defaultNow`. The first id is the one the
    /// article uses in its example link, `deeplink:///alarms/C3050F46-B575-46D1-93C3-95858E365C8D/delete`.
    public static let startItems: [AlarmItem] = [
        AlarmItem(id: UUID(uuidString: "C3050F46-B575-46D1-93C3-95858E365C8D")!,
                  date: Date(timeIntervalSince1970: 1_736_233_200), isOn: false), // 2025-01-07T07:00:00.000Z
        AlarmItem(id: UUID(uuidString: "5B7C1D2E-3F40-4A51-8B62-7C83D94EA5F6")!,
                  date: Date(timeIntervalSince1970: 1_736_235_000), isOn: true), // 2025-01-07T07:30:00.000Z
        AlarmItem(id: UUID(uuidString: "9E8D7C6B-5A49-4382-9170-6F5E4D3C2B1A")!,
                  date: Date(timeIntervalSince1970: 1_736_237_700), isOn: false), // 2025-01-07T08:15:00.000Z
    ]

    /// The app. Changes made to it directly show in `state` too.
    public let viewModel: MainViewModel

    /// Starts the app in the start state: SwiftUI screens, alarms tab, `startItems`,
    /// nothing presented, the clock stopped at `now`.
    public init(now: Date = AlarmDemo.defaultNow) {
        viewModel = MainViewModel(
            isSwiftUI: true,
            tabBarViewModel: TabBarViewModel(
                selectedTab: .alarms,
                alarmsListViewModel: AlarmsListViewModel(
                    items: AlarmDemo.startItems.map { AlarmItemRowViewModel(item: $0) },
                    environment: .fixed(now: now)
                )
            )
        )
    }

    /// Opens a deeplink given as text; an ignored link changes nothing.
    @discardableResult
    public func open(_ text: String) -> DeeplinkResult {
        viewModel.openDeeplink(text)
    }

    /// The app's current state.
    public var state: DemoState {
        DemoState(viewModel)
    }

    /// The app's current state as JSON (see `DemoState.jsonString(pretty:)`).
    public func jsonString(pretty: Bool) -> String {
        state.jsonString(pretty: pretty)
    }
}
