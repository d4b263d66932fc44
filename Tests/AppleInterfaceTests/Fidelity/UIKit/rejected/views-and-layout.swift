// UIKit fidelity corpus, rejected: view animations, images, labels, stack views and Auto Layout.
// Each snippet holds exactly one error, marked with the message Apple's compiler prints for it
// against the iOS 17 SDK (`import UIKit`, as on iOS).
import UIKit

// snippet: the animation completion handler receives a Bool (finished) — https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
@MainActor func rejectedCompletionArity(_ view: UIView) {
    UIView.animate(withDuration: 0.3, animations: { view.alpha = 0 }, completion: { view.isHidden = true }) // expected-error {{contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored}}
}

// snippet: the animations block takes no parameters — https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
@MainActor func rejectedAnimationsArity(_ view: UIView) {
    UIView.animate(withDuration: 0.3) { finished in view.alpha = 0 } // expected-error {{contextual closure type '() -> Void' expects 0 arguments, but 1 was used in closure body}}
}

// snippet: animation curves are spelled curveEaseInOut, curveEaseIn… — https://developer.apple.com/documentation/uikit/uiview/animationoptions
@MainActor func rejectedAnimationOption(_ view: UIView) {
    UIView.animate(withDuration: 0.3, delay: 0, options: .easeInOut, animations: { view.alpha = 0 }) // expected-error {{type 'UIView.AnimationOptions' has no member 'easeInOut'}}
}

// snippet: UIImage(systemName:) is failable — https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
@MainActor func rejectedSymbolImageNotOptional() {
    let image: UIImage = UIImage(systemName: "star") // expected-error {{value of optional type 'UIImage?' must be unwrapped to a value of type 'UIImage'}} expected-note {{coalesce using '??' to provide a default when the optional value contains 'nil'}} expected-note {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
    _ = image
}

// snippet: symbol weights are ultraLight … black — https://developer.apple.com/documentation/uikit/uiimage/symbolweight
@MainActor func rejectedSymbolWeight() {
    _ = UIImage.SymbolConfiguration(pointSize: 24, weight: .heavyBold) // expected-error {{type 'UIImage.SymbolWeight' has no member 'heavyBold'}}
}

// snippet: content modes are scaleToFill, scaleAspectFit, scaleAspectFill… — https://developer.apple.com/documentation/uikit/uiview/contentmode
@MainActor func rejectedContentMode(_ imageView: UIImageView) {
    imageView.contentMode = .aspectFit // expected-error {{type 'UIView.ContentMode' has no member 'aspectFit'}}
}

// snippet: a misspelled UILabel member — https://developer.apple.com/documentation/uikit/uilabel/text
@MainActor func rejectedLabelMember(_ label: UILabel) {
    label.txt = "Hola" // expected-error {{value of type 'UILabel' has no member 'txt'}}
}

// snippet: UILabel.text is a String? — https://developer.apple.com/documentation/uikit/uilabel/text
@MainActor func rejectedLabelTextInt(_ label: UILabel) {
    label.text = 42 // expected-error {{cannot assign value of type 'Int' to type 'String'}}
}

// snippet: backgroundColor is a UIColor?, and the system colours are spelled systemBlue… — https://developer.apple.com/documentation/uikit/uicolor/systemblue
@MainActor func rejectedColorName(_ view: UIView) {
    view.backgroundColor = .systemBlu // expected-error {{type 'UIColor?' has no member 'systemBlu'}}
}

// snippet: UIView.alpha is a CGFloat — https://developer.apple.com/documentation/uikit/uiview/alpha
@MainActor func rejectedAlphaString(_ view: UIView) {
    view.alpha = "0.5" // expected-error {{cannot assign value of type 'String' to type 'CGFloat'}}
}

// snippet: a stack view's axis is horizontal or vertical — https://developer.apple.com/documentation/uikit/uistackview/axis
@MainActor func rejectedStackAxis(_ stack: UIStackView) {
    stack.axis = .column // expected-error {{type 'NSLayoutConstraint.Axis' has no member 'column'}}
}

// snippet: UIStackView(arrangedSubviews:) takes an array of views — https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
@MainActor func rejectedStackSingleView(_ label: UILabel) -> UIStackView {
    UIStackView(arrangedSubviews: label) // expected-error {{cannot convert value of type 'UILabel' to expected argument type '[UIView]'}}
}

// snippet: arranged subviews are added one at a time with addArrangedSubview(_:) — https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
@MainActor func rejectedAddArrangedSubviews(_ stack: UIStackView, _ a: UILabel, _ b: UILabel) {
    stack.addArrangedSubviews([a, b]) // expected-error {{value of type 'UIStackView' has no member 'addArrangedSubviews'}}
}

// snippet: anchors constrain only to anchors of the same axis — https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor func rejectedMixedAxes(_ a: UIView, _ b: UIView) {
    a.topAnchor.constraint(equalTo: b.leadingAnchor).isActive = true // expected-error {{cannot convert value of type 'NSLayoutAnchor<NSLayoutXAxisAnchor>' to expected argument type 'NSLayoutAnchor<NSLayoutYAxisAnchor>'}} expected-note {{arguments to generic parameter 'AnchorType' ('NSLayoutXAxisAnchor' and 'NSLayoutYAxisAnchor') are expected to be equal}}
}

// snippet: NSLayoutConstraint.activate(_:) takes an array — https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
@MainActor func rejectedActivateSingle(_ a: UIView, _ b: UIView) {
    NSLayoutConstraint.activate(a.topAnchor.constraint(equalTo: b.topAnchor)) // expected-error {{cannot convert value of type 'NSLayoutConstraint' to expected argument type '[NSLayoutConstraint]'}}
}

// snippet: constraint(equalToConstant:) takes a CGFloat — https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
@MainActor func rejectedConstantString(_ view: UIView) {
    view.widthAnchor.constraint(equalToConstant: "44").isActive = true // expected-error {{cannot convert value of type 'String' to expected argument type 'CGFloat'}}
}

// snippet: translatesAutoresizingMaskIntoConstraints is a non-optional Bool — https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
@MainActor func rejectedAutoresizingNil(_ view: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = nil // expected-error {{'nil' cannot be assigned to type 'Bool'}}
}

// snippet: safeAreaLayoutGuide is read-only — https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
@MainActor func rejectedSafeAreaAssignment(_ view: UIView) {
    view.safeAreaLayoutGuide = UILayoutGuide() // expected-error {{cannot assign to property: 'safeAreaLayoutGuide' is a get-only property}}
}

// snippet: layout priorities are required, defaultHigh, defaultLow… — https://developer.apple.com/documentation/uikit/uilayoutpriority
@MainActor func rejectedPriorityName(_ view: UIView) {
    let constraint = view.heightAnchor.constraint(equalToConstant: 10)
    constraint.priority = .high // expected-error {{type 'UILayoutPriority' has no member 'high'}}
}
