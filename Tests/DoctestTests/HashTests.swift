import Diagnostics
@testable import Doctest
import Markdown
import TestRandom
import Testing

/// The cache keys' SHA-256 against the standard's test vectors.
struct HashTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
         "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
    ])
    func digests(_ text: String, _ expected: String) {
        #expect(SHA256.hex(text) == expected)
        var text = text
        #expect(text.withUTF8 { SHA256.hex($0, accelerated: false) } == expected, "the portable compression")
    }

    @Test func aMillionBytes() {
        #expect(SHA256.hex(String(repeating: "a", count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// The SHA extensions and the portable compression agree on every length around the block
    /// and padding boundaries, and on random bytes. (On a processor without the extensions
    /// both digests come from the portable one.)
    @Test func bothCompressionsAgree() {
        var generator = SeededGenerator.forTest()
        let lengths = Array(0...200) + [255, 256, 257, 1_000, 4_095, 4_096, 65_537] + (0..<50).map { _ in Int.random(in: 0...20_000, using: &generator) }
        for length in lengths {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let accelerated = bytes.withUnsafeBufferPointer { SHA256.hex($0) }
            let portable = bytes.withUnsafeBufferPointer { SHA256.hex($0, accelerated: false) }
            #expect(accelerated == portable, "\(length) bytes")
        }
    }

    @Test func aBlocksTextHashChangesWithItsTextNotItsPlace() {
        func block(_ code: String, line: Int) -> CodeBlock {
            CodeBlock(info: "swift", code: code, location: SourceLocation(file: "content/x.md", line: line), endLine: line + 2)
        }
        #expect(block("let a = 1\n", line: 40).textHash == block("let a = 1\n", line: 1).textHash)
        #expect(block("let a = 2\n", line: 1).textHash != block("let a = 1\n", line: 1).textHash)
    }
}
