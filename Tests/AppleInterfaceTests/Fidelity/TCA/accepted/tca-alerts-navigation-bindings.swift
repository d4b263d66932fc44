import SwiftUI
import ComposableArchitecture

// snippet: AlertState and ConfirmationDialogState built in a reducer, with .cancel/.default/.destructive buttons — https://github.com/pointfreeco/swift-composable-architecture/blob/0.39.1/Examples/CaseStudies/SwiftUICaseStudies/01-GettingStarted-AlertsAndConfirmationDialogs.swift
enum Alerts {
    struct AlertsState: Equatable {
        var alert: AlertState<AlertsAction>?
        var confirmationDialog: ConfirmationDialogState<AlertsAction>?
        var count = 0
    }

    enum AlertsAction: Equatable {
        case alertButtonTapped
        case alertDismissed
        case dialogButtonTapped
        case dialogDismissed
        case deleteButtonTapped
        case incrementButtonTapped
    }

    static let alertsReducer = Reducer<AlertsState, AlertsAction, Void> { state, action, _ in
        switch action {
        case .alertButtonTapped:
            state.alert = AlertState(
                title: TextState("Delete?"),
                message: TextState("This cannot be undone."),
                primaryButton: .cancel(TextState("Cancel")),
                secondaryButton: .destructive(TextState("Delete"), action: .send(.deleteButtonTapped))
            )
            return .none
        case .alertDismissed:
            state.alert = nil
            return .none
        case .dialogButtonTapped:
            state.confirmationDialog = ConfirmationDialogState(
                title: TextState("Confirmation dialog"),
                message: TextState("This is a confirmation dialog."),
                buttons: [
                    .cancel(TextState("Cancel")),
                    .default(TextState("Increment"), action: .send(.incrementButtonTapped, animation: .default)),
                ]
            )
            return .none
        case .dialogDismissed:
            state.confirmationDialog = nil
            return .none
        case .deleteButtonTapped:
            state.count = 0
            return .none
        case .incrementButtonTapped:
            state.alert = AlertState(title: TextState("Incremented!"))
            state.count += 1
            return .none
        }
    }

// snippet: .alert(_:dismiss:) and .confirmationDialog(_:dismiss:) over a scoped optional store — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swiftui/view/alert(_:dismiss:)
    struct AlertsView: View {
        let store: Store<AlertsState, AlertsAction>

        var body: some View {
            WithViewStore(self.store) { viewStore in
                Form {
                    Text("Count: \(viewStore.count)")
                    Button("Alert") { viewStore.send(.alertButtonTapped) }
                    Button("Confirmation Dialog") { viewStore.send(.dialogButtonTapped) }
                }
            }
            .alert(self.store.scope(state: \.alert), dismiss: .alertDismissed)
            .confirmationDialog(self.store.scope(state: \.confirmationDialog), dismiss: .dialogDismissed)
        }
    }

// snippet: TextState with modifiers and concatenation, shown with Text(_:) — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/textstate
    static let styledTitle = TextState("Hello, ").bold() + TextState(verbatim: "world").italic().foregroundColor(.red)
    static let titleView = Text(styledTitle)

// snippet: a confirmation dialog whose title is always visible — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/confirmationdialogstate/init(title:titlevisibility:message:buttons:)
    static let visibleDialog = ConfirmationDialogState<AlertsAction>(
        title: TextState("Change style"),
        titleVisibility: .visible,
        buttons: [.default(TextState("Yellow"), action: .send(.incrementButtonTapped))]
    )
}

// snippet: optional child state shown with IfLetStore(then:else:) and run with optional().pullback — https://github.com/pointfreeco/swift-composable-architecture/blob/0.39.1/Examples/CaseStudies/SwiftUICaseStudies/01-GettingStarted-OptionalState.swift
enum Optional_ {
    struct CounterState: Equatable { var count = 0 }
    enum CounterAction: Equatable { case increment }
    static let counterReducer = Reducer<CounterState, CounterAction, Void> { state, _, _ in
        state.count += 1
        return .none
    }

