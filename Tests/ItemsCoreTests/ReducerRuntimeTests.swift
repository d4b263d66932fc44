import ItemsCore
import Testing

/// The reducer runtime on its own: a counter with effects, combine, pullback and optional.
struct ReducerRuntimeTests {
    enum CounterAction: Equatable {
        case increment, decrement, incrementTwice
    }

    static let counter = Reducer<Int, CounterAction, Void> { count, action, _ in
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
        #expect(effect.actions == [.increment, .increment])
    }

    @Test func storePerformsEffectsInOrderBeforeSendReturns() {
        let store = Store(initialState: 0, reducer: Self.counter, environment: ())
        store.send(.incrementTwice)
        #expect(store.state == 2)
        store.send(.decrement)
        #expect(store.state == 1)
    }

    @Test func effectMapAndNone() {
        #expect(Effect<Int>.none.actions.isEmpty)
        #expect(Effect(actions: [1, 2]).map { $0 * 10 }.actions == [10, 20])
    }

    @Test func combineRunsReducersInOrder() {
        let first = Reducer<[String], Int, Void> { log, action, _ in log.append("first \(action)"); return .none }
        let second = Reducer<[String], Int, Void> { log, action, _ in log.append("second \(action)"); return .none }
        var log: [String] = []
        Reducer.combine(first, second).run(&log, 1, ())
        #expect(log == ["first 1", "second 1"])
        Reducer<[String], Int, Void>.empty.run(&log, 2, ())
        #expect(log.count == 2)
    }

    @Test func pullbackRunsOnlyForItsActionsAndEmbedsEffects() {
        let parent = Self.counter.pullback(
            state: \Parent.count,
            action: /ParentAction.counter,
            environment: { (_: Void) in () }
        )
        var state = Parent()
        parent.run(&state, .other, ())
        #expect(state.count == 0)
        parent.run(&state, .counter(.increment), ())
        #expect(state.count == 1)
        #expect(parent.run(&state, .counter(.incrementTwice), ()).actions == [.counter(.increment), .counter(.increment)])
    }

    @Test func optionalSkipsNilState() {
        let parent = Self.counter.optional().pullback(
            state: \Parent.optionalCount,
            action: /ParentAction.counter,
            environment: { (_: Void) in () }
        )
        var state = Parent()
        parent.run(&state, .counter(.increment), ())
        #expect(state.optionalCount == nil)
        state.optionalCount = 10
        parent.run(&state, .counter(.increment), ())
        #expect(state.optionalCount == 11)
    }

    @Test func scopedStoreReadsAndSendsThroughItsParent() {
        let parent = Self.counter.pullback(
            state: \Parent.count,
            action: /ParentAction.counter,
            environment: { (_: Void) in () }
        )
        let store = Store(initialState: Parent(), reducer: parent, environment: ())
        let child = store.scope(state: \.count, action: ParentAction.counter)
        child.send(.incrementTwice)
        #expect(child.state == 2)
        #expect(store.state.count == 2)
        store.send(.counter(.decrement))
        #expect(child.state == 1)

        let readOnly = store.scope(state: { "\($0.count)" })
        readOnly.send(.counter(.increment))
        #expect(readOnly.state == "2")
    }
}
