extension Array<UInt8> {
    /// `String(value, radix: radix)`'s bytes appended (radix 2 to 36, lowercase letters), with
    /// no `String` of their own: the digits are written from the last into a small buffer, then
    /// appended once. For the many numbers of the search shards and of the code lines' spans.
    mutating func appendDigits(of value: Int, radix: Int) {
        precondition((2...36).contains(radix), "radix \(radix) is not between 2 and 36")
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let base = UInt(radix)
        func digit(_ value: UInt) -> UInt8 { value < 10 ? UInt8(ascii: "0") + UInt8(value) : UInt8(ascii: "a") + UInt8(value - 10) }
        guard magnitude >= base else {
            append(digit(magnitude))
            return
        }
        // Int.min's magnitude has 64 digits in base 2.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { digits in
            var start = digits.count
            repeat {
                start -= 1
                digits[start] = digit(magnitude % base)
                magnitude /= base
            } while magnitude > 0
            append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
