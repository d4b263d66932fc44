// expect: type 'UITableView.Style' has no member 'insetGroup'
import UIKit
let controller = UITableViewController(style: .insetGroup)
