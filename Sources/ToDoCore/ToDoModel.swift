import Foundation
import Observation

/// The to-do list's model (article 002): observable, so SwiftUI views redraw when the
/// list changes. It subclasses `NSObject` as in the article (the article's note: a good
/// place for iCloud and CloudKit code, which expects Objective-C-style objects).
@Observable
public final class ToDoModel: NSObject {
    /// The tasks, in the order they were added.
    public var toDoItems: [ToDoItem] = []

    /// Creates an empty list.
    public override init() {
        super.init()
    }

    /// Creates a list holding `toDoItems`.
    public init(toDoItems: [ToDoItem]) {
        self.toDoItems = toDoItems
        super.init()
    }

    /// Appends a task. The article's Save button only calls this for a non-empty name;
    /// that check stays in the view, as written.
    public func addItem(item: ToDoItem) {
        toDoItems.append(item)
    }
}
