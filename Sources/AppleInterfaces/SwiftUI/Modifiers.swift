// View modifiers the articles use. Apple returns `some View`; these return `self`, which is
// enough for type-checking (nothing runs).

extension View {
    // MARK: Layout

    /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-68shk
    public func padding(_ length: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/padding(_:)-6pgqq
    public func padding(_ insets: EdgeInsets) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/aspectratio(_:contentmode:)-771ow
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/edgesignoringsafearea(_:)
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ignoressafearea(_:edges:)
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/scaledtofit()
    public func scaledToFit() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/scaledtofill()
    public func scaledToFill() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { self }

    // MARK: Style

    /// https://developer.apple.com/documentation/swiftui/view/font(_:)
    public func font(_ font: Font?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fontweight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundcolor(_:)
    public func foregroundColor(_ color: Color?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:_:)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:_:_:)
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
    public func tint(_ tint: Color?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:alignment:)
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/cornerradius(_:antialiased:)
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    public func clipShape<S: Shape>(_ shape: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/opacity(_:)
    public func opacity(_ opacity: Double) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/lineLimit(_:)-513mb
    public func lineLimit(_ number: Int?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/minimumscalefactor(_:)
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/contentshape(_:eofill:)
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/disabled(_:)
    public func disabled(_ disabled: Bool) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/labelshidden()
    public func labelsHidden() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    // MARK: Lists

    /// https://developer.apple.com/documentation/swiftui/view/listrowspacing(_:)
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/listrowbackground(_:)
    public func listRowBackground<V: View>(_ view: V?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/badge(_:)
    public func badge(_ count: Int) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/badge(_:)
    public func badge(_ label: Text?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/badge(_:)
    public func badge(_ key: LocalizedStringKey?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/badge(_:)
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    // MARK: Events

    /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/ontapgesture(count:perform:)
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:)
    public func onOpenURL(perform action: @escaping (URL) -> ()) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never { self }
}

/// An alignment position for text along the horizontal axis.
/// https://developer.apple.com/documentation/swiftui/textalignment
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/textalignment/leading
    case leading, center, trailing
}

/// A set of symbolic safe area regions.
/// https://developer.apple.com/documentation/swiftui/safearearegions
public struct SafeAreaRegions: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/safearearegions/rawvalue
    public var rawValue: UInt
    /// https://developer.apple.com/documentation/swiftui/safearearegions/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/safearearegions/container
    public static let container = SafeAreaRegions(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/safearearegions/keyboard
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// https://developer.apple.com/documentation/swiftui/safearearegions/all
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
