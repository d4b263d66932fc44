/// A view that arranges its subviews in a vertical line.
/// https://developer.apple.com/documentation/swiftui/vstack
@frozen
public struct VStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/vstack/body-swift.property
    public var body: Never { fatalError() }
}

/// A view that arranges its subviews in a horizontal line.
/// https://developer.apple.com/documentation/swiftui/hstack
@frozen
public struct HStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/hstack/body-swift.property
    public var body: Never { fatalError() }
}

/// A view that overlays its subviews, aligning them in both axes.
/// https://developer.apple.com/documentation/swiftui/zstack
@frozen
public struct ZStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/zstack/init(alignment:content:)
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/zstack/body-swift.property
    public var body: Never { fatalError() }
}

/// A flexible space that expands along the major axis of its containing stack layout.
/// https://developer.apple.com/documentation/swiftui/spacer
@frozen
public struct Spacer: View {
    /// https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    public init(minLength: CGFloat? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/spacer/body-swift.property
    public var body: Never { fatalError() }
}

/// A visual element that can be used to separate other content.
/// https://developer.apple.com/documentation/swiftui/divider
public struct Divider: View {
    /// https://developer.apple.com/documentation/swiftui/divider/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/divider/body-swift.property
    public var body: Never { fatalError() }
}

/// A scrollable view.
/// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollview/init(_:showsindicators:content:)
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/scrollview/body-swift.property
    public var body: Never { fatalError() }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
/// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/axis/horizontal
    case horizontal, vertical
    /// https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/swiftui/axis/set/rawvalue
        public var rawValue: Int8
        /// https://developer.apple.com/documentation/swiftui/axis/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/axis/set/horizontal
        public static let horizontal = Set(rawValue: 1)
        /// https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Set(rawValue: 2)
    }
}

/// An alignment position along the horizontal axis.
/// https://developer.apple.com/documentation/swiftui/horizontalalignment
public struct HorizontalAlignment: Equatable, Sendable {
    private let id: Int
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/leading
    public static let leading = HorizontalAlignment(id: 0)
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/center
    public static let center = HorizontalAlignment(id: 1)
    /// https://developer.apple.com/documentation/swiftui/horizontalalignment/trailing
    public static let trailing = HorizontalAlignment(id: 2)
}

/// An alignment position along the vertical axis.
/// https://developer.apple.com/documentation/swiftui/verticalalignment
public struct VerticalAlignment: Equatable, Sendable {
    private let id: Int
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/top
    public static let top = VerticalAlignment(id: 0)
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment(id: 1)
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
    public static let bottom = VerticalAlignment(id: 2)
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/firsttextbaseline
    public static let firstTextBaseline = VerticalAlignment(id: 3)
    /// https://developer.apple.com/documentation/swiftui/verticalalignment/lasttextbaseline
    public static let lastTextBaseline = VerticalAlignment(id: 4)
}

/// An alignment in both axes.
/// https://developer.apple.com/documentation/swiftui/alignment
@frozen
public struct Alignment: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/alignment/horizontal
    public var horizontal: HorizontalAlignment
    /// https://developer.apple.com/documentation/swiftui/alignment/vertical
    public var vertical: VerticalAlignment
    /// https://developer.apple.com/documentation/swiftui/alignment/init(horizontal:vertical:)
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// https://developer.apple.com/documentation/swiftui/alignment/center
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// https://developer.apple.com/documentation/swiftui/alignment/leading
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// https://developer.apple.com/documentation/swiftui/alignment/trailing
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// https://developer.apple.com/documentation/swiftui/alignment/top
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// https://developer.apple.com/documentation/swiftui/alignment/bottom
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// https://developer.apple.com/documentation/swiftui/alignment/topleading
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// https://developer.apple.com/documentation/swiftui/alignment/toptrailing
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// https://developer.apple.com/documentation/swiftui/alignment/bottomleading
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// https://developer.apple.com/documentation/swiftui/alignment/bottomtrailing
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An enumeration to indicate one edge of a rectangle.
/// https://developer.apple.com/documentation/swiftui/edge
@frozen
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edge/top
    case top, leading, bottom, trailing
    /// https://developer.apple.com/documentation/swiftui/edge/set
    @frozen
    public struct Set: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/swiftui/edge/set/rawvalue
        public var rawValue: Int8
        /// https://developer.apple.com/documentation/swiftui/edge/set/init(rawvalue:)
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/swiftui/edge/set/top
        public static let top = Set(rawValue: 1)
        /// https://developer.apple.com/documentation/swiftui/edge/set/leading
        public static let leading = Set(rawValue: 2)
        /// https://developer.apple.com/documentation/swiftui/edge/set/bottom
        public static let bottom = Set(rawValue: 4)
        /// https://developer.apple.com/documentation/swiftui/edge/set/trailing
        public static let trailing = Set(rawValue: 8)
        /// https://developer.apple.com/documentation/swiftui/edge/set/all
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// https://developer.apple.com/documentation/swiftui/edge/set/horizontal
        public static let horizontal: Set = [.leading, .trailing]
        /// https://developer.apple.com/documentation/swiftui/edge/set/vertical
        public static let vertical: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
/// https://developer.apple.com/documentation/swiftui/horizontaledge
@frozen
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/horizontaledge/leading
    case leading, trailing
}

