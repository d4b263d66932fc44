import Foundation

extension Exercise {
    /// A fixed exercise of the given kind, for previews: 15.45 km, one hour, starting now.
    ///
    /// Kept with exactly the article's signature so that
    /// `Exercise.Mode.allCases.map(Exercise.fake(type:))` compiles.
    public static func fake(type: Exercise.Mode) -> Self {
        fake(type: type, id: UUID(), starts: .now)
    }

    /// A fixed exercise of the given kind, with the id and start chosen by the caller so
    /// that tests are reproducible.
    public static func fake(type: Exercise.Mode, id: UUID, starts: Date) -> Self {
        Self(
            id: id,
            distance: 15.45,
            title: "First exercise of my life",
            starts: starts,
            finished: starts.addingTimeInterval(3600),
            type: type
        )
    }

    /// How `fake(_:)` makes up an exercise.
    public enum FakeStrategy: Sendable {
        /// Random id, distance (0 to 50 km), kind, start in April 2025 and duration (under an hour).
        case random
    }

    /// A made-up exercise, for previews: `(0..<50).map { _ in Exercise.fake(.random) }`.
    public static func fake(_ strategy: FakeStrategy) -> Self {
        var generator = SystemRandomNumberGenerator()
        return fake(strategy, using: &generator)
    }

    /// A made-up exercise whose randomness comes from `generator`, so a seeded generator
    /// gives the same exercise every time.
    ///
    /// Unlike the article, the start date does not depend on the current time (the article
    /// drew an offset from "now" and added it back), and the id comes from the generator too.
    ///
    /// - Parameters:
    ///   - strategy: How to make it up.
    ///   - generator: The source of randomness.
    ///   - timeZone: Where "2025-04-01" and "2025-05-01" are midnight; the article used the
    ///     device's time zone, which stays the default.
    public static func fake<G: RandomNumberGenerator>(
        _ strategy: FakeStrategy,
        using generator: inout G,
        timeZone: TimeZone = .current
    ) -> Self {
        switch strategy {
        case .random:
            let id = UUID.random(using: &generator)
            let randomDate = Date.randomBetween(
                start: "2025-04-01", end: "2025-05-01", timeZone: timeZone, using: &generator)
            return Self(
                id: id,
                distance: Double.random(in: 0..<50, using: &generator),
                title: "This is exercise \(id.uuidString)",
                starts: randomDate,
                finished: randomDate.addingTimeInterval(TimeInterval.random(in: 0..<3600, using: &generator)),
                type: Mode.allCases.randomElement(using: &generator)!
            )
        }
    }
}

extension UUID {
    /// A version-4 UUID whose 122 random bits come from `generator`.
    static func random<G: RandomNumberGenerator>(using generator: inout G) -> UUID {
        var bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        bytes[6] = (bytes[6] & 0x0F) | 0x40 // version 4
        bytes[8] = (bytes[8] & 0x3F) | 0x80 // RFC 4122 variant
        return UUID(uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
        ))
    }
}
