/// A type that represents the structure and behavior of an app.
/// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    /// https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app (what `@main` calls).
    /// https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency
    public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the system.
/// https://developer.apple.com/documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
    associatedtype Body: Scene
    /// https://developer.apple.com/documentation/swiftui/scene/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
/// https://developer.apple.com/documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// https://developer.apple.com/documentation/swiftui/scenebuilder/buildexpression(_:)
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows.
/// https://developer.apple.com/documentation/swiftui/windowgroup
public struct WindowGroup<Content: View>: Scene {
    /// https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
    public init(@ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/windowgroup/body-swift.property
    public var body: Never { fatalError() }
}

extension Scene {
    /// https://developer.apple.com/documentation/swiftui/scene/onchange(of:initial:_:)
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some Scene { self }
}

/// A type that produces view previews in Xcode (the pre-`#Preview` form).
/// https://developer.apple.com/documentation/swiftui/previewprovider
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.associatedtype
    associatedtype Previews: View
    /// https://developer.apple.com/documentation/swiftui/previewprovider/previews-swift.type.property
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

/// A property wrapper type that you use to create a UIKit app delegate.
/// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor
@MainActor @preconcurrency @propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
    /// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/init(_:)-59sfu
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {}
    /// https://developer.apple.com/documentation/swiftui/uiapplicationdelegateadaptor/wrappedvalue
    public var wrappedValue: DelegateType { fatalError() }
}
