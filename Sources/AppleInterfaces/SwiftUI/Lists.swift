/// A container that presents rows of data arranged in a single column.
/// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-4y0g4
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/list/init(selection:content:)-1dk5t
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/list/body-swift.property
    public var body: Never { fatalError() }
}

extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-7vpgz
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {}
    /// https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-2jf5w
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {}
}

/// A structure that computes views on demand from an underlying collection of identified data.
/// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    /// https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    /// https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
}

extension ForEach: View where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/body-swift.property
    public var body: Never { fatalError() }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-90z2h
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
}

extension ForEach where Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-1ui3z
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }
    /// A ForEach over a binding to a collection: the closure gets a binding to each element
    /// (`ForEach($model.items) { $item in … }`).
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-6jacz
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection, C: RandomAccessCollection,
        C.Element: Identifiable, C.Index: Hashable {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)-3ag1k
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        fatalError()
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)-1dpw9
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
    }
}

/// A type of view that generates views from an underlying collection of data.
/// https://developer.apple.com/documentation/swiftui/dynamicviewcontent
public protocol DynamicViewContent: View {
    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data
    associatedtype Data: Collection
    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/data-swift.property
    var data: Self.Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view.
    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
    public func onDelete(perform action: Optional<(IndexSet) -> Void>) -> some DynamicViewContent { self }
    /// https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
    public func onMove(perform action: Optional<(IndexSet, Int) -> Void>) -> some DynamicViewContent { self }
}

/// A container for grouping controls used for data entry.
/// https://developer.apple.com/documentation/swiftui/form
public struct Form<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/form/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/form/body-swift.property
    public var body: Never { fatalError() }
}

/// A container view that you can use to add hierarchy within certain views.
/// https://developer.apple.com/documentation/swiftui/section
public struct Section<Parent, Content, Footer> {
    /// https://developer.apple.com/documentation/swiftui/section/body-swift.property
    public var body: Never { fatalError() }
}
extension Section: View where Parent: View, Content: View, Footer: View {}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-90be4
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/section/init(_:content:)-8k0s0
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
}
extension Section where Parent: View, Content: View, Footer: View {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {}
}
extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// https://developer.apple.com/documentation/swiftui/section/init(content:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
}
