/// An abstract interface for responding to and handling events.
/// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiresponder/next
    open var next: UIResponder? { nil }
    /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
    @discardableResult open func becomeFirstResponder() -> Bool { true }
    /// https://developer.apple.com/documentation/uikit/uiresponder/resignfirstresponder()
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// An object that manages the content for a rectangular area on the screen.
/// https://developer.apple.com/documentation/uikit/uiview
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
    /// `UIView()`: Objective-C's inherited `-init`, which calls `init(frame: .zero)`.
    /// https://developer.apple.com/documentation/objectivec/nsobject/init()
    public override convenience init() { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/center
    open var center: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uiview/tintcolor
    open var tintColor: UIColor!
    /// https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat = 1
    /// https://developer.apple.com/documentation/uikit/uiview/ishidden
    open var isHidden: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/layoutmargins
    open var layoutMargins: UIEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/uiview/superview
    open var superview: UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uiview/subviews
    open var subviews: [UIView] { [] }
    /// https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode
    open var contentMode: UIView.ContentMode = .scaleToFill
    /// https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    open var clipsToBounds: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiview/tag
    open var tag: Int = 0

    /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    open func insertSubview(_ view: UIView, at index: Int) {}
    /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    open func removeFromSuperview() {}
    /// https://developer.apple.com/documentation/uikit/uiview/sizetofit()
    open func sizeToFit() {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    /// https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    open func setNeedsLayout() {}
    /// https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    open func layoutIfNeeded() {}

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {}

    /// https://developer.apple.com/documentation/uikit/uiview/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/leftanchor
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/rightanchor
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uiview/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// https://developer.apple.com/documentation/uikit/uiview/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
    open var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide() }
    /// https://developer.apple.com/documentation/uikit/uiview/readablecontentguide
    open var readableContentGuide: UILayoutGuide { UILayoutGuide() }
    /// https://developer.apple.com/documentation/uikit/uiview/layoutmarginsguide
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
}

extension UIView {
    /// Options to specify how a view adjusts its content when its size changes.
    /// https://developer.apple.com/documentation/uikit/uiview/contentmode
    public enum ContentMode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiview/contentmode/scaletofill
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
            topLeft, topRight, bottomLeft, bottomRight
    }
}

/// A view that displays one or more lines of informational text.
/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor @preconcurrency
open class UILabel: UIView {
    /// https://developer.apple.com/documentation/uikit/uilabel/text
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uilabel/textcolor
    open var textColor: UIColor!
    /// https://developer.apple.com/documentation/uikit/uilabel/font
    open var font: UIFont!
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines: Int = 1
    /// https://developer.apple.com/documentation/uikit/uilabel/textalignment
    open var textAlignment: NSTextAlignment = .natural
}

/// Constants that specify text alignment.
/// https://developer.apple.com/documentation/uikit/nstextalignment
public enum NSTextAlignment: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/nstextalignment/left
    case left, center, right, justified, natural
}

/// A streamlined interface for laying out a collection of views in either a column or a row.
/// https://developer.apple.com/documentation/uikit/uistackview
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// https://developer.apple.com/documentation/uikit/uistackview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uistackview/init(coder:)
    public required init(coder: NSCoder) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }

    /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
    open var arrangedSubviews: [UIView] { [] }
    /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
    open func addArrangedSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uistackview/removearrangedsubview(_:)
    open func removeArrangedSubview(_ view: UIView) {}
    /// https://developer.apple.com/documentation/uikit/uistackview/axis
    open var axis: NSLayoutConstraint.Axis = .horizontal
    /// https://developer.apple.com/documentation/uikit/uistackview/spacing
    open var spacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
    open var distribution: UIStackView.Distribution = .fill
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.property
    open var alignment: UIStackView.Alignment = .fill
    /// https://developer.apple.com/documentation/uikit/uistackview/spacinguseSystem
    public class var spacingUseSystem: CGFloat { 8 }

    /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
    public enum Distribution: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum/fill
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum
    public enum Alignment: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/fill
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/top
        public static var top: Alignment { .leading }
        /// https://developer.apple.com/documentation/uikit/uistackview/alignment-swift.enum/bottom
        public static var bottom: Alignment { .trailing }
    }
}

/// A view that scrolls and zooms its contained views.
/// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint = .zero
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset: UIEdgeInsets = .zero
}

/// The backdrop for your app's user interface and the object that dispatches events to your views.
/// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiwindow/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uiwindow/init()
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    open var rootViewController: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
    open func makeKeyAndVisible() {}
}
