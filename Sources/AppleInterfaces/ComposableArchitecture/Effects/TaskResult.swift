import Foundation

/// The result of async work that can fail with any error, `Equatable` when its success is
/// (errors compare as equal when they are of one `Equatable` type and equal), for actions such
/// as `case response(TaskResult<String>)`.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult
public enum TaskResult<Success: Sendable>: Sendable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/success(_:)
    case success(Success)
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/failure(_:)
    case failure(Error)

    /// Runs async throwing work and captures its value or error.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/init(catching:)
    public init(catching body: @Sendable () async throws -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }

    /// Converts a `Result`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/init(_:)
    public init<Failure>(_ result: Result<Success, Failure>) {
        switch result {
        case let .success(value): self = .success(value)
        case let .failure(error): self = .failure(error)
        }
    }

    /// The success value, or the error thrown.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/value
    public var value: Success {
        get throws {
            switch self {
            case let .success(value): return value
            case let .failure(error): throw error
            }
        }
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/map(_:)
    public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
        switch self {
        case let .success(value): return .success(transform(value))
        case let .failure(error): return .failure(error)
        }
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/flatmap(_:)
    public func flatMap<NewSuccess>(
        _ transform: (Success) -> TaskResult<NewSuccess>
    ) -> TaskResult<NewSuccess> {
        switch self {
        case let .success(value): return transform(value)
        case let .failure(error): return .failure(error)
        }
    }

    /// The success value, or the error thrown.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/get()
    public func get() throws -> Success {
        try value
    }
}

extension Result where Success: Sendable, Failure == Error {
    /// Converts a `TaskResult`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/swift/result/init(_:)
    public init(_ result: TaskResult<Success>) {
        switch result {
        case let .success(value): self = .success(value)
        case let .failure(error): self = .failure(error)
        }
    }
}

extension TaskResult: Equatable where Success: Equatable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/==(_:_:)
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.success(lhs), .success(rhs)):
            return lhs == rhs
        case let (.failure(lhs), .failure(rhs)):
            if let lhs = (lhs as Any) as? any Equatable { return lhs.isEqual(to: rhs) }
            return (lhs as NSError) == (rhs as NSError)
        default:
            return false
        }
    }
}

extension TaskResult: Hashable where Success: Hashable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/taskresult/hash(into:)
    public func hash(into hasher: inout Hasher) {
        switch self {
        case let .success(value):
            hasher.combine(value)
            hasher.combine(0)
        case let .failure(error):
            if let error = error as? AnyHashable { hasher.combine(error) }
            hasher.combine(1)
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
