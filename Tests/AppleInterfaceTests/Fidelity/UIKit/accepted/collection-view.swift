// UIKit fidelity corpus, accepted: collection views with compositional layouts, cell
// registrations and diffable data sources. Written from Apple's documentation; type-checks
// against the UIKit interface module (`import UIKit`, as on iOS).
import UIKit

// snippet: a grid from NSCollectionLayoutSize, Item, Group and Section — https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
@MainActor func makeGridLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2),
                                          heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                           heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    return UICollectionViewCompositionalLayout(section: section)
}

// snippet: a repeating subitem, estimated heights, inter-group spacing and orthogonal scrolling — https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
@MainActor func makeCarouselSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                         heightDimension: .estimated(120)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(280), heightDimension: .estimated(120)),
        repeatingSubitem: item,
        count: 2
    )
    group.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    return section
}

// snippet: a section provider closure taking the section index and the layout environment — https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:)
@MainActor func makeAdaptiveLayout() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
        let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 2
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(100)),
            repeatingSubitem: item, count: columns)
        return NSCollectionLayoutSection(group: group)
    }
}

// snippet: a list layout from UICollectionLayoutListConfiguration — https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
@MainActor func makeListCollectionView() -> UICollectionView {
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.showsSeparators = true
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
        UISwipeActionsConfiguration(actions: [])
    }
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    return UICollectionView(frame: .zero, collectionViewLayout: layout)
}

// snippet: a cell registration with a list cell, dequeued in a diffable data source's cell provider — https://developer.apple.com/documentation/uikit/uicollectionview/cellregistration
final class RecipesViewController: UIViewController {
    enum Section: Hashable, Sendable { case main }
    struct Recipe: Hashable, Sendable {
        let id: Int
        let title: String
    }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Recipe>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Recipe> { cell, indexPath, recipe in
            var content = cell.defaultContentConfiguration()
            content.text = recipe.title
            content.secondaryText = "Receta \(indexPath.item + 1)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Recipe>(collectionView: collectionView) {
            collectionView, indexPath, recipe in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: recipe)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Recipe>()
        snapshot.appendSections([.main])
        snapshot.appendItems([Recipe(id: 1, title: "Tortilla"), Recipe(id: 2, title: "Gazpacho")])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

// snippet: a custom UICollectionViewCell subclass registered by class, and the data source protocol — https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PhotosViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
    let photos = ["sun.max", "moon", "cloud"]

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        if let photoCell = cell as? PhotoCell {
            photoCell.imageView.image = UIImage(systemName: photos[indexPath.item])
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

// snippet: updating a diffable snapshot: reading it back, deleting and reconfiguring items — https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-3u4zd
@MainActor func removeFirst(from dataSource: UICollectionViewDiffableDataSource<Int, String>) {
    var snapshot = dataSource.snapshot()
    if let first = snapshot.itemIdentifiers.first {
        snapshot.deleteItems([first])
    }
    snapshot.reconfigureItems(snapshot.itemIdentifiers)
    dataSource.apply(snapshot, animatingDifferences: true) {
        print("aplicado")
    }
}

// snippet: a context menu for collection view items (iOS 16's contextMenuConfigurationForItemsAt) — https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
final class MenuGridController: UICollectionViewController {
    override func collectionView(_ collectionView: UICollectionView,
                                 contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                 point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { suggestedActions in
            UIMenu(children: [UIAction(title: "Compartir", image: UIImage(systemName: "square.and.arrow.up")) { _ in }])
        })
    }
}
