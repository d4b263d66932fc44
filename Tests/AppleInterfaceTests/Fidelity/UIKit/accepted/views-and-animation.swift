// UIKit fidelity corpus, accepted: view animations, symbol images, image views and stack views.
// Written from Apple's documentation; type-checks against the UIKit interface module
// (`import UIKit`, as on iOS).
import UIKit

// snippet: UIView.animate(withDuration:animations:) with a trailing closure — https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
@MainActor func fadeOut(_ view: UIView) {
    UIView.animate(withDuration: 0.3) {
        view.alpha = 0
    }
}

// snippet: UIView.animate(withDuration:animations:completion:) with a Bool completion — https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
@MainActor func collapse(_ view: UIView) {
    UIView.animate(withDuration: 0.25, animations: {
        view.frame.size.height = 0
    }, completion: { finished in
        if finished { view.isHidden = true }
    })
}

// snippet: UIView.animate(withDuration:delay:options:animations:completion:) with animation options — https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
@MainActor func pulse(_ view: UIView) {
    UIView.animate(withDuration: 0.6, delay: 0.1, options: [.curveEaseInOut, .autoreverse, .repeat], animations: {
        view.alpha = 0.4
    }, completion: nil)
}

// snippet: the spring form usingSpringWithDamping:initialSpringVelocity: — https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
@MainActor func bounceIn(_ view: UIView) {
    view.center.y += 40
    UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.8,
                   options: .allowUserInteraction, animations: {
        view.center.y -= 40
    })
}

// snippet: UIImage(systemName:) is failable, and a symbol configuration with point size and weight — https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)
@MainActor func symbolImageView() -> UIImageView {
    let configuration = UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)
    let image = UIImage(systemName: "star.fill", withConfiguration: configuration)
    let imageView = UIImageView(image: image)
    imageView.tintColor = .systemBlue
    imageView.contentMode = .scaleAspectFit
    if let heart = UIImage(systemName: "heart")?.withTintColor(.systemRed) {
        imageView.image = heart.withRenderingMode(.alwaysOriginal)
    }
    return imageView
}

// snippet: a vertical UIStackView from arranged subviews — https://developer.apple.com/documentation/uikit/uistackview
@MainActor func makeProfileStack() -> UIStackView {
    let title = UILabel()
    title.text = "Ada Lovelace"
    title.font = .preferredFont(forTextStyle: .headline)
    let subtitle = UILabel()
    subtitle.text = "Matemática"
    subtitle.textColor = .secondaryLabel
    subtitle.numberOfLines = 0
    let stack = UIStackView(arrangedSubviews: [title, subtitle])
    stack.axis = .vertical
    stack.alignment = .leading
    stack.distribution = .fill
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
}

// snippet: adding and removing arranged subviews in a horizontal stack — https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
@MainActor func rebuildButtons(in stack: UIStackView, titles: [String]) {
    for view in stack.arrangedSubviews {
        stack.removeArrangedSubview(view)
        view.removeFromSuperview()
    }
    stack.axis = .horizontal
    stack.distribution = .fillEqually
    stack.spacing = UIStackView.spacingUseSystem
    for title in titles {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        stack.addArrangedSubview(button)
    }
}

// snippet: a UIView subclass with init(frame:) and the required init?(coder:) — https://developer.apple.com/documentation/uikit/uiview/init(frame:)
final class BadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        clipsToBounds = true
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
