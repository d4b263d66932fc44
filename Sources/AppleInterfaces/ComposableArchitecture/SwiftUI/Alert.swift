import Foundation
import SwiftUI

/// An alert as state: a title, an optional message and buttons that each may send an action.
/// A reducer sets it, `.alert(_:dismiss:)` shows it.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate
public struct AlertState<Action> {
    /// A fresh identity per alert: a view shows a new alert when it changes.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/id
    public let id = UUID()
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/buttons
    public var buttons: [Button]
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/message
    public var message: TextState?
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/title
    public var title: TextState

    /// An alert with any number of buttons (iOS 15 shows them all).
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/init(title:message:buttons:)
    public init(
        title: TextState,
        message: TextState? = nil,
        buttons: [Button]
    ) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// An alert with one button, or the system's OK.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/init(title:message:dismissbutton:)
    public init(
        title: TextState,
        message: TextState? = nil,
        dismissButton: Button? = nil
    ) {
        self.init(title: title, message: message, buttons: dismissButton.map { [$0] } ?? [])
    }

    /// An alert with two buttons.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/init(title:message:primarybutton:secondarybutton:)
    public init(
        title: TextState,
        message: TextState? = nil,
        primaryButton: Button,
        secondaryButton: Button
    ) {
        self.init(title: title, message: message, buttons: [primaryButton, secondaryButton])
    }

    /// A button of an alert or a confirmation dialog.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/button
    public struct Button {
        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/button/action
        public var action: ButtonAction?
        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/button/label
        public var label: TextState
        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/button/role
        public var role: ButtonRole?

        /// A cancel button.
        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/button/cancel(_:action:)
        public static func cancel(
            _ label: TextState,
            action: ButtonAction? = nil
        ) -> Self {
            Self(action: action, label: label, role: .cancel)
        }

        /// A button with the default style.
        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/button/default(_:action:)
        public static func `default`(
            _ label: TextState,
            action: ButtonAction? = nil
        ) -> Self {
            Self(action: action, label: label, role: nil)
        }

        /// A destructive button.
        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/button/destructive(_:action:)
        public static func destructive(
            _ label: TextState,
            action: ButtonAction? = nil
        ) -> Self {
            Self(action: action, label: label, role: .destructive)
        }
    }

    /// What tapping a button sends.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/buttonaction
    public struct ButtonAction {
        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/buttonaction/type
        public let type: ActionType

        /// Sends `action`.
        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/buttonaction/send(_:)
        public static func send(_ action: Action) -> Self {
            Self(type: .send(action))
        }

        /// Sends `action` with an animation.
        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/buttonaction/send(_:animation:)
        public static func send(_ action: Action, animation: Animation?) -> Self {
            Self(type: .animatedSend(action, animation: animation))
        }

        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/buttonaction/actiontype
        public enum ActionType {
            case send(Action)
            case animatedSend(Action, animation: Animation?)
        }
    }

    /// The role of a button.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/buttonrole
    public enum ButtonRole {
        case cancel
        case destructive
    }
}

extension AlertState: Identifiable {}

extension AlertState: Equatable where Action: Equatable {
    /// Alerts are equal when their title, message and buttons are (their `id` does not count).
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/==(_:_:)
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
    }
}

extension AlertState: Hashable where Action: Hashable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/hash(into:)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
    }
}

extension AlertState.Button: Equatable where Action: Equatable {}
extension AlertState.Button: Hashable where Action: Hashable {}
extension AlertState.ButtonAction: Equatable where Action: Equatable {}
extension AlertState.ButtonAction: Hashable where Action: Hashable {}
extension AlertState.ButtonAction.ActionType: Equatable where Action: Equatable {}
extension AlertState.ButtonAction.ActionType: Hashable where Action: Hashable {
    /// Only the action counts: animations are not hashable.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/buttonaction/actiontype/hash(into:)
    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .send(action), let .animatedSend(action, animation: _):
            hasher.combine(action)
        }
    }
}
extension AlertState.ButtonRole: Equatable {}
extension AlertState.ButtonRole: Hashable {}

extension AlertState.Button {
    /// Sends the button's action, if any, through `send`.
    func perform(_ send: (Action) -> Void) {
        switch action?.type {
        case .none: return
        case let .send(action)?: send(action)
        case let .animatedSend(action, animation)?: withAnimation(animation) { send(action) }
        }
    }
}

extension View {
    /// Shows an alert while the store's state is non-`nil`; `dismiss` is sent when the system
    /// dismisses it.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swiftui/view/alert(_:dismiss:)
    public func alert<Action>(
        _ store: Store<AlertState<Action>?, Action>,
        dismiss: Action
    ) -> some View {
        // Type-checking only: SwiftUI's alerts do not run on Linux.
        self
    }

    /// Shows a confirmation dialog while the store's state is non-`nil`; `dismiss` is sent when
    /// the system dismisses it.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swiftui/view/confirmationdialog(_:dismiss:)
    public func confirmationDialog<Action>(
        _ store: Store<ConfirmationDialogState<Action>?, Action>,
        dismiss: Action
    ) -> some View {
        self
    }

    /// Deprecated spelling of `confirmationDialog(_:dismiss:)`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swiftui/view/actionsheet(_:dismiss:)
    @available(*, deprecated, renamed: "confirmationDialog")
    public func actionSheet<Action>(
        _ store: Store<ConfirmationDialogState<Action>?, Action>,
        dismiss: Action
    ) -> some View {
        self
    }
}

/// A confirmation dialog (iOS 15) or action sheet as state: a title, its visibility, an
/// optional message and buttons.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate
public struct ConfirmationDialogState<Action> {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/id
    public let id = UUID()
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/buttons
    public var buttons: [Button]
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/message
    public var message: TextState?
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/title
    public var title: TextState
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/titlevisibility
    public var titleVisibility: Visibility

    /// A dialog whose title is shown or hidden as `titleVisibility` says.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/init(title:titlevisibility:message:buttons:)
    @available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
    public init(
        title: TextState,
        titleVisibility: Visibility,
        message: TextState? = nil,
        buttons: [Button] = []
    ) {
        self.buttons = buttons
        self.message = message
        self.title = title
        self.titleVisibility = titleVisibility
    }

    /// A dialog whose title's visibility the system decides.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/init(title:message:buttons:)
    public init(
        title: TextState,
        message: TextState? = nil,
        buttons: [Button] = []
    ) {
        self.buttons = buttons
        self.message = message
        self.title = title
        self.titleVisibility = .automatic
    }

    /// The buttons are alert buttons.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/button
    public typealias Button = AlertState<Action>.Button

    /// Whether the dialog shows its title.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/visibility
    public enum Visibility {
        case automatic
        case hidden
        case visible
    }
}

extension ConfirmationDialogState: Identifiable {}

extension ConfirmationDialogState: Equatable where Action: Equatable {
    /// Dialogs are equal when their title, visibility, message and buttons are.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/==(_:_:)
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
            && lhs.titleVisibility == rhs.titleVisibility
    }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/hash(into:)
    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(message)
        hasher.combine(buttons)
        hasher.combine(titleVisibility)
    }
}

extension ConfirmationDialogState.Visibility: Equatable {}
extension ConfirmationDialogState.Visibility: Hashable {}

/// The deprecated name of `ConfirmationDialogState`.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actionsheetstate
@available(*, deprecated, renamed: "ConfirmationDialogState")
public typealias ActionSheetState = ConfirmationDialogState
