import AlarmCore
import Foundation
import Testing

/// Fixtures/deeplink-golden.json, recorded from `sitegen deeplink` by
/// scripts/record-deeplink-golden.py, replayed on AlarmCore. The web demo replays the same
/// file in Tests/browser/test_demo.py, so the two agree case by case.
struct DeeplinkGoldenTests {
    struct GoldenFile: Decodable {
        var articleLinks: [String]
        var cases: [GoldenCase]
    }

    struct GoldenCase: Decodable, Sendable, CustomTestStringConvertible {
        var name: String
        var now: String?
        var links: [String]
        var results: [String]
        var state: DemoState
        var testDescription: String { name }
    }

    static let fileURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/deeplink-golden.json")

    static func load() -> GoldenFile {
        do {
            return try JSONDecoder().decode(GoldenFile.self, from: Data(contentsOf: fileURL))
        } catch {
            fatalError("cannot read \(fileURL.path): \(error) (run scripts/record-deeplink-golden.py)")
        }
    }

    /// Read once: NSDictionary values are only read, never changed.
    nonisolated(unsafe) static let rawStatesByName = rawStates()

    /// Each case's `state` as the file has it, untyped, by case name.
    static func rawStates() -> [String: NSDictionary] {
        guard let data = try? Data(contentsOf: fileURL),
              let file = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let cases = file["cases"] as? [[String: Any]]
        else { return [:] }
        var states: [String: NSDictionary] = [:]
        for entry in cases {
            if let name = entry["name"] as? String, let state = entry["state"] as? NSDictionary { states[name] = state }
        }
        return states
    }

    @Test func theFileHasTheCasesItPromises() {
        let file = Self.load()
        #expect(file.cases.count >= 40)
        #expect(Set(file.cases.map(\.name)).count == file.cases.count, "case names are unique")
        // Every link written in the articles is a case of its own.
        for link in file.articleLinks {
            #expect(file.cases.contains { $0.links == [link] }, "no case for the article's \(link)")
        }
        #expect(file.articleLinks.contains("deeplink:///alarms/C3050F46-B575-46D1-93C3-95858E365C8D/delete"))
    }

    @Test(arguments: load().cases)
    func caseMatchesAlarmCore(_ golden: GoldenCase) throws {
        let now = try golden.now.map { try #require(DeeplinkDate.parse($0), "bad now \($0)") } ?? AlarmDemo.defaultNow
        let demo = AlarmDemo(now: now)
        let results = golden.links.map { link -> String in
            switch demo.open(link) {
            case .opened: return "opened"
            case let .ignored(reason: reason): return "ignored: \(reason)"
            }
        }
        #expect(results == golden.results)
        #expect(demo.state == golden.state)
        // The JSON as written in the file, key for key: `route: null` present, ids upper-case,
        // dates with milliseconds.
        let written = try JSONSerialization.jsonObject(with: Data(demo.jsonString(pretty: false).utf8)) as? NSDictionary
        let recorded = try #require(Self.rawStatesByName[golden.name])
        #expect(written == recorded)
    }
}
