import ItemsCore
import OpenCombine
import Testing

/// The reducer runtime on its own: a counter with effects, combine, pullback and optional.
struct ReducerRuntimeTests {
    enum CounterAction: Equatable {
        case increment, decrement, incrementTwice
    }

    nonisolated(unsafe) static let counter = Reducer<Int, CounterAction, Void> { count, action, _ in
        switch action {
        case .increment:
            count += 1
            return .none
        case .decrement:
            count -= 1
            return .none
        case .incrementTwice:
            return Effect.merge(Effect(value: .increment), Effect(value: .increment))
        }
    }

    struct Parent: Equatable {
        var count = 0
        var optionalCount: Int?
        var log: [String] = []
    }

    enum ParentAction: Equatable {
        case counter(CounterAction)
        case other
    }

    @Test func runReturnsTheEffectWithoutPerformingIt() {
        var count = 0
        let effect = Self.counter.run(&count, .incrementTwice, ())
        #expect(count == 0)
        #expect(effect.outputs == [.increment, .increment])
    }

    @Test func storePerformsEffectsInOrderBeforeSendReturns() {
        let viewStore = ViewStore(Store(initialState: 0, reducer: Self.counter, environment: ()))
        viewStore.send(.incrementTwice)
        #expect(viewStore.state == 2)
        viewStore.send(.decrement)
        #expect(viewStore.state == 1)
    }

    @Test func effectMapAndNone() {
        #expect(Effect<Int, Never>.none.outputs.isEmpty)
        #expect(Effect.concatenate(Effect(value: 1), Effect(value: 2)).map { $0 * 10 }.outputs == [10, 20])
    }

    @Test func combineRunsReducersInOrder() {
        let first = Reducer<[String], Int, Void> { log, action, _ in log.append("first \(action)"); return .none }
        let second = Reducer<[String], Int, Void> { log, action, _ in log.append("second \(action)"); return .none }
        var log: [String] = []
        _ = Reducer.combine(first, second).run(&log, 1, ())
        #expect(log == ["first 1", "second 1"])
        _ = Reducer<[String], Int, Void>.empty.run(&log, 2, ())
        #expect(log.count == 2)
    }

    @Test func pullbackRunsOnlyForItsActionsAndEmbedsEffects() {
        let parent = Self.counter.pullback(
            state: \Parent.count,
            action: /ParentAction.counter,
            environment: { (_: Void) in () }
        )
        var state = Parent()
        _ = parent.run(&state, .other, ())
        #expect(state.count == 0)
        _ = parent.run(&state, .counter(.increment), ())
        #expect(state.count == 1)
        #expect(parent.run(&state, .counter(.incrementTwice), ()).outputs == [.counter(.increment), .counter(.increment)])
    }

    @Test func optionalSkipsNilState() {
        let parent = Self.counter.optional().pullback(
            state: \Parent.optionalCount,
            action: /ParentAction.counter,
            environment: { (_: Void) in () }
        )
        var state = Parent()
        _ = parent.run(&state, .counter(.increment), ())
        #expect(state.optionalCount == nil)
        state.optionalCount = 10
        _ = parent.run(&state, .counter(.increment), ())
        #expect(state.optionalCount == 11)
    }

    @Test func scopedStoreReadsAndSendsThroughItsParent() {
        let parent = Self.counter.pullback(
            state: \Parent.count,
            action: /ParentAction.counter,
            environment: { (_: Void) in () }
        )
        let store = Store(initialState: Parent(), reducer: parent, environment: ())
        let viewStore = ViewStore(store)
        let child = ViewStore(store.scope(state: \.count, action: ParentAction.counter))
        child.send(.incrementTwice)
        #expect(child.state == 2)
        #expect(viewStore.state.count == 2)
        viewStore.send(.counter(.decrement))
        #expect(child.state == 1)

        let readOnly = ViewStore(store.scope(state: { "\($0.count)" }))
        readOnly.send(.counter(.increment))
        #expect(readOnly.state == "2")
        #expect(viewStore.count == 2)
    }

    // MARK: Effects of 0.39.1 that the articles' apps write every day

    enum TimerAction: Equatable {
        case start, tick, response(TaskResult<Int>), cancel, log(String)
    }

    struct Failure: Error, Equatable {}

