import Foundation
import ItemsCore
import OpenCombine

/// Hands out 00000000-0000-0000-0000-000000000001, ...002, ... in order, so tests can
/// name the ids the reducer will create.
final class IncrementingUUIDs: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 1

    func callAsFunction() -> UUID {
        lock.lock()
        defer { lock.unlock() }
        defer { next += 1 }
        return uuid(next)
    }
}

/// The n-th id of `IncrementingUUIDs`.
func uuid(_ n: Int) -> UUID {
    UUID(uuidString: "00000000-0000-0000-0000-\(String(repeating: "0", count: 12 - String(n).count))\(n)")!
}

extension AppEnvironment {
    /// Random numbers always 42 (or `value`), ids counting up from 1.
    static func test(random value: Int = 42) -> AppEnvironment {
        let uuids = IncrementingUUIDs()
        return AppEnvironment(random: { _ in value }, uuid: { uuids() })
    }
}

extension Effect where Failure == Never {
    /// The actions a synchronous effect sends as soon as it is subscribed to, in order (what
    /// the store feeds back before `send` returns).
    var outputs: [Output] {
        var outputs: [Output] = []
        let cancellable = sink { outputs.append($0) }
        cancellable.cancel()
        return outputs
    }
}
