import AlarmCore
import Doctest
import Rendering

extension DemoConfiguration {
    /// The demo of article 000's Alarm app, taken from AlarmCore: the page starts from the
    /// state `sitegen deeplink` prints without links, with the same clock. Links in a Swift
    /// block's hidden lines (Doctest's `# ` lines) are not offered.
    public static var alarmDemo: DemoConfiguration {
        DemoConfiguration(
            startStateJSON: AlarmDemo().jsonString(pretty: false),
            defaultNow: DeeplinkDate.format(AlarmDemo.defaultNow),
            exampleAlarmID: AlarmDemo.startItems[0].id.uuidString,
            visibleSwiftCode: { visibleCode($0) })
    }
}
