/// Everything that can happen in the number list.
public enum AppAction: Equatable {
    /// The + button: appends a random number.
    case addItemButtonTapped
    /// The trailing swipe on a row: asks for confirmation with an alert.
    case removeAlertButtonTapped(AppState.Item)
    /// The alert's Delete button: removes the item.
    case removeButtonTapped(AppState.Item)
    /// The alert or dialog went away without a choice.
    case dismissButtonTapped
    /// The leading swipe on a row: offers the styles in a confirmation dialog.
    case changeStyleConfirmationDialogButtonTapped(AppState.Item)
    /// A style button of the dialog.
    case change(style: AppState.Item.Style, item: AppState.Item)
    /// An action of the add-item sheet (article 004).
    case addItem(AddItemAction)
    /// Shows or hides the add-item sheet (article 004).
    case addItemSheet(isPresented: Bool)
}
