/// A function that evolves `State` for an `Action`, given an `Environment` of dependencies,
/// with the shape of the Composable Architecture releases the articles use:
///
/// ```swift
/// let appReducer = Reducer<AppState, AppAction, AppEnvironment> { state, action, environment in
///     // ...
///     return .none
/// }
/// ```
///
/// The closure is `@Sendable` so that a reducer can live in a global `let`, as in the
/// articles, under Swift 6's strict concurrency checking.
public struct Reducer<State, Action, Environment>: Sendable {
    private let reducer: @Sendable (inout State, Action, Environment) -> Effect<Action>

    /// Creates a reducer from its function.
    public init(_ reducer: @escaping @Sendable (inout State, Action, Environment) -> Effect<Action>) {
        self.reducer = reducer
    }

    /// Runs the reducer: changes `state` for `action` and returns the effect to perform.
    @discardableResult
    public func run(
        _ state: inout State,
        _ action: Action,
        _ environment: Environment
    ) -> Effect<Action> {
        reducer(&state, action, environment)
    }

    /// A reducer that changes nothing.
    public static var empty: Reducer {
        Reducer { _, _, _ in .none }
    }

    /// Runs every reducer in order on the same state and action, merging their effects.
    public static func combine(_ reducers: Reducer...) -> Reducer {
        combine(reducers)
    }

    /// Runs every reducer in order on the same state and action, merging their effects.
    public static func combine(_ reducers: [Reducer]) -> Reducer {
        Reducer { state, action, environment in
            Effect(actions: reducers.flatMap { $0.run(&state, action, environment).actions })
        }
    }

    /// Lifts this reducer to a parent domain: it runs on `state`'s part of the parent state
    /// for the parent actions that `action` extracts, and ignores every other action.
    ///
    /// - Parameters:
    ///   - toLocalState: Where the child state lives in the parent state.
    ///   - toLocalAction: The parent action case that wraps child actions, like `/AppAction.addItem`.
    ///   - toLocalEnvironment: Derives the child's environment from the parent's.
    public func pullback<GlobalState, GlobalAction, GlobalEnvironment>(
        state toLocalState: WritableKeyPath<GlobalState, State>,
        action toLocalAction: AnyCasePath<GlobalAction, Action>,
        environment toLocalEnvironment: @escaping @Sendable (GlobalEnvironment) -> Environment
    ) -> Reducer<GlobalState, GlobalAction, GlobalEnvironment> {
        // Key paths are not Sendable in Swift 6; this one is immutable and only read.
        nonisolated(unsafe) let toLocalState = toLocalState
        return Reducer<GlobalState, GlobalAction, GlobalEnvironment> { globalState, globalAction, globalEnvironment in
            guard let localAction = toLocalAction.extract(from: globalAction) else { return .none }
            return self
                .run(&globalState[keyPath: toLocalState], localAction, toLocalEnvironment(globalEnvironment))
                .map(toLocalAction.embed)
        }
    }

    /// Lifts this reducer to optional state: it runs when the state is present and does
    /// nothing when it is `nil` (a sheet that is not on screen).
    public func optional() -> Reducer<State?, Action, Environment> {
        Reducer<State?, Action, Environment> { state, action, environment in
            guard state != nil else { return .none }
            return self.run(&state!, action, environment)
        }
    }
}
