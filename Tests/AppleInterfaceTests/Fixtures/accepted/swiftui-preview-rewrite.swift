import SwiftUI
import NavigationDoExercise
struct ExerciseRowView: View {
    let exercise: Exercise
    var body: some View {
        HStack(alignment: .top) {
            Image(systemName: exercise.type.systemImage)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 50, height: 50)
                .foregroundStyle(.gray)
            Spacer()
            Text(exercise.duration).font(.system(size: 24)).lineLimit(1)
        }
    }
}
// What the doctest engine makes of `#Preview { … }` (Sources/AppleInterfaces/README.md).
@MainActor @ViewBuilder func __preview_1() -> some View {
    NavigationStack {
        List {
            ExerciseRowView(exercise: .fake(type: .cycling))
            ForEach(Exercise.Mode.allCases.map(Exercise.fake(type:))) { item in
                ExerciseRowView(exercise: item)
            }
        }
        .listRowSpacing(8)
    }
}
