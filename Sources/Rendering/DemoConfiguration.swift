import Foundation

/// What the site needs to draw the Alarm app demo: its start state and clock, from AlarmCore.
///
/// Rendering does not depend on AlarmCore; the Site stage fills this in (see
/// `DemoConfiguration.alarmDemo` there), so the demo page starts exactly where
/// `sitegen deeplink` starts.
public struct DemoConfiguration: Sendable {
    /// `AlarmDemo().state` as JSON (DESIGN.md "Demo state").
    public var startStateJSON: String
    /// The demo clock's default time, `2025-01-06T09:41:00.000Z`.
    public var defaultNow: String
    /// The alarm id that replaces a placeholder such as `:id` in an article's link, so
    /// that `deeplink:///alarms/:id/delete` can be tried.
    public var exampleAlarmID: String
    /// A Swift block's code as readers see it (the verify stage's hidden lines removed).
    public var visibleSwiftCode: @Sendable (String) -> String

    public init(startStateJSON: String, defaultNow: String, exampleAlarmID: String,
                visibleSwiftCode: @escaping @Sendable (String) -> String = { $0 }) {
        self.startStateJSON = startStateJSON
        self.defaultNow = defaultNow
        self.exampleAlarmID = exampleAlarmID
        self.visibleSwiftCode = visibleSwiftCode
    }

    /// The front matter key that puts the demo into an article (`demo: true`).
    public static let frontMatterKey = "demo"

    /// The start state for a `<script type="application/json">` element: `</` cannot
    /// close the element early.
    var startStateForScript: String {
        startStateJSON.replacingOccurrences(of: "</", with: "<\\/")
    }
}
