// UIKit fidelity corpus, rejected: table views. Each snippet holds exactly one error, marked with
// the message Apple's compiler prints for it against the iOS 17 SDK (`import UIKit`, as on iOS).
import UIKit

// snippet: dequeueReusableCell(withIdentifier:for:) takes the IndexPath, not its row — https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
@MainActor func rejectedDequeueWithRow(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath.row) // expected-error {{cannot convert value of type 'Int' to expected argument type 'IndexPath'}}
}

// snippet: UITableView's separator styles are none, singleLine and singleLineEtched — https://developer.apple.com/documentation/uikit/uitableview/separatorstyle
@MainActor func rejectedSeparatorStyle(_ tableView: UITableView) {
    tableView.separatorStyle = .dashed // expected-error {{type 'UITableViewCell.SeparatorStyle' has no member 'dashed'}}
}

// snippet: the disclosure chevron is the accessory type disclosureIndicator — https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum
@MainActor func rejectedAccessoryType(_ cell: UITableViewCell) {
    cell.accessoryType = .chevron // expected-error {{type 'UITableViewCell.AccessoryType' has no member 'chevron'}}
}

// snippet: rowHeight is a non-optional CGFloat (automaticDimension, not nil, for self-sizing) — https://developer.apple.com/documentation/uikit/uitableview/rowheight
@MainActor func rejectedRowHeightNil(_ tableView: UITableView) {
    tableView.rowHeight = nil // expected-error {{'nil' cannot be assigned to type 'CGFloat'}}
}

// snippet: a contextual action's handler receives the action, the view and a completion handler — https://developer.apple.com/documentation/uikit/uicontextualaction/handler
@MainActor func rejectedContextualActionArity() -> UIContextualAction {
    UIContextualAction(style: .normal, title: "Archivar") { action, view in } // expected-error {{contextual closure type '(UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void' expects 3 arguments, but 2 were used in closure body}}
}

// snippet: deleteRows(at:with:) takes an array of index paths — https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
@MainActor func rejectedDeleteRowsSingle(_ tableView: UITableView, _ indexPath: IndexPath) {
    tableView.deleteRows(at: indexPath, with: .fade) // expected-error {{cannot convert value of type 'IndexPath' to expected argument type '[IndexPath]'}}
}

// snippet: the editing styles are none, delete and insert — https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum
@MainActor func rejectedEditingStyle() -> UITableViewCell.EditingStyle {
    .remove // expected-error {{type 'UITableViewCell.EditingStyle' has no member 'remove'}}
}

// snippet: textLabel is optional (and deprecated in favour of content configurations) — https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
@MainActor func rejectedTextLabelUnwrapped(_ cell: UITableViewCell) {
    cell.textLabel.text = "Hola" // expected-error {{value of optional type 'UILabel?' must be unwrapped to refer to member 'text' of wrapped base type 'UILabel'}} expected-note {{chain the optional using '?' to access member 'text' only for non-'nil' base values}} expected-note {{force-unwrap using '!' to abort execution if the optional value contains 'nil'}}
}

// snippet: UIListContentConfiguration is a value type: changing a let copy does not compile — https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
@MainActor func rejectedContentConfigurationLet(_ cell: UITableViewCell) {
    let content = cell.defaultContentConfiguration() // expected-note {{change 'let' to 'var' to make it mutable}}
    content.text = "Hola" // expected-error {{cannot assign to property: 'content' is a 'let' constant}}
    cell.contentConfiguration = content
}

// snippet: the table view's reuse identifier is read-only on the cell — https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier
@MainActor func rejectedReuseIdentifierSet(_ cell: UITableViewCell) {
    cell.reuseIdentifier = "cell" // expected-error {{cannot assign to property: 'reuseIdentifier' is a get-only property}}
}

// snippet: a table view's dataSource must adopt UITableViewDataSource — https://developer.apple.com/documentation/uikit/uitableview/datasource
@MainActor func rejectedDataSourceType(_ tableView: UITableView) {
    tableView.dataSource = ["Uno", "Dos"] // expected-error {{cannot assign value of type '[String]' to type '(any UITableViewDataSource)?'}}
}
