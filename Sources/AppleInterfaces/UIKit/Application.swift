/// The centralized point of control and coordination for apps running in iOS.
/// https://developer.apple.com/documentation/uikit/uiapplication
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiapplication/shared
    open class var shared: UIApplication { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiapplication/delegate
    open weak var delegate: UIApplicationDelegate?
    /// https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
    open var connectedScenes: Set<UIScene> { [] }
    /// https://developer.apple.com/documentation/uikit/uiapplication/open(_:options:completionhandler:)
    open func open(
        _ url: URL,
        options: [UIApplication.OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: ((Bool) -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uiapplication/canopenurl(_:)
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/url
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    }
    /// https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uiapplication/openurloptionskey/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uiapplication/openexternalurloptionskey/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// A set of methods to manage shared behaviors for your app. All optional.
/// https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
    var window: UIWindow? { get set }
}
extension UIApplicationDelegate {
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }
    /// https://developer.apple.com/documentation/uikit/uiapplicationdelegate/window
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// An object that represents one instance of your app's user interface.
/// https://developer.apple.com/documentation/uikit/uiscene
@MainActor @preconcurrency
open class UIScene: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiscene/session
    open var session: UISceneSession { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiscene/delegate
    open var delegate: UISceneDelegate?

    /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor @preconcurrency
    open class ConnectionOptions: NSObject {
        /// https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts
        open var urlContexts: Set<UIOpenURLContext> { [] }
    }
}

/// A scene that manages one or more windows for your app.
/// https://developer.apple.com/documentation/uikit/uiwindowscene
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    /// https://developer.apple.com/documentation/uikit/uiwindowscene/windows
    open var windows: [UIWindow] { [] }
}

/// An object that contains information about one of your app's scenes.
/// https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor @preconcurrency
open class UISceneSession: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.property
    open var role: UISceneSession.Role { .windowApplication }

    /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiscenesession/role-swift.struct/windowapplication
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
}

/// Information about the objects and storyboard for UIKit to use when creating a particular scene.
/// https://developer.apple.com/documentation/uikit/uisceneconfiguration
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
    /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)
    public init(name: String?, sessionRole: UISceneSession.Role) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass
    open var delegateClass: AnyClass?
}

/// An object containing information about a URL to open.
/// https://developer.apple.com/documentation/uikit/uiopenurlcontext
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiopenurlcontext/url
    open var url: URL { fatalError() }
}

/// The core methods you use to respond to life-cycle events occurring within a scene. All optional.
/// https://developer.apple.com/documentation/uikit/uiscenedelegate
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
    func sceneDidBecomeActive(_ scene: UIScene)
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
    func sceneDidEnterBackground(_ scene: UIScene)
}
extension UISceneDelegate {
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
/// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    var window: UIWindow? { get set }
}
extension UIWindowSceneDelegate {
    /// https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
