import SwiftUI
import NavigationDoExercise
struct ExercisesView: View {
    let model: ExercisesModel
    var body: some View {
        NavigationStack {
            List {
                ForEach(model.exercises) { exercise in
                    NavigationLink(exercise.title, value: exercise.id)
                }
                .onDelete { indexSet in model.onDeleteExercises(indexSet) }
            }
            .listRowSpacing(8)
            .navigationTitle("Exercises")
            .navigationDestination(for: UUID.self) { id in Text(id.uuidString) }
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Add Item", systemImage: "plus") {}
                }
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
            }
        }
    }
}
