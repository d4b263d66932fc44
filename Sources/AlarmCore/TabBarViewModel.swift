/// The tab bar: which tab is selected, and the alarm list shown in the alarms tab.
public final class TabBarViewModel: ObservableObject {
    /// The selected tab.
    @Published public var selectedTab: Tab
    /// The alarm list.
    @Published public var alarmsListViewModel: AlarmsListViewModel

    /// Creates the tab bar. The article's first version had no alarm list, so an empty
    /// one is the default (`TabBarViewModel(selectedTab: .alarms)` still compiles).
    public init(
        selectedTab: Tab,
        alarmsListViewModel: AlarmsListViewModel = .init()
    ) {
        self.selectedTab = selectedTab
        self.alarmsListViewModel = alarmsListViewModel
    }
}
