// UIKit fidelity corpus, accepted: UIHostingController interop. UIHostingController is
// SwiftUI's, so these snippets `import SwiftUI` (which brings UIKit, as on iOS); type-checks
// against the SwiftUI and UIKit interface modules.
import SwiftUI

struct GreetingView: View {
    let name: String
    var body: some View { Text("Hola, \(name)") }
}

// snippet: pushing a UIHostingController(rootView:) onto a navigation stack — https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
final class HostPushingController: UIViewController {
    func showGreeting() {
        let hosting = UIHostingController(rootView: GreetingView(name: "Ada"))
        hosting.title = "Saludo"
        navigationController?.pushViewController(hosting, animated: true)
    }
}

// snippet: embedding a hosting controller as a child view controller with Auto Layout — https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
final class HostEmbeddingController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let hosting = UIHostingController(rootView: GreetingView(name: "Grace"))
        addChild(hosting)
        view.addSubview(hosting.view)
        hosting.view.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            hosting.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            hosting.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            hosting.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            hosting.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        hosting.didMove(toParent: self)
    }
}

// snippet: replacing a hosting controller's rootView later — https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
@MainActor func rename(_ hosting: UIHostingController<GreetingView>, to name: String) {
    hosting.rootView = GreetingView(name: name)
}
