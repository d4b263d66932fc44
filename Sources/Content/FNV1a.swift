/// FNV-1a, 64 bits: a fast hash of bytes in which any byte changed, any bit flipped, changes the
/// result. Not for adversaries — for telling damage or a changed input (the build record's
/// checksums, the built-in theme's fingerprint).
public struct FNV1a {
    /// The hash of the bytes added so far.
    @usableFromInline private(set) var state: UInt64 = 0xcbf2_9ce4_8422_2325
    public var value: UInt64 { state }

    public init() {}

    @inlinable
    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
        }
    }

    /// The hash of `bytes` alone.
    @inlinable
    public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(bytes)
        return hasher.value
    }
}
