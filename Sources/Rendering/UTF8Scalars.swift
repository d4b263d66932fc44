extension UnsafeBufferPointer<UInt8> {
    /// The scalar whose UTF-8 starts at `index` of these bytes (valid UTF-8, as a `String`'s
    /// are), and its length in bytes: for readers that walk a text's bytes and need the
    /// scalar only now and then (search words and search texts).
    func scalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = self[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        func continuation(_ offset: Int) -> UInt32 { UInt32(self[index + offset] & 0x3F) }
        let value: UInt32, length: Int
        if lead < 0xE0 {
            (value, length) = (UInt32(lead & 0x1F) << 6 | continuation(1), 2)
        } else if lead < 0xF0 {
            (value, length) = (UInt32(lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2), 3)
        } else {
            (value, length) = (UInt32(lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3), 4)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
