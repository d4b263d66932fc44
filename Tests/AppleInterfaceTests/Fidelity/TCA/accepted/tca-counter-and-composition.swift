import SwiftUI
import ComposableArchitecture

// snippet: a counter feature: state, action, environment, Reducer<State, Action, Environment> — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/gettingstarted
enum Counter {
    struct CounterState: Equatable {
        var count = 0
    }

    enum CounterAction: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
    }

    struct CounterEnvironment {}

    static let counterReducer = Reducer<CounterState, CounterAction, CounterEnvironment> { state, action, _ in
        switch action {
        case .decrementButtonTapped:
            state.count -= 1
            return .none
        case .incrementButtonTapped:
            state.count += 1
            return .none
        }
    }

// snippet: a view over a store with WithViewStore, reading state through the view store and sending actions — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore
    struct CounterView: View {
        let store: Store<CounterState, CounterAction>

        var body: some View {
            WithViewStore(self.store) { viewStore in
                HStack {
                    Button("−") { viewStore.send(.decrementButtonTapped) }
                    Text("\(viewStore.count)")
                    Button("+") { viewStore.send(.incrementButtonTapped) }
                }
            }
        }
    }

// snippet: creating the root store with Store(initialState:reducer:environment:) in a preview — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/init(initialstate:reducer:environment:)
    struct CounterView_Previews: PreviewProvider {
        static var previews: some View {
            CounterView(
                store: Store(
                    initialState: CounterState(),
                    reducer: counterReducer,
                    environment: CounterEnvironment()
                )
            )
        }
    }

// snippet: two counters composed with pullback(state:action:environment:) and Reducer.combine — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/pullback(state:action:environment:)
    struct TwoCountersState: Equatable {
        var counter1 = CounterState()
        var counter2 = CounterState()
    }

    enum TwoCountersAction: Equatable {
        case counter1(CounterAction)
        case counter2(CounterAction)
    }

    static let twoCountersReducer = Reducer<TwoCountersState, TwoCountersAction, CounterEnvironment>.combine(
        counterReducer.pullback(
            state: \TwoCountersState.counter1,
            action: /TwoCountersAction.counter1,
            environment: { _ in CounterEnvironment() }
        ),
        counterReducer.pullback(
            state: \TwoCountersState.counter2,
            action: /TwoCountersAction.counter2,
            environment: { _ in CounterEnvironment() }
        )
    )

// snippet: scoping a store to a child feature with scope(state:action:) — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/scope(state:action:)
    struct TwoCountersView: View {
        let store: Store<TwoCountersState, TwoCountersAction>

        var body: some View {
            Form {
                CounterView(store: self.store.scope(state: \.counter1, action: TwoCountersAction.counter1))
                CounterView(store: self.store.scope(state: \.counter2, action: TwoCountersAction.counter2))
            }
        }
    }

// snippet: combined(with:) and the empty reducer — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/combined(with:)
    static let loggingCounter = counterReducer
        .combined(with: Reducer<CounterState, CounterAction, CounterEnvironment>.empty)

// snippet: debugging a reducer with debug() — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/debug(_:actionformat:environment:)
    static let debuggedCounter = counterReducer.debug()

// snippet: a view that only sends, with a stateless store — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/stateless
    struct ResetButton: View {
        let store: Store<CounterState, CounterAction>

        var body: some View {
            WithViewStore(self.store.stateless) { viewStore in
                Button("Increment") { viewStore.send(.incrementButtonTapped) }
            }
        }
    }

// snippet: WithViewStore with removeDuplicates for state that is not Equatable — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:removeduplicates:file:line:content:)
    struct Session {
        var name: String
    }

    struct SessionView: View {
        let store: Store<Session, CounterAction>

        var body: some View {
            WithViewStore(self.store, removeDuplicates: { $0.name == $1.name }) { viewStore in
                Text(viewStore.name)
            }
        }
    }

// snippet: ViewStore held as an @ObservedObject, reading viewStore.state — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore
    struct ObservedCounterView: View {
        let store: Store<CounterState, CounterAction>
        @ObservedObject var viewStore: ViewStore<CounterState, CounterAction>

        init(store: Store<CounterState, CounterAction>) {
            self.store = store
            self.viewStore = ViewStore(self.store)
        }

        var body: some View {
            Text("\(self.viewStore.state.count)")
                .onTapGesture { self.viewStore.send(.incrementButtonTapped, animation: .default) }
        }
    }
}
