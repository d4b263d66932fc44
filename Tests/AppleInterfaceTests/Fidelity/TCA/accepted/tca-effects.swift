import SwiftUI
import ComposableArchitecture

// snippet: Effect<Action, Never> returned from an environment dependency, as 0.x environments declare them — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect
enum NumberFact {
    struct FactClient {
        var fetch: @Sendable (Int) async throws -> String
    }

    struct FactState: Equatable {
        var count = 0
        var numberFact: String?
    }

    enum FactAction: Equatable {
        case decrementButtonTapped
        case incrementButtonTapped
        case numberFactButtonTapped
        case numberFactResponse(TaskResult<String>)
    }

    struct FactEnvironment {
        var fact: FactClient
    }

// snippet: Effect.task with TaskResult, the README's number fact feature — https://github.com/pointfreeco/swift-composable-architecture/blob/0.39.1/README.md
    static let factReducer = Reducer<FactState, FactAction, FactEnvironment> { state, action, environment in
        switch action {
        case .decrementButtonTapped:
            state.count -= 1
            return .none
        case .incrementButtonTapped:
            state.count += 1
            return .none
        case .numberFactButtonTapped:
            return .task { [count = state.count] in
                await .numberFactResponse(TaskResult { try await environment.fact.fetch(count) })
            }
        case let .numberFactResponse(.success(fact)):
            state.numberFact = fact
            return .none
        case .numberFactResponse(.failure):
            state.numberFact = nil
            return .none
        }
    }

// snippet: Effect.run sending several actions, and its catch handler — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/run(priority:operation:catch:file:fileid:line:)
    enum TickAction: Equatable {
        case onAppear
        case tick
        case failed
    }

    static let tickReducer = Reducer<Int, TickAction, Void> { count, action, _ in
        switch action {
        case .onAppear:
            return .run { send in
                for _ in 1...3 {
                    try await Task.sleep(nanoseconds: 1_000_000_000)
                    await send(.tick)
                }
            } catch: { _, send in
                await send(.failed)
            }
        case .tick:
            count += 1
            return .none
        case .failed:
            return .none
        }
    }

// snippet: fireAndForget for work that sends nothing back — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/fireandforget(priority:_:)
    struct AnalyticsClient {
        var track: @Sendable (String) async -> Void
    }

    static let analyticsReducer = Reducer<Int, TickAction, AnalyticsClient> { _, action, analytics in
        switch action {
        case .onAppear:
            return .fireAndForget { await analytics.track("appeared") }
        case .tick, .failed:
            return .fireAndForget { print("tick") }
        }
    }

// snippet: cancellable(id:) and cancel(id:) with a type as the id — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/cancellable(id:cancelinflight:)
    enum TimerAction: Equatable {
        case startButtonTapped
        case stopButtonTapped
        case timerTicked
    }

    static let timerReducer = Reducer<Int, TimerAction, Void> { seconds, action, _ in
        enum TimerID {}
        switch action {
        case .startButtonTapped:
            return .run { send in
                while true {
                    try await Task.sleep(nanoseconds: 1_000_000_000)
                    await send(.timerTicked)
                }
            }
            .cancellable(id: TimerID.self)
        case .stopButtonTapped:
            return .cancel(id: TimerID.self)
        case .timerTicked:
            seconds += 1
            return .none
        }
    }

// snippet: merge and concatenate of effects, Effect(value:) and .none — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/merge(_:)
    static let startAndLog: Effect<TimerAction, Never> = .merge(
        .concatenate(
            Effect(value: .startButtonTapped),
            .none
        ),
        Effect(value: .timerTicked)
    )

// snippet: a publisher erased to an effect, with catchToEffect — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/catchtoeffect(_:)
    struct APIError: Error, Equatable {}

    enum SearchAction: Equatable {
        case response(Result<[String], APIError>)
    }

    static func search(_ query: String) -> Effect<[String], APIError> {
        Just([query]).setFailureType(to: APIError.self).eraseToEffect()
    }

    static let searchEffect: Effect<SearchAction, Never> = search("swift")
        .catchToEffect(SearchAction.response)

// snippet: Effect is a publisher: receive(on:) and map, then eraseToEffect — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/erasetoeffect()
    static let onMain: Effect<TimerAction, Never> = Effect(value: TimerAction.timerTicked)
        .receive(on: DispatchQueue.main)
        .eraseToEffect()

// snippet: awaiting an action's effects from a view with viewStore.send(_:while:) (refreshable) — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/send(_:while:)
    struct RefreshState: Equatable {
        var isLoading = false
        var fact: String?
    }

    enum RefreshAction: Equatable {
        case refresh
    }

    struct RefreshView: View {
        let store: Store<RefreshState, RefreshAction>

        var body: some View {
            WithViewStore(self.store) { viewStore in
                List {
                    Text(viewStore.fact ?? "")
                }
                .refreshable {
                    await viewStore.send(.refresh, while: \.isLoading)
                }
            }
        }
    }

// snippet: a long-living effect started from .task { await viewStore.send(.task).finish() } — https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstoretask/finish()
    enum LifecycleAction: Equatable {
        case task
    }

    struct LifecycleView: View {
        let store: Store<Int, LifecycleAction>

        var body: some View {
            WithViewStore(self.store) { viewStore in
                Text("\(viewStore.state)")
                    .task { await viewStore.send(.task).finish() }
            }
        }
    }
}
