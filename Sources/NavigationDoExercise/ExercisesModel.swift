import Foundation
import Observation

/// The exercise list's model (article 003): observable, so the list redraws on change.
@Observable
public final class ExercisesModel {
    /// The exercises, in display order.
    public var exercises: [Exercise]

    /// Creates the model.
    public init(
        exercises: [Exercise] = []
    ) {
        self.exercises = exercises
    }

    /// Deletes the exercises at the given positions, as SwiftUI's `onDelete` reports them.
    ///
    /// Fix: the article removes the indexes in ascending order, so after the first removal
    /// the later indexes point one place too far (deleting rows 0 and 1 of three removed
    /// rows 0 and 2, and [1, 2] of three crashed). Removing from the highest index down
    /// keeps every index valid. Positions past the end are ignored rather than crashing.
    public func onDeleteExercises(_ indexSet: IndexSet) {
        for index in indexSet.reversed() where index < exercises.count {
            exercises.remove(at: index)
        }
    }
}
