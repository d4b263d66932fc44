import Foundation
import NavigationDoExercise
import Observation
import Testing

/// `ExercisesModel.onDeleteExercises(_:)`, including the index sets the article got wrong.
struct OnDeleteExercisesTests {
    let day = Date(timeIntervalSince1970: 1_743_465_600) // 2025-04-01T00:00:00Z

    func model(_ count: Int) -> (ExercisesModel, [Exercise]) {
        let exercises = (0..<count).map { index in
            Exercise.fake(type: .running, id: UUID(uuidString: "00000000-0000-0000-0000-00000000000\(index)")!, starts: day)
        }
        return (ExercisesModel(exercises: exercises), exercises)
    }

    @Test func deletesOneRow() {
        let (model, exercises) = model(3)
        model.onDeleteExercises([1])
        #expect(model.exercises == [exercises[0], exercises[2]])
    }

    @Test func deletesSeveralRowsByTheirOriginalPositions() {
        let (model, exercises) = model(3)
        model.onDeleteExercises([0, 1])
        #expect(model.exercises == [exercises[2]])
    }

    @Test func deletesTheLastRowsWithoutCrashing() {
        let (model, exercises) = model(3)
        model.onDeleteExercises([1, 2])
        #expect(model.exercises == [exercises[0]])
    }

    @Test func deletesEveryRow() {
        let (model, _) = model(4)
        model.onDeleteExercises(IndexSet(integersIn: 0..<4))
        #expect(model.exercises.isEmpty)
    }

    @Test func ignoresAnEmptySetAndPositionsPastTheEnd() {
        let (model, exercises) = model(2)
        model.onDeleteExercises([])
        #expect(model.exercises == exercises)
        model.onDeleteExercises([1, 5])
        #expect(model.exercises == [exercises[0]])
    }

    @Test func deletingIsObserved() {
        let (model, _) = model(2)
        let changed = Flag()
        withObservationTracking {
            _ = model.exercises
        } onChange: {
            changed.set()
        }
        model.onDeleteExercises([0])
        #expect(changed.isSet)
    }

    @Test func startsEmptyByDefault() {
        #expect(ExercisesModel().exercises.isEmpty)
    }
}

/// A thread-safe "it happened" flag for observation callbacks.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}
