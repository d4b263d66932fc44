import SwiftUI
import ComposableArchitecture

struct FeatureState: Equatable {
    var count = 0
    var fact: String?
}

enum FeatureAction: Equatable {
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(TaskResult<String>)
    case child(ChildAction)
}

enum ChildAction: Equatable {
    case tapped
}

struct ChildState: Equatable {
    var isOn = false
}

struct FeatureEnvironment {
    var fact: @Sendable (Int) async throws -> String
}

// snippet: EffectTask arrived with ReducerProtocol (0.41), after 0.39 — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect
func usesEffectTask() -> EffectTask<FeatureAction> { // expected-error {{cannot find type 'EffectTask' in scope}}
    .none
}

// snippet: ReducerProtocol arrived in 0.41; 0.39 has the Reducer struct only — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer
struct ProtocolFeature: ReducerProtocol { // expected-error {{cannot find type 'ReducerProtocol' in scope}}
}

// snippet: 1.0's Effect.send does not exist in 0.39: an immediate action is Effect(value:) — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/init(value:)
enum SendEffect {
    static let reducer = Reducer<FeatureState, FeatureAction, FeatureEnvironment> { _, action, _ in
        switch action {
        case .incrementButtonTapped:
            return .send(FeatureAction.factButtonTapped) // expected-error {{type 'Effect<FeatureAction, Never>' has no member 'send'}}
        default:
            return .none
        }
    }
}

// snippet: Effect(value:) of an action of another feature — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/init(value:)
enum WrongValueEffect {
    static let reducer = Reducer<FeatureState, FeatureAction, FeatureEnvironment> { _, action, _ in
        switch action {
        case .incrementButtonTapped:
            return Effect(value: ChildAction.tapped) // expected-error {{cannot convert value of type 'ChildAction' to expected argument type 'FeatureAction'}}
        default:
            return .none
        }
    }
}

// snippet: a reducer closure must return an effect for every action — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/reducer/init(_:)
enum MissingReturn {
    static let reducer = Reducer<FeatureState, FeatureAction, FeatureEnvironment> { state, action, _ in
        state.count += 1 // expected-error {{cannot convert value of type '()' to closure result type 'Effect<FeatureAction, Never>'}}
    }
}

// snippet: Effect.task returns the action, with the response wrapped in TaskResult — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/task(priority:operation:catch:file:fileid:line:)
enum TaskWithoutTaskResult {
    static let reducer = Reducer<FeatureState, FeatureAction, FeatureEnvironment> { state, action, environment in
        switch action {
        case .factButtonTapped:
            return .task { [count = state.count] in
                .factResponse(try await environment.fact(count)) // expected-error {{cannot convert value of type 'String' to expected argument type 'TaskResult<String>'}}
            }
        default:
            return .none
        }
    }
}

// snippet: Effect.run's send is main-actor isolated: it must be awaited — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/send
enum RunWithoutAwait {
    static let reducer = Reducer<FeatureState, FeatureAction, FeatureEnvironment> { _, action, _ in
        switch action {
        case .factButtonTapped:
            return .run { send in
                send(.incrementButtonTapped) // expected-error {{main actor-isolated instance method 'callAsFunction' cannot be called from outside of the actor}}
            }
        default:
            return .none
        }
    }
}

// snippet: TaskResult's failure carries an Error — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult
enum TaskResultFailure {
    static let result: TaskResult<String> = .failure("boom") // expected-error {{argument type 'String' does not conform to expected type 'Error'}}
}

