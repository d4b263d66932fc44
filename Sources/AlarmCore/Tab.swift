/// The three tabs of the app. The raw value is the tab's deeplink path (`deeplink:///alarms`)
/// and its name in the demo state JSON.
public enum Tab: String, CaseIterable, Codable, Sendable {
    /// The clock tab.
    case clock
    /// The alarm list.
    case alarms
    /// The stopwatch tab.
    case crono
}
