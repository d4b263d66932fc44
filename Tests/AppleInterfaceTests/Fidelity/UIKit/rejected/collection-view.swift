// UIKit fidelity corpus, rejected: collection views, compositional layouts, cell registrations
// and diffable data sources. Each snippet holds exactly one error, marked with the message Apple's
// compiler prints for it against the iOS 17 SDK (`import UIKit`, as on iOS).
import UIKit

// snippet: NSCollectionLayoutSize's labels are widthDimension: and heightDimension: — https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
@MainActor func rejectedLayoutSizeLabels() -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(width: .fractionalWidth(1), height: .absolute(44)) // expected-error {{incorrect argument labels in call (have 'width:height:', expected 'widthDimension:heightDimension:')}}
}

// snippet: an item's layout size is an NSCollectionLayoutSize, not a CGSize — https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
@MainActor func rejectedItemWithCGSize(_ size: CGSize) -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: size) // expected-error {{cannot convert value of type 'CGSize' to expected argument type 'NSCollectionLayoutSize'}}
}

// snippet: horizontal(layoutSize:subitems:) takes an array of items — https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
@MainActor func rejectedGroupSubitems(_ size: NSCollectionLayoutSize, _ item: NSCollectionLayoutItem) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: item) // expected-error {{cannot convert value of type 'NSCollectionLayoutItem' to expected argument type '[NSCollectionLayoutItem]'}}
}

// snippet: a section's interGroupSpacing is a CGFloat; NSCollectionLayoutSpacing is for a group's interItemSpacing — https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
@MainActor func rejectedInterGroupSpacing(_ section: NSCollectionLayoutSection) {
    section.interGroupSpacing = .fixed(10) // expected-error {{type 'CGFloat' has no member 'fixed'}}
}

// snippet: UICollectionViewCompositionalLayout(section:) needs a section, not a group — https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(section:)
@MainActor func rejectedLayoutFromGroup(_ group: NSCollectionLayoutGroup) -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: group) // expected-error {{cannot convert value of type 'NSCollectionLayoutGroup' to expected argument type 'NSCollectionLayoutSection'}}
}

// snippet: the collection view initializer's label is collectionViewLayout: — https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)
@MainActor func rejectedCollectionViewLabel(_ layout: UICollectionViewLayout) -> UICollectionView {
    UICollectionView(frame: .zero, layout: layout) // expected-error {{incorrect argument label in call (have 'frame:layout:', expected 'frame:collectionViewLayout:')}}
}

// snippet: a cell registration's handler receives the cell, the index path and the item — https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration/handler
@MainActor func rejectedRegistrationArity() {
    _ = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, item in } // expected-error {{contextual closure type '(UICollectionViewListCell, IndexPath, String) -> Void' expects 3 arguments, but 2 were used in closure body}}
}

// snippet: a diffable data source's item identifiers must be Hashable — https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa
struct RejectedNote { let title: String }
final class RejectedNotesController: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, RejectedNote>! // expected-error {{type 'RejectedNote' does not conform to protocol 'Hashable'}}
}

// snippet: appendItems(_:toSection:) takes the snapshot's section identifier type — https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd/appenditems(_:tosection:)
enum RejectedSection: Hashable, Sendable { case main }
func rejectedAppendToStringSection() {
    var snapshot = NSDiffableDataSourceSnapshot<RejectedSection, String>()
    snapshot.appendSections([.main])
    snapshot.appendItems(["a"], toSection: "main") // expected-error {{cannot convert value of type 'String' to expected argument type 'RejectedSection'}}
}

// snippet: snapshot() returns a value: mutating it needs a var — https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource-9tqpa/snapshot()
@MainActor func rejectedSnapshotLet(_ dataSource: UICollectionViewDiffableDataSource<RejectedSection, String>) {
    let snapshot = dataSource.snapshot() // expected-note {{change 'let' to 'var' to make it mutable}}
    snapshot.appendItems(["b"]) // expected-error {{cannot use mutating member on immutable value: 'snapshot' is a 'let' constant}}
    dataSource.apply(snapshot)
}

// snippet: list cell accessories are UICellAccessory values such as disclosureIndicator() — https://developer.apple.com/documentation/uikit/uicellaccessory
@MainActor func rejectedAccessory(_ cell: UICollectionViewListCell) {
    cell.accessories = [.chevron()] // expected-error {{type 'UICellAccessory' has no member 'chevron'}}
}

// snippet: list appearances are plain, grouped, insetGrouped, sidebar and sidebarPlain — https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
@MainActor func rejectedListAppearance() -> UICollectionLayoutListConfiguration {
    UICollectionLayoutListConfiguration(appearance: .insetGroup) // expected-error {{type 'UICollectionLayoutListConfiguration.Appearance' has no member 'insetGroup'}}
}

// snippet: an item's contentInsets are NSDirectionalEdgeInsets (leading/trailing) — https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets
@MainActor func rejectedItemInsets(_ item: NSCollectionLayoutItem) {
    item.contentInsets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4) // expected-error {{cannot assign value of type 'UIEdgeInsets' to type 'NSDirectionalEdgeInsets'}}
}

// snippet: orthogonal scrolling behaviours are continuous, paging, groupPaging… — https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
@MainActor func rejectedOrthogonalBehavior(_ section: NSCollectionLayoutSection) {
    section.orthogonalScrollingBehavior = .horizontal // expected-error {{type 'UICollectionLayoutSectionOrthogonalScrollingBehavior' has no member 'horizontal'}}
}

// snippet: a section provider receives the section index and the layout environment — https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
@MainActor func rejectedSectionProviderArity() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex in nil } // expected-error {{contextual closure type '(Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?' expects 2 arguments, but 1 was used in closure body}}
}

// snippet: dequeueReusableCell(withReuseIdentifier:for:) returns UICollectionViewCell, which needs a cast — https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)
@MainActor func rejectedDequeueWithoutCast(_ collectionView: UICollectionView, _ indexPath: IndexPath) {
    let cell: UICollectionViewListCell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) // expected-error {{cannot convert value of type 'UICollectionViewCell' to specified type 'UICollectionViewListCell'}}
    _ = cell
}
