// The everyday UIKit surface beyond the tutorial's first articles: table view controllers,
// view animations, search controllers, context menus. Apple's signatures; bodies never run.

/// A view controller that specializes in managing a table view.
/// https://developer.apple.com/documentation/uikit/uitableviewcontroller
@MainActor @preconcurrency
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
    public init(style: UITableView.Style) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
    open var tableView: UITableView! {
        get { fatalError() }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcontroller/clearsselectiononviewwillappear
    open var clearsSelectionOnViewWillAppear: Bool = true

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
    open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// UITableViewController implements the delegate's context menu method, so a subclass overrides it.
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)
    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? { nil }
}

extension UIView {
    /// Options for animating views.
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseinout
        public static let curveEaseInOut = AnimationOptions([])
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeasein
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curveeaseout
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/curvelinear
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/repeat
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/autoreverse
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// https://developer.apple.com/documentation/uikit/uiview/animationoptions/transitioncrossdissolve
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                            completion: ((Bool) -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
                            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {}
}

/// A view controller that manages the display of search results based on interactions with a search bar.
/// https://developer.apple.com/documentation/uikit/uisearchcontroller
@MainActor @preconcurrency
open class UISearchController: UIViewController {
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
    public init(searchResultsController: UIViewController?) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
    open var searchBar: UISearchBar { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/obscuresbackgroundduringpresentation
    open var obscuresBackgroundDuringPresentation: Bool = true
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/isactive
    open var isActive: Bool = false
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/hidesnavigationbarduringpresentation
    open var hidesNavigationBarDuringPresentation: Bool = true
    /// https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultscontroller
    open var searchResultsController: UIViewController? { nil }
}

/// A set of methods that let you update search results based on information the user enters into the search bar.
/// https://developer.apple.com/documentation/uikit/uisearchresultsupdating
@MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)
    func updateSearchResults(for searchController: UISearchController)
}

/// A specialized view for receiving search-related information from the user.
/// https://developer.apple.com/documentation/uikit/uisearchbar
@MainActor @preconcurrency
open class UISearchBar: UIView {
    /// https://developer.apple.com/documentation/uikit/uisearchbar/text
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uisearchbar/placeholder
    open var placeholder: String?
}

extension UINavigationItem {
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller
    public var searchController: UISearchController? {
        get { nil }
        set {}
    }
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/hidessearchbarwhenscrolling
    public var hidesSearchBarWhenScrolling: Bool {
        get { true }
        set {}
    }
}

/// An object containing the configuration details for a contextual menu.
/// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
@MainActor @preconcurrency
open class UIContextMenuConfiguration: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
    public convenience init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                            actionProvider: UIContextMenuActionProvider? = nil) { self.init() }
}

/// https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// https://developer.apple.com/documentation/uikit/uicontextmenucontentpreviewprovider
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

extension UITableViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
}

/// A content configuration for a list-based content view.
/// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration
public struct UIListContentConfiguration: UIContentConfiguration {
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/text
    public var text: String?
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/secondarytext
    public var secondaryText: String?
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/image
    public var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/cell()
    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration/subtitlecell()
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// The requirements for an object that provides the configuration for a content view.
/// https://developer.apple.com/documentation/uikit/uicontentconfiguration
public protocol UIContentConfiguration {}

extension UITableViewCell {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
    public func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
    public var contentConfiguration: UIContentConfiguration? {
        get { nil }
        set {}
    }
}
