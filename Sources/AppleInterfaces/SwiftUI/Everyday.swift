// The everyday surface of iOS 17 apps that the tutorial's first articles did not need:
// controls, focus and storage property wrappers, environment values, search, menus, effects,
// gradients, preferences. Apple's signatures; bodies never run.

// MARK: Controls

/// A control for selecting a value from a bounded linear range of values.
/// https://developer.apple.com/documentation/swiftui/slider
public struct Slider<Label: View, ValueLabel: View>: View {
    public var body: Never { fatalError() }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:oneditingchanged:)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:oneditingchanged:)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

extension Slider {
    /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:minimumvaluelabel:maximumvaluelabel:oneditingchanged:)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

extension Slider where ValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:label:oneditingchanged:)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
    /// https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:label:oneditingchanged:)
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {}
}

extension Stepper where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)-4bl2o
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:step:oneditingchanged:)
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    /// https://developer.apple.com/documentation/swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:)
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    /// https://developer.apple.com/documentation/swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

extension Stepper {
    /// https://developer.apple.com/documentation/swiftui/stepper/init(value:in:step:label:oneditingchanged:)
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    /// https://developer.apple.com/documentation/swiftui/stepper/init(value:step:label:oneditingchanged:)
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
    /// https://developer.apple.com/documentation/swiftui/stepper/init(onincrement:ondecrement:oneditingchanged:label:)
    public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
                @ViewBuilder label: () -> Label) {}
}

/// A control for presenting a menu of actions.
/// https://developer.apple.com/documentation/swiftui/menu
public struct Menu<Label: View, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/menu/init(content:label:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Menu where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/menu/init(_:content:)-7v768
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
}

/// A control for navigating to a URL.
/// https://developer.apple.com/documentation/swiftui/link
public struct Link<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/link/init(destination:label:)
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension Link where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/link/init(_:destination:)-2ug8v
    public init(_ titleKey: LocalizedStringKey, destination: URL) {}
    /// https://developer.apple.com/documentation/swiftui/link/init(_:destination:)
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {}
}

/// A view that controls a sharing presentation (iOS 16).
/// https://developer.apple.com/documentation/swiftui/sharelink
public struct ShareLink<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:label:)
    public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:)
    public init(item: URL, subject: Text? = nil, message: Text? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/sharelink/init(item:subject:message:)-1jf7o
    public init(item: String, subject: Text? = nil, message: Text? = nil) {}
}

/// The default label of a share link.
/// https://developer.apple.com/documentation/swiftui/defaultsharelinklabel
public struct DefaultShareLinkLabel: View {
    public var body: Never { fatalError() }
}

/// A control used to select a color from the system color picker UI.
/// https://developer.apple.com/documentation/swiftui/colorpicker
public struct ColorPicker<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/colorpicker/init(selection:supportsopacity:label:)-3ztek
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}

extension ColorPicker where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/colorpicker/init(_:selection:supportsopacity:)-1vfys
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {}
}

/// A control into which the user securely enters private text.
/// https://developer.apple.com/documentation/swiftui/securefield
public struct SecureField<Label: View>: View {
    public var body: Never { fatalError() }
}

extension SecureField where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-6fhxa
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    /// https://developer.apple.com/documentation/swiftui/securefield/init(_:text:)-4sflt
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

/// A view that can display and edit long-form text.
/// https://developer.apple.com/documentation/swiftui/texteditor
public struct TextEditor: View {
    /// https://developer.apple.com/documentation/swiftui/texteditor/init(text:)
    public init(text: Binding<String>) {}
    public var body: Never { fatalError() }
}

// MARK: Focus and storage

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
/// https://developer.apple.com/documentation/swiftui/focusstate
@frozen @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    // Its initializers are Apple's, below (and this keeps the compiler from making an `init()`).
    private init(_system: Void) {}
    /// https://developer.apple.com/documentation/swiftui/focusstate/binding
    @frozen @propertyWrapper
    public struct Binding {
        // Made by the focus system only (and it keeps the compiler from making an `init()`).
        private init(_system: Void) {}
        /// https://developer.apple.com/documentation/swiftui/focusstate/binding/wrappedvalue
        public var wrappedValue: Value {
            get { fatalError() }
            nonmutating set {}
        }
        /// https://developer.apple.com/documentation/swiftui/focusstate/binding/projectedvalue
        public var projectedValue: FocusState<Value>.Binding { self }
    }
    /// https://developer.apple.com/documentation/swiftui/focusstate/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/focusstate/projectedvalue
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
}

