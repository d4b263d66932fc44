import SwiftUI
import ComposableArchitecture

struct CounterState: Equatable {
    var count = 0
    var name = ""
    var isOn = false
}

enum CounterAction: Equatable {
    case decrementButtonTapped
    case incrementButtonTapped
    case nameChanged(String)
    case toggled(Bool)
}

// snippet: StoreOf arrived with ReducerProtocol (0.41), after 0.39 — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store
struct UsesStoreOf {
    let store: StoreOf<CounterState> // expected-error {{cannot find type 'StoreOf' in scope}}
}

// snippet: an action case with a payload sent without it — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/send(_:)
struct SendsWithoutPayload: View {
    let store: Store<CounterState, CounterAction>
    var body: some View {
        WithViewStore(self.store) { viewStore in
            Button("Rename") { viewStore.send(.nameChanged) } // expected-error {{member 'nameChanged' expects argument of type 'String'}}
        }
    }
}

// snippet: an action payload of the wrong type — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/send(_:)
struct SendsWrongPayload: View {
    let store: Store<CounterState, CounterAction>
    var body: some View {
        WithViewStore(self.store) { viewStore in
            Button("Rename") { viewStore.send(.nameChanged(42)) } // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
        }
    }
}

// snippet: a view store's state is read-only — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/state
func assignsViewStoreState(_ viewStore: ViewStore<CounterState, CounterAction>) {
    viewStore.state = CounterState() // expected-error {{cannot assign to property: 'state' is a get-only property}}
}

// snippet: a state field the state does not have, read through the view store — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/subscript(dynamicmember:)
struct ReadsMissingField: View {
    let store: Store<CounterState, CounterAction>
    var body: some View {
        WithViewStore(self.store) { viewStore in
            Text(viewStore.title) // expected-error {{value of type 'ViewStore<CounterState, CounterAction>' has no dynamic member 'title' using key path from root type 'CounterState'}}
        }
    }
}

// snippet: binding(get:send:) whose action takes another type than the value — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/binding(get:send:)
struct BindingWithWrongAction: View {
    let store: Store<CounterState, CounterAction>
    var body: some View {
        WithViewStore(self.store) { viewStore in
            TextField("Name", text: viewStore.binding(get: \.name, send: CounterAction.toggled)) // expected-error {{cannot convert value of type '(Bool) -> CounterAction' to expected argument type 'CounterAction'}}
        }
    }
}

// snippet: scoping with an action of another feature — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/scope(state:action:)
enum ParentAction { case counter(CounterAction), name(String) }
struct ScopesWithWrongAction: View {
    let store: Store<CounterState, ParentAction>
    var body: some View {
        ChildView(store: self.store.scope(state: { $0 }, action: ParentAction.name)) // expected-error {{cannot convert value of type '(String) -> ParentAction' to expected argument type '(CounterAction) -> ParentAction'}}
    }
}
struct ChildView: View {
    let store: Store<CounterState, CounterAction>
    var body: some View { EmptyView() }
}
