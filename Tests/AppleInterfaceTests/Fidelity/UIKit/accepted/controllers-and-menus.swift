// UIKit fidelity corpus, accepted: search controllers, menus and actions, bar button items,
// context menus, alerts and navigation. Written from Apple's documentation; type-checks against
// the UIKit interface module (`import UIKit`, as on iOS).
import UIKit

// snippet: a UISearchController in the navigation item, its updater adopting UISearchResultsUpdating — https://developer.apple.com/documentation/uikit/uisearchresultsupdating
final class CitySearchController: UITableViewController, UISearchResultsUpdating {
    let cities = ["Madrid", "Bogotá", "Lima"]
    var filtered: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let searchController = UISearchController(searchResultsController: nil)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Buscar ciudades"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        filtered = cities.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }
}

// snippet: a search controller showing results in a separate results controller — https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
final class ResultsTableController: UITableViewController {}
@MainActor func makeSearchController() -> UISearchController {
    let results = ResultsTableController(style: .plain)
    let controller = UISearchController(searchResultsController: results)
    controller.hidesNavigationBarDuringPresentation = true
    return controller
}

// snippet: UIAction with a title, image, attributes and handler, in a UIMenu with children — https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
@MainActor func makeSortMenu(onSort: @escaping (String) -> Void) -> UIMenu {
    let byName = UIAction(title: "Nombre", image: UIImage(systemName: "textformat"), state: .on) { _ in onSort("name") }
    let byDate = UIAction(title: "Fecha", image: UIImage(systemName: "calendar")) { action in onSort(action.title) }
    let delete = UIAction(title: "Borrar todo", attributes: .destructive) { _ in }
    let sortGroup = UIMenu(title: "", options: .displayInline, children: [byName, byDate])
    return UIMenu(title: "Ordenar", image: UIImage(systemName: "arrow.up.arrow.down"), children: [sortGroup, delete])
}

// snippet: UIBarButtonItem(title:image:primaryAction:menu:) and UIBarButtonItem(systemItem:primaryAction:menu:) — https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
final class ToolbarViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in print("añadir") })
        let more = UIBarButtonItem(title: "Más", image: UIImage(systemName: "ellipsis.circle"), menu: UIMenu(children: [
            UIAction(title: "Duplicar") { _ in },
            UIAction(title: "Mover") { _ in },
        ]))
        navigationItem.rightBarButtonItems = [add, more]
        navigationItem.leftBarButtonItem = UIBarButtonItem(primaryAction: UIAction(title: "Cerrar") { [weak self] _ in
            self?.dismiss(animated: true)
        })
    }
}

// snippet: a button whose primary action is a UIAction, added with addAction(_:for:) as well — https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
@MainActor func makeButton() -> UIButton {
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Guardar") { _ in print("guardado") })
    button.addAction(UIAction { _ in print("también") }, for: .touchUpInside)
    return button
}

// snippet: UIContextMenuConfiguration with an identifier, a preview provider and an action provider — https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration/init(identifier:previewprovider:actionprovider:)
final class ContextMenuTableController: UITableViewController {
    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: {
            UIViewController()
        }, actionProvider: { suggestedActions in
            let copy = UIAction(title: "Copiar", image: UIImage(systemName: "doc.on.doc")) { _ in }
            return UIMenu(title: "", children: [copy] + suggestedActions)
        })
    }
}

// snippet: an alert with a text field, a cancel action and a default action — https://developer.apple.com/documentation/uikit/uialertcontroller
final class RenameViewController: UIViewController {
    func askForName() {
        let alert = UIAlertController(title: "Renombrar", message: "Escribe el nuevo nombre", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "Nombre"
        }
        alert.addAction(UIAlertAction(title: "Cancelar", style: .cancel))
        let save = UIAlertAction(title: "Guardar", style: .default) { [weak alert] _ in
            print(alert?.textFields?.first?.text ?? "")
        }
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true, completion: nil)
    }
}

// snippet: an action sheet with a destructive action — https://developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
@MainActor func confirmDelete(from controller: UIViewController, onDelete: @escaping () -> Void) {
    let sheet = UIAlertController(title: nil, message: "¿Borrar la foto?", preferredStyle: .actionSheet)
    sheet.addAction(UIAlertAction(title: "Borrar", style: .destructive) { _ in onDelete() })
    sheet.addAction(UIAlertAction(title: "Cancelar", style: .cancel, handler: nil))
    controller.present(sheet, animated: true)
}

// snippet: pushing and popping on a UINavigationController — https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
final class MasterViewController: UIViewController {
    func showDetail() {
        let detail = UIViewController()
        detail.title = "Detalle"
        navigationController?.pushViewController(detail, animated: true)
    }

    func goBack() {
        navigationController?.popViewController(animated: true)
        navigationController?.popToRootViewController(animated: false)
    }
}

// snippet: a navigation controller with a root view controller and large titles, presented modally — https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
@MainActor func presentSettings(from presenter: UIViewController) {
    let root = UIViewController()
    root.title = "Ajustes"
    root.navigationItem.largeTitleDisplayMode = .always
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    navigation.modalPresentationStyle = .formSheet
    presenter.present(navigation, animated: true)
}