extension FocusState where Value == Bool {
    /// https://developer.apple.com/documentation/swiftui/focusstate/init()-4ypvm
    public init() {}
}

extension FocusState {
    /// https://developer.apple.com/documentation/swiftui/focusstate/init()-1n8db
    public init<T: Hashable>() where Value == T? {}
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/focused(_:)
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// A property wrapper type that reflects a value from UserDefaults.
/// https://developer.apple.com/documentation/swiftui/appstorage
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    // Its initializers are Apple's, below (and this keeps the compiler from making an `init()`).
    private init(_system: Void) {}
    /// https://developer.apple.com/documentation/swiftui/appstorage/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/appstorage/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

extension AppStorage {
    /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-5jsd9
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-8ywmj
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-1j3i5
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-4w7ky
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-1k9ng
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {}
    /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-4hafw
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {}
    /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-6ldch
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
    /// https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-6h0rc
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {}
}

/// A property wrapper type that reads and writes to persisted, per-scene storage.
/// https://developer.apple.com/documentation/swiftui/scenestorage
@frozen @propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    // Its initializers are Apple's, below (and this keeps the compiler from making an `init()`).
    private init(_system: Void) {}
    /// https://developer.apple.com/documentation/swiftui/scenestorage/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/scenestorage/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

extension SceneStorage {
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-5v8ye
    public init(wrappedValue: Value, _ key: String) where Value == Bool {}
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-7bb7j
    public init(wrappedValue: Value, _ key: String) where Value == Int {}
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-2ltv5
    public init(wrappedValue: Value, _ key: String) where Value == Double {}
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)-4v7ri
    public init(wrappedValue: Value, _ key: String) where Value == String {}
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
    public init(wrappedValue: Value, _ key: String) where Value == URL {}
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
    public init(wrappedValue: Value, _ key: String) where Value == Data {}
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {}
    /// https://developer.apple.com/documentation/swiftui/scenestorage/init(wrappedvalue:_:)
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {}
}

/// A dynamic property type that allows access to a namespace defined by the persistent
/// identity of the object containing the property.
/// https://developer.apple.com/documentation/swiftui/namespace
@frozen @propertyWrapper
public struct Namespace: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/namespace/id
    public struct ID: Hashable, Sendable {}
    /// https://developer.apple.com/documentation/swiftui/namespace/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/namespace/wrappedvalue
    public var wrappedValue: Namespace.ID { fatalError() }
}

// MARK: Environment values

/// A set of values that indicate the visual size available to the view.
/// https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

extension EnvironmentValues {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/verticalsizeclass
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/isenabled
    public var isEnabled: Bool {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/issearching
    public var isSearching: Bool { fatalError() }
}

// MARK: Search, menus, navigation bar items

/// The placement of a search field in a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/searchfieldplacement
public struct SearchFieldPlacement: Sendable {
    private let id: Int
    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/automatic
    public static let automatic = SearchFieldPlacement(id: 0)
    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/navigationbardrawer
    public static let navigationBarDrawer = SearchFieldPlacement(id: 1)
    /// https://developer.apple.com/documentation/swiftui/searchfieldplacement/toolbar
    public static let toolbar = SearchFieldPlacement(id: 2)
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-co5e
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:trailing:)
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:)
    public func navigationBarItems<L: View>(leading: L) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/navigationbaritems(trailing:)
    public func navigationBarItems<L: View>(trailing: L) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/id(_:)
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/bold(_:)
    public func bold(_ isActive: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/italic(_:)
    public func italic(_ isActive: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/symbolrenderingmode(_:)
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
    public func transition(_ t: AnyTransition) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, isSource: Bool = true) -> some View { self }
}

extension Text {
    /// https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/bold(_:)
    public func bold(_ isActive: Bool) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/italic(_:)
    public func italic(_ isActive: Bool) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/underline(_:color:)
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/strikethrough(_:color:)
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
}

/// A symbol rendering mode.
/// https://developer.apple.com/documentation/swiftui/symbolrenderingmode
public struct SymbolRenderingMode: Sendable {
    private let id: Int
    /// https://developer.apple.com/documentation/swiftui/symbolrenderingmode/monochrome
    public static let monochrome = SymbolRenderingMode(id: 0)
    /// https://developer.apple.com/documentation/swiftui/symbolrenderingmode/multicolor
    public static let multicolor = SymbolRenderingMode(id: 1)
    /// https://developer.apple.com/documentation/swiftui/symbolrenderingmode/hierarchical
    public static let hierarchical = SymbolRenderingMode(id: 2)
    /// https://developer.apple.com/documentation/swiftui/symbolrenderingmode/palette
    public static let palette = SymbolRenderingMode(id: 3)
}

