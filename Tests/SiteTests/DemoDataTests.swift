import AlarmCore
import Foundation
import Rendering
import SitegenTesting
import Testing

/// The demo's data reaches the generator as a file of the theme, `templates/demo.json`, so
/// the generator does not link AlarmCore. This checks that the file says what AlarmCore
/// says: the demo page starts where `sitegen deeplink` starts. After changing AlarmCore's
/// start state, re-record with `SITEGEN_RECORD=1 swift test --filter DemoDataTests` (that
/// run fails on purpose) and review the file.
@Suite struct DemoDataTests {
    static let file = PackagePaths.templates.appendingPathComponent(DemoConfiguration.fileName)

    static var alarmCoreDemo: DemoConfiguration {
        DemoConfiguration(startStateJSON: AlarmDemo().jsonString(pretty: false),
                          defaultNow: DeeplinkDate.format(AlarmDemo.defaultNow),
                          exampleAlarmID: AlarmDemo.startItems[0].id.uuidString)
    }

    @Test func theThemesDemoDataIsAlarmCores() throws {
        if GoldenFolder.isRecording {
            let expected = Self.alarmCoreDemo
            let text = """
                {
                  "defaultNow": "\(expected.defaultNow)",
                  "exampleAlarmID": "\(expected.exampleAlarmID)",
                  "startState": \(Self.indented(AlarmDemo().jsonString(pretty: true)))
                }

                """
            try Data(text.utf8).write(to: Self.file)
            Issue.record("SITEGEN_RECORD=1 re-recorded \(Self.file.path); review it and run again without SITEGEN_RECORD")
        }
        let fromFile = try DemoConfiguration(json: String(contentsOf: Self.file, encoding: .utf8))
        #expect(fromFile == Self.alarmCoreDemo)
    }

    /// Foundation's pretty JSON, as the file is written: `"key": value`, nested two spaces.
    static func indented(_ json: String) -> String {
        json.replacingOccurrences(of: "\" : ", with: "\": ").replacingOccurrences(of: "\n", with: "\n  ")
    }

    @Test func aChangedStartStateIsNoticed() throws {
        var text = try String(contentsOf: Self.file, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"isSwiftUI\": true", with: "\"isSwiftUI\": false")
        #expect(try DemoConfiguration(json: text) != Self.alarmCoreDemo)
    }
}
