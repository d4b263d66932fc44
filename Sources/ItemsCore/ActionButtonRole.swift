/// The role of a button in an alert or confirmation dialog.
///
/// The articles use SwiftUI's `ButtonRole`, which does not exist on Linux. This portable
/// twin has the same two roles; a SwiftUI view maps it with a one-line `switch`. It has a
/// name of its own so that a file importing both SwiftUI and ItemsCore has no ambiguity.
public enum ActionButtonRole: String, Hashable, Sendable, CaseIterable {
    /// A button that deletes data or performs another destructive action.
    case destructive
    /// A button that cancels the operation.
    case cancel
}
