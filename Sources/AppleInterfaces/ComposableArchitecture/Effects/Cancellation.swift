import Foundation
import SwiftUI

/// The identity of a group of cancellable effects: the id and the type it was given as, so that
/// `1` and `"1"` name different groups.
struct CancelToken: Hashable {
    let id: AnyHashable
    let idType: ObjectIdentifier

    init(id: AnyHashable) {
        self.id = id
        self.idType = ObjectIdentifier(type(of: id.base))
    }
}

/// The running cancellable effects and tasks, by id.
enum CancellationRegistry {
    static let lock = NSRecursiveLock()
    nonisolated(unsafe) static var cancellables: [CancelToken: [UUID: () -> Void]] = [:]

    static func register(_ token: CancelToken, cancel: @escaping () -> Void) -> UUID {
        let key = UUID()
        lock.lock()
        cancellables[token, default: [:]][key] = cancel
        lock.unlock()
        return key
    }

    static func unregister(_ token: CancelToken, _ key: UUID) {
        lock.lock()
        cancellables[token]?[key] = nil
        if cancellables[token]?.isEmpty == true { cancellables[token] = nil }
        lock.unlock()
    }

    static func cancelAll(_ token: CancelToken) {
        lock.lock()
        let running = cancellables[token]?.values.map { $0 } ?? []
        cancellables[token] = nil
        lock.unlock()
        running.forEach { $0() }
    }
}

extension Effect {
    /// Makes the effect cancellable with `Effect.cancel(id:)`; with `cancelInFlight`, starting
    /// it cancels the effects already running with the same id.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/cancellable(id:cancelinflight:)
    public func cancellable(id: AnyHashable, cancelInFlight: Bool = false) -> Self {
        let upstream = self.publisher
        return Effect(Deferred { () -> AnyPublisher<Output, Failure> in
            let token = CancelToken(id: id)
            if cancelInFlight { CancellationRegistry.cancelAll(token) }
            let stop = PassthroughSubject<Void, Never>()
            let key = CancellationRegistry.register(token) { stop.send(()) }
            return upstream
                .prefix(untilOutputFrom: stop)
                .handleEvents(
                    receiveCompletion: { _ in CancellationRegistry.unregister(token, key) },
                    receiveCancel: { CancellationRegistry.unregister(token, key) }
                )
                .eraseToAnyPublisher()
        })
    }

    /// Makes the effect cancellable with an id that is a type.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/cancellable(id:cancelinflight:)
    public func cancellable(id: Any.Type, cancelInFlight: Bool = false) -> Self {
        cancellable(id: ObjectIdentifier(id), cancelInFlight: cancelInFlight)
    }

    /// An effect that cancels the running effects with this id.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/cancel(id:)
    public static func cancel(id: AnyHashable) -> Self {
        .fireAndForget { CancellationRegistry.cancelAll(CancelToken(id: id)) }
    }

    /// An effect that cancels the running effects whose id is this type.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/cancel(id:)
    public static func cancel(id: Any.Type) -> Self {
        .cancel(id: ObjectIdentifier(id))
    }

    /// An effect that cancels the running effects with any of these ids.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/cancel(ids:)
    public static func cancel(ids: [AnyHashable]) -> Self {
        .merge(ids.map { Effect.cancel(id: $0) })
    }

    /// An effect that cancels the running effects whose id is any of these types.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/effect/cancel(ids:)
    public static func cancel(ids: [Any.Type]) -> Self {
        .merge(ids.map { Effect.cancel(id: $0) })
    }
}

/// Runs `operation` as a task that `Task.cancel(id:)` (or `Effect.cancel(id:)`) cancels.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withtaskcancellation(id:cancelinflight:operation:)
public func withTaskCancellation<T: Sendable>(
    id: AnyHashable,
    cancelInFlight: Bool = false,
    operation: @Sendable @escaping () async throws -> T
) async rethrows -> T {
    let token = CancelToken(id: id)
    if cancelInFlight { CancellationRegistry.cancelAll(token) }
    let task = Task { try await operation() }
    let key = CancellationRegistry.register(token) { task.cancel() }
    defer { CancellationRegistry.unregister(token, key) }
    return try await withTaskCancellationHandler {
        try await task.value
    } onCancel: {
        task.cancel()
    }
}

/// Runs `operation` as a task that `Task.cancel(id:)` cancels, with an id that is a type.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withtaskcancellation(id:cancelinflight:operation:)
public func withTaskCancellation<T: Sendable>(
    id: Any.Type,
    cancelInFlight: Bool = false,
    operation: @Sendable @escaping () async throws -> T
) async rethrows -> T {
    try await withTaskCancellation(id: ObjectIdentifier(id), cancelInFlight: cancelInFlight, operation: operation)
}

extension Task where Success == Never, Failure == Never {
    /// Cancels the effects and tasks running with this id.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/task/cancel(id:)
    public static func cancel<ID: Hashable & Sendable>(id: ID) async {
        CancellationRegistry.cancelAll(CancelToken(id: id))
    }

    /// Cancels the effects and tasks running with an id that is this type.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/task/cancel(id:)
    public static func cancel(id: Any.Type) async {
        await cancel(id: ObjectIdentifier(id))
    }
}
