import Foundation

/// A value behind a lock: the one way the verify stage's concurrent work shares state
/// (progress counts, verdicts gathered from a task group, memoized linkages).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    /// A copy of the value.
    var value: Value { lock.withLock { stored } }

    /// Changes the value under the lock and returns what `body` returns.
    @discardableResult
    func mutate<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result { try lock.withLock { try body(&stored) } }
}
