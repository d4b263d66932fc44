// expect: type 'Row' does not conform to protocol 'Hashable'
import UIKit
struct Row { let name: String }
enum Section { case one }
var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
