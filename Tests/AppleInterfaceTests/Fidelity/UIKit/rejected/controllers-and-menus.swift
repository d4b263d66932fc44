// UIKit fidelity corpus, rejected: search controllers, menus and actions, bar button items,
// context menus, alerts, navigation and hosting controllers. Each snippet holds exactly one
// error, marked with the message Apple's compiler prints for it against the iOS 17 SDK. The
// hosting snippet needs SwiftUI, so the file imports SwiftUI (which brings UIKit, as on iOS).
import SwiftUI

// snippet: a search controller's searchBar is read-only — https://developer.apple.com/documentation/uikit/uisearchcontroller/searchbar
@MainActor func rejectedSearchBarAssignment(_ searchController: UISearchController) {
    searchController.searchBar = UISearchBar() // expected-error {{cannot assign to property: 'searchBar' is a get-only property}}
}

// snippet: the initializer's label is searchResultsController: — https://developer.apple.com/documentation/uikit/uisearchcontroller/init(searchresultscontroller:)
@MainActor func rejectedSearchControllerLabel() {
    _ = UISearchController(resultsController: nil) // expected-error {{incorrect argument label in call (have 'resultsController:', expected 'searchResultsController:')}}
}

// snippet: the search bar's text is a String? — https://developer.apple.com/documentation/uikit/uisearchbar/text
final class RejectedSearchUpdater: UIViewController, UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        let text: String = searchController.searchBar.text // expected-error {{value of optional type 'String?' must be unwrapped to a value of type 'String'}} expected-note {{coalesce using '??' to provide a default when the optional value contains 'nil'}} expected-note {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
        _ = text
    }
}

// snippet: searchResultsUpdater must adopt UISearchResultsUpdating — https://developer.apple.com/documentation/uikit/uisearchcontroller/searchresultsupdater
@MainActor func rejectedUpdaterType(_ searchController: UISearchController) {
    searchController.searchResultsUpdater = searchController.searchBar // expected-error {{cannot assign value of type 'UISearchBar' to type '(any UISearchResultsUpdating)?'}}
}

// snippet: a UIAction handler receives the action — https://developer.apple.com/documentation/uikit/uiactionhandler
@MainActor func rejectedActionHandlerArity() {
    _ = UIAction(title: "Copiar") { } // expected-error {{contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored}}
}

// snippet: menu element attributes are disabled, destructive, hidden… — https://developer.apple.com/documentation/uikit/uimenuelement/attributes
@MainActor func rejectedActionAttribute() {
    _ = UIAction(title: "Borrar", attributes: .red) { _ in } // expected-error {{type 'UIMenuElement.Attributes' has no member 'red'}}
}

// snippet: a menu's options are fixed when it is created (the property is read-only) — https://developer.apple.com/documentation/uikit/uimenu/options-swift.property
@MainActor func rejectedMenuOptionsAssignment(_ menu: UIMenu) {
    menu.options = .displayInline // expected-error {{cannot assign to property: 'options' is a get-only property}}
}

// snippet: the plus button is the system item add — https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
@MainActor func rejectedSystemItem() {
    _ = UIBarButtonItem(systemItem: .plus) // expected-error {{type 'UIBarButtonItem.SystemItem' has no member 'plus'}}
}

// snippet: a bar button item's menu is a UIMenu, not an array of actions — https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu
@MainActor func rejectedBarButtonMenuArray(_ item: UIBarButtonItem) {
    item.menu = [UIAction(title: "Duplicar") { _ in }] // expected-error {{cannot assign value of type '[UIAction]' to type 'UIMenu'}}
}

// snippet: a navigation item's bar button is a UIBarButtonItem, not a UIAction — https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem
@MainActor func rejectedBarButtonFromAction(_ controller: UIViewController) {
    controller.navigationItem.rightBarButtonItem = UIAction(title: "Hecho") { _ in } // expected-error {{cannot assign value of type 'UIAction' to type 'UIBarButtonItem'}}
}

// snippet: the context menu's action provider receives the suggested actions — https://developer.apple.com/documentation/uikit/uicontextmenuactionprovider
@MainActor func rejectedActionProviderArity() {
    _ = UIContextMenuConfiguration(actionProvider: { UIMenu(children: []) }) // expected-error {{contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored}}
}