/// The inset distances for the sides of a rectangle.
/// https://developer.apple.com/documentation/swiftui/edgeinsets
@frozen
public struct EdgeInsets: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/top
    public var top: CGFloat
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/leading
    public var leading: CGFloat
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
    public var trailing: CGFloat
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// https://developer.apple.com/documentation/swiftui/edgeinsets/init()
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// Constants that define how a view's content fills the available space.
/// https://developer.apple.com/documentation/swiftui/contentmode
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/contentmode/fit
    case fit, fill
}

/// The outline of a 2D shape.
/// https://developer.apple.com/documentation/swiftui/path
public struct Path: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/path/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/path/init(_:)-2ehvd
    public init(_ rect: CGRect) {}
    /// https://developer.apple.com/documentation/swiftui/path/init(_:)
    public init(_ callback: (inout Path) -> ()) {}
    /// https://developer.apple.com/documentation/swiftui/path/init(ellipsein:)
    public init(ellipseIn rect: CGRect) {}
    /// https://developer.apple.com/documentation/swiftui/path/init(roundedrect:cornerradius:style:)
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// https://developer.apple.com/documentation/swiftui/path/move(to:)
    public mutating func move(to end: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addline(to:)
    public mutating func addLine(to end: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addlines(_:)
    public mutating func addLines(_ lines: [CGPoint]) {}
    /// https://developer.apple.com/documentation/swiftui/path/addquadcurve(to:control:)
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/addcurve(to:control1:control2:)
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    /// https://developer.apple.com/documentation/swiftui/path/closesubpath()
    public mutating func closeSubpath() {}
}

/// A geometric angle whose value you access in either radians or degrees.
/// https://developer.apple.com/documentation/swiftui/angle
@frozen
public struct Angle: Hashable, Comparable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/angle/radians-swift.property
    public var radians: Double
    /// https://developer.apple.com/documentation/swiftui/angle/degrees-swift.property
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// https://developer.apple.com/documentation/swiftui/angle/init()
    public init() { radians = 0 }
    /// https://developer.apple.com/documentation/swiftui/angle/init(radians:)
    public init(radians: Double) { self.radians = radians }
    /// https://developer.apple.com/documentation/swiftui/angle/init(degrees:)
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    /// https://developer.apple.com/documentation/swiftui/angle/radians(_:)
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// https://developer.apple.com/documentation/swiftui/angle/degrees(_:)
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// https://developer.apple.com/documentation/swiftui/angle/zero
    public static let zero = Angle()
    /// https://developer.apple.com/documentation/swiftui/angle/<(_:_:)
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// Defines the shape of a rounded rectangle's corners.
/// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
@frozen
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/roundedcornerstyle/circular
    case circular
    /// https://developer.apple.com/documentation/swiftui/roundedcornerstyle/continuous
    case continuous
}

/// A 2D shape that you can use when drawing a view.
/// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: View, Sendable {
    /// https://developer.apple.com/documentation/swiftui/shape/path(in:)
    func path(in rect: CGRect) -> Path
}
extension Shape {
    /// A shape is drawn by SwiftUI: its body is the shape filled with the foreground style.
    /// https://developer.apple.com/documentation/swiftui/shape#relationships
    public var body: _ShapeView<Self> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    public func fill<S: ShapeStyle>(_ content: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(_:linewidth:)
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/shape/stroke(linewidth:)
    public func stroke(lineWidth: CGFloat = 1) -> some Shape { self }
    /// https://developer.apple.com/documentation/swiftui/shape/trim(from:to:)
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape { self }
}

/// A shape drawn with a style (the body of every Shape).
/// https://developer.apple.com/documentation/swiftui/_shapeview
public struct _ShapeView<Content: Shape>: View {
    /// https://developer.apple.com/documentation/swiftui/_shapeview/body-swift.property
    public var body: Never { fatalError() }
}

/// A rectangular shape aligned inside the frame of the view containing it.
/// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: Shape {
    /// https://developer.apple.com/documentation/swiftui/rectangle/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/rectangle/path(in:)
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangular shape with rounded corners.
/// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: Shape {
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornersize:style:)
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {}
    /// https://developer.apple.com/documentation/swiftui/roundedrectangle/path(in:)
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A circle centered on the frame of the view containing it.
/// https://developer.apple.com/documentation/swiftui/circle
public struct Circle: Shape {
    /// https://developer.apple.com/documentation/swiftui/circle/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/circle/path(in:)
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A capsule shape aligned inside the frame of the view containing it.
/// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: Shape {
    /// https://developer.apple.com/documentation/swiftui/capsule/init(style:)
    public init(style: RoundedCornerStyle = .continuous) {}
    /// https://developer.apple.com/documentation/swiftui/capsule/path(in:)
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

// Shapes as static members, for `clipShape(.circle)` and `background(.blue, in: .rect(cornerRadius: 8))` (iOS 17).

extension Shape where Self == Circle {
    /// https://developer.apple.com/documentation/swiftui/shape/circle
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// https://developer.apple.com/documentation/swiftui/shape/capsule
    public static var capsule: Capsule { Capsule() }
    /// https://developer.apple.com/documentation/swiftui/shape/capsule(style:)
    public static func capsule(style: RoundedCornerStyle) -> Self { Capsule(style: style) }
}

extension Shape where Self == Rectangle {
    /// https://developer.apple.com/documentation/swiftui/shape/rect
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// https://developer.apple.com/documentation/swiftui/shape/rect(cornerradius:style:)
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// https://developer.apple.com/documentation/swiftui/shape/rect(cornersize:style:)
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