    struct ParentState: Equatable {
        var optionalCounter: CounterState?
    }

    enum ParentAction: Equatable {
        case optionalCounter(CounterAction)
        case toggleCounterButtonTapped
    }

    static let parentReducer = Reducer<ParentState, ParentAction, Void>.combine(
        counterReducer
            .optional()
            .pullback(state: \.optionalCounter, action: /ParentAction.optionalCounter, environment: { _ in () }),
        Reducer { state, action, _ in
            switch action {
            case .toggleCounterButtonTapped:
                state.optionalCounter = state.optionalCounter == nil ? CounterState() : nil
                return .none
            case .optionalCounter:
                return .none
            }
        }
    )

    struct ParentView: View {
        let store: Store<ParentState, ParentAction>

        var body: some View {
            IfLetStore(
                self.store.scope(state: \.optionalCounter, action: ParentAction.optionalCounter),
                then: { store in
                    WithViewStore(store) { viewStore in
                        Text("\(viewStore.count)")
                    }
                },
                else: { Text("Counter is hidden") }
            )
        }
    }

// snippet: IfLetStore without else, inside a sheet's content — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/ifletstore/init(_:then:)
    struct SheetView: View {
        let store: Store<ParentState, ParentAction>

        var body: some View {
            WithViewStore(self.store) { viewStore in
                Button("Toggle") { viewStore.send(.toggleCounterButtonTapped) }
                    .sheet(
                        isPresented: viewStore.binding(
                            get: { $0.optionalCounter != nil },
                            send: .toggleCounterButtonTapped
                        )
                    ) {
                        IfLetStore(self.store.scope(state: \.optionalCounter, action: ParentAction.optionalCounter)) { store in
                            WithViewStore(store) { viewStore in Text("\(viewStore.count)") }
                        }
                    }
            }
        }
    }

// snippet: Store.ifLet(then:else:) for UIKit navigation — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/iflet(then:else:)
    static func observe(_ store: Store<ParentState, ParentAction>) -> Cancellable {
        store.scope(state: \.optionalCounter, action: ParentAction.optionalCounter)
            .ifLet(
                then: { childStore in print(childStore) },
                else: { print("dismissed") }
            )
    }
}

// snippet: viewStore.binding(get:send:) with a value-carrying action, for a TextField and a Toggle — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/binding(get:send:)
enum Bindings {
    struct BindingBasicsState: Equatable {
        var sliderValue = 5.0
        var text = ""
        var toggleIsOn = false
    }

    enum BindingBasicsAction: Equatable {
        case sliderValueChanged(Double)
        case textChanged(String)
        case toggleChanged(isOn: Bool)
    }

    struct BindingBasicsView: View {
        let store: Store<BindingBasicsState, BindingBasicsAction>

        var body: some View {
            WithViewStore(self.store) { viewStore in
                Form {
                    TextField("Type here", text: viewStore.binding(get: \.text, send: BindingBasicsAction.textChanged))
                    Toggle("Disable other controls", isOn: viewStore.binding(get: \.toggleIsOn, send: BindingBasicsAction.toggleChanged))
                    Slider(value: viewStore.binding(get: \.sliderValue, send: BindingBasicsAction.sliderValueChanged), in: 0...10)
                }
            }
        }
    }

// snippet: @BindableState fields, BindableAction and Reducer.binding(), bound with viewStore.binding(\.$field) — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindablestate
    struct SettingsState: Equatable {
        @BindableState var displayName = ""
        @BindableState var enableNotifications = false
        var isSaving = false
    }

    enum SettingsAction: BindableAction, Equatable {
        case binding(BindingAction<SettingsState>)
        case saveButtonTapped
    }

