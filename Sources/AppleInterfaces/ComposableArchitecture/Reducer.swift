import Foundation

/// A function that evolves a feature's `State` for an `Action`, given an `Environment` of
/// dependencies, and returns the `Effect` to run next: the struct of the releases before
/// `ReducerProtocol`.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer
public struct Reducer<State, Action, Environment> {
    private let reducer: (inout State, Action, Environment) -> Effect<Action, Never>

    /// Creates a reducer from its function.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/init(_:)
    public init(_ reducer: @escaping (inout State, Action, Environment) -> Effect<Action, Never>) {
        self.reducer = reducer
    }

    /// A reducer that changes nothing and returns no effect.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/empty
    public static var empty: Reducer {
        Self { _, _, _ in .none }
    }

    /// Runs the reducers in order on the same state and action, merging their effects.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/combine(_:)
    public static func combine(_ reducers: Self...) -> Self {
        .combine(reducers)
    }

    /// Runs the reducers of the array in order on the same state and action, merging their effects.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/combine(_:)
    public static func combine(_ reducers: [Self]) -> Self {
        Self { state, action, environment in
            .merge(reducers.map { $0.reducer(&state, action, environment) })
        }
    }

    /// This reducer, then `other`, merging their effects.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/combined(with:)
    public func combined(with other: Self) -> Self {
        .combine(self, other)
    }

    /// Lifts this reducer to a parent domain whose state holds this one's at a key path.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/pullback(state:action:environment:)
    public func pullback<ParentState, ParentAction, ParentEnvironment>(
        state toChildState: WritableKeyPath<ParentState, State>,
        action toChildAction: CasePath<ParentAction, Action>,
        environment toChildEnvironment: @escaping (ParentEnvironment) -> Environment
    ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
        .init { parentState, parentAction, parentEnvironment in
            guard let childAction = toChildAction.extract(from: parentAction) else { return .none }
            return reducer(&parentState[keyPath: toChildState], childAction, toChildEnvironment(parentEnvironment))
                .map(toChildAction.embed)
        }
    }

    /// Lifts this reducer to a parent domain whose state is an enum with this one's in a case.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/pullback(state:action:environment:file:fileid:line:)
    public func pullback<ParentState, ParentAction, ParentEnvironment>(
        state toChildState: CasePath<ParentState, State>,
        action toChildAction: CasePath<ParentAction, Action>,
        environment toChildEnvironment: @escaping (ParentEnvironment) -> Environment,
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
        .init { parentState, parentAction, parentEnvironment in
            guard let childAction = toChildAction.extract(from: parentAction) else { return .none }
            guard var childState = toChildState.extract(from: parentState) else {
                runtimeWarning("A reducer pulled back from \"\(fileID):\(line)\" received an action when child state was unavailable: \(childAction)")
                return .none
            }
            defer { parentState = toChildState.embed(childState) }
            return reducer(&childState, childAction, toChildEnvironment(parentEnvironment))
                .map(toChildAction.embed)
        }
    }

