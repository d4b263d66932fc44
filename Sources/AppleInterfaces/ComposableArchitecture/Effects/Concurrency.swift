import Foundation

extension AsyncStream {
    /// A stream of the elements of an async sequence.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/asyncstream/init(_:bufferingpolicy:)
    public init<S: AsyncSequence & Sendable>(
        _ sequence: S,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) where S.Element == Element {
        self.init(bufferingPolicy: limit) { continuation in
            let task = Task {
                do {
                    for try await element in sequence { continuation.yield(element) }
                } catch {}
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// A stream and the continuation that feeds it.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/asyncstream/streamwithcontinuation(_:bufferingpolicy:)
    public static func streamWithContinuation(
        _ elementType: Element.Type = Element.self,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) -> (stream: Self, continuation: Continuation) {
        var continuation: Continuation!
        let stream = Self(elementType, bufferingPolicy: limit) { continuation = $0 }
        return (stream, continuation)
    }

    /// A stream that never yields and never finishes.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/asyncstream/never
    public static var never: Self {
        Self { _ in }
    }

    /// A stream that finishes at once.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/asyncstream/finished
    public static var finished: Self {
        Self { $0.finish() }
    }
}

extension AsyncThrowingStream where Failure == Error {
    /// A stream of the elements of an async sequence.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/asyncthrowingstream/init(_:bufferingpolicy:)
    public init<S: AsyncSequence & Sendable>(
        _ sequence: S,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) where S.Element == Element {
        self.init(bufferingPolicy: limit) { continuation in
            let task = Task {
                do {
                    for try await element in sequence { continuation.yield(element) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// A stream and the continuation that feeds it.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/asyncthrowingstream/streamwithcontinuation(_:bufferingpolicy:)
    public static func streamWithContinuation(
        _ elementType: Element.Type = Element.self,
        bufferingPolicy limit: Continuation.BufferingPolicy = .unbounded
    ) -> (stream: Self, continuation: Continuation) {
        var continuation: Continuation!
        let stream = Self(elementType, bufferingPolicy: limit) { continuation = $0 }
        return (stream, continuation)
    }

    /// A stream that never yields and never finishes.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/asyncthrowingstream/never
    public static var never: Self {
        Self { _ in }
    }

    /// A stream that finishes at once.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/asyncthrowingstream/finished
    public static var finished: Self {
        Self { $0.finish() }
    }
}

extension Task where Failure == Never {
    /// Suspends until cancelled, then throws `CancellationError`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/task/never()
    public static func never() async throws -> Success {
        for await element in AsyncStream<Success>.never { return element }
        throw _Concurrency.CancellationError()
    }
}

extension Task where Success == Never, Failure == Never {
    /// Suspends until cancelled, then throws `CancellationError`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/task/never()
    public static func never() async throws {
        for await _ in AsyncStream<Never>.never {}
        throw _Concurrency.CancellationError()
    }
}

/// A value isolated to an actor, for tests and effects that mutate shared state.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actorisolated
@dynamicMemberLookup
public final actor ActorIsolated<Value: Sendable> {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actorisolated/value
    public var value: Value

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actorisolated/init(_:)
    public init(_ value: Value) {
        self.value = value
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actorisolated/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        value[keyPath: keyPath]
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actorisolated/withvalue(_:)
    public func withValue<T: Sendable>(
        _ operation: @Sendable (inout Value) async throws -> T
    ) async rethrows -> T {
        var copy = value
        defer { value = copy }
        return try await operation(&copy)
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/actorisolated/setvalue(_:)
    public func setValue(_ newValue: Value) {
        value = newValue
    }
}

/// A value that is declared `Sendable` without the compiler's proof.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/uncheckedsendable
@dynamicMemberLookup
@propertyWrapper
public struct UncheckedSendable<Value>: @unchecked Sendable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/uncheckedsendable/value
    public var value: Value

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/uncheckedsendable/init(_:)
    public init(_ value: Value) {
        self.value = value
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/uncheckedsendable/init(wrappedvalue:)
    public init(wrappedValue: Value) {
        self.value = wrappedValue
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/uncheckedsendable/wrappedvalue
    public var wrappedValue: Value {
        get { value }
        set { value = newValue }
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/uncheckedsendable/projectedvalue
    public var projectedValue: Self {
        get { self }
        set { self = newValue }
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/uncheckedsendable/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
        value[keyPath: keyPath]
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/uncheckedsendable/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}
