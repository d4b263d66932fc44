import UIKit
import OpenCombine  // the doctests rename Combine to OpenCombine
import AlarmCore
class TabBarViewController: UITabBarController {
    let viewModel: TabBarViewModel
    private var cancellables: Set<AnyCancellable> = []
    init(viewModel: TabBarViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override func viewDidLoad() {
        super.viewDidLoad()
        let clockLabel = UILabel()
        clockLabel.text = "Clock"
        clockLabel.sizeToFit()
        let clock = UIViewController()
        clock.tabBarItem.title = "Clock"
        clock.view.addSubview(clockLabel)
        clockLabel.center = clock.view.center
        let alarms = UINavigationController(rootViewController: UIViewController())
        self.setViewControllers([clock, alarms], animated: false)
        self.viewModel.$selectedTab
            .sink { [unowned self] tab in self.selectedIndex = tab == .clock ? 0 : 1 }
            .store(in: &self.cancellables)
    }
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = tabBar.items?.firstIndex(of: item) else { return }
        self.viewModel.selectedTab = index == 0 ? .clock : .alarms
    }
}
