import Foundation

/// Everything an alert or a confirmation dialog shows, built by a reducer: a title, an
/// optional message, and buttons that each send an `Action` when tapped.
///
/// This is the final form of the article's type (`ActionViewModel<Action>`), so a route
/// case such as `.removeItemAlert(ActionViewModel<AppAction>)` describes the whole alert
/// and the view only draws it.
public struct ActionViewModel<Action>: Equatable {
    /// The title of the alert or dialog.
    public let title: String
    /// The message under the title, if any.
    public let message: String?
    /// The buttons, in the order they are shown.
    public let buttons: [Button]

    /// Creates the description of an alert or dialog.
    public init(
        _ title: String,
        message: String? = nil,
        buttons: [Button]
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// One button: a title, an optional role and the action it sends.
    ///
    /// Buttons are equal when their `id` is equal, as in the article: a view can list them
    /// with `ForEach(buttons, id: \.self)` even when two share a title. The article's
    /// nested `Button<Action>` re-declared the outer generic parameter; using the outer
    /// `Action` directly is the same type for every use in the articles, without the
    /// shadowing warning.
    public struct Button: Hashable, Identifiable {
        /// Identity of the button; a reducer may pass one from its environment to stay reproducible.
        public let id: UUID
        /// The button's title.
        public let title: String
        /// The button's role, such as `.destructive`.
        public let role: ActionButtonRole?
        /// The action sent when the button is tapped.
        public let action: Action

        /// Creates a button.
        public init(
            _ title: String,
            role: ActionButtonRole? = nil,
            action: Action,
            id: UUID = UUID()
        ) {
            self.id = id
            self.title = title
            self.role = role
            self.action = action
        }

        /// Hashes the identity only, matching `==`.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(self.id)
        }

        /// Two buttons are equal when they are the same button (same `id`).
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.id == rhs.id
        }
    }
}

extension ActionViewModel: Sendable where Action: Sendable {}
extension ActionViewModel.Button: Sendable where Action: Sendable {}