/// A type-erased transition.
/// https://developer.apple.com/documentation/swiftui/anytransition
public struct AnyTransition: Sendable {
    private let id: Int
    /// https://developer.apple.com/documentation/swiftui/anytransition/opacity
    public static let opacity = AnyTransition(id: 0)
    /// https://developer.apple.com/documentation/swiftui/anytransition/slide
    public static let slide = AnyTransition(id: 1)
    /// https://developer.apple.com/documentation/swiftui/anytransition/scale
    public static let scale = AnyTransition(id: 2)
    /// https://developer.apple.com/documentation/swiftui/anytransition/identity
    public static let identity = AnyTransition(id: 3)
    /// https://developer.apple.com/documentation/swiftui/anytransition/move(edge:)
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(id: 4) }
    /// https://developer.apple.com/documentation/swiftui/anytransition/push(from:)
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(id: 5) }
    /// https://developer.apple.com/documentation/swiftui/anytransition/combined(with:)
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// https://developer.apple.com/documentation/swiftui/anytransition/asymmetric(insertion:removal:)
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
}

// MARK: Gradients

/// A color gradient represented as an array of color stops.
/// https://developer.apple.com/documentation/swiftui/gradient
public struct Gradient: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/gradient/init(colors:)
    public init(colors: [Color]) {}
}

/// A linear gradient.
/// https://developer.apple.com/documentation/swiftui/lineargradient
public struct LinearGradient: ShapeStyle, View {
    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(gradient:startpoint:endpoint:)
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {}
    /// https://developer.apple.com/documentation/swiftui/lineargradient/init(colors:startpoint:endpoint:)
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}

/// A radial gradient.
/// https://developer.apple.com/documentation/swiftui/radialgradient
public struct RadialGradient: ShapeStyle, View {
    /// https://developer.apple.com/documentation/swiftui/radialgradient/init(colors:center:startradius:endradius:)
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    /// https://developer.apple.com/documentation/swiftui/radialgradient/init(gradient:center:startradius:endradius:)
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {}
    public var body: Never { fatalError() }
}

// MARK: Preferences

/// A named value produced by a view.
/// https://developer.apple.com/documentation/swiftui/preferencekey
public protocol PreferenceKey {
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
    static var defaultValue: Self.Value { get }
    /// https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
        where K.Value: Equatable { self }
}

// MARK: Geometry, progress, materials, overlays

/// A container view that defines its content as a function of its own size and coordinate space.
/// https://developer.apple.com/documentation/swiftui/geometryreader
public struct GeometryReader<Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}

/// A proxy for access to the size and coordinate space of the container view.
/// https://developer.apple.com/documentation/swiftui/geometryproxy
public struct GeometryProxy {
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/size
    public var size: CGSize { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
    public var safeAreaInsets: EdgeInsets { fatalError() }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {}
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:)-9wnnm
    public init(_ titleKey: LocalizedStringKey) {}
    /// https://developer.apple.com/documentation/swiftui/progressview/init(_:value:total:)-8kpsf
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {}
}

extension List where SelectionValue == Never {
    /// https://developer.apple.com/documentation/swiftui/list/init(_:rowcontent:)-5yzo5
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
        where Content == ForEach<Range<Int>, Int, RowContent> {}
}

/// A background material type.
/// https://developer.apple.com/documentation/swiftui/material
public struct Material: ShapeStyle {
    private let id: Int
    /// https://developer.apple.com/documentation/swiftui/material/ultrathin
    public static let ultraThin = Material(id: 0)
    /// https://developer.apple.com/documentation/swiftui/material/thin
    public static let thin = Material(id: 1)
    /// https://developer.apple.com/documentation/swiftui/material/regular
    public static let regular = Material(id: 2)
    /// https://developer.apple.com/documentation/swiftui/material/thick
    public static let thick = Material(id: 3)
    /// https://developer.apple.com/documentation/swiftui/material/ultrathick
    public static let ultraThick = Material(id: 4)
    /// https://developer.apple.com/documentation/swiftui/material/bar
    public static let bar = Material(id: 5)
}

