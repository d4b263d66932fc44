// A small SHA-256 (FIPS 180-4) for cache keys: the package has no crypto dependency, and
// the inputs are a few kilobytes of block text and build fingerprints — and every article's
// text, on every build. Written with raw pointers and wrapping arithmetic because sitegen
// usually runs as a debug build, where checked array access would make hashing the content
// the slowest part of a run with a warm cache; where the processor has the SHA extensions,
// the compression is left to them (CSHA256).

import CSHA256

/// SHA-256 digests of strings and bytes, as lowercase hex.
package enum SHA256 {
    /// Whether the processor's SHA extensions do the compression (`CSHA256`).
    static let accelerated = csha256_accelerated() != 0

    package static func hex(_ text: String) -> String {
        var text = text
        return text.withUTF8 { hex($0) }
    }

    package static func hex(_ bytes: [UInt8]) -> String { bytes.withUnsafeBufferPointer { hex($0) } }

    /// The digest of `bytes`: the whole blocks straight from them, then the last bytes with the
    /// padding and the length, in a block or two of their own.
    static func hex(_ bytes: UnsafeBufferPointer<UInt8>, accelerated: Bool = SHA256.accelerated) -> String {
        var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
        let wholeBlocks = bytes.count / 64
        if let base = bytes.baseAddress, wholeBlocks > 0 {
            compress(&state, base, blocks: wholeBlocks, accelerated: accelerated)
        }
        var tail = Array(bytes[(wholeBlocks * 64)...])
        tail.append(0x80)
        tail.append(contentsOf: repeatElement(0, count: (119 - bytes.count % 64) % 64))
        let bitLength = UInt64(bytes.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBufferPointer { compress(&state, $0.baseAddress!, blocks: $0.count / 64, accelerated: accelerated) }
        let digits = Array("0123456789abcdef".utf8)
        var result = [UInt8]()
        result.reserveCapacity(64)
        for word in state {
            for shift in stride(from: 28, through: 0, by: -4) { result.append(digits[Int((word >> UInt32(shift)) & 0xf)]) }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// SHA-256's compression function over `blocks` 64-byte blocks at `data`.
    static func compress(_ state: inout [UInt32], _ data: UnsafePointer<UInt8>, blocks: Int, accelerated: Bool) {
        if accelerated {
            state.withUnsafeMutableBufferPointer { csha256_blocks($0.baseAddress!, data, blocks) }
            return
        }
        var h = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { w.deallocate() }
        let k = csha256_round_constants()!
        var chunk = 0
        while chunk < blocks &* 64 {
            var i = 0
            while i < 16 {
                let j = data + chunk + i &* 4
                w[i] = UInt32(j[0]) << 24 | UInt32(j[1]) << 16 | UInt32(j[2]) << 8 | UInt32(j[3])
                i &+= 1
            }
            while i < 64 {
                let a = w[i &- 15], b = w[i &- 2]
                let s0 = (a >> 7 | a << 25) ^ (a >> 18 | a << 14) ^ (a >> 3)
                let s1 = (b >> 17 | b << 15) ^ (b >> 19 | b << 13) ^ (b >> 10)
                w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
                i &+= 1
            }
            var (a, b, c, d, e, f, g, hh) = h
            i = 0
            while i < 64 {
                let s1 = (e >> 6 | e << 26) ^ (e >> 11 | e << 21) ^ (e >> 25 | e << 7)
                let t1 = hh &+ s1 &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                let s0 = (a >> 2 | a << 30) ^ (a >> 13 | a << 19) ^ (a >> 22 | a << 10)
                let t2 = s0 &+ ((a & b) ^ (a & c) ^ (b & c))
                hh = g; g = f; f = e; e = d &+ t1; d = c; c = b; b = a; a = t1 &+ t2
                i &+= 1
            }
            h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
            chunk &+= 64
        }
        state = [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7]
    }
}
