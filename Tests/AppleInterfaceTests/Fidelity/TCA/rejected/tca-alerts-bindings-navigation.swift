// Three snippets here also expect the note the compiler attaches to their error on the same line
// as an expected note: it is part of the diagnostic, and -verify counts notes too.
import SwiftUI
import ComposableArchitecture

struct ItemsState: Equatable {
    var alert: AlertState<ItemsAction>?
    var dialog: ConfirmationDialogState<ItemsAction>?
    var count = 0
    var child: ChildState?
}

enum ItemsAction: Equatable {
    case alertDismissed
    case deleteButtonTapped
    case child(ChildAction)
}

struct ChildState: Equatable {
    var name = ""
}

enum ChildAction: Equatable {
    case tapped
}

// snippet: an alert's title is TextState, not a String — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate
enum StringTitle {
    static let alert = AlertState<ItemsAction>(title: "Delete?") // expected-error {{cannot convert value of type 'String' to expected argument type 'TextState'}}
}

// snippet: a button's label is TextState too — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/button/cancel(_:action:)
enum StringButton {
    static let alert = AlertState<ItemsAction>(
        title: TextState("Delete?"),
        dismissButton: .cancel("Cancel") // expected-error {{cannot convert value of type 'String' to expected argument type 'TextState'}}
    )
}

// snippet: a button's action is a ButtonAction, .send(…), not the action itself — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/alertstate/buttonaction
enum BareButtonAction {
    static let button: AlertState<ItemsAction>.Button = .destructive(
        TextState("Delete"),
        action: .deleteButtonTapped // expected-error {{type 'AlertState<ItemsAction>.ButtonAction?' has no member 'deleteButtonTapped'}}
    )
}

// snippet: a confirmation dialog's title visibility is automatic, hidden or visible — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/visibility
enum DialogVisibility {
    static let dialog = ConfirmationDialogState<ItemsAction>(
        title: TextState("Style"),
        titleVisibility: .always, // expected-error {{type 'ConfirmationDialogState<ItemsAction>.Visibility' has no member 'always'}}
        buttons: []
    )
}

// snippet: 0.39 has @BindableState; @BindingState arrived in 0.46 — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate
struct BindingStateForm: Equatable {
    @BindingState var name = "" // expected-error {{unknown attribute 'BindingState'}}
}

// snippet: ViewStoreOf arrived with ReducerProtocol (0.41), after 0.39 — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore
struct UsesViewStoreOf {
    let viewStore: ViewStoreOf<ItemsState> // expected-error {{cannot find type 'ViewStoreOf' in scope}}
}

// snippet: viewStore.binding(_:) takes the projected BindableState key path, \.$name — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/binding(_:file:fileid:line:)
struct FormState: Equatable {
    @BindableState var name = ""
}
enum FormAction: BindableAction, Equatable {
    case binding(BindingAction<FormState>)
}
struct FormView: View {
    let store: Store<FormState, FormAction>
    var body: some View {
        WithViewStore(self.store) { viewStore in
            TextField("Name", text: viewStore.binding(\.name)) // expected-error {{cannot convert value of type 'WritableKeyPath<FormState, String>' to expected argument type 'WritableKeyPath<FormState, BindableState<String>>'}} expected-note {{arguments to generic parameter 'Value' ('String' and 'BindableState<String>') are expected to be equal}}
        }
    }
}

// snippet: a CaseLet's action must embed the actions of the case it shows — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/caselet
enum Session {
    struct LoggedInState: Equatable {}
    struct LoggedOutState: Equatable {}
    enum LoggedInAction: Equatable { case logout }
    enum LoggedOutAction: Equatable { case login }
    enum SessionState: Equatable { case loggedIn(LoggedInState), loggedOut(LoggedOutState) }
    enum SessionAction: Equatable { case loggedIn(LoggedInAction), loggedOut(LoggedOutAction) }
    struct LoggedInView: View {
        let store: Store<LoggedInState, LoggedInAction>
        var body: some View { EmptyView() }
    }
    static let loggedInCase = CaseLet(state: /SessionState.loggedIn, action: SessionAction.loggedOut) { store in
        LoggedInView(store: store) // expected-error {{cannot convert value of type 'Store<Session.LoggedInState, Session.LoggedOutAction>' to expected argument type 'Store<Session.LoggedInState, Session.LoggedInAction>'}} expected-note {{arguments to generic parameter 'Action' ('Session.LoggedOutAction' and 'Session.LoggedInAction') are expected to be equal}}
    }
}

// snippet: awaiting a view store task needs an async context: a button's action is synchronous — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstoretask/finish()
struct AwaitsInButton: View {
    let store: Store<ItemsState, ItemsAction>
    var body: some View {
        WithViewStore(self.store) { viewStore in
            Button("Delete") { await viewStore.send(.deleteButtonTapped).finish() } // expected-error {{cannot pass function of type '() async -> ()' to parameter expecting synchronous function type}} expected-note {{'async' inferred from asynchronous operation used here}}
        }
    }
}

// snippet: the store's environment must be the reducer's — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/init(initialstate:reducer:environment:)
struct ItemsEnvironment {
    var uuid: () -> UUID
}
func storeWithWrongEnvironment(reducer: Reducer<ItemsState, ItemsAction, ItemsEnvironment>) {
    _ = Store(initialState: ItemsState(), reducer: reducer, environment: ()) // expected-error {{cannot convert value of type '()' to expected argument type 'ItemsEnvironment'}}
}

// snippet: @Dependency arrived in 0.41; 0.39 passes dependencies in the environment — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/gettingstarted
struct DependencyFeature {
    @Dependency(\.uuid) var uuid: () -> UUID // expected-error {{unknown attribute 'Dependency'}}
}
