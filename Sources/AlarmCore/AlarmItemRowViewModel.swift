import Foundation

/// One row of the alarm list, with its own navigation: the delete alert and the
/// toggle confirmation dialog ("derived behaviour": the row decides, the list is told).
public final class AlarmItemRowViewModel: ObservableObject, Identifiable, Hashable {
    /// The row's alarm.
    @Published public var item: AlarmItem
    /// What the row presents, if anything. The list keeps its own route in step with
    /// this one (see `AlarmsListViewModel`).
    @Published public var route: Route?

    /// What a row can present. The raw value is the name used in the demo state JSON.
    public enum Route: String, Equatable, Hashable, Codable, Sendable, CaseIterable {
        /// "Are you sure you want to delete this item?"
        case deleteAlert
        /// The action sheet that enables or disables the alarm.
        case toggleConfirmationDialog
    }

    /// Called when the user confirms the deletion; the list sets it to remove the row.
    public var onDelete: () -> Void = {}
    /// Called when the user confirms the toggle; the list sets it to flip the alarm.
    public var onToggle: () -> Void = {}

    /// Creates a row for an alarm, presenting nothing.
    public init(
        item: AlarmItem
    ) {
        self.item = item
    }

    /// The row is identified by its alarm.
    public var id: AlarmItem.ID { self.item.id }

    /// The trailing swipe: asks whether to delete.
    public func deleteButtonTapped() {
        self.route = .deleteAlert
    }

    /// The alert's Delete button.
    public func deleteConfirmationButtonTapped() {
        self.onDelete()
        self.route = nil
    }

    /// Closes the alert or dialog without doing anything.
    public func cancelButtonTapped() {
        self.route = nil
    }

    /// The leading swipe: asks whether to enable or disable.
    public func toggleButtonTapped() {
        self.route = .toggleConfirmationDialog
    }

    /// The dialog's Enable/Disable button.
    public func toggleConfirmationButtonTapped() {
        self.onToggle()
        self.route = nil
    }

    /// Hashes the alarm's id: rows are the same row when they show the same alarm.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(self.item.id)
    }

    /// Rows are equal when they show the same alarm.
    public static func == (lhs: AlarmItemRowViewModel, rhs: AlarmItemRowViewModel) -> Bool {
        lhs.item.id == rhs.item.id
    }
}
