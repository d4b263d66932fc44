import UIKit

// UITableViewController, animations, search and context menus, as Apple's documentation shows them.
final class FruitsViewController: UITableViewController, UISearchResultsUpdating {
    var fruits = ["Apple", "Pear"]
    let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        navigationItem.searchController = searchController
        UIView.animate(withDuration: 0.3) { self.view.alpha = 1 }
        UIView.animate(withDuration: 0.3, animations: { self.view.alpha = 0.5 }, completion: { finished in
            print(finished)
        })
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveEaseInOut, .allowUserInteraction]) {
            self.view.alpha = 1
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        return cell
    }

    func updateSearchResults(for searchController: UISearchController) {
        print(searchController.searchBar.text ?? "")
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Delete") { _ in }])
        }
    }
}
