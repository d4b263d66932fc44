import Foundation
import SwiftUI

/// The work a reducer asks the store to do after it has changed the state: a publisher of
/// actions (`Output`) that the store feeds back into the reducer.
///
/// In 0.39.1 `Effect` is a struct over an erased publisher and conforms to `Publisher` itself
/// (Combine's; here OpenCombine's, which the SwiftUI interface module re-exports as Combine).
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect
public struct Effect<Output, Failure: Error> {
    // Internal, as in 0.39.1: an effect is made with `init(_:)`, `eraseToEffect()` or the
    // static constructors, never from its stored publisher.
    let publisher: AnyPublisher<Output, Failure>
}

extension Effect {
    /// An effect that does nothing and completes immediately.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/none
    public static var none: Self {
        Effect(Empty(completeImmediately: true))
    }
}

extension Effect where Failure == Never {
    /// Wraps an asynchronous unit of work that produces one action.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/task(priority:operation:catch:file:fileid:line:)
    public static func task(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable () async throws -> Output,
        catch handler: (@Sendable (Error) async -> Output)? = nil,
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        .run(
            priority: priority,
            operation: { send in
                let output = try await operation()
                try Task.checkCancellation()
                await send(output)
            },
            catch: handler.map { handler in
                { @Sendable error, send in await send(await handler(error)) }
            },
            file: file,
            fileID: fileID,
            line: line
        )
    }

    /// Wraps an asynchronous unit of work that can send any number of actions through `send`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/run(priority:operation:catch:file:fileid:line:)
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (Send<Output>) async throws -> Void,
        catch handler: (@Sendable (Error, Send<Output>) async -> Void)? = nil,
        file: StaticString = #file,
        fileID: StaticString = #fileID,
        line: UInt = #line
    ) -> Self {
        .run { subscriber in
            let work = Task(priority: priority) { @MainActor in
                defer { subscriber.send(completion: .finished) }
                let send = Send<Output> { subscriber.send($0) }
                do {
                    try await operation(send)
                } catch is CancellationError {
                    return
                } catch {
                    if let handler {
                        await handler(error, send)
                    } else {
                        runtimeWarning("An 'Effect.run' returned from \"\(fileID):\(line)\" threw an unhandled error: \(error)")
                    }
                }
            }
            return AnyCancellable { work.cancel() }
        }
    }

    /// An asynchronous effect that never sends an action.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/fireandforget(priority:_:)
    public static func fireAndForget(
        priority: TaskPriority? = nil,
        _ work: @escaping @Sendable () async throws -> Void
    ) -> Self {
        .run(priority: priority) { _ in try? await work() }
    }
}

/// What `Effect.run` hands its operation to send actions back into the store, on the main actor.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/send
@MainActor
public struct Send<Action> {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/send/send
    public let send: (Action) -> Void

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/send/init(send:)
    public init(send: @escaping (Action) -> Void) {
        self.send = send
    }

    /// Sends an action, unless the effect's task has been cancelled.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/send/callasfunction(_:)
    public func callAsFunction(_ action: Action) {
        if Task.isCancelled { return }
        send(action)
    }

    /// Sends an action with an animation, unless the effect's task has been cancelled.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/send/callasfunction(_:animation:)
    public func callAsFunction(_ action: Action, animation: Animation?) {
        if Task.isCancelled { return }
        withAnimation(animation) { send(action) }
    }
}

extension Effect {
    /// Runs every effect at once; the result finishes when they all have.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/merge(_:)
    public static func merge(_ effects: Self...) -> Self {
        .merge(effects)
    }

    /// Runs every effect of the sequence at once.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/merge(_:)
    public static func merge<S: Sequence>(_ effects: S) -> Self where S.Element == Effect {
        let all = Array(effects)
        switch all.count {
        case 0: return .none
        case 1: return all[0]
        default: return Effect(Publishers.Sequence<[Effect], Failure>(sequence: all).flatMap { $0 })
        }
    }

    /// Runs the effects one after the other, each once the one before has finished.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/concatenate(_:)
    public static func concatenate(_ effects: Self...) -> Self {
        .concatenate(effects)
    }

    /// Runs the effects of the collection one after the other.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/concatenate(_:)
    public static func concatenate<C: Collection>(_ effects: C) -> Self where C.Element == Effect {
        guard let first = effects.first else { return .none }
        return effects.dropFirst().reduce(first) { sequence, next in
            Effect(Publishers.Concatenate(prefix: sequence, suffix: next))
        }
    }

    /// Transforms the effect's outputs, as a parent reducer does with a child's actions.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/map(_:)
    public func map<T>(_ transform: @escaping (Output) -> T) -> Effect<T, Failure> {
        Effect<T, Failure>(publisher.map(transform))
    }
}

// MARK: - Effect as a publisher

extension Effect: Publisher {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/receive(subscriber:)
    public func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        publisher.subscribe(subscriber)
    }
}