// snippet: alert action styles are default, cancel and destructive — https://developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
@MainActor func rejectedAlertActionStyle() {
    _ = UIAlertAction(title: "OK", style: .normal) // expected-error {{type 'UIAlertAction.Style' has no member 'normal'}}
}

// snippet: an alert action's handler receives the action — https://developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
@MainActor func rejectedAlertHandlerArity(_ alert: UIAlertController) {
    alert.addAction(UIAlertAction(title: "OK", style: .default) { }) // expected-error {{contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored}}
}

// snippet: alert controller styles are actionSheet and alert — https://developer.apple.com/documentation/uikit/uialertcontroller/style
@MainActor func rejectedAlertStyle(_ controller: UIViewController) {
    controller.present(UIAlertController(title: "Aviso", message: nil, preferredStyle: .sheet), animated: true) // expected-error {{type 'UIAlertController.Style' has no member 'sheet'}}
}

// snippet: addTextField's configuration handler receives only the text field — https://developer.apple.com/documentation/uikit/uialertcontroller/addtextfield(configurationhandler:)
@MainActor func rejectedTextFieldHandlerArity(_ alert: UIAlertController) {
    alert.addTextField { field, index in } // expected-error {{contextual closure type '(UITextField) -> Void' expects 1 argument, but 2 were used in closure body}}
}

// snippet: present(_:animated:completion:)'s completion takes no parameters — https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
@MainActor func rejectedPresentCompletionArity(_ controller: UIViewController, _ alert: UIAlertController) {
    controller.present(alert, animated: true) { finished in } // expected-error {{contextual closure type '() -> Void' expects 0 arguments, but 1 was used in closure body}}
}

// snippet: popViewController(animated:) returns an optional view controller — https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
@MainActor func rejectedPopResultNotOptional(_ navigation: UINavigationController) {
    let popped: UIViewController = navigation.popViewController(animated: true) // expected-error {{value of optional type 'UIViewController?' must be unwrapped to a value of type 'UIViewController'}} expected-note {{coalesce using '??' to provide a default when the optional value contains 'nil'}} expected-note {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
    _ = popped
}

// snippet: a view controller's navigationController is optional — https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
@MainActor func rejectedNavigationControllerUnwrapped(_ controller: UIViewController) {
    controller.navigationController.pushViewController(UIViewController(), animated: true) // expected-error {{value of optional type 'UINavigationController?' must be unwrapped to refer to member 'pushViewController' of wrapped base type 'UINavigationController'}} expected-note {{chain the optional using '?' to access member 'pushViewController' only for non-'nil' base values}} expected-note {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
}

// snippet: viewControllers is an array — https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
@MainActor func rejectedViewControllersSingle(_ navigation: UINavigationController) {
    navigation.viewControllers = UIViewController() // expected-error {{cannot assign value of type 'UIViewController' to type '[UIViewController]'}}
}

// snippet: navigationItem is read-only: configure the one the view controller has — https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
@MainActor func rejectedNavigationItemAssignment(_ controller: UIViewController) {
    controller.navigationItem = UINavigationItem(title: "Ajustes") // expected-error {{cannot assign to property: 'navigationItem' is a get-only property}}
}

// snippet: control events are touchUpInside, valueChanged, primaryActionTriggered… — https://developer.apple.com/documentation/uikit/uicontrol/event
@MainActor func rejectedControlEvent(_ button: UIButton) {
    button.addAction(UIAction { _ in }, for: .tap) // expected-error {{type 'UIControl.Event' has no member 'tap'}}
}

// snippet: a SwiftUI view is pushed inside a UIHostingController, not directly — https://developer.apple.com/documentation/swiftui/uihostingcontroller
struct RejectedDetailView: View {
    var body: some View { Text("Detalle") }
}
@MainActor func rejectedPushSwiftUIView(_ navigation: UINavigationController) {
    navigation.pushViewController(RejectedDetailView(), animated: true) // expected-error {{cannot convert value of type 'RejectedDetailView' to expected argument type 'UIViewController'}}
}

// snippet: a hosting controller's rootView keeps its declared type — https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
@MainActor func rejectedRootViewType(_ hosting: UIHostingController<RejectedDetailView>) {
    hosting.rootView = Text("Otro") // expected-error {{cannot assign value of type 'Text' to type 'RejectedDetailView'}}
}