    static let settingsReducer = Reducer<SettingsState, SettingsAction, Void> { state, action, _ in
        switch action {
        case .binding(\.$displayName):
            state.displayName = String(state.displayName.prefix(16))
            return .none
        case .binding:
            return .none
        case .saveButtonTapped:
            state.isSaving = true
            return .none
        }
    }
    .binding()

    struct SettingsView: View {
        let store: Store<SettingsState, SettingsAction>

        var body: some View {
            WithViewStore(self.store) { viewStore in
                Form {
                    TextField("Display name", text: viewStore.binding(\.$displayName))
                    Toggle("Notifications", isOn: viewStore.binding(\.$enableNotifications))
                    Button("Save") { viewStore.send(.saveButtonTapped) }
                }
            }
        }
    }

// snippet: sending a binding action from a test or reducer with .set(_:_:) — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/bindableaction/set(_:_:)
    static let renameAction = SettingsAction.set(\.$displayName, "Blob")
}

// snippet: an identified list with forEach(state:action:environment:) and ForEachStore — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/foreachstore
enum Todos {
    struct Todo: Equatable, Identifiable {
        let id: UUID
        var description = ""
        var isComplete = false
    }

    enum TodoAction: Equatable {
        case checkBoxToggled
    }

    static let todoReducer = Reducer<Todo, TodoAction, Void> { todo, action, _ in
        switch action {
        case .checkBoxToggled:
            todo.isComplete.toggle()
            return .none
        }
    }

    struct TodosState: Equatable {
        var todos: IdentifiedArrayOf<Todo> = []
    }

    enum TodosAction: Equatable {
        case todo(id: Todo.ID, action: TodoAction)
    }

    static let todosReducer: Reducer<TodosState, TodosAction, Void> = todoReducer.forEach(
        state: \.todos,
        action: /TodosAction.todo(id:action:),
        environment: { _ in () }
    )

    struct TodoView: View {
        let store: Store<Todo, TodoAction>
        var body: some View {
            WithViewStore(self.store) { viewStore in
                Button(viewStore.description) { viewStore.send(.checkBoxToggled) }
            }
        }
    }

    struct TodosView: View {
        let store: Store<TodosState, TodosAction>

        var body: some View {
            List {
                ForEachStore(self.store.scope(state: \.todos, action: TodosAction.todo(id:action:))) { todoStore in
                    TodoView(store: todoStore)
                }
            }
        }
    }
}

// snippet: SwitchStore with CaseLet over an enum state, and a Default — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/switchstore
enum Switching {
    struct LoggedInState: Equatable { var name = "" }
    struct LoggedOutState: Equatable { var email = "" }
    enum LoggedInAction: Equatable { case logoutButtonTapped }
    enum LoggedOutAction: Equatable { case loginButtonTapped }

    enum AppState: Equatable {
        case loggedIn(LoggedInState)
        case loggedOut(LoggedOutState)
        case loading
    }

    enum AppAction: Equatable {
        case loggedIn(LoggedInAction)
        case loggedOut(LoggedOutAction)
    }

    struct AppView: View {
        let store: Store<AppState, AppAction>

        var body: some View {
            SwitchStore(self.store) {
                CaseLet(state: /AppState.loggedIn, action: AppAction.loggedIn) { loggedInStore in
                    WithViewStore(loggedInStore) { viewStore in Text(viewStore.name) }
                }
                CaseLet(state: /AppState.loggedOut, action: AppAction.loggedOut) { loggedOutStore in
                    WithViewStore(loggedOutStore) { viewStore in Text(viewStore.email) }
                }
                Default {
                    ProgressView()
                }
            }
        }
    }

// snippet: pulling back a reducer on an enum case with a CasePath state — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/pullback(state:action:environment:file:fileid:line:)
    static let loggedInReducer = Reducer<LoggedInState, LoggedInAction, Void> { _, _, _ in .none }
    static let appReducer: Reducer<AppState, AppAction, Void> = loggedInReducer.pullback(
        state: /AppState.loggedIn,
        action: /AppAction.loggedIn,
        environment: { _ in () }
    )
}
