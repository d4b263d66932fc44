/// An object that manages a view hierarchy for your UIKit app.
/// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor @preconcurrency
open class UIViewController: UIResponder {
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
    /// `UIViewController()`: Objective-C's inherited `-init`, which calls `init(nibName: nil, bundle: nil)`.
    /// https://developer.apple.com/documentation/objectivec/nsobject/init()
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    open var tabBarItem: UITabBarItem! {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
    open var navigationItem: UINavigationItem { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    open var navigationController: UINavigationController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    open var tabBarController: UITabBarController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    open var presentingViewController: UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    open var parent: UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    open var children: [UIViewController] { [] }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    open var isModalInPresentation: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/editbuttonitem
    open var editButtonItem: UIBarButtonItem { UIBarButtonItem() }
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting
    open var isEditing: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)
    open func setEditing(_ editing: Bool, animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
    open func viewDidLoad() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    open func removeFromParent() {}
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) {}
}

/// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
public enum UIModalPresentationStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none, automatic
}

/// A container view controller that manages a radio-style selection interface.
/// https://developer.apple.com/documentation/uikit/uitabbarcontroller
@MainActor @preconcurrency
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
    open var viewControllers: [UIViewController]?
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex
    open var selectedIndex: Int = 0
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller
    open var selectedViewController: UIViewController?
    /// https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
    open var tabBar: UITabBar { fatalError() }
    /// UITabBarController is its tab bar's delegate; subclasses override this to follow taps.
    /// https://developer.apple.com/documentation/uikit/uitabbardelegate/tabbar(_:didselect:)
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A control that displays one or more buttons in a tab bar.
/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor @preconcurrency
open class UITabBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uitabbar/items
    open var items: [UITabBarItem]?
    /// https://developer.apple.com/documentation/uikit/uitabbar/selecteditem
    open var selectedItem: UITabBarItem?
    /// https://developer.apple.com/documentation/uikit/uitabbar/delegate
    open weak var delegate: UITabBarDelegate?
}

/// The tab bar delegate protocol.
/// https://developer.apple.com/documentation/uikit/uitabbardelegate
@MainActor @preconcurrency
public protocol UITabBarDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitabbardelegate/tabbar(_:didselect:)
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}
extension UITabBarDelegate {
    /// https://developer.apple.com/documentation/uikit/uitabbardelegate/tabbar(_:didselect:)
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// An abstract superclass for items that can appear on a bar.
/// https://developer.apple.com/documentation/uikit/uibaritem
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uibaritem/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uibaritem/image
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uibaritem/isenabled
    open var isEnabled: Bool = true
    /// https://developer.apple.com/documentation/uikit/uibaritem/tag
    open var tag: Int = 0
}

/// An item in a tab bar.
/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
    public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
    open var badgeValue: String?
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/selectedimage
    open var selectedImage: UIImage?
}

/// A container view controller that defines a stack-based scheme for navigating hierarchical content.
/// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
    public required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }

    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] = []
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
    open var visibleViewController: UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
    open var navigationBar: UINavigationBar { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? { nil }
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

/// Navigational controls that display in a bar along the top of the screen.
/// https://developer.apple.com/documentation/uikit/uinavigationbar
@MainActor @preconcurrency
open class UINavigationBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
    open var prefersLargeTitles: Bool = false
}

/// An object that contains information about a navigation bar's content.
/// https://developer.apple.com/documentation/uikit/uinavigationitem
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/init(title:)
    public init(title: String) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem
    open var leftBarButtonItem: UIBarButtonItem?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
    open var rightBarButtonItem: UIBarButtonItem?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.property
    open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic

    /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uinavigationitem/largetitledisplaymode-swift.enum/automatic
        case automatic, always, never, inline
    }
}

/// A specialized button for placement in a toolbar or tab bar.
/// https://developer.apple.com/documentation/uikit/uibarbuttonitem
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(customview:)
    public convenience init(customView: UIView) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction
    open var primaryAction: UIAction?
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu
    open var menu: UIMenu?
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview
    open var customView: UIView?
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.property
    open var style: UIBarButtonItem.Style = .plain

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/plain
        case plain, bordered, done
    }

    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
    public enum SystemItem: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/done
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close
    }
}

/// An object that displays an alert message.
/// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor @preconcurrency
open class UIAlertController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
    }
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) {}
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/actions
    open var actions: [UIAlertAction] { [] }
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/message
    open var message: String?
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredstyle
    open var preferredStyle: UIAlertController.Style { .alert }
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/preferredaction
    open var preferredAction: UIAlertAction?
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uialertcontroller/textfields
    open var textFields: [UITextField]? { nil }

    /// https://developer.apple.com/documentation/uikit/uialertcontroller/style
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
        case actionSheet, alert
    }
}

/// An action that can be taken when the user taps a button in an alert.
/// https://developer.apple.com/documentation/uikit/uialertaction
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }
    /// https://developer.apple.com/documentation/uikit/uialertaction/title
    open var title: String? { nil }
    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.property
    open var style: UIAlertAction.Style { .default }
    /// https://developer.apple.com/documentation/uikit/uialertaction/isenabled
    open var isEnabled: Bool = true

    /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
        case `default`, cancel, destructive
    }
}
