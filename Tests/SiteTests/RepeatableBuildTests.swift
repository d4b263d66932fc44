import Content
import Foundation
import Site
import SitegenTesting
import Testing

/// The same content built several times in one process, on every core, gives the same
/// bytes: no shared state between the parallel workers, and cmark-gfm's global table of
/// special characters never changed by one parse while another reads it.
@Suite struct RepeatableBuildTests {
    static let articleCount = 300
    /// Builds compared with the first; `scripts/repeat-build.sh N` does the same with the CLI, for 100 builds.
    static let buildCount = 5

    /// An article whose inlines depend on the extensions' special characters: `~` for
    /// strikethrough, `:` and `w` for bare URLs.
    static func article(_ number: Int) -> String {
        var paragraphs = ["---\ntitle: \"Artículo \(number)\"\norder: \(number)\n---\n"]
        for line in 0..<8 {
            paragraphs.append("""
                Texto ~~tachado \(number)-\(line)~~ con https://example.com/\(number)/\(line) y \
                www.example.org/\(number)/\(line) al final, y ~~otro \(number)-\(line)~~.

                """)
        }
        // Nested lists and quotes: the extensions' inlines also inside container blocks.
        paragraphs.append("""
            - lista ~~anidada \(number)~~
              1. con https://example.net/\(number)/lista
                 > cita ~~en lista \(number)~~ y www.example.net/\(number)/cita
                 > > cita doble https://example.net/\(number)/doble

            > - cita con lista ~~tachada \(number)~~
            >   - y www.example.net/\(number)/citalista

            """)
        return paragraphs.joined(separator: "\n")
    }

    /// What every page of article `number` must contain, in every build.
    static func expectedMarkup(_ number: Int) -> [String] {
        var expected: [String] = []
        for line in 0..<8 {
            expected += ["<del>tachado \(number)-\(line)</del>", "<del>otro \(number)-\(line)</del>",
                         "<a href=\"https://example.com/\(number)/\(line)\">",
                         "<a href=\"http://www.example.org/\(number)/\(line)\">"]
        }
        return expected + ["<del>anidada \(number)</del>", "<del>en lista \(number)</del>", "<del>tachada \(number)</del>",
                           "<a href=\"https://example.net/\(number)/lista\">", "<a href=\"http://www.example.net/\(number)/cita\">",
                           "<a href=\"https://example.net/\(number)/doble\">", "<a href=\"http://www.example.net/\(number)/citalista\">"]
    }

    /// Many tiny items make the workers store their results at the same moments.
    @Test func parallelMapKeepsEveryResultInOrder() {
        let numbers = Array(0..<100_000)
        let expected = numbers.map { "n\($0)" }
        for _ in 0..<20 {
            #expect(numbers.parallelMap { "n\($0)" } == expected)
        }
    }

    /// Runs are consecutive, cover every element once, and come back in order.
    @Test func parallelMapRunsCutsTheElementsIntoConsecutiveRuns() {
        for count in [0, 1, 2, 7, 9, 100, 10_001] {
            let numbers = Array(0..<count)
            let runs = numbers.parallelMapRuns { Array($0) }
            #expect(runs.flatMap { $0 } == numbers)
            #expect(runs.count <= max(1, ProcessInfo.processInfo.activeProcessorCount * 4) && (count == 0) == runs.isEmpty)
        }
    }

    /// Two stages side by side (the link check and the writing of a build), each mapping on
    /// all cores: both results, in order, every time; the second stage's closure does not
    /// outlive the call (which would trap).
    @Test func twoStagesSideBySideEachKeepEveryResult() {
        let numbers = Array(0..<20_000)
        for round in 0..<50 {
            let (squares, words) = concurrently({ numbers.parallelMap { $0 * $0 + round } },
                                                { numbers.parallelMap { "n\($0 + round)" } })
            #expect(squares == numbers.map { $0 * $0 + round })
            #expect(words == numbers.map { "n\($0 + round)" })
        }
    }

    @Test func buildsOfManyArticlesAreByteIdenticalAndKeepEveryStrikethroughAndAutolink() async throws {
        var files: [String: String] = [:]
        for number in 0..<Self.articleCount { files["articulo-\(number).md"] = Self.article(number) }
        let fixture = try SiteFixture(content: files)
        try fixture.pinModificationDates()

        var first: FolderSnapshot?
        for build in 0..<Self.buildCount {
            let output = fixture.root.appending("public-\(build)")
            var options = fixture.options(output: output)
            options.highlight = false
            _ = try await SitePipeline.build(options)
            let snapshot = try FolderSnapshot(of: output)

            var missing: [String] = []
            for number in 0..<Self.articleCount {
                let page = try #require(snapshot.text("articulo-\(number)/index.html"))
                for expected in Self.expectedMarkup(number) where !page.contains(expected) {
                    missing.append("articulo-\(number): \(expected)")
                }
            }
            #expect(missing == [], "build \(build) lost \(missing.count) strikethroughs or autolinks")
            if let first {
                let differing = first.paths.filter { first.files[$0] != snapshot.files[$0] }
                #expect(snapshot.paths == first.paths)
                #expect(differing == [], "build \(build) differs from the first")
            } else {
                first = snapshot
            }
        }
    }
}
