import Foundation

/// SplitMix64: a tiny seeded generator, so a test's random inputs are the same on every run
/// and a failing one can be run again — the one generator every test target uses.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// A generator for a randomized test: seeded from `SITEGEN_TEST_SEED` when the environment
    /// sets it (to run a failure again), else from the system's generator; the seed is printed
    /// with the test's name, so that every run says how to repeat it.
    public static func forTest(_ name: String = #function) -> SeededGenerator {
        let seed = ProcessInfo.processInfo.environment["SITEGEN_TEST_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)
        print("\(name) seed: \(seed) (SITEGEN_TEST_SEED=\(seed) repeats it)")
        return SeededGenerator(seed: seed)
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
