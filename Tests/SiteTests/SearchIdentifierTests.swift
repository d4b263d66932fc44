import Foundation
import Highlighting
import SitegenTesting
import Testing
@testable import Rendering

/// The names search finds a code block by are read from its highlighted HTML byte by byte
/// (`CodeBlockHTML.identifiers(inHighlightedLines:)`): the same names, in the same order, as
/// the search with Foundation's `range(of:)` it replaced, on every Swift block of content/.
@Suite struct SearchIdentifierTests {
    /// The replaced reading, kept here as the reference.
    static func reference(_ lines: [String]) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for line in lines {
            for opening in ["<span class=\"tok-type\">", "<span class=\"tok-identifier\">", "<span class=\"tok-attribute\">@"] {
                var rest = line[...]
                while let start = rest.range(of: opening) {
                    rest = rest[start.upperBound...]
                    guard let end = rest.range(of: "</span>") else { break }
                    let name = String(rest[..<end.lowerBound])
                    rest = rest[end.upperBound...]
                    if name.first.map({ $0.isLetter || $0 == "_" }) == true, !name.contains("&"), seen.insert(name).inserted {
                        names.append(name)
                    }
                }
            }
        }
        return names
    }

    @Test func everyBlockOfTheContentGivesTheNamesItGaveBefore() throws {
        let folder = PackagePaths.root.appendingPathComponent("content")
        var blocks = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for part in text.components(separatedBy: "```swift").dropFirst() {
                guard let code = part.components(separatedBy: "\n```").first?.split(separator: "\n", maxSplits: 1).last else { continue }
                let lines = SwiftHighlighter.htmlLines(String(code))
                #expect(CodeBlockHTML.identifiers(inHighlightedLines: lines) == Self.reference(lines))
                blocks += 1
            }
        }
        #expect(blocks > 150)
    }

    /// Attributes and property wrappers are found by their names without `@`.
    @Test func attributesAreNamesWithoutTheirAt() {
        let lines = SwiftHighlighter.htmlLines("@ObservedObject var viewModel: ViewModel\n@Published var items: [Item] = []\n")
        let names = CodeBlockHTML.identifiers(inHighlightedLines: lines)
        #expect(names.contains("ObservedObject") && names.contains("Published"), "\(names)")
        #expect(!names.contains { $0.hasPrefix("@") })
    }

    @Test func handWrittenLinesGiveTheSameNames() {
        let cases: [[String]] = [
            [],
            [""],
            ["<span class=\"tok-type\">ViewStore</span> <span class=\"tok-identifier\">sheet</span><span class=\"tok-type\">Ñandú</span>"],
            ["<span class=\"tok-identifier\">_x</span><span class=\"tok-identifier\">9x</span><span class=\"tok-identifier\">a&amp;b</span>"],
            ["<span class=\"tok-identifier\">sin cierre", "<span class=\"tok-type\">A</span><span class=\"tok-type\">A</span>"],
            ["<span class=\"tok-identifier\"></span><span class=\"tok-type\">é\u{301}x</span>🙂<span class=\"tok-identifier\">🙂</span>"],
            ["<span class=\"tok-attribute\">@ObservedObject</span> <span class=\"tok-keyword\">var</span> <span class=\"tok-identifier\">store</span>"],
        ]
        for lines in cases {
            #expect(CodeBlockHTML.identifiers(inHighlightedLines: lines) == Self.reference(lines))
        }
    }
}
