import Foundation

/// The add-alarm screen: one alarm being edited (date picker and switch).
public final class AlarmItemViewModel: ObservableObject, Identifiable {
    /// The alarm being edited.
    @Published public var alarmItem: AlarmItem

    /// The screen is identified by its alarm, so a sheet can present it (`sheet(item:)`).
    public var id: UUID { alarmItem.id }

    /// Creates the screen's model.
    public init(alarmItem: AlarmItem) {
        self.alarmItem = alarmItem
    }
}
