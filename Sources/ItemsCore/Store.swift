/// Holds the state of a feature, runs its reducer for every action sent, and can be
/// scoped to a child feature, as in `self.store.scope(state: { _ in addItemState }, action: AppAction.addItem)`.
///
/// Sending is synchronous: when `send` returns, the action and every action of its effects
/// have been reduced. A scoped store owns no state of its own; it reads through to its
/// parent and sends through it, so parent and child can never disagree.
public final class Store<State, Action> {
    private let readState: () -> State
    private let sendAction: (Action) -> Void

    /// The current state.
    public var state: State { readState() }

    private init(readState: @escaping () -> State, sendAction: @escaping (Action) -> Void) {
        self.readState = readState
        self.sendAction = sendAction
    }

    /// Creates a root store.
    ///
    /// - Parameters:
    ///   - initialState: The state the feature starts in.
    ///   - reducer: The reducer that evolves the state.
    ///   - environment: The dependencies handed to the reducer.
    public convenience init<Environment>(
        initialState: State,
        reducer: Reducer<State, Action, Environment>,
        environment: Environment
    ) {
        let runtime = Runtime(state: initialState, reducer: reducer, environment: environment)
        self.init(readState: { runtime.state }, sendAction: { runtime.send($0) })
    }

    /// Sends an action: the reducer runs on it, then on the actions of its effect, in order.
    public func send(_ action: Action) {
        sendAction(action)
    }

    /// Derives a store for a child feature.
    ///
    /// - Parameters:
    ///   - toLocalState: Reads the child state out of this store's state.
    ///   - fromLocalAction: Wraps a child action into one of this store's actions.
    public func scope<LocalState, LocalAction>(
        state toLocalState: @escaping (State) -> LocalState,
        action fromLocalAction: @escaping (LocalAction) -> Action
    ) -> Store<LocalState, LocalAction> {
        Store<LocalState, LocalAction>(
            readState: { toLocalState(self.state) },
            sendAction: { self.send(fromLocalAction($0)) }
        )
    }

    /// Derives a store that sees part of the state and sends the same actions.
    public func scope<LocalState>(
        state toLocalState: @escaping (State) -> LocalState
    ) -> Store<LocalState, Action> {
        scope(state: toLocalState, action: { $0 })
    }
}

/// The mutable heart of a root store: the state, and a queue so that an action sent while
/// another is being reduced (from an effect) runs after it instead of inside it.
private final class Runtime<State, Action, Environment> {
    var state: State
    let reducer: Reducer<State, Action, Environment>
    let environment: Environment
    private var queue: [Action] = []
    private var isSending = false

    init(state: State, reducer: Reducer<State, Action, Environment>, environment: Environment) {
        self.state = state
        self.reducer = reducer
        self.environment = environment
    }

    func send(_ action: Action) {
        queue.append(action)
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            queue.append(contentsOf: reducer.run(&state, next, environment).actions)
        }
    }
}
