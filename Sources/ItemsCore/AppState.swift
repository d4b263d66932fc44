import Foundation

/// The state of the number list (articles 001 and 004): the items, the one alert or dialog
/// on screen, and the add-item sheet.
public struct AppState: Equatable {
    /// The numbers in the list, looked up by id.
    public var items: IdentifiedArrayOf<Item>
    /// What is presented over the list, if anything; one optional enum instead of one
    /// Boolean per alert, so impossible combinations cannot be represented.
    public var route: Route?
    /// The item the open alert or dialog is about. The article stores it "temporarily";
    /// the actions now carry their item, so this is informative only and is cleared
    /// whenever the route is.
    public var item: Item?
    /// The add-item sheet's state while the sheet is on screen (article 004).
    public var addItemState: AddItemState?

    /// Creates the state; by default an empty list with nothing presented.
    public init(
        items: IdentifiedArrayOf<Item> = [],
        route: Route? = nil,
        item: Item? = nil,
        addItemState: AddItemState? = nil
    ) {
        self.items = items
        self.route = route
        self.item = item
        self.addItemState = addItemState
    }

    /// One number in the list, with its background style.
    ///
    /// Article 001 identified items by their value; article 004 gives them a UUID so that
    /// two items may hold the same number. This is the article-004 form, which still
    /// accepts the article-001 call `.init(value: 42)`.
    public struct Item: Identifiable, Equatable, Sendable {
        /// The identity of the item.
        public let id: UUID
        /// The number shown.
        public var value: Int
        /// The row's background style.
        public var style: Style

        /// Creates an item.
        public init(id: UUID = UUID(), value: Int = 0, style: Style = .none) {
            self.id = id
            self.value = value
            self.style = style
        }

        /// A row background. The article maps each style to a SwiftUI `Color`; that mapping
        /// belongs to the view, so the model keeps only the case (its name is the button title).
        public enum Style: Hashable, Sendable, CaseIterable {
            /// No colour (white).
            case none
            /// Yellow.
            case yellow
            /// Blue.
            case blue
            /// Green.
            case green
        }
    }

    /// What can be presented over the list.
    public enum Route: Equatable {
        /// The alert that confirms removing an item.
        case removeItemAlert(ActionViewModel<AppAction>)
        /// The dialog that offers the styles for an item.
        case changeStyleConfirmationDialog(ActionViewModel<AppAction>)
    }
}

/// The list item, at top level as article 004 writes it (`var item: Item` in `AddItemState`).
public typealias Item = AppState.Item

/// The item style, at top level as article 004 writes it (`case change(style: Style)`).
public typealias Style = AppState.Item.Style
