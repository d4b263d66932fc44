// expect: cannot assign value of type 'C' to type '(any UITableViewDataSource)?'
import UIKit
final class C: UIViewController {
    let tableView = UITableView(frame: .zero)
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
    }
}
