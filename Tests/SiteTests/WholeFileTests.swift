import Foundation
import SitegenTesting
import Testing

/// «Ver el archivo completo en este paso»: the whole file a page shows after a step is the file
/// the checker compiled for that block (kept with `SITEGEN_DOCTEST_KEEP`), less its scaffolding —
/// read here independently of sitegen's code, from the compiled files' `#sourceLocation` lines.
struct WholeFileTests {
    static let article = """
        ---
        title: "Un modelo"
        ---

        Empezamos con el modelo.

        ```swift
        import SwiftUI

        class Model: ObservableObject {
          @Published var count = 0

          func reset() {
            count = 0
          }
        }
        ```

        Añadimos un método dentro del modelo.

        ```swift in=Model
        func increment() {
          count += 1
        }
        ```

        Y una línea más al final de `reset()`.

        ```swift in=Model.reset
        print("reset")
        ```

        La vista que lo muestra.

        ```swift
        struct Counter: View {
          @ObservedObject var model: Model
          var body: some View {
            Text("\\(model.count)")
          }
        }
        ```

        Y su botón.

        ```swift in=Counter
        Button("Más") { model.increment() }
        ```

        """

    /// A compiled file less the checker's lines: each line after a `#sourceLocation` comes from
    /// that article line on; lines before the first one (header, imports), lines that come from
    /// no line of a block's code (a scope or wrapper the checker opens or closes at a fence) and
    /// lines left empty where the article's line is not (replaced by a later step) are the checker's.
    static func lessScaffolding(_ compiled: String, article: [Substring]) -> [String] {
        var code: Set<Int> = [], inside = false
        for (index, line) in article.enumerated() {
            if line.hasPrefix("```") { inside.toggle(); continue }
            if inside { code.insert(index + 1) }
        }
        var origin: Int?
        var lines: [String] = []
        for line in compiled.split(separator: "\n", omittingEmptySubsequences: false) {
            if let match = line.firstMatch(of: #/^#sourceLocation\(file: ".*", line: (\d+)\)$/#) {
                origin = Int(match.1)
                continue
            }
            if line == "#sourceLocation()" { origin = nil; continue }
            guard let number = origin else { continue }
            origin = number + 1
            let written = number - 1 < article.count ? article[number - 1] : ""
            if !code.contains(number) { continue }
            if line.allSatisfy(\.isWhitespace), !written.allSatisfy(\.isWhitespace) { continue }
            lines.append(line.trimmingCharacters(in: .whitespaces))
        }
        return lines
    }

    /// Each section of the whole-files page: its anchor's line, its lines (trimmed; removed ones
    /// left out) and which are the step's.
    static func sections(_ html: String) -> [Int: [(text: String, isStep: Bool)]] {
        var sections: [Int: [(text: String, isStep: Bool)]] = [:]
        for section in html.split(separator: "<section class=\"whole-file\" id=\"archivo-").dropFirst() {
            let line = Int(section.prefix { $0.isNumber })!
            let code = section.split(separator: "<code class=\"language-swift\">")[1].split(separator: "</code></pre>")[0]
            sections[line] = code.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
                guard !line.hasPrefix("<del") else { return nil }
                let text = line.replacing(#/<[^>]+>/#, with: "").replacingOccurrences(of: "&quot;", with: "\"")
                    .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                    .replacingOccurrences(of: "&amp;", with: "&")
                return (text.trimmingCharacters(in: .whitespaces), line.contains("line-step"))
            }
        }
        return sections
    }

    @Test func theWholeFileOfEachStepIsTheCheckersFileLessItsScaffolding() async throws {
        let folder = try TemporaryDirectory()
        let content = folder.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try Data("title: Prueba\nlanguage: es\n".utf8).write(to: content.appendingPathComponent("site.yml"))
        try Data(Self.article.utf8).write(to: content.appendingPathComponent("modelo.md"))
        let keep = folder.url.appendingPathComponent("keep")
        let test = try await SitegenProcess.run(["test", "--content", "content", "--no-cache"], in: folder.url,
                                                environment: ["SITEGEN_DOCTEST_KEEP": keep.path])
        #expect(test.exitCode == 0, "\(test.standardOutput)\(test.standardError)")
        let build = try await SitegenProcess.run(["build", "--content", "content", "--output", "out"], in: folder.url)
        #expect(build.exitCode == 0, "\(build.standardError)")

        let page = try String(contentsOf: folder.url.appendingPathComponent("out/archivos/modelo/index.html"), encoding: .utf8)
        let sections = Self.sections(page)
        let articleLines = Self.article.split(separator: "\n", omittingEmptySubsequences: false)
        // The fence lines of the blocks: the model, its two fragments, the view, the view's snippet.
        let fences = articleLines.indices.filter { articleLines[$0].hasPrefix("```swift") }.map { $0 + 1 }
        #expect(fences.count == 5)
        #expect(Set(sections.keys) == Set(fences), "every step has its file")

        for fence in fences.dropFirst() {
            let kept = keep.appendingPathComponent("modelo.md-\(fence)-1")
            var expected = Self.lessScaffolding(try String(contentsOf: kept.appendingPathComponent("Block.swift"), encoding: .utf8),
                                                article: articleLines)
            if fence == fences.last {
                // A view's snippet is checked in a wrapper, apart from its view: its file is the
                // view as the check had it (an earlier file of the check), then the snippet.
                let earlier = try FileManager.default.contentsOfDirectory(atPath: kept.path).filter { $0.hasPrefix("Earlier") }
                let view = try earlier.map { try String(contentsOf: kept.appendingPathComponent($0), encoding: .utf8) }
                    .first { $0.contains("struct Counter") }
                expected = Self.lessScaffolding(try #require(view), article: articleLines) + expected
            }
            let shown = try #require(sections[fence])
            #expect(shown.map(\.text) == expected, "the file after the block at line \(fence)")
            // The step's lines are marked: the block's own, and only those.
            let own = articleLines[fence..<articleLines[fence...].firstIndex { $0 == "```" }!]
                .map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(shown.filter(\.isStep).map(\.text) == own, "the step's lines at line \(fence)")
        }
        // The second version of Model marks what changed since the first: the new method.
        let second = try #require(page.split(separator: "id=\"archivo-\(fences[1])\"").last)
        let added = second.split(separator: "</section>")[0].matches(of: #/<ins class="line line-step line-added"(?: style="--i:\d+")?>(.*?)</ins>/#)
            .map { String($0.1).replacing(#/<[^>]+>/#, with: "").trimmingCharacters(in: .whitespaces) }
        #expect(added == ["func increment() {", "count += 1", "}"])
        // The file's lines are highlighted as the article's code is.
        #expect(second.contains("<span class=\"tok-keyword\">func</span>"))
        // The article links each step to its file, and the file back to the block.
        let articlePage = try String(contentsOf: folder.url.appendingPathComponent("out/modelo/index.html"), encoding: .utf8)
        for fence in fences {
            #expect(articlePage.contains("<a id=\"archivo-\(fence)\" href=\"../archivos/modelo/#archivo-\(fence)\">Ver el archivo completo en este paso</a>"))
            #expect(page.contains("<a href=\"../../modelo/#archivo-\(fence)\">Ver el bloque en el artículo</a>"))
        }
    }
}
