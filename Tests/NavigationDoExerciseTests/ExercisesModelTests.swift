// The test written at the end of article 003 ("Borrando un elemento del listado"),
// copied verbatim; only `@testable import` became a plain `import`, which shows
// that the module's public API is enough for it.
import Testing
import NavigationDoExercise

struct NavigationDoExercisesListTests {
	@Test func givenExercisesWhenOnDeleteExercisesCalledThenExercisesDeleted() async throws {
		let model = ExercisesModel(
			exercises: [
				.fake(.random)
			]
		)

		model.onDeleteExercises([0])

		#expect(model.exercises.isEmpty)
	}
}
