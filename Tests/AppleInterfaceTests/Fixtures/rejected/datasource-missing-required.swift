// expect: does not conform to protocol 'UITableViewDataSource'
import UIKit
final class C: UIViewController {}
extension C: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
}
