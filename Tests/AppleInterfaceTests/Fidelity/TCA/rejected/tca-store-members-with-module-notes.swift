// The errors of these snippets carry a note that points into the ComposableArchitecture module
// ("'state' declared here"), as the real compiler's point into TCA's sources. Swift 6.3's
// -verify reports a note in a file it does not parse as unexpected: check this file with
// -verify-ignore-unrelated added to the usual command.
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

// snippet: a store's state is not public in 0.x: a view reads it through a view store — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store
struct ReadsStoreState: View {
    let store: Store<CounterState, CounterAction>
    var body: some View {
        Text("\(self.store.state.count)") // expected-error {{'state' is inaccessible due to 'internal' protection level}}
    }
}

// snippet: a store cannot send: actions go through a view store — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/send(_:)
struct SendsThroughStore: View {
    let store: Store<CounterState, CounterAction>
    var body: some View {
        Button("+") { self.store.send(.incrementButtonTapped) } // expected-error {{'send' is inaccessible due to 'internal' protection level}}
    }
}

// snippet: Store has two generic parameters, State and Action — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store
struct StoreWithOneParameter {
    let store: Store<CounterState> // expected-error {{generic type 'Store' specialized with too few type parameters (got 1, but expected 2)}}
}

// snippet: the root store needs its environment — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/init(initialstate:reducer:environment:)
func storeWithoutEnvironment(reducer: Reducer<CounterState, CounterAction, Void>) {
    _ = Store(initialState: CounterState(), reducer: reducer) // expected-error {{missing argument for parameter 'environment' in call}}
}


struct EffectState: Equatable {
    var count = 0
}

enum EffectAction: Equatable {
    case incrementButtonTapped
    case factButtonTapped
}

struct EffectEnvironment {}

// snippet: Effect has two generic parameters in 0.x, Output and Failure — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect
func effectWithOneParameter() -> Effect<EffectAction> { // expected-error {{generic type 'Effect' specialized with too few type parameters (got 1, but expected 2)}}
    .none
}

// snippet: cancel(id:) needs the id the effect was made cancellable with — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/cancel(id:)
enum CancelWithoutID {
    static let reducer = Reducer<EffectState, EffectAction, Void> { _, action, _ in
        switch action {
        case .incrementButtonTapped:
            return .cancel() // expected-error {{missing argument for parameter 'id' in call}}
        default:
            return .none
        }
    }
}

// snippet: Reducer.run gives the effect back; the environment is its third argument — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/run(_:_:_:)
func runWithoutEnvironment(_ reducer: Reducer<EffectState, EffectAction, Void>) {
    var state = EffectState()
    _ = reducer.run(&state, .incrementButtonTapped) // expected-error {{missing argument for parameter #3 in call}}
}
// snippet: an effect is not a list of actions: there is no Effect(actions:) — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect
enum ActionsEffect {
    static let reducer = Reducer<EffectState, EffectAction, EffectEnvironment> { _, action, _ in
        switch action {
        case .incrementButtonTapped:
            return Effect(actions: [EffectAction.factButtonTapped]) // expected-error {{no exact matches in call to initializer}}
        default:
            return .none
        }
    }
}