    /// Lifts this reducer to optional state: it runs when the state is present.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/optional(file:fileid:line:)
    public func optional(
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Reducer<State?, Action, Environment> {
        .init { state, action, environment in
            guard state != nil else {
                runtimeWarning("An \"optional\" reducer at \"\(fileID):\(line)\" received an action when state was \"nil\": \(action)")
                return .none
            }
            return reducer(&state!, action, environment)
        }
    }

    /// Lifts this reducer to the elements of an identified array in the parent state.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/foreach(state:action:environment:file:fileid:line:)
    public func forEach<ParentState, ParentAction, ParentEnvironment, ID>(
        state toElementsState: WritableKeyPath<ParentState, IdentifiedArray<ID, State>>,
        action toElementAction: CasePath<ParentAction, (ID, Action)>,
        environment toElementEnvironment: @escaping (ParentEnvironment) -> Environment,
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
        .init { parentState, parentAction, parentEnvironment in
            guard let (id, action) = toElementAction.extract(from: parentAction) else { return .none }
            guard parentState[keyPath: toElementsState][id: id] != nil else {
                runtimeWarning("A \"forEach\" reducer at \"\(fileID):\(line)\" received an action when state contained no element with that id: \(action), \(id)")
                return .none
            }
            return reducer(&parentState[keyPath: toElementsState][id: id]!, action, toElementEnvironment(parentEnvironment))
                .map { toElementAction.embed((id, $0)) }
        }
    }

    /// Lifts this reducer to the values of a dictionary in the parent state.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/foreach(state:action:environment:file:fileid:line:)
    public func forEach<ParentState, ParentAction, ParentEnvironment, Key>(
        state toDictionaryState: WritableKeyPath<ParentState, [Key: State]>,
        action toKeyedAction: CasePath<ParentAction, (Key, Action)>,
        environment toValueEnvironment: @escaping (ParentEnvironment) -> Environment,
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Reducer<ParentState, ParentAction, ParentEnvironment> {
        .init { parentState, parentAction, parentEnvironment in
            guard let (key, action) = toKeyedAction.extract(from: parentAction) else { return .none }
            guard parentState[keyPath: toDictionaryState][key] != nil else {
                runtimeWarning("A \"forEach\" reducer at \"\(fileID):\(line)\" received an action when state contained no value at that key: \(action), \(key)")
                return .none
            }
            return reducer(&parentState[keyPath: toDictionaryState][key]!, action, toValueEnvironment(parentEnvironment))
                .map { toKeyedAction.embed((key, $0)) }
        }
    }

    /// Runs the reducer: changes `state` for `action` and returns the effect to run.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/run(_:_:_:)
    public func run(
        _ state: inout State,
        _ action: Action,
        _ environment: Environment
    ) -> Effect<Action, Never> {
        reducer(&state, action, environment)
    }

    /// Runs the reducer, called as a function.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/callasfunction(_:_:_:)
    public func callAsFunction(
        _ state: inout State,
        _ action: Action,
        _ environment: Environment
    ) -> Effect<Action, Never> {
        reducer(&state, action, environment)
    }
}

// MARK: - Debugging

/// How `Reducer.debug` prints actions.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actionformat
public enum ActionFormat {
    /// Only the case names of the action (`AppAction.todo(.checkBoxToggled)`).
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actionformat/labelsonly
    case labelsOnly
    /// The whole action.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actionformat/prettyprint
    case prettyPrint
}

/// Where `Reducer.debug` prints, and on which queue.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/debugenvironment
public struct DebugEnvironment {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/debugenvironment/printer
    public var printer: (String) -> Void
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/debugenvironment/queue
    public var queue: DispatchQueue

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/debugenvironment/init(printer:queue:)
    public init(
        printer: @escaping (String) -> Void = { print($0) },
        queue: DispatchQueue
    ) {
        self.printer = printer
        self.queue = queue
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/debugenvironment/init(printer:)
    public init(
        printer: @escaping (String) -> Void = { print($0) }
    ) {
        self.init(printer: printer, queue: DispatchQueue(label: "co.pointfree.ComposableArchitecture.DebugEnvironment"))
    }
}

extension Reducer {
    /// Prints every action and the state it led to, in debug builds.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/debug(_:actionformat:environment:)
    public func debug(
        _ prefix: String = "",
        actionFormat: ActionFormat = .prettyPrint,
        environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in DebugEnvironment() }
    ) -> Self {
        debug(prefix, state: { $0 }, action: AnyCasePath(), actionFormat: actionFormat, environment: toDebugEnvironment)
    }

    /// Prints every action, in debug builds.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/debugactions(_:actionformat:environment:)
    public func debugActions(
        _ prefix: String = "",
        actionFormat: ActionFormat = .prettyPrint,
        environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in DebugEnvironment() }
    ) -> Self {
        debug(prefix, state: { _ in () }, action: AnyCasePath(), actionFormat: actionFormat, environment: toDebugEnvironment)
    }

    /// Prints the actions `toDebugAction` extracts and the part of the state `toDebugState`
    /// reads, in debug builds.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/debug(_:state:action:actionformat:environment:)
    public func debug<DebugState, DebugAction>(
        _ prefix: String = "",
        state toDebugState: @escaping (State) -> DebugState,
        action toDebugAction: CasePath<Action, DebugAction>,
        actionFormat: ActionFormat = .prettyPrint,
        environment toDebugEnvironment: @escaping (Environment) -> DebugEnvironment = { _ in DebugEnvironment() }
    ) -> Self {
        #if DEBUG
        return .init { state, action, environment in
            let before = toDebugState(state)
            let effects = run(&state, action, environment)
            guard let debugAction = toDebugAction.extract(from: action) else { return effects }
            let after = toDebugState(state)
            let debugEnvironment = toDebugEnvironment(environment)
            let actionText: String
            switch actionFormat {
            case .prettyPrint: actionText = "\(debugAction)"
            case .labelsOnly: actionText = "\(debugAction)".prefix { $0 != "(" }.description
            }
            let label = prefix.isEmpty ? "" : "\(prefix): "
            let message = "\(label)received action:\n  \(actionText)\n  state: \(before) → \(after)"
            return .merge(
                .fireAndForget { debugEnvironment.queue.async { debugEnvironment.printer(message) } },
                effects
            )
        }
        #else
        return self
        #endif
    }
}
