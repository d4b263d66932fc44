// Collection views: the view, its cells and cell registrations, the data source and delegate
// protocols, the diffable data source, and the compositional layout with its sizes, items,
// groups and sections. Apple's signatures; bodies never run.

/// Edge insets that take language direction into account.
/// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/top
    public var top: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/leading
    public var leading: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/bottom
    public var bottom: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/trailing
    public var trailing: CGFloat
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init()
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    /// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
    public static let zero = NSDirectionalEdgeInsets()
}

/// An object that manages an ordered collection of data items and presents them using customizable layouts.
/// https://developer.apple.com/documentation/uikit/uicollectionview
@MainActor @preconcurrency
open class UICollectionView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/init(coder:)
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// UIView's `init(frame:)`, inherited from Objective-C as a convenience initializer (UIKit
    /// raises at run time when no layout follows; the compiler accepts it).
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override convenience init(frame: CGRect) { self.init(frame: frame, collectionViewLayout: UICollectionViewLayout()) }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/datasource
    open weak var dataSource: UICollectionViewDataSource?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/delegate
    open weak var delegate: UICollectionViewDelegate?
    /// https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
    open var collectionViewLayout: UICollectionViewLayout = UICollectionViewLayout()
    /// https://developer.apple.com/documentation/uikit/uicollectionview/setcollectionviewlayout(_:animated:)
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection
    open var allowsMultipleSelection: Bool = false
    /// https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems
    open var indexPathsForSelectedItems: [IndexPath]? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-3a6ip
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()
    open func reloadData() {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition
    public struct ScrollPosition: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/rawvalue
        public var rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top
        public static let top = ScrollPosition(rawValue: 1)
        /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically
        public static let centeredVertically = ScrollPosition(rawValue: 2)
        /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom
        public static let bottom = ScrollPosition(rawValue: 4)
        /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/left
        public static let left = ScrollPosition(rawValue: 8)
        /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredhorizontally
        public static let centeredHorizontally = ScrollPosition(rawValue: 16)
        /// https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/right
        public static let right = ScrollPosition(rawValue: 32)
    }
}

extension UICollectionView {
    /// A registration for the collection view's cells.
    /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        /// https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/init(handler:)
        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {}
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionview/dequeueconfiguredreusablecell(using:for:item:)
    @MainActor @preconcurrency
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>,
        for indexPath: IndexPath,
        item: Item?
    ) -> Cell where Cell: UICollectionViewCell { fatalError() }
}

/// The methods that an object adopts to manage data and provide cells for a collection view.
/// `numberOfItemsInSection` and `cellForItemAt` are required, as in Apple's protocol.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    func numberOfSections(in collectionView: UICollectionView) -> Int
}
extension UICollectionViewDataSource {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// The methods that an object adopts to manage user interactions with items in a collection view. All optional.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> UIContextMenuConfiguration?
}
extension UICollectionViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
    public func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> UIContextMenuConfiguration? { nil }
}

/// A view that defines the behavior for all cells and supplementary views presented by a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionreusableview
@MainActor @preconcurrency
open class UICollectionReusableView: UIView {
    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier
    open var reuseIdentifier: String? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()
    open func prepareForReuse() {}
}

/// A single data item when that item is within the collection view's visible bounds.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcell
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
    open var contentView: UIView { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
    open var contentConfiguration: UIContentConfiguration?
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected
    open var isSelected: Bool = false
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted
    open var isHighlighted: Bool = false
}