extension ShapeStyle where Self == Material {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/ultrathinmaterial
    public static var ultraThinMaterial: Material { .ultraThin }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/thinmaterial
    public static var thinMaterial: Material { .thin }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/regularmaterial
    public static var regularMaterial: Material { .regular }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/thickmaterial
    public static var thickMaterial: Material { .thick }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/ultrathickmaterial
    public static var ultraThickMaterial: Material { .ultraThick }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/bar
    public static var bar: Material { .bar }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/background(_:in:fillstyle:)
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(_:alignment:)
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/overlay(_:in:fillstyle:)
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View { self }
}

/// A shape style that maps to one of the numbered content styles.
/// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
public struct HierarchicalShapeStyle: ShapeStyle {
    private let level: Int
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/secondary
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/tertiary
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/quaternary
    public static let quaternary = HierarchicalShapeStyle(level: 3)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/primary
    public static var primary: HierarchicalShapeStyle { .primary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/secondary
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/tertiary
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/quaternary
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

// MARK: Text input, sizing, images, animations, gestures, empty states

/// https://developer.apple.com/documentation/swiftui/textinputautocapitalization
public struct TextInputAutocapitalization: Sendable {
    private let id: Int
    public static let never = TextInputAutocapitalization(id: 0)
    public static let words = TextInputAutocapitalization(id: 1)
    public static let sentences = TextInputAutocapitalization(id: 2)
    public static let characters = TextInputAutocapitalization(id: 3)
}

/// https://developer.apple.com/documentation/swiftui/submitlabel
public struct SubmitLabel: Sendable {
    private let id: Int
    public static let done = SubmitLabel(id: 0)
    public static let go = SubmitLabel(id: 1)
    public static let send = SubmitLabel(id: 2)
    public static let join = SubmitLabel(id: 3)
    public static let route = SubmitLabel(id: 4)
    public static let search = SubmitLabel(id: 5)
    public static let `return` = SubmitLabel(id: 6)
    public static let next = SubmitLabel(id: 7)
    public static let `continue` = SubmitLabel(id: 8)
}

extension Image {
    /// https://developer.apple.com/documentation/swiftui/image/scale
    public enum Scale: Hashable, Sendable { case small, medium, large }
}

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/textinputautocapitalization(_:)
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/autocorrectiondisabled(_:)
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
    public func onSubmit(_ action: @escaping () -> Void) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/submitlabel(_:)
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize()
    public func fixedSize() -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fixedsize(horizontal:vertical:)
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/imagescale(_:)
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/gesture(_:including:)
    public func gesture<T: Gesture>(_ gesture: T) -> some View { self }
}

extension Animation {
    /// https://developer.apple.com/documentation/swiftui/animation/spring(response:dampingfraction:blendduration:)
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
}

/// An instance that matches a sequence of events to a gesture.
/// https://developer.apple.com/documentation/swiftui/gesture
public protocol Gesture {
    associatedtype Value
}

extension Gesture {
    /// https://developer.apple.com/documentation/swiftui/gesture/onchanged(_:)
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable { _ChangedGesture() }
    /// https://developer.apple.com/documentation/swiftui/gesture/onended(_:)
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture() }
}

/// https://developer.apple.com/documentation/swiftui/_changedgesture
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}
/// https://developer.apple.com/documentation/swiftui/_endedgesture
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
}

/// A dragging motion that invokes an action as the drag-event sequence changes.
/// https://developer.apple.com/documentation/swiftui/draggesture
public struct DragGesture: Gesture {
    /// https://developer.apple.com/documentation/swiftui/draggesture/value
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
    }
    /// https://developer.apple.com/documentation/swiftui/draggesture/init(minimumdistance:coordinatespace:)
    public init(minimumDistance: CGFloat = 10) {}
}

/// A gesture that recognizes one or more taps.
/// https://developer.apple.com/documentation/swiftui/tapgesture
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// https://developer.apple.com/documentation/swiftui/tapgesture/init(count:)
    public init(count: Int = 1) {}
}

/// A color gradient derived from a color (iOS 16).
/// https://developer.apple.com/documentation/swiftui/anygradient
public struct AnyGradient: ShapeStyle, Hashable {}

extension Color {
    /// https://developer.apple.com/documentation/swiftui/color/gradient
    public var gradient: AnyGradient { AnyGradient() }
}

/// An interface for an empty state (iOS 17).
/// https://developer.apple.com/documentation/swiftui/contentunavailableview
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public var body: Never { fatalError() }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)-4bbzc
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
}

/// A style that reflects the current tint color.
/// https://developer.apple.com/documentation/swiftui/tintshapestyle
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/tint
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
