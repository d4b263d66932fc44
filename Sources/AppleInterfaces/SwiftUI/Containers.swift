// Containers beyond the stacks and lists: lazy stacks and grids, grids, scroll readers,
// disclosure groups, ViewThatFits; with Apple's signatures. Bodies never run.

/// https://developer.apple.com/documentation/swiftui/lazyvstack
public struct LazyVStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/lazyhstack
public struct LazyHStack<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/lazyhstack/init(alignment:spacing:pinnedviews:content:)
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionheaders
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/pinnedscrollableviews/sectionfooters
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A description of a row or a column in a lazy grid.
/// https://developer.apple.com/documentation/swiftui/griditem
public struct GridItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// https://developer.apple.com/documentation/swiftui/griditem/init(_:spacing:alignment:)
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

/// https://developer.apple.com/documentation/swiftui/lazyvgrid
public struct LazyVGrid<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:)
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/lazyhgrid
public struct LazyHGrid<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/lazyhgrid/init(rows:alignment:spacing:pinnedviews:content:)
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A container view that arranges other views in a two dimensional layout (iOS 16).
/// https://developer.apple.com/documentation/swiftui/grid
public struct Grid<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/grid/init(alignment:horizontalspacing:verticalspacing:content:)
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

/// A horizontal row in a two dimensional grid container.
/// https://developer.apple.com/documentation/swiftui/gridrow
public struct GridRow<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/gridrow/init(alignment:content:)
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)
    public func gridCellColumns(_ count: Int) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/gridcellunsizedaxes(_:)
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/gridcellanchor(_:)
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/gridcolumnalignment(_:)
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
}

/// A view that provides programmatic scrolling.
/// https://developer.apple.com/documentation/swiftui/scrollviewreader
public struct ScrollViewReader<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/scrollviewreader/init(content:)
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// A proxy value that supports programmatic scrolling.
/// https://developer.apple.com/documentation/swiftui/scrollviewproxy
public struct ScrollViewProxy {
    /// https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// A normalized 2D point in a view's coordinate space.
/// https://developer.apple.com/documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    /// https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// A view that shows or hides another content view, based on the state of a disclosure control.
/// https://developer.apple.com/documentation/swiftui/disclosuregroup
public struct DisclosureGroup<Label: View, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(content:label:)
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(isexpanded:content:label:)
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension DisclosureGroup where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:content:)-1x8ak
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:isexpanded:content:)-8gb6z
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:content:)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:isexpanded:content:)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {}
}

/// A view that adapts to the available space by providing the first child view that fits (iOS 16).
/// https://developer.apple.com/documentation/swiftui/viewthatfits
public struct ViewThatFits<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:)
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

// MARK: Editing a collection from `onDelete` and `onMove`

extension RangeReplaceableCollection where Self: MutableCollection {
    /// https://developer.apple.com/documentation/swift/rangereplaceablecollection/remove(atoffsets:)
    public mutating func remove(atOffsets offsets: IndexSet) {}
}

extension MutableCollection {
    /// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}