    nonisolated(unsafe) static let effects = Reducer<[String], TimerAction, Void> { log, action, _ in
        switch action {
        case .start:
            return .task { .response(.success(42)) }
        case .tick:
            log.append("tick")
            return .fireAndForget { }
        case let .response(.success(value)):
            log.append("value \(value)")
            return .none
        case .response(.failure):
            log.append("failure")
            return .none
        case .cancel:
            return .cancel(id: CancelID.self)
        case let .log(text):
            log.append(text)
            return .none
        }
    }
    enum CancelID {}

    @Test func anAsyncTaskEffectDeliversItsActionToTheStore() async {
        let viewStore = ViewStore(Store(initialState: [], reducer: Self.effects, environment: ()))
        await viewStore.send(.start).finish()
        #expect(viewStore.state == ["value 42"])
        viewStore.send(.tick)
        #expect(viewStore.state == ["value 42", "tick"])
    }

    @Test func runSendsEveryActionItsOperationSends() async {
        let reducer = Reducer<[String], TimerAction, Void> { log, action, _ in
            switch action {
            case .start:
                return .run { send in
                    await send(.log("one"))
                    await send(.log("two"))
                }
            case let .log(text):
                log.append(text)
                return .none
            default:
                return .none
            }
        }
        let viewStore = ViewStore(Store(initialState: [], reducer: reducer, environment: ()))
        await viewStore.send(.start).finish()
        #expect(viewStore.state == ["one", "two"])
    }

    @Test func aCancellableEffectStopsWhenCancelled() {
        let subject = PassthroughSubject<TimerAction, Never>()
        let reducer = Reducer<[String], TimerAction, Void> { log, action, _ in
            switch action {
            case .start:
                return subject.eraseToEffect().cancellable(id: CancelID.self)
            case .cancel:
                return .cancel(id: CancelID.self)
            case let .log(text):
                log.append(text)
                return .none
            default:
                return .none
            }
        }
        let viewStore = ViewStore(Store(initialState: [], reducer: reducer, environment: ()))
        viewStore.send(.start)
        subject.send(.log("before"))
        viewStore.send(.cancel)
        subject.send(.log("after"))
        #expect(viewStore.state == ["before"])
    }

    @Test func taskResultComparesValuesAndErrors() {
        #expect(TaskResult<Int>.success(1) == .success(1))
        #expect(TaskResult<Int>.failure(Failure()) == .failure(Failure()))
        #expect(TaskResult<Int>.success(1) != .failure(Failure()))
    }

    @Test func alertStateComparesItsTextsAndButtons() {
        let alert = AlertState<TimerAction>(
            title: TextState("Eliminar item"),
            message: TextState("¿Seguro?"),
            buttons: [.destructive(TextState("Delete"), action: .send(.cancel)), .cancel(TextState("Cancel"))]
        )
        #expect(alert == AlertState(
            title: TextState("Eliminar item"),
            message: TextState("¿Seguro?"),
            buttons: [.destructive(TextState("Delete"), action: .send(.cancel)), .cancel(TextState("Cancel"))]
        ))
        #expect(alert != AlertState(title: TextState("Cambiar estilo"), buttons: alert.buttons))
        #expect(String(state: TextState("Hola ") + TextState(verbatim: "mundo")) == "Hola mundo")
    }

    @Test func bindingActionsSetTheirField() {
        struct Form: Equatable { @BindableState var name = "" }
        enum FormAction: BindableAction, Equatable { case binding(BindingAction<Form>) }
        let reducer = Reducer<Form, FormAction, Void> { _, _, _ in .none }.binding()
        let viewStore = ViewStore(Store(initialState: Form(), reducer: reducer, environment: ()))
        viewStore.send(.set(\.$name, "Ana"))
        #expect(viewStore.name == "Ana")
        #expect(FormAction.set(\.$name, "Ana") == .binding(.set(\.$name, "Ana")))
    }

    @Test func ifLetRunsThenForPresentStateAndElseForNil() {
        let reducer = Reducer<Int?, CounterAction, Void> { state, action, _ in
            switch action {
            case .increment: state = (state ?? 0) + 1
            case .decrement: state = nil
            case .incrementTwice: break
            }
            return .none
        }
        let store = Store(initialState: nil, reducer: reducer, environment: ())
        var seen: [String] = []
        let cancellable = store.ifLet(then: { _ in seen.append("then") }, else: { seen.append("else") })
        ViewStore(store).send(.increment)
        ViewStore(store).send(.increment)
        ViewStore(store).send(.decrement)
        #expect(seen == ["else", "then", "else"])
        _ = cancellable
    }
}
