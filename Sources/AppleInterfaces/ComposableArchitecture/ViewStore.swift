import Foundation
import SwiftUI

/// An object that observes a store's state and sends it actions, for use in views: its state's
/// properties are read as its own (`viewStore.items`) through dynamic member lookup.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore
@dynamicMemberLookup
public final class ViewStore<State, Action>: ObservableObject {
    /// Emits before the observed state changes (duplicates removed).
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/objectwillchange
    public private(set) lazy var objectWillChange = ObservableObjectPublisher()

    private let sendAction: (Action) -> Task<Void, Never>?
    private let relay: CurrentValueSubject<State, Never>
    private var storeCancellable: AnyCancellable?

    /// Observes `store`, skipping states `isDuplicate` says are the same as the last.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/init(_:removeduplicates:)
    public init(
        _ store: Store<State, Action>,
        removeDuplicates isDuplicate: @escaping (State, State) -> Bool
    ) {
        self.sendAction = { store.send($0) }
        self.relay = CurrentValueSubject(store.state.value)
        self.storeCancellable = store.state
            .removeDuplicates(by: isDuplicate)
            .dropFirst()
            .sink { [weak self] newState in
                guard let self else { return }
                self.objectWillChange.send()
                self.relay.value = newState
            }
        // The view store keeps its store alive, as a view holding only a view store expects.
        self.store = store
    }
    private var store: AnyObject?

    /// A publisher of the observed state.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/publisher
    public var publisher: StorePublisher<State> {
        StorePublisher(upstream: relay.eraseToAnyPublisher(), viewStore: self)
    }

    /// The current state.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/state
    public var state: State {
        relay.value
    }

    /// A property of the state, read as a property of the view store.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/subscript(dynamicmember:)
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        relay.value[keyPath: keyPath]
    }

    /// Sends an action to the store.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/send(_:)
    @discardableResult
    public func send(_ action: Action) -> ViewStoreTask {
        ViewStoreTask(rawValue: sendAction(action))
    }

    /// Sends an action to the store with an animation.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/send(_:animation:)
    @discardableResult
    public func send(_ action: Action, animation: Animation?) -> ViewStoreTask {
        withAnimation(animation) { send(action) }
    }

    /// Sends an action and suspends while `predicate` holds for the state.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/send(_:while:)
    @MainActor
    public func send(_ action: Action, while predicate: @escaping (State) -> Bool) async {
        let task = send(action)
        await withTaskCancellationHandler {
            await self.yield(while: predicate)
        } onCancel: {
            task.rawValue?.cancel()
        }
    }

    /// Sends an action with an animation and suspends while `predicate` holds for the state.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/send(_:animation:while:)
    @MainActor
    public func send(
        _ action: Action,
        animation: Animation?,
        while predicate: @escaping (State) -> Bool
    ) async {
        let task = withAnimation(animation) { send(action) }
        await withTaskCancellationHandler {
            await self.yield(while: predicate)
        } onCancel: {
            task.rawValue?.cancel()
        }
    }

    /// Suspends while `predicate` holds for the state.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/yield(while:)
    @MainActor
    public func yield(while predicate: @escaping (State) -> Bool) async {
        let waiter = EffectCompletion()
        var cancellable: AnyCancellable?
        cancellable = relay.first(where: { !predicate($0) }).sink { _ in waiter.finish() }
        await withTaskCancellationHandler {
            await waiter.wait()
        } onCancel: {
            waiter.finish()
        }
        cancellable?.cancel()
        cancellable = nil
    }

    /// A binding that reads `get` of the state and sends `valueToAction` of a new value.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/binding(get:send:)
    public func binding<Value>(
        get: @escaping (State) -> Value,
        send valueToAction: @escaping (Value) -> Action
    ) -> Binding<Value> {
        Binding(get: { get(self.state) }, set: { self.send(valueToAction($0)) })
    }

    /// A binding that reads `get` of the state and sends `action` whatever the new value.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/binding(get:send:)
    public func binding<Value>(
        get: @escaping (State) -> Value,
        send action: Action
    ) -> Binding<Value> {
        binding(get: get, send: { _ in action })
    }

    /// A binding to the whole state that sends `valueToAction` of a new value.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/binding(send:)
    public func binding(
        send valueToAction: @escaping (State) -> Action
    ) -> Binding<State> {
        binding(get: { $0 }, send: valueToAction)
    }

    /// A binding to the whole state that sends `action` whatever the new value.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/binding(send:)
    public func binding(send action: Action) -> Binding<State> {
        binding(send: { _ in action })
    }
}

extension ViewStore where State: Equatable {
    /// Observes `store`, skipping equal states.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/init(_:)
    public convenience init(_ store: Store<State, Action>) {
        self.init(store, removeDuplicates: ==)
    }
}

extension ViewStore where State == Void {
    /// Observes a stateless store.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstore/init(_:)
    public convenience init(_ store: Store<Void, Action>) {
        self.init(store, removeDuplicates: { _, _ in true })
    }
}

/// The effects an action sent through a view store started, to await or cancel.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstoretask
public struct ViewStoreTask: Hashable, Sendable {
    fileprivate let rawValue: Task<Void, Never>?

    /// Cancels the effects and waits for them to finish.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstoretask/cancel()
    public func cancel() async {
        rawValue?.cancel()
        await finish()
    }

    /// Waits for the effects to finish.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstoretask/finish()
    public func finish() async {
        await rawValue?.value
    }

    /// Whether the effects were cancelled (true when there were none).
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/viewstoretask/iscancelled
    public var isCancelled: Bool {
        rawValue?.isCancelled ?? true
    }
}

/// A publisher of a view store's state whose properties are publishers of their own, without
/// duplicates (`viewStore.publisher.count`).
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/storepublisher
@dynamicMemberLookup
public struct StorePublisher<State>: Publisher {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/storepublisher/output
    public typealias Output = State
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/storepublisher/failure
    public typealias Failure = Never

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/storepublisher/upstream
    public let upstream: AnyPublisher<State, Never>
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/storepublisher/viewstore
    public let viewStore: Any

    fileprivate init(upstream: AnyPublisher<State, Never>, viewStore: Any) {
        self.upstream = upstream
        self.viewStore = viewStore
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/storepublisher/receive(subscriber:)
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        // The subscription keeps the view store (and so its store) alive.
        let viewStore = self.viewStore
        upstream
            .handleEvents(receiveCompletion: { _ in _ = viewStore })
            .subscribe(subscriber)
    }

    /// A publisher of one property of the state, without duplicates.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/storepublisher/subscript(dynamicmember:)
    public subscript<Value: Equatable>(
        dynamicMember keyPath: KeyPath<State, Value>
    ) -> StorePublisher<Value> {
        StorePublisher<Value>(upstream: upstream.map(keyPath).removeDuplicates().eraseToAnyPublisher(), viewStore: viewStore)
    }
}
