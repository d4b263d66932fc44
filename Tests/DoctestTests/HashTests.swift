import Diagnostics
@testable import Doctest
import Markdown
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
    }

    @Test func aBlocksTextHashChangesWithItsTextNotItsPlace() {
        func block(_ code: String, line: Int) -> CodeBlock {
            CodeBlock(info: "swift", code: code, location: SourceLocation(file: "content/x.md", line: line), endLine: line + 2)
        }
        #expect(block("let a = 1\n", line: 40).textHash == block("let a = 1\n", line: 1).textHash)
        #expect(block("let a = 2\n", line: 1).textHash != block("let a = 1\n", line: 1).textHash)
    }
}
