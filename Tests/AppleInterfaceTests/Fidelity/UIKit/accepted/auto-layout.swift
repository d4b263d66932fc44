// UIKit fidelity corpus, accepted: Auto Layout anchors and NSLayoutConstraint.activate.
// Written from Apple's documentation; type-checks against the UIKit interface module
// (`import UIKit`, as on iOS).
import UIKit

// snippet: pinning a subview to the safe area with anchors and NSLayoutConstraint.activate — https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
final class PinnedViewController: UIViewController {
    let contentView = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        contentView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(contentView)
        NSLayoutConstraint.activate([
            contentView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            contentView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
        ])
    }
}

// snippet: centering with centerXAnchor/centerYAnchor and constant dimensions — https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
@MainActor func center(_ spinner: UIView, in container: UIView) {
    spinner.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(spinner)
    NSLayoutConstraint.activate([
        spinner.centerXAnchor.constraint(equalTo: container.centerXAnchor),
        spinner.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        spinner.widthAnchor.constraint(equalToConstant: 44),
        spinner.heightAnchor.constraint(equalTo: spinner.widthAnchor, multiplier: 1),
    ])
}

// snippet: inequality constraints, a multiplier with constant, and a lowered priority — https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
@MainActor func constrainCard(_ card: UIView, in container: UIView) {
    let preferredWidth = card.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.8, constant: -20)
    preferredWidth.priority = .defaultHigh
    let maximumWidth = card.widthAnchor.constraint(lessThanOrEqualToConstant: 600)
    let top = card.topAnchor.constraint(greaterThanOrEqualTo: container.layoutMarginsGuide.topAnchor, constant: 8)
    NSLayoutConstraint.activate([preferredWidth, maximumWidth, top])
}

// snippet: keeping a constraint to change its constant later, and isActive — https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
final class DrawerView: UIView {
    private var heightConstraint: NSLayoutConstraint?

    func install() {
        let constraint = heightAnchor.constraint(equalToConstant: 100)
        constraint.isActive = true
        heightConstraint = constraint
    }

    func expand() {
        heightConstraint?.constant = 300
        UIView.animate(withDuration: 0.3) {
            self.superview?.layoutIfNeeded()
        }
    }
}
