import AlarmCore
import Testing

/// The article's Combine code, as the UIKit controllers write it, against OpenCombine
/// re-exported by AlarmCore (no `import OpenCombine` in this file).
struct CombineCompatibilityTests {
    @Test func theTabBarControllersSinkFollowsTheSelectedTab() {
        // TabBarViewController.viewDidLoad: `self.viewModel.$selectedTab.sink { ... }.store(in: &self.cancellables)`
        let viewModel = TabBarViewModel(selectedTab: .alarms)
        var cancellables: Set<AnyCancellable> = []
        var selectedIndex = -1
        viewModel.$selectedTab
            .sink { tab in
                switch tab {
                case .clock:
                    selectedIndex = 0
                case .alarms:
                    selectedIndex = 1
                case .crono:
                    selectedIndex = 2
                }
            }
            .store(in: &cancellables)
        #expect(selectedIndex == 1)
        viewModel.selectedTab = .crono
        #expect(selectedIndex == 2)
    }

    @Test func theCellsPipelinesSeeOnlyChanges() {
        // AlarmItemCell.bind: `viewModel.$item.map(\.isOn).removeDuplicates().sink { ... }`
        let row = AlarmItemRowViewModel(item: Fixtures.items(1)[0])
        var cancellables: Set<AnyCancellable> = []
        var seen: [Bool] = []
        row.$item
            .map(\.isOn)
            .removeDuplicates()
            .sink { seen.append($0) }
            .store(in: &cancellables)
        row.item.date = row.item.date.addingTimeInterval(60)
        row.item.isOn.toggle()
        row.item.isOn.toggle()
        #expect(seen == [false, true, false])
    }

    @Test func observableObjectsAnnounceChanges() {
        let list = Fixtures.list()
        var changes = 0
        let cancellable = list.objectWillChange.sink { changes += 1 }
        list.addButtonTapped()
        list.cancelButtonTapped()
        list.items.removeLast()
        #expect(changes == 3)
        _ = cancellable
    }

    @Test func assignToPublishedWorks() {
        // The article's route binding uses `assign(to: &self.$route)`.
        final class Target: ObservableObject {
            @Published var value = 0
        }
        let source = Target()
        let target = Target()
        source.$value.dropFirst().assign(to: &target.$value)
        source.value = 5
        #expect(target.value == 5)
    }
}