/// A collection view cell that provides list features and default styling.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
@MainActor @preconcurrency
open class UICollectionViewListCell: UICollectionViewCell {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
    open func defaultContentConfiguration() -> UIListContentConfiguration { UIListContentConfiguration() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
    open var accessories: [UICellAccessory] = []
}

/// An accessory that appears in a list cell.
/// https://developer.apple.com/documentation/uikit/uicellaccessory
public struct UICellAccessory {
    /// https://developer.apple.com/documentation/uikit/uicellaccessory/displayedstate
    public enum DisplayedState: Sendable {
        /// https://developer.apple.com/documentation/uikit/uicellaccessory/displayedstate/always
        case always, whenEditing, whenNotEditing
    }
    /// https://developer.apple.com/documentation/uikit/uicellaccessory/disclosureindicator(displayed:options:)
    public static func disclosureIndicator(displayed: UICellAccessory.DisplayedState = .always,
                                           options: UICellAccessory.DisclosureIndicatorOptions = .init()) -> UICellAccessory { UICellAccessory() }
    /// https://developer.apple.com/documentation/uikit/uicellaccessory/checkmark(displayed:options:)
    public static func checkmark(displayed: UICellAccessory.DisplayedState = .always,
                                 options: UICellAccessory.CheckmarkOptions = .init()) -> UICellAccessory { UICellAccessory() }
    /// https://developer.apple.com/documentation/uikit/uicellaccessory/layoutdimension
    public enum LayoutDimension {
        /// https://developer.apple.com/documentation/uikit/uicellaccessory/layoutdimension/standard
        case standard
        /// https://developer.apple.com/documentation/uikit/uicellaccessory/layoutdimension/actual
        case actual
        /// https://developer.apple.com/documentation/uikit/uicellaccessory/layoutdimension/custom(_:)
        case custom(CGFloat)
    }
    /// https://developer.apple.com/documentation/uikit/uicellaccessory/disclosureindicatoroptions
    public struct DisclosureIndicatorOptions {
        /// https://developer.apple.com/documentation/uikit/uicellaccessory/disclosureindicatoroptions/init(ishidden:reservedlayoutwidth:tintcolor:)
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {}
    }
    /// https://developer.apple.com/documentation/uikit/uicellaccessory/checkmarkoptions
    public struct CheckmarkOptions {
        /// https://developer.apple.com/documentation/uikit/uicellaccessory/checkmarkoptions/init(ishidden:reservedlayoutwidth:tintcolor:)
        public init(isHidden: Bool? = nil, reservedLayoutWidth: UICellAccessory.LayoutDimension? = nil, tintColor: UIColor? = nil) {}
    }
}

/// The object you use to manage data and provide cells for a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UICollectionViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/cellprovider
    public typealias CellProvider = (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/init(collectionview:cellprovider:)
    public init(collectionView: UICollectionView,
                cellProvider: @escaping UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        super.init()
    }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/apply(_:animatingdifferences:completion:)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/applysnapshotusingreloaddata(_:completion:)
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/itemidentifier(for:)
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/indexpath(for:)
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
}

/// A view controller that specializes in managing a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller
@MainActor @preconcurrency
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(collectionviewlayout:)
    public init(collectionViewLayout layout: UICollectionViewLayout) { super.init(nibName: nil, bundle: nil) }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcontroller/collectionview
    open var collectionView: UICollectionView! {
        get { fatalError() }
        set {}
    }

    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? { nil }
}

// MARK: - Layout

/// An abstract base class for generating layout information for a collection view.
/// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()
    public override init() { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
    open var collectionView: UICollectionView? { nil }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
    open func invalidateLayout() {}
}

/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout object that lets you combine items in highly adaptive and flexible visual arrangements.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)
    public init(section: NSCollectionLayoutSection) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:configuration:)
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:configuration:)
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/configuration
    open var configuration: UICollectionViewCompositionalLayoutConfiguration = UICollectionViewCompositionalLayoutConfiguration()
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(coder:)
    public required init?(coder: NSCoder) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, _ in nil })
    }
}

/// An object that defines scroll direction, section spacing, and headers or footers for the layout.
/// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/interSectionSpacing
    open var interSectionSpacing: CGFloat = 0
}

extension UICollectionView {
    /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection
    public enum ScrollDirection: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection/vertical
        case vertical, horizontal
    }
}

/// A configuration for creating a list layout.
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
public struct UICollectionLayoutListConfiguration {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)
    public init(appearance: UICollectionLayoutListConfiguration.Appearance) { self.appearance = appearance }
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.property
    public var appearance: UICollectionLayoutListConfiguration.Appearance
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/showsseparators
    public var showsSeparators: Bool = true
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/backgroundcolor
    public var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/swipeactionsconfigurationprovider
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/trailingswipeactionsconfigurationprovider
    public var trailingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/leadingswipeactionsconfigurationprovider
    public var leadingSwipeActionsConfigurationProvider: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?

    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
    public enum Appearance: Sendable {
        /// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum/plain
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }
}

