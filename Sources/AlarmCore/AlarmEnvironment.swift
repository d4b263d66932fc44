import Foundation

/// Where the alarm models get the current time and new ids.
///
/// The article calls `Date()` and `UUID()` wherever it needs them; here they come from
/// this value, so tests, `sitegen deeplink` and the web demo get the same result for the
/// same input on every run.
public struct AlarmEnvironment: Sendable {
    /// The current time; the default date of a new alarm.
    public var now: @Sendable () -> Date
    /// A fresh id for a new alarm.
    public var uuid: @Sendable () -> UUID

    /// Creates an environment from its two sources.
    public init(now: @escaping @Sendable () -> Date, uuid: @escaping @Sendable () -> UUID) {
        self.now = now
        self.uuid = uuid
    }

    /// The real clock and random ids.
    public static let live = AlarmEnvironment(now: { Date() }, uuid: { UUID() })

    /// A clock stopped at `now`, and ids counting up from
    /// `00000000-0000-0000-0000-000000000001`.
    public static func fixed(now: Date) -> AlarmEnvironment {
        let counter = Counter()
        return AlarmEnvironment(now: { now }, uuid: { counter.nextUUID() })
    }
}

/// The counter behind `AlarmEnvironment.fixed(now:)`; locked because the closure is `@Sendable`.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt64 = 0

    func nextUUID() -> UUID {
        let n = lock.withLock {
            value += 1
            return value
        }
        var bytes = [UInt8](repeating: 0, count: 16)
        for index in 0..<8 {
            bytes[15 - index] = UInt8(truncatingIfNeeded: n >> (8 * UInt64(index)))
        }
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
}
