/// A view that represents a UIKit view controller.
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/uiviewcontrollertype
    associatedtype UIViewControllerType: UIViewController
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/coordinator
    associatedtype Coordinator = Void
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/context
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewControllerRepresentable {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/dismantleuiviewcontroller(_:coordinator:)
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator) {}
    /// Representable views have no SwiftUI body.
    public var body: Never { fatalError() }
}

extension UIViewControllerRepresentable where Self.Coordinator == Void {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// Contextual information about the state of the system that you use to create and update
/// your UIKit view controller.
/// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/coordinator
    public var coordinator: Representable.Coordinator { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext/environment
    public var environment: EnvironmentValues { fatalError() }
}

/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view hierarchy.
/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype
    associatedtype UIViewType: UIView
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator
    associatedtype Coordinator = Void
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context
    typealias Context = UIViewRepresentableContext<Self>
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/body-swift.property
    public var body: Never { fatalError() }
}

extension UIViewRepresentable where Self.Coordinator == Void {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()
    public func makeCoordinator() -> Self.Coordinator { () }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
    public var coordinator: Representable.Coordinator { fatalError() }
}

/// A UIKit view controller that manages a SwiftUI view hierarchy.
/// https://developer.apple.com/documentation/swiftui/uihostingcontroller
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
    public required init?(coder aDecoder: NSCoder) { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    public var rootView: Content
}
