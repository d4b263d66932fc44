import Foundation

/// One alarm: when it rings and whether it is on.
///
/// Two alarms are the same alarm when their ids are equal, whatever their date or
/// switch: this is the article's own fix ("Actualizaremos el Equatable"), without which
/// toggling an alarm a second time could not find it any more. The article kept the
/// synthesized `hash(into:)`, which hashed the date and switch too and so broke
/// `Hashable`'s rule that equal values hash equally; `hash(into:)` here uses the id only.
public struct AlarmItem: Identifiable, Hashable, Equatable, Sendable {
    /// The alarm's identity.
    public let id: UUID
    /// When the alarm rings.
    public var date: Date
    /// Whether the alarm is on.
    public var isOn: Bool

    /// Creates an alarm.
    public init(id: UUID, date: Date, isOn: Bool) {
        self.id = id
        self.date = date
        self.isOn = isOn
    }

    /// Alarms are equal when they are the same alarm (same id).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
    }

    /// Hashes the id only, matching `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

extension AlarmItem {
    /// The time the alarm rings, `HH:mm`, in the device's time zone.
    public var name: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: self.date)
    }

    /// The day the alarm rings, `EEEE, d MMMM, yyyy`, in the device's time zone and language.
    public var description: String {
        let formatter = DateFormatter()
        formatter.dateFormat = "EEEE, d MMMM, yyyy"
        return formatter.string(from: self.date)
    }

    /// The title of the button that flips the alarm: `"Disable"` when on, `"Enable"` when off.
    public var status: String {
        self.isOn ? "Disable" : "Enable"
    }
}
