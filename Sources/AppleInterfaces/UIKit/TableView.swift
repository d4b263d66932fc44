/// A view that presents data using rows in a single column.
/// https://developer.apple.com/documentation/uikit/uitableview
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)
    public init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uitableview/init(coder:)
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// `UITableView(frame:)`: UIView's initializer, which makes a plain table view.
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// https://developer.apple.com/documentation/uikit/uitableview/datasource
    open weak var dataSource: UITableViewDataSource?
    /// https://developer.apple.com/documentation/uikit/uitableview/delegate
    open weak var delegate: UITableViewDelegate?
    /// https://developer.apple.com/documentation/uikit/uitableview/rowheight
    open var rowHeight: CGFloat = 44
    /// https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
    open var estimatedRowHeight: CGFloat = 44
    /// https://developer.apple.com/documentation/uikit/uitableview/separatorstyle
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// https://developer.apple.com/documentation/uikit/uitableview/allowsselection
    open var allowsSelection: Bool = true
    /// https://developer.apple.com/documentation/uikit/uitableview/automaticdimension
    public class var automaticDimension: CGFloat { -1 }

    /// https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-8qwkw
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:)
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
    open func reloadData() {}
    /// https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow
    open var indexPathForSelectedRow: IndexPath? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {}
    /// https://developer.apple.com/documentation/uikit/uitableview/isediting
    open var isEditing: Bool = false
    /// https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
    open func setEditing(_ editing: Bool, animated: Bool) {}

    /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
        case plain, grouped, insetGrouped
    }
    /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
    public enum RowAnimation: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableview/rowanimation/fade
        case fade, right, left, top, bottom, none, middle, automatic
    }
}

/// The visual representation of a single row in a table view.
/// https://developer.apple.com/documentation/uikit/uitableviewcell
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/init(coder:)
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// UIView's `init(frame:)`, which UITableViewCell inherits from Objective-C. UITableViewCell
    /// declares its own designated initializers (`init(style:reuseIdentifier:)`, `init(coder:)`),
    /// so Swift imports the inherited one as a convenience initializer: a subclass cannot call
    /// `super.init(frame:)` from its designated initializer, nor override it without `convenience`.
    /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public override convenience init(frame: CGRect) { self.init(style: .default, reuseIdentifier: nil) }

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentview
    open var contentView: UIView { fatalError() }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
    open var textLabel: UILabel? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/detailtextlabel
    open var detailTextLabel: UILabel? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.property
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype
    open var accessoryType: UITableViewCell.AccessoryType = .none
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
    open var reuseIdentifier: String? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()
    open func prepareForReuse() {}

    /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle
    public enum CellStyle: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default
        case `default`, value1, value2, subtitle
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum
    public enum SelectionStyle: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/selectionstyle-swift.enum/none
        case none, blue, gray, `default`
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle
    public enum SeparatorStyle: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/separatorstyle/none
        case none, singleLine, singleLineEtched
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
    public enum EditingStyle: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/none
        case none, delete, insert
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
    public enum AccessoryType: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/none
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
}

/// The methods that an object adopts to manage data and provide cells for a table view.
/// `numberOfRowsInSection` and `cellForRowAt` are required, as in Apple's protocol.
/// https://developer.apple.com/documentation/uikit/uitableviewdatasource
@MainActor @preconcurrency
public protocol UITableViewDataSource: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    func numberOfSections(in tableView: UITableView) -> Int
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
}
extension UITableViewDataSource {
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}

/// Methods for managing selections, configuring section headers and footers, deleting and
/// reordering cells, and performing other actions in a table view. All optional.
/// https://developer.apple.com/documentation/uikit/uitableviewdelegate
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration?
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
}
extension UITableViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { UITableView.automaticDimension }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
    public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
    public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
}

/// The methods that you use to receive messages from a scroll view. All optional.
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}
extension UIScrollViewDelegate {
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

/// The object you use to manage data and provide cells for a table view.
/// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir
@MainActor @preconcurrency
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject, UITableViewDataSource
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/cellprovider
    public typealias CellProvider = (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/init(tableview:cellprovider:)
    public init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>.CellProvider) {
        super.init()
    }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/defaultrowanimation
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {}
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/snapshot()
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { .init() }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/itemidentifier(for:)
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { nil }
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/indexpath(for:)
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { nil }

    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { fatalError() }
}

/// A representation of the state of the data in a view at a specific point in time.
/// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/init()
    public init() {}
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/appendsections(_:)
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {}
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/appenditems(_:tosection:)
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {}
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/deleteitems(_:)
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {}
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/deleteallitems()
    public mutating func deleteAllItems() {}
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/reloaditems(_:)
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {}
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/reconfigureitems(_:)
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {}
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/numberofitems
    public var numberOfItems: Int { 0 }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/itemidentifiers
    public var itemIdentifiers: [ItemIdentifierType] { [] }
    /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/sectionidentifiers
    public var sectionIdentifiers: [SectionIdentifierType] { [] }
}

/// An action to display when the user swipes a table row.
/// https://developer.apple.com/documentation/uikit/uicontextualaction
@MainActor @preconcurrency
open class UIContextualAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/handler
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
    public convenience init(style: UIContextualAction.Style, title: String?, handler: @escaping UIContextualAction.Handler) {
        self.init()
    }
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/title
    open var title: String?
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/backgroundcolor
    open var backgroundColor: UIColor!
    /// https://developer.apple.com/documentation/uikit/uicontextualaction/image
    open var image: UIImage?

    /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
    public enum Style: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum/normal
        case normal, destructive
    }
}

/// The set of actions to perform when swiping on rows of a table.
/// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
    public init(actions: [UIContextualAction]) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe
    open var performsFirstActionWithFullSwipe: Bool = true
}
