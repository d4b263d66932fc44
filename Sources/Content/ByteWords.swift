/// Eight bytes read as one `UInt64`, for the loops over text that pass long runs of bytes they
/// have nothing to do with (escaping for HTML or JSON, scanning a line of Swift): a word none
/// of whose bytes is one the loop looks at is skipped whole. Each test is exact for the word
/// as a whole (whether any of its bytes is such a byte), not for which byte it is.
public enum ByteWords {
    /// The eight bytes of `bytes` from `offset` (at least eight are left).
    @inlinable @inline(__always)
    public static func word(of bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self)
    }

    /// Not zero when a byte of `word` is `byte`.
    @inlinable @inline(__always)
    public static func has(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let value = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080
    }

    /// Not zero when a byte of `word` is below `limit` (at most 0x80).
    @inlinable @inline(__always)
    public static func hasBelow(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        (word &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit of each byte of `word` that is `byte`, and of no other: exact byte by byte
    /// (no borrow runs from one byte into the next), for counting.
    @inlinable @inline(__always)
    public static func matching(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let value = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return ~(((value & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | value | 0x7F7F_7F7F_7F7F_7F7F)
    }
}