extension Effect {
    /// Wraps a publisher.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/init(_:)
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        self.publisher = publisher.eraseToAnyPublisher()
    }

    /// An effect that sends one value and finishes.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/init(value:)
    public init(value: Output) {
        self.init(Just(value).setFailureType(to: Failure.self))
    }

    /// An effect that fails at once with `error`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/init(error:)
    public init(error: Failure) {
        self.init(Fail(error: error))
    }

    /// An effect that runs a callback-based unit of work when subscribed.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/future(_:)
    public static func future(
        _ attemptToFulfill: @escaping (@escaping (Result<Output, Failure>) -> Void) -> Void
    ) -> Self {
        Effect(Deferred { Future(attemptToFulfill) })
    }

    /// An effect that runs a synchronous unit of work returning a result when subscribed.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/result(_:)
    public static func result(_ attemptToFulfill: @escaping () -> Result<Output, Failure>) -> Self {
        .future { callback in callback(attemptToFulfill()) }
    }

    /// An effect that gets a subscriber to send values and a completion to, and returns a
    /// cancellable that undoes its work.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/run(_:)
    public static func run(
        _ work: @escaping (Effect.Subscriber) -> Cancellable
    ) -> Self {
        Effect(EffectCreate(work: work))
    }

    /// An effect that does synchronous work when subscribed and never sends a value.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/fireandforget(_:)
    public static func fireAndForget(_ work: @escaping () throws -> Void) -> Self {
        Effect(Deferred { () -> Empty<Output, Failure> in
            try? work()
            return Empty(completeImmediately: true)
        })
    }

    /// What `Effect.run(_:)` hands its work: sends values and a completion downstream.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/subscriber
    public struct Subscriber {
        private let sendValue: (Output) -> Void
        private let sendCompletion: (Subscribers.Completion<Failure>) -> Void

        init(send: @escaping (Output) -> Void, complete: @escaping (Subscribers.Completion<Failure>) -> Void) {
            self.sendValue = send
            self.sendCompletion = complete
        }

        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/subscriber/send(_:)
        public func send(_ value: Output) {
            sendValue(value)
        }

        /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/subscriber/send(completion:)
        public func send(completion: Subscribers.Completion<Failure>) {
            sendCompletion(completion)
        }
    }
}

extension Effect where Failure == Error {
    /// An effect that runs throwing work when subscribed and sends its value or fails.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/catching(_:)
    public static func catching(_ work: @escaping () throws -> Output) -> Self {
        .result { Result { try work() } }
    }
}

extension Publisher {
    /// Turns any publisher into an effect.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/erasetoeffect()
    public func eraseToEffect() -> Effect<Output, Failure> {
        Effect(self)
    }

    /// Turns any publisher into an effect, transforming its outputs.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/erasetoeffect(_:)
    public func eraseToEffect<T>(
        _ transform: @escaping (Output) -> T
    ) -> Effect<T, Failure> {
        Effect(map(transform))
    }

    /// Turns a failing publisher into an effect that cannot fail and sends `Result`s.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/catchtoeffect()
    public func catchToEffect() -> Effect<Result<Output, Failure>, Never> {
        Effect(map { Result<Output, Failure>.success($0) }.catch { Just(.failure($0)) })
    }

    /// Turns a failing publisher into an effect that cannot fail, transforming each `Result`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/catchtoeffect(_:)
    public func catchToEffect<T>(
        _ transform: @escaping (Result<Output, Failure>) -> T
    ) -> Effect<T, Never> {
        Effect(map { transform(.success($0)) }.catch { Just(transform(.failure($0))) })
    }

    /// Runs the publisher for its side effects only: an effect that sends nothing and never fails.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/fireandforget(outputtype:failuretype:)
    public func fireAndForget<NewOutput, NewFailure>(
        outputType: NewOutput.Type = NewOutput.self,
        failureType: NewFailure.Type = NewFailure.self
    ) -> Effect<NewOutput, NewFailure> {
        Effect(
            ignoreOutput()
                .map { _ -> NewOutput in }
                .catch { _ in Empty<NewOutput, Never>() }
                .setFailureType(to: NewFailure.self)
        )
    }
}

// MARK: - Runtime helpers

/// A publisher that runs `work` when its subscriber first asks for values, forwarding what
/// the work sends until the subscriber cancels.
private struct EffectCreate<Output, Failure: Error>: Publisher {
    let work: (Effect<Output, Failure>.Subscriber) -> Cancellable

    func receive<S: OpenCombine.Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EffectCreateSubscription(work: work, downstream: subscriber))
    }
}

private final class EffectCreateSubscription<Downstream: OpenCombine.Subscriber>: Subscription {
    private let lock = NSRecursiveLock()
    private var downstream: Downstream?
    private var work: ((Effect<Downstream.Input, Downstream.Failure>.Subscriber) -> Cancellable)?
    private var cancellable: Cancellable?

    init(work: @escaping (Effect<Downstream.Input, Downstream.Failure>.Subscriber) -> Cancellable, downstream: Downstream) {
        self.work = work
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        lock.lock()
        let work = self.work
        self.work = nil
        lock.unlock()
        guard let work else { return }
        let started = work(Effect.Subscriber(
            send: { [weak self] value in self?.forward(value) },
            complete: { [weak self] completion in self?.finish(completion) }
        ))
        lock.lock()
        let isLive = downstream != nil
        if isLive { cancellable = started }
        lock.unlock()
        if !isLive { started.cancel() }
    }

    private func forward(_ value: Downstream.Input) {
        lock.lock()
        let downstream = self.downstream
        lock.unlock()
        _ = downstream?.receive(value)
    }

    private func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        let downstream = self.downstream
        self.downstream = nil
        cancellable = nil
        lock.unlock()
        downstream?.receive(completion: completion)
    }

    func cancel() {
        lock.lock()
        downstream = nil
        work = nil
        let cancellable = self.cancellable
        self.cancellable = nil
        lock.unlock()
        cancellable?.cancel()
    }
}

/// What 0.39.1 reports at run time for a programming error (an unhandled error, an action for
/// absent state): a message on standard error in debug builds.
func runtimeWarning(_ message: @autoclosure () -> String) {
    #if DEBUG
    FileHandle.standardError.write(Data("[ComposableArchitecture] \(message())\n".utf8))
    #endif
}
