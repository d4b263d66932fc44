#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Distinct byte strings (words, search terms), numbered in the order they were met, each with
/// a value: an open-addressing table over one buffer of bytes. A dictionary keyed by `String`
/// or `Substring` would hash every look-up with SipHash and compare through generic code, for
/// the millions of look-ups of the search index's terms; here a look-up hashes the bytes
/// where they are, and what is known of a string (its hash, its place in the buffer, its value)
/// lies in one entry: a look-up touches its slot and its entry, a line of memory each.
struct ByteStringTable<Value> {
    struct Entry {
        var hash: UInt64
        /// Where the string's bytes are in `bytes`.
        var start: Int
        var length: Int
        var value: Value
    }
    private var bytes: [UInt8] = []
    /// Entry number + 1 in each slot, 0 for an empty one; the count is a power of two (none
    /// until the first string: an empty table costs nothing to make).
    private var slots: [Int32] = []
    private(set) var entries: [Entry] = []

    var count: Int { entries.count }

    /// The value of entry `number`.
    subscript(number: Int) -> Value {
        get { entries[number].value }
        _modify { yield &entries[number].value }
    }

    /// The number of `string`, whose value `makeValue` gives the first time it is met.
    mutating func number(of string: UnsafeBufferPointer<UInt8>, makeValue: () -> Value) -> Int {
        if slots.isEmpty { slots = [Int32](repeating: 0, count: 1024) }
        let hash = Self.hash(string)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            let found = entries[number]
            if found.hash == hash, found.length == string.count,
               string.isEmpty || bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress! + found.start, string.baseAddress!, string.count) == 0 }) {
                return number
            }
            slot = (slot + 1) & mask
        }
        let number = entries.count
        let value = makeValue()
        entries.append(Entry(hash: hash, start: bytes.count, length: string.count, value: value))
        bytes.append(contentsOf: string)
        slots[slot] = Int32(number + 1)
        if entries.count * 2 > slots.count { grow() }
        return number
    }

    /// The bytes of entry `number`.
    func withBytes<Result>(of number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let entry = entries[number]
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[entry.start..<(entry.start + entry.length)])) }
    }

    private mutating func grow() {
        slots = [Int32](repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (number, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(number + 1)
        }
    }

    /// FNV-1a over the bytes, then mixed so that the low bits (the slot) depend on all of them.
    static func hash(_ string: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        return hash ^ (hash >> 33)
    }
}
