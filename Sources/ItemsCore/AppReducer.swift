import Foundation

/// The number list's dependencies. The article's is empty; the random number and UUID
/// sources are injected here so that every run of a test is the same.
public struct AppEnvironment: Sendable {
    /// Returns a number in the range; `Int.random(in:)` by default.
    public var random: @Sendable (ClosedRange<Int>) -> Int
    /// Returns a fresh identity for a new item or button; `UUID()` by default.
    public var uuid: @Sendable () -> UUID

    /// Creates the environment, random by default.
    public init(
        random: @escaping @Sendable (ClosedRange<Int>) -> Int = { Int.random(in: $0) },
        uuid: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.random = random
        self.uuid = uuid
    }
}

/// The number list's reducer: the final state of articles 001 and 004, with the add-item
/// sheet's reducer pulled back into it.
///
/// Changes from the articles, each marked `FIX` below:
/// - the alert's and the dialog's texts were swapped in article 001 (the remove alert said
///   "Cambiar estilo", the style dialog "Eliminar item");
/// - choosing a button also clears the route, so the state is right without relying on
///   SwiftUI calling `onDismiss` after the tap;
/// - article 004 stops before saving: `.addItem(.saveButtonTapped)` appended nothing and
///   the sheet's own actions were never run. Here the sheet's reducer runs through
///   `pullback`, and saving appends the item and closes the sheet.
// Reducers are not Sendable in 0.39.1; this one is immutable and only ever run.
nonisolated(unsafe) public let appReducer = Reducer<AppState, AppAction, AppEnvironment>.combine(
    addItemReducer
        .optional()
        .pullback(
            state: \.addItemState,
            action: AnyCasePath(
                embed: AppAction.addItem,
                extract: { action in
                    guard case let .addItem(action) = action else { return nil }
                    return action
                }
            ),
            environment: { AddItemEnvironment(random: $0.random) }
        ),
    Reducer { state, action, environment in
        switch action {
        case .addItemButtonTapped:
            state.items.append(.init(id: environment.uuid(), value: environment.random(0...100)))
            return .none

        case let .removeAlertButtonTapped(item):
            guard let item = state.items[id: item.id] else { return .none }
            state.item = item
            // FIX: article 001 titled this alert "Cambiar estilo" (the dialog's text).
            state.route = .removeItemAlert(
                .init(
                    "Eliminar item",
                    message: "¿Estás a punto de eliminar el item \(item.value)?",
                    buttons: [
                        .init("Delete", role: .destructive, action: .removeButtonTapped(item), id: environment.uuid())
                    ]
                )
            )
            return .none

        case let .removeButtonTapped(item):
            state.items.remove(id: item.id)
            // FIX: close the alert here too, not only through the view's onDismiss.
            state.route = nil
            state.item = nil
            return .none

        case .dismissButtonTapped:
            state.route = nil
            state.item = nil
            return .none

        case let .changeStyleConfirmationDialogButtonTapped(item):
            guard let item = state.items[id: item.id] else { return .none }
            state.item = item
            // FIX: article 001 titled this dialog "Eliminar item" (the alert's text).
            state.route = .changeStyleConfirmationDialog(
                .init(
                    "Cambiar estilo",
                    message: "¿Estás a punto de cambiar el estilo \(item.value)?",
                    buttons: AppState.Item.Style.allCases.map { style in
                        .init("\(style)", action: .change(style: style, item: item), id: environment.uuid())
                    }
                )
            )
            return .none

        case let .change(style: style, item: item):
            state.items[id: item.id]?.style = style
            // FIX: close the dialog here too, not only through the view's onDismiss.
            state.route = nil
            state.item = nil
            return .none

        case .addItem(.saveButtonTapped):
            // FIX: article 004 ends before the sheet saves anything.
            guard let addItemState = state.addItemState else { return .none }
            state.items.append(addItemState.item)
            state.addItemState = nil
            return .none

        case .addItem:
            return .none

        case let .addItemSheet(isPresented: isPresented):
            state.addItemState = isPresented ? .init(item: .init(id: environment.uuid())) : nil
            return .none
        }
    }
)
