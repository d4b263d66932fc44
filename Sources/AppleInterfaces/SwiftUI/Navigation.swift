/// A view for presenting a stack of views that represents a visible path in a navigation hierarchy.
/// https://developer.apple.com/documentation/swiftui/navigationview
public struct NavigationView<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationview/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/navigationview/body-swift.property
    public var body: Never { fatalError() }
}

/// A view that displays a root view and enables you to present additional views over the root view.
/// https://developer.apple.com/documentation/swiftui/navigationstack
public struct NavigationStack<Data, Root: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/body-swift.property
    public var body: Never { fatalError() }
}

extension NavigationStack where Data == NavigationPath {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    public init(@ViewBuilder root: () -> Root) {}
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-63x0h
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
}

/// A type-erased list of data representing the content of a navigation stack.
/// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
    /// https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/navigationpath/count
    public var count: Int { 0 }
    /// https://developer.apple.com/documentation/swiftui/navigationpath/isempty
    public var isEmpty: Bool { true }
    /// https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)-4ppzg
    public mutating func append<V: Hashable>(_ value: V) {}
    /// https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    public mutating func removeLast(_ k: Int = 1) {}
}

/// A view that controls a navigation presentation.
/// https://developer.apple.com/documentation/swiftui/navigationlink
public struct NavigationLink<Label: View, Destination: View>: View {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-27n7s
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(destination:label:)-5da3q
    public init(destination: Destination, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/body-swift.property
    public var body: Never { fatalError() }
}

extension NavigationLink where Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)
    public init<P: Codable & Hashable>(value: P?, @ViewBuilder label: () -> Label) {}
}

extension NavigationLink where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)-6hslu
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)-1m0g8
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}
    /// Deprecated since iOS 16, still in the SDK.
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)-3m4ep
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {}
}

extension NavigationLink where Label == Text, Destination == Never {
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-3v6ld
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-9ooqh
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)
    public init<P: Codable & Hashable>(_ titleKey: LocalizedStringKey, value: P?) {}
    /// https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)
    @_disfavoredOverload
    public init<S: StringProtocol, P: Codable & Hashable>(_ title: S, value: P?) {}
}

/// A view that switches between multiple child views using interactive user interface elements.
/// https://developer.apple.com/documentation/swiftui/tabview
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:)-1ctpc
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/tabview/body-swift.property
    public var body: Never { fatalError() }
}

extension TabView where SelectionValue == Int {
    /// https://developer.apple.com/documentation/swiftui/tabview/init(content:)-3iyd9
    public init(@ViewBuilder content: () -> Content) {}
}

/// Conforming types represent items that can be placed in various locations in a toolbar.
/// https://developer.apple.com/documentation/swiftui/toolbarcontent
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.associatedtype
    associatedtype Body: ToolbarContent
    /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
    @ToolbarContentBuilder var body: Self.Body { get }
}

extension Never: ToolbarContent {}

/// Constructs a toolbar item set from multi-expression closures.
/// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@resultBuilder
public struct ToolbarContentBuilder {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-5ymx4
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)-6kkvj
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> TupleToolbarContent<(repeat each Content)> {
        TupleToolbarContent((repeat each content))
    }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildif(_:)
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(first:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
    /// https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildeither(second:)
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent() }
}

/// `if` without `else` in a toolbar.
extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
    public var body: Never { fatalError() }
}

/// `if`/`else` in a toolbar.
extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property
    public var body: Never { fatalError() }
}

/// Toolbar content built from a tuple.
/// https://developer.apple.com/documentation/swiftui/tupletoolbarcontent
public struct TupleToolbarContent<T>: ToolbarContent {
    /// https://developer.apple.com/documentation/swiftui/tupletoolbarcontent/init(_:)
    public init(_ value: T) {}
    /// https://developer.apple.com/documentation/swiftui/tupletoolbarcontent/body-swift.property
    public var body: Never { fatalError() }
}

/// A model that represents an item which can be placed in the toolbar or navigation bar.
/// https://developer.apple.com/documentation/swiftui/toolbaritem
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// https://developer.apple.com/documentation/swiftui/toolbaritem/body-swift.property
    public var body: Never { fatalError() }
}

extension ToolbarItem where ID == () {
    /// https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}

/// A model that represents a group of toolbar items.
/// https://developer.apple.com/documentation/swiftui/toolbaritemgroup
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/toolbaritemgroup/body-swift.property
    public var body: Never { fatalError() }
}

/// A structure that defines the placement of a toolbar item.
/// https://developer.apple.com/documentation/swiftui/toolbaritemplacement
public struct ToolbarItemPlacement: Sendable {
    private let id: Int
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
    public static let automatic = ToolbarItemPlacement(id: 0)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/principal
    public static let principal = ToolbarItemPlacement(id: 1)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigation
    public static let navigation = ToolbarItemPlacement(id: 2)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction
    public static let primaryAction = ToolbarItemPlacement(id: 3)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/secondaryaction
    public static let secondaryAction = ToolbarItemPlacement(id: 4)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/status
    public static let status = ToolbarItemPlacement(id: 5)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
    public static let confirmationAction = ToolbarItemPlacement(id: 6)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
    public static let cancellationAction = ToolbarItemPlacement(id: 7)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/destructiveaction
    public static let destructiveAction = ToolbarItemPlacement(id: 8)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/keyboard
    public static let keyboard = ToolbarItemPlacement(id: 9)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbarleading
    public static let navigationBarLeading = ToolbarItemPlacement(id: 10)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/navigationbartrailing
    public static let navigationBarTrailing = ToolbarItemPlacement(id: 11)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading
    public static let topBarLeading = ToolbarItemPlacement(id: 12)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing
    public static let topBarTrailing = ToolbarItemPlacement(id: 13)
    /// https://developer.apple.com/documentation/swiftui/toolbaritemplacement/bottombar
    public static let bottomBar = ToolbarItemPlacement(id: 14)
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-avgj
    public func navigationTitle(_ title: Text) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-5di1u
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-6kdv2
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbartitle(_:)-6p1k7
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationdestination(item:destination:)
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-5w0tj
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/tabitem(_:)
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/tag(_:includeoptional:)
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View { self }
}

/// https://developer.apple.com/documentation/swiftui/navigationbaritem
public struct NavigationBarItem: Sendable {
    /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode-swift.enum
    public enum TitleDisplayMode: Sendable {
        /// https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode-swift.enum/automatic
        case automatic, inline, large
    }
}
