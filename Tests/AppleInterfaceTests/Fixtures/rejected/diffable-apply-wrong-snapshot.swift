// expect: cannot convert value of type 'NSDiffableDataSourceSnapshot<Section, String>' to expected argument type 'NSDiffableDataSourceSnapshot<Section, Int>'
import UIKit
enum Section { case one }
func update(_ dataSource: UITableViewDiffableDataSource<Section, Int>) {
    var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
    snapshot.appendSections([.one])
    dataSource.apply(snapshot, animatingDifferences: true)
}
