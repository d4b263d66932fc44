import Foundation
import SwiftIDEUtils
import SwiftParser
import Testing
@testable import Highlighting

/// `SyntaxClassifier` must give exactly SwiftIDEUtils' classified ranges (`classifications`),
/// which it reproduces without key paths: compared on every Swift file of the project, every
/// Swift block of the articles, and code written to reach each rule and to break the parser.
@Suite("Classification without key paths")
struct SyntaxClassifierTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func compare(_ code: String, _ name: String) {
        let tree = Parser.parse(source: code)
        let expected = tree.classifications.map {
            SyntaxClassifier.ClassifiedRange(kind: $0.kind, start: $0.range.lowerBound.utf8Offset, end: $0.range.upperBound.utf8Offset)
        }
        let found = Array(code.utf8).withUnsafeBufferPointer { SyntaxClassifier.classify(tree, source: $0) }
        // The first range where they part, not two whole lists.
        let first = Array(zip(found, expected)).firstIndex { $0 != $1 } ?? min(found.count, expected.count)
        #expect(found.count == expected.count && first == found.count,
                "\(name): at range \(first), \(first < found.count ? "\(found[first])" : "nothing") instead of \(first < expected.count ? "\(expected[first])" : "nothing")")
    }

    static let edgeCases = [
        "@MainActor final class A {}", "@available(iOS 17, macOS 14, *) func f() {}", "@ /* c */ Foo(x: 1) struct S {}",
        "@Foo<Bar> /* after */ var x = 1", "#if os(iOS) && DEBUG\nlet a = 1\n#elseif canImport(UIKit)\n#else\n#endif",
        "prefix operator +++\ninfix operator <*> : AdditionPrecedence", "precedencegroup P { associativity: left\n higherThan: AdditionPrecedence }",
        "let x = <#value#>\nlet y = <#>\nlet z = <##>", "let r = /a+b/\nlet s = #/x/#", "let s = #\"raw \\(x)\"#\nlet t = \"\"\"\n  multi\n  \"\"\"",
        "func f(_ a: Int, label b: Int) { f(1, label: 2) }", "let a: Swift.Int = 0\nlet b: [String: Int?] = [:]",
        "nonisolated public private(set) var v = 0", "if #available(iOS 17, *) { }\nif #unavailable(iOS 16) { }",
        "#Preview { Text(\"a\") }\n#selector(foo)", "/// doc\n/** block doc */\n// line\n/* block */ let a = 1 // trailing",
        "let é = \"ñ\"\r\nlet 😀 = 1\r\n", "func (", "struct { var }", "@", "#", "\"unterminated", "/* unterminated",
        "let x = 1 +", "}}}", "@available(", "#if", "#!/usr/bin/swift\nprint(1)", "let $0a = 1\n{ $0 }", "'a'",
        "\u{0}let x", "import struct Foundation.Date", "extension Array where Element == Int {}", "case .a(let x):",
        "@Observable @MainActor\n// between\nfinal class C {}", "typealias T = (Int) async throws -> Void",
    ]

    @Test func theEdgeCasesGiveSwiftIDEUtilsRanges() {
        for (index, code) in Self.edgeCases.enumerated() { Self.compare(code, "edge case \(index)") }
    }

    @Test func theProjectsSwiftFilesGiveSwiftIDEUtilsRanges() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let enumerator = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            Self.compare(try String(contentsOf: url, encoding: .utf8), url.path)
            count += 1
        }
        #expect(count > 100)
    }

    @Test func theArticlesSwiftBlocksGiveSwiftIDEUtilsRanges() throws {
        let content = Self.root.appendingPathComponent("content")
        var count = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: content.path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: content.appendingPathComponent(name), encoding: .utf8)
            for (index, block) in text.components(separatedBy: "```swift").dropFirst().enumerated() {
                guard let end = block.range(of: "\n```") else { continue }
                Self.compare(String(block[..<end.lowerBound]), "\(name) block \(index)")
                count += 1
            }
        }
        #expect(count > 150)
    }
}
