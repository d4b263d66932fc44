import Foundation

extension MainViewModel {
    /// Opens a deeplink, as `onOpenURL` does in the article's `MainView`.
    /// Links that are not understood change nothing (see AlarmCore.docc/Deeplinks.md).
    public func open(url: URL) {
        openDeeplink(url.absoluteString)
    }

    /// Opens a deeplink given as text and says whether it was applied.
    @discardableResult
    public func openDeeplink(_ text: String) -> DeeplinkResult {
        switch AlarmDeeplink.parse(text) {
        case let .success(link):
            return open(link)
        case let .failure(error):
            return .ignored(reason: error.description)
        }
    }

    /// Applies a parsed deeplink.
    ///
    /// Every applied link selects its tab; `add` and `item` also set the alarm list's route,
    /// which replaces whatever the list presented. A link to an alarm that is not in the
    /// list is ignored entirely: the article switched to the alarms tab before looking the
    /// alarm up, so a bad link still moved the app; here an ignored link never changes anything.
    @discardableResult
    public func open(_ link: AlarmDeeplink) -> DeeplinkResult {
        let list = tabBarViewModel.alarmsListViewModel
        switch link {
        case let .tab(tab):
            tabBarViewModel.selectedTab = tab

        case let .add(isOn: isOn, date: date):
            let item = AlarmItem(id: list.environment.uuid(), date: date ?? list.environment.now(), isOn: isOn)
            tabBarViewModel.selectedTab = .alarms
            list.route = .add(.init(alarmItem: item))

        case let .item(id: id, route: route):
            guard list.items.contains(where: { $0.id == id }) else {
                return .ignored(reason: DeeplinkError.unknownAlarm(id).description)
            }
            tabBarViewModel.selectedTab = .alarms
            list.route = .items(id: id, route: route)
        }
        return .opened
    }
}