/// An object that provides information about the layout's container and environment traits.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
@MainActor @preconcurrency
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment/container
    var container: any NSCollectionLayoutContainer { get }
}

/// An object that provides information about the sizes of a layout's content and insets.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
@MainActor @preconcurrency
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/contentsize
    var contentSize: CGSize { get }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer/effectivecontentsize
    var effectiveContentSize: CGSize { get }
}

/// A dimension of an item, group, or section.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
@MainActor @preconcurrency
open class NSCollectionLayoutDimension: NSObject {
    /// `init()` and `new` are `NS_UNAVAILABLE` in Apple's header: use the factory methods.
    @available(*, unavailable)
    public override init() { fatalError() }
    init(_interface: Void) { super.init() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
    open class func absolute(_ absoluteDimension: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
    open class func estimated(_ estimatedDimension: CGFloat) -> Self { fatalError() }
}

/// The width and height of a component in a compositional layout.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
@MainActor @preconcurrency
open class NSCollectionLayoutSize: NSObject {
    /// `init()` and `new` are `NS_UNAVAILABLE` in Apple's header: use the factory methods.
    @available(*, unavailable)
    public override init() { fatalError() }
    init(_interface: Void) { super.init() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
    public convenience init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) { self.init(_interface: ()) }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/widthdimension
    open var widthDimension: NSCollectionLayoutDimension { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/heightdimension
    open var heightDimension: NSCollectionLayoutDimension { fatalError() }
}

/// The space between items in a compositional layout.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
@MainActor @preconcurrency
open class NSCollectionLayoutSpacing: NSObject {
    /// `init()` and `new` are `NS_UNAVAILABLE` in Apple's header: use the factory methods.
    @available(*, unavailable)
    public override init() { fatalError() }
    init(_interface: Void) { super.init() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)
    open class func fixed(_ fixedSpacing: CGFloat) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/flexible(_:)
    open class func flexible(_ flexibleSpacing: CGFloat) -> Self { fatalError() }
}

/// The most basic component of a collection view's layout.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
    /// `init()` and `new` are `NS_UNAVAILABLE` in Apple's header: use the factory methods.
    @available(*, unavailable)
    public override init() { fatalError() }
    init(_interface: Void) { super.init() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
    public convenience init(layoutSize: NSCollectionLayoutSize) { self.init(_interface: ()) }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:supplementaryitems:)
    public convenience init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) { self.init(_interface: ()) }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/layoutsize
    open var layoutSize: NSCollectionLayoutSize { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets
    open var contentInsets: NSDirectionalEdgeInsets = .zero
}

/// An object used to add an extra visual decoration to an item in a collection view.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {}

/// A container for a set of items that lays out the items along a path.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
@MainActor @preconcurrency
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    /// Deprecated in iOS 16 for `horizontal(layoutSize:repeatingSubitem:count:)`, still in the SDK.
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitem:count:)
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:repeatingsubitem:count:)
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    /// Deprecated in iOS 16 for `vertical(layoutSize:repeatingSubitem:count:)`, still in the SDK.
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitem:count:)
    @available(iOS, introduced: 13.0, deprecated: 16.0, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> Self { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing
    open var interItemSpacing: NSCollectionLayoutSpacing?
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/subitems
    open var subitems: [NSCollectionLayoutItem] { [] }
}

/// A container that combines a set of groups into distinct visual groupings.
/// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
@MainActor @preconcurrency
open class NSCollectionLayoutSection: NSObject {
    /// `init()` and `new` are `NS_UNAVAILABLE` in Apple's header: use the factory methods.
    @available(*, unavailable)
    public override init() { fatalError() }
    init(_interface: Void) { super.init() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
    public convenience init(group: NSCollectionLayoutGroup) { self.init(_interface: ()) }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/list(using:layoutenvironment:)
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection { fatalError() }
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
    open var interGroupSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
}

/// Constants that indicate how a section scrolls orthogonally to the layout's main scrolling axis.
/// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior/none
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
