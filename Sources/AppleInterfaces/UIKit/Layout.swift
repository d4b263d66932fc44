/// The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system.
/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor @preconcurrency
open class NSLayoutConstraint: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/deactivate(_:)
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
    open var isActive: Bool = false
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
    open var constant: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/priority
    open var priority: UILayoutPriority = .required

    /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
    public enum Axis: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis/horizontal
        case horizontal, vertical
    }
}

/// https://developer.apple.com/documentation/uikit/uilayoutpriority
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
    public var rawValue: Float
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/init(_:)
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    public static let required = UILayoutPriority(1000)
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    public static let defaultHigh = UILayoutPriority(750)
    /// https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
    public static let defaultLow = UILayoutPriority(250)
}

/// A factory class for creating layout constraint objects using a fluent API.
/// https://developer.apple.com/documentation/uikit/nslayoutanchor
@MainActor @preconcurrency
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(greaterthanorequalto:constant:)
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(lessthanorequalto:constant:)
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// A factory class for creating horizontal layout constraint objects.
/// https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
@MainActor @preconcurrency
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A factory class for creating vertical layout constraint objects.
/// https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
@MainActor @preconcurrency
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A factory class for creating size-based layout constraint objects.
/// https://developer.apple.com/documentation/uikit/nslayoutdimension
@MainActor @preconcurrency
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(greaterthanorequaltoconstant:)
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(lessthanorequaltoconstant:)
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
    /// https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equalto:multiplier:constant:)
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// A rectangular area that can interact with Auto Layout.
/// https://developer.apple.com/documentation/uikit/uilayoutguide
@MainActor @preconcurrency
open class UILayoutGuide: NSObject {
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/topanchor
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/bottomanchor
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/leadinganchor
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/trailinganchor
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/centerxanchor
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/centeryanchor
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/widthanchor
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    /// https://developer.apple.com/documentation/uikit/uilayoutguide/heightanchor
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension() }
}
