import Foundation

/// The binary form of the build record's articles (their basics, and their details: search
/// entries and page links, about 100 MB at 10,000 articles). Not JSON, whose text must be
/// escaped to write and parsed to read: here a string is its length and its bytes, copied as
/// they are.
///
/// Integers are LEB128 (seven bits a byte, low bits first), a `Double` its eight bytes, a
/// string its UTF-8 byte count then its bytes, a list its count then its items. A reader that
/// runs past the end, or finds a count that cannot fit, throws `RecordBytes.Damaged`.
public enum RecordBytes {
    /// What `body` writes, after its byte count (eight bytes, little-endian): a frame, which
    /// `frames(in:count:)` finds again among others.
    public static func frame(capacity: Int = 0, _ body: (inout Writer) -> Void) -> [UInt8] {
        var writer = Writer(capacity: capacity + 8)
        writer.number(0)  // the byte count, written at the end
        body(&writer)
        var bytes = writer.bytes
        withUnsafeBytes(of: UInt64(bytes.count - 8).littleEndian) { count in
            bytes.replaceSubrange(0..<8, with: count)
        }
        return bytes
    }

    /// A frame whose bytes start with their checksum (`checksum(_:)` of what follows it, eight
    /// bytes): `verified(_:)` gives back what `body` wrote, or throws when a byte changed.
    public static func checksummedFrame(capacity: Int = 0, _ body: (inout Writer) -> Void) -> [UInt8] {
        var bytes = frame(capacity: capacity + 8) { writer in
            writer.number(0)  // the checksum, written at the end
            body(&writer)
        }
        let sum = bytes.withUnsafeBytes { checksum(UnsafeRawBufferPointer(rebasing: $0[16...])) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.replaceSubrange(8..<16, with: $0) }
        return bytes
    }

    /// What a checksummed frame holds after its checksum, when the checksum matches it.
    public static func verified(_ frame: Data) throws(Damaged) -> Data {
        guard frame.count >= 8 else { throw Damaged() }
        let stored = frame.prefix(8).withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        let body = frame.dropFirst(8)
        guard body.withUnsafeBytes(checksum) == stored else { throw Damaged() }
        return body
    }

    /// `FNV1a` of `bytes`: a record damaged on disk (or edited) is found, and the build starts clean.
    public static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        FNV1a.hash(bytes)
    }

    /// The frames at the start of `bytes`, each without its byte count: `count` of them, or
    /// all when nil, and the bytes after them. A count past the end, or (reading all) bytes
    /// after the last frame, throw.
    public static func frames(in bytes: Data, count: Int? = nil) throws(Damaged) -> (frames: [Data], rest: Data) {
        var frames: [Data] = []
        var start = bytes.startIndex
        while count.map({ frames.count < $0 }) ?? (start < bytes.endIndex) {
            guard bytes.endIndex - start >= 8 else { throw Damaged() }
            let length = bytes[start..<start + 8].withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
            guard length <= UInt64(bytes.endIndex - start - 8) else { throw Damaged() }
            frames.append(bytes[(start + 8)..<(start + 8 + Int(length))])
            start += 8 + Int(length)
        }
        return (frames, bytes[start...])
    }

    /// The bytes do not hold what the reader expected.
    public struct Damaged: Error {
        public init() {}
    }

    public struct Writer {
        public private(set) var bytes: [UInt8] = []

        public init(capacity: Int = 0) {
            bytes.reserveCapacity(capacity)
        }

        public mutating func integer(_ value: Int) {
            var rest = UInt64(bitPattern: Int64(value))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        public mutating func flag(_ value: Bool) {
            bytes.append(value ? 1 : 0)
        }

        public mutating func number(_ value: Double) {
            var bits = value.bitPattern.littleEndian
            withUnsafeBytes(of: &bits) { bytes.append(contentsOf: $0) }
        }

        public mutating func string(_ text: String) {
            var text = text
            text.withUTF8 { utf8 in
                integer(utf8.count)
                bytes.append(contentsOf: utf8)
            }
        }

        public mutating func optionalString(_ text: String?) {
            flag(text != nil)
            if let text { string(text) }
        }

        public mutating func optionalInteger(_ value: Int?) {
            flag(value != nil)
            if let value { integer(value) }
        }

        public mutating func strings(_ texts: some Collection<String>) {
            integer(texts.count)
            for text in texts { string(text) }
        }

        public mutating func stringArrays(_ arrays: [[String]]) {
            integer(arrays.count)
            for texts in arrays { strings(texts) }
        }
    }

    /// Reads what a `Writer` wrote, in the same order, from bytes that must outlive it.
    public struct Reader {
        private let bytes: UnsafeRawBufferPointer
        public private(set) var offset = 0

        public init(_ bytes: UnsafeRawBufferPointer) {
            self.bytes = bytes
        }

        public var isAtEnd: Bool { offset == bytes.count }

        public mutating func integer() throws(Damaged) -> Int {
            var value: UInt64 = 0, shift: UInt64 = 0
            while true {
                guard offset < bytes.count, shift < 64 else { throw Damaged() }
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return Int(Int64(bitPattern: value)) }
                shift += 7
            }
        }

        /// A count of items that each take at least one byte: never more than the bytes left.
        public mutating func count() throws(Damaged) -> Int {
            let count = try integer()
            guard count >= 0, count <= bytes.count - offset else { throw Damaged() }
            return count
        }

        public mutating func flag() throws(Damaged) -> Bool {
            guard offset < bytes.count, bytes[offset] <= 1 else { throw Damaged() }
            offset += 1
            return bytes[offset - 1] == 1
        }

        public mutating func number() throws(Damaged) -> Double {
            guard bytes.count - offset >= 8 else { throw Damaged() }
            let bits = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
            return Double(bitPattern: UInt64(littleEndian: bits))
        }

        public mutating func string() throws(Damaged) -> String {
            let count = try count()
            defer { offset += count }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count]), as: UTF8.self)
        }

        public mutating func optionalString() throws(Damaged) -> String? {
            try flag() ? try string() : nil
        }

        public mutating func optionalInteger() throws(Damaged) -> Int? {
            try flag() ? try integer() : nil
        }

        public mutating func strings() throws(Damaged) -> [String] {
            let count = try count()
            var texts: [String] = []
            texts.reserveCapacity(count)
            for _ in 0..<count { texts.append(try string()) }
            return texts
        }

        public mutating func stringArrays() throws(Damaged) -> [[String]] {
            let count = try count()
            var arrays: [[String]] = []
            arrays.reserveCapacity(count)
            for _ in 0..<count { arrays.append(try strings()) }
            return arrays
        }
    }
}
