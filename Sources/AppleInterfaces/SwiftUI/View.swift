/// A type that represents part of your app's user interface.
/// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Primitive views end the `body` chain with `Never`.
/// https://developer.apple.com/documentation/swiftui/never
extension Never: View {
    /// https://developer.apple.com/documentation/swiftui/never/body-swift.property
    public typealias Body = Never
    /// https://developer.apple.com/documentation/swiftui/never/body-swift.property
    public var body: Never { fatalError() }
}

/// A custom parameter attribute that constructs views from closures.
/// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-4wf7r
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3wcfd
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// A View created from a swift tuple of View values.
/// https://developer.apple.com/documentation/swiftui/tupleview
public struct TupleView<T>: View {
    /// https://developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T
    /// https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    public init(_ value: T) { self.value = value }
    /// https://developer.apple.com/documentation/swiftui/tupleview/body-swift.property
    public var body: Never { fatalError() }
}

/// View content that shows one of two possible children (what `if`/`else` builds).
/// https://developer.apple.com/documentation/swiftui/_conditionalcontent
public struct _ConditionalContent<TrueContent, FalseContent> {}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// https://developer.apple.com/documentation/swiftui/_conditionalcontent/body-swift.property
    public var body: Never { fatalError() }
}

/// Optional views: what `if` without `else` builds.
/// https://developer.apple.com/documentation/swiftui/view#relationships (Optional: View)
extension Optional: View where Wrapped: View {
    /// https://developer.apple.com/documentation/swiftui/view/body-swift.property
    public var body: Never { fatalError() }
}

/// A view that doesn't contain any content.
/// https://developer.apple.com/documentation/swiftui/emptyview
public struct EmptyView: View {
    /// https://developer.apple.com/documentation/swiftui/emptyview/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/emptyview/body-swift.property
    public var body: Never { fatalError() }
}

/// A type-erased view.
/// https://developer.apple.com/documentation/swiftui/anyview
public struct AnyView: View {
    /// https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    public init<V: View>(_ view: V) {}
    /// https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
    public init<V: View>(erasing view: V) {}
    /// https://developer.apple.com/documentation/swiftui/anyview/body-swift.property
    public var body: Never { fatalError() }
}

/// A view that arranges its children by the views it is given, transparently.
/// https://developer.apple.com/documentation/swiftui/group
public struct Group<Content> {
    /// https://developer.apple.com/documentation/swiftui/group/init(content:)
    public init(@ViewBuilder content: () -> Content) where Content: View {}
}
extension Group: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/group/body-swift.property
    public var body: Never { fatalError() }
}

/// A modifier that you apply to a view or another view modifier.
/// https://developer.apple.com/documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body-swift.associatedtype
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content
    typealias Content = _ViewModifier_Content<Self>
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// The content view type passed to `body(content:)`.
/// https://developer.apple.com/documentation/swiftui/viewmodifier/content
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// https://developer.apple.com/documentation/swiftui/viewmodifier/content/body-swift.property
    public var body: Never { fatalError() }
}

/// A value with a modifier applied to it.
/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// https://developer.apple.com/documentation/swiftui/modifiedcontent/body-swift.property
    public var body: Never { fatalError() }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// An interface for a stored variable that updates an external property of a view.
/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    mutating func update()
}
extension DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    public mutating func update() {}
}
