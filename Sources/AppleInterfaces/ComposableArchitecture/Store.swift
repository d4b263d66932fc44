import Foundation
import SwiftUI

/// The runtime of a feature: holds its state, runs its reducer for every action sent to it, and
/// runs the effects the reducer returns, feeding their actions back.
///
/// As in 0.39.1 a store's state and its `send` are not public: a view reads and sends through a
/// `ViewStore` (or `WithViewStore`), and a store is handed to child views with `scope`. Sending
/// is synchronous: when `ViewStore.send` returns, the action and every action its effects sent
/// synchronously have been reduced.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store
public final class Store<State, Action> {
    /// The current state, observed by view stores and scoped stores (internal, as in 0.39.1).
    var state: CurrentValueSubject<State, Never>
    private let reducer: (inout State, Action) -> Effect<Action, Never>
    private var bufferedActions: [Action] = []
    private var isSending = false
    /// The effects still running, by an identity of their own.
    var effectCancellables: [UUID: AnyCancellable] = [:]
    /// A scoped store's subscription to its parent's state.
    var parentCancellable: AnyCancellable?

    /// Creates a store from an initial state, a reducer and an environment.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/init(initialstate:reducer:environment:)
    public convenience init<Environment>(
        initialState: State,
        reducer: Reducer<State, Action, Environment>,
        environment: Environment
    ) {
        self.init(initialState: initialState) { state, action in
            reducer.run(&state, action, environment)
        }
    }

    init(initialState: State, reducer: @escaping (inout State, Action) -> Effect<Action, Never>) {
        self.state = CurrentValueSubject(initialState)
        self.reducer = reducer
    }

    /// Derives a store for a child feature: it sees `toChildState` of this store's state and
    /// sends its actions here through `fromChildAction`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/scope(state:action:)
    public func scope<ChildState, ChildAction>(
        state toChildState: @escaping (State) -> ChildState,
        action fromChildAction: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        var isForwarding = false
        // The child's reducer holds this store: a view given only a scoped store keeps its parent.
        let child = Store<ChildState, ChildAction>(initialState: toChildState(state.value)) { childState, childAction in
            isForwarding = true
            defer { isForwarding = false }
            let task = self.send(fromChildAction(childAction))
            childState = toChildState(self.state.value)
            guard let task else { return .none }
            return .fireAndForget { await task.value }
        }
        child.parentCancellable = state.dropFirst().sink { [weak child] parentState in
            guard !isForwarding, let child else { return }
            child.state.value = toChildState(parentState)
        }
        return child
    }

    /// Derives a store that sees part of the state and sends the same actions.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/scope(state:)
    public func scope<ChildState>(
        state toChildState: @escaping (State) -> ChildState
    ) -> Store<ChildState, Action> {
        scope(state: toChildState, action: { $0 })
    }

    /// A store that sees no state, for views that only send.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/stateless
    public var stateless: Store<Void, Action> {
        scope(state: { _ in () })
    }

    /// A store that cannot send, for views that only read.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/actionless
    public var actionless: Store<State, Never> {
        scope(state: { $0 }, action: { (never: Never) -> Action in })
    }

    /// Sends an action: the reducer runs on it, then on the actions its effects send while
    /// this call lasts, in order. Returns a task that finishes when the effects started here
    /// have finished, or nil when they all finished already. Internal, as in 0.39.1.
    func send(_ action: Action, originatingFrom originatingAction: Action? = nil) -> Task<Void, Never>? {
        bufferedActions.append(action)
        guard !isSending else { return nil }
        isSending = true
        var currentState = state.value
        var running: [EffectCompletion] = []
        defer {
            isSending = false
            state.value = currentState
        }
        while !bufferedActions.isEmpty {
            let next = bufferedActions.removeFirst()
            let effect = reducer(&currentState, next)
            let id = UUID()
            let completion = EffectCompletion()
            var finished = false
            let cancellable = effect.sink(
                receiveCompletion: { [weak self] _ in
                    finished = true
                    completion.finish()
                    self?.effectCancellables[id] = nil
                },
                receiveValue: { [weak self] output in
                    _ = self?.send(output, originatingFrom: next)
                }
            )
            if !finished {
                effectCancellables[id] = cancellable
                completion.onCancel = { [weak self] in
                    cancellable.cancel()
                    self?.effectCancellables[id] = nil
                }
                running.append(completion)
            }
        }
        guard !running.isEmpty else { return nil }
        let started = running
        return Task {
            await withTaskCancellationHandler {
                for completion in started { await completion.wait() }
            } onCancel: {
                started.forEach { $0.cancel() }
            }
        }
    }
}

/// The end of one running effect, which a task can wait for and cancel.
final class EffectCompletion: @unchecked Sendable {
    private let lock = NSLock()
    private var isFinished = false
    private var waiters: [CheckedContinuation<Void, Never>] = []
    /// Cancels the effect's subscription; set once it is known.
    var onCancel: (() -> Void)?

    func finish() {
        lock.lock()
        guard !isFinished else { lock.unlock(); return }
        isFinished = true
        let waiters = self.waiters
        self.waiters = []
        lock.unlock()
        waiters.forEach { $0.resume() }
    }

    func cancel() {
        lock.lock()
        let onCancel = self.onCancel
        lock.unlock()
        onCancel?()
        finish()
    }

    func wait() async {
        await withCheckedContinuation { continuation in
            lock.lock()
            if isFinished {
                lock.unlock()
                continuation.resume()
            } else {
                waiters.append(continuation)
                lock.unlock()
            }
        }
    }
}
