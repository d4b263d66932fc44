/// A property wrapper type that can read and write a value managed by SwiftUI.
/// https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) {}
    /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) {}
    /// https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
    /// https://developer.apple.com/documentation/swiftui/state/init()
    public init() {}
}

/// A property wrapper type that can read and write a value owned by a source of truth.
/// https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    /// https://developer.apple.com/documentation/swiftui/binding/transaction
    public var transaction: Transaction

    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-7ufcp
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    @preconcurrency
    public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value, Transaction) -> Void) {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/binding/constant(_:)
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { fatalError() }
        nonmutating set {}
    }
    /// https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/binding/init(projectedvalue:)
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/binding/transaction(_:)
    public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/binding/animation(_:)
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding {
    /// https://developer.apple.com/documentation/swiftui/binding/init(_:)-6krsi
    public init<V>(_ base: Binding<V>) where Value == V? { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/init(_:)-5z9t9
    public init?(_ base: Binding<Value?>) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/init(_:)-4go5r
    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/binding#relationships (Identifiable)
extension Binding: Identifiable where Value: Identifiable {
    /// https://developer.apple.com/documentation/swiftui/binding/id
    public var id: Value.ID { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/binding#relationships (Sequence)
extension Binding: Sequence where Value: MutableCollection {
    /// https://developer.apple.com/documentation/swiftui/binding/element
    public typealias Element = Binding<Value.Element>
    /// https://developer.apple.com/documentation/swiftui/binding/iterator
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// https://developer.apple.com/documentation/swiftui/binding/subsequence
    public typealias SubSequence = Slice<Binding<Value>>
}

/// https://developer.apple.com/documentation/swiftui/binding#relationships (Collection)
extension Binding: Collection where Value: MutableCollection {
    /// https://developer.apple.com/documentation/swiftui/binding/index
    public typealias Index = Value.Index
    /// https://developer.apple.com/documentation/swiftui/binding/indices
    public typealias Indices = Value.Indices
    /// https://developer.apple.com/documentation/swiftui/binding/startindex
    public var startIndex: Binding<Value>.Index { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/endindex
    public var endIndex: Binding<Value>.Index { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/indices
    public var indices: Value.Indices { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/index(after:)
    public func index(after i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/binding/subscript(position:)
    public subscript(position: Binding<Value>.Index) -> Binding<Value>.Element { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/binding#relationships (BidirectionalCollection)
extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// https://developer.apple.com/documentation/swiftui/binding/index(before:)
    public func index(before i: Binding<Value>.Index) -> Binding<Value>.Index { fatalError() }
}

/// https://developer.apple.com/documentation/swiftui/binding#relationships (RandomAccessCollection)
extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// The context of the current state-processing update.
/// https://developer.apple.com/documentation/swiftui/transaction
public struct Transaction {
    /// https://developer.apple.com/documentation/swiftui/transaction/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/transaction/init(animation:)
    public init(animation: Animation?) {}
    /// https://developer.apple.com/documentation/swiftui/transaction/animation
    public var animation: Animation?
}

/// The way a view changes over time to create a smooth visual transition.
/// https://developer.apple.com/documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = Animation()
    /// https://developer.apple.com/documentation/swiftui/animation/easeinout
    public static var easeInOut: Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/linear
    public static var linear: Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/spring
    public static var spring: Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/easein
    public static var easeIn: Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/easeout
    public static var easeOut: Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/easein(duration:)
    public static func easeIn(duration: TimeInterval) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/easeout(duration:)
    public static func easeOut(duration: TimeInterval) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/linear(duration:)
    public static func linear(duration: TimeInterval) -> Animation { Animation() }
    /// https://developer.apple.com/documentation/swiftui/animation/delay(_:)
    public func delay(_ delay: TimeInterval) -> Animation { self }
    /// https://developer.apple.com/documentation/swiftui/animation/repeatforever(autoreverses:)
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Returns the result of recomputing the view's body with the provided animation.
/// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes. `ObservableObject` is Combine's, here OpenCombine's.
/// https://developer.apple.com/documentation/swiftui/observedobject
@propertyWrapper @frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        /// https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError()
        }
    }
    /// https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:)
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
    /// https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    /// https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    public var wrappedValue: ObjectType
    /// https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type that instantiates an observable object.
/// https://developer.apple.com/documentation/swiftui/stateobject
@frozen @propertyWrapper
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    /// https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    public var wrappedValue: ObjectType { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper type for an observable object that a parent or ancestor view supplies.
/// https://developer.apple.com/documentation/swiftui/environmentobject
@frozen @propertyWrapper
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// https://developer.apple.com/documentation/swiftui/environmentobject/wrapper
    @dynamicMemberLookup @frozen
    public struct Wrapper {
        /// https://developer.apple.com/documentation/swiftui/environmentobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            fatalError()
        }
    }
    /// https://developer.apple.com/documentation/swiftui/environmentobject/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/environmentobject/wrappedvalue
    public var wrappedValue: ObjectType { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentobject/projectedvalue
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { fatalError() }
}

/// A property wrapper that reads a value from a view's environment.
/// https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

extension Environment {
    /// Reads an `@Observable` object placed in the environment with `environment(_:)`.
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-8u8j3
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
    /// https://developer.apple.com/documentation/swiftui/environment/init(_:)-6m8yr
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

/// A key for accessing values in the environment.
/// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    /// https://developer.apple.com/documentation/swiftui/environmentkey/value
    associatedtype Value
    /// https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/description
    public var description: String { "EnvironmentValues" }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
    public var dismiss: DismissAction { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase
    public var scenePhase: ScenePhase {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented
    public var isPresented: Bool { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/openurl
    public var openURL: OpenURLAction {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
    public var colorScheme: ColorScheme {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/swiftui/environmentvalues/editmode
    public var editMode: Binding<EditMode>? {
        get { fatalError() }
        set {}
    }
}

/// An action that dismisses a presentation.
/// https://developer.apple.com/documentation/swiftui/dismissaction
@MainActor @preconcurrency
public struct DismissAction {
    /// https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
    public func callAsFunction() {}
}

/// An action that opens a URL.
/// https://developer.apple.com/documentation/swiftui/openurlaction
@MainActor @preconcurrency
public struct OpenURLAction {
    /// https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:)
    public func callAsFunction(_ url: URL) {}
}

/// An indication of a scene's operational state.
/// https://developer.apple.com/documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/scenephase/background
    case background
    /// https://developer.apple.com/documentation/swiftui/scenephase/inactive
    case inactive
    /// https://developer.apple.com/documentation/swiftui/scenephase/active
    case active
}

/// The possible color schemes.
/// https://developer.apple.com/documentation/swiftui/colorscheme
public enum ColorScheme: CaseIterable, Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/colorscheme/light
    case light
    /// https://developer.apple.com/documentation/swiftui/colorscheme/dark
    case dark
}

/// A mode that indicates whether the user can edit a view's content.
/// https://developer.apple.com/documentation/swiftui/editmode
public enum EditMode: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/editmode/inactive
    case inactive
    /// https://developer.apple.com/documentation/swiftui/editmode/transient
    case transient
    /// https://developer.apple.com/documentation/swiftui/editmode/active
    case active
    /// https://developer.apple.com/documentation/swiftui/editmode/isediting
    public var isEditing: Bool { self != .inactive }
}

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects (Observation's `Observable`).
/// https://developer.apple.com/documentation/swiftui/bindable
@dynamicMemberLookup @propertyWrapper
public struct Bindable<Value> {
    /// https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    public var wrappedValue: Value
    /// https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
    public var projectedValue: Bindable<Value> { self }
    /// https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
        where Value: AnyObject {
        fatalError()
    }
    /// https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    /// https://developer.apple.com/documentation/swiftui/bindable/init(_:)
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { self.wrappedValue = wrappedValue }
    /// https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    public init(projectedValue: Bindable<Value>) where Value: AnyObject, Value: Observable { self = projectedValue }
}

extension View {
    /// Places an observable object in the view's environment.
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:)
    public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable { self }
    /// https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)
    public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject { self }
}
