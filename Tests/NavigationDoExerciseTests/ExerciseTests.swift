import Foundation
import NavigationDoExercise
import TestRandom
import Testing

/// The exercise model, its derived texts and its fakes.
struct ExerciseTests {
    let start = Date(timeIntervalSince1970: 1_743_465_600) // 2025-04-01T00:00:00Z
    let utc = TimeZone(identifier: "UTC")!

    @Test func modesHaveTheirNamesImagesAndColourNames() {
        #expect(Exercise.Mode.allCases.map(\.rawValue) == ["Cycling", "Running", "Swimming", "Walking"])
        #expect(Exercise.Mode.allCases.map(\.systemImage) == [
            "figure.outdoor.cycle.circle", "figure.run.circle", "figure.open.water.swim.circle", "figure.walk.circle",
        ])
        #expect(Exercise.Mode.allCases.map(\.colorName) == ["yellow", "green", "blue", "orange"])
    }

    @Test func fakeOfATypeIsTheArticlesFixedExercise() {
        let id = UUID()
        let exercise = Exercise.fake(type: .swimming, id: id, starts: start)
        #expect(exercise.id == id)
        #expect(exercise.type == .swimming)
        #expect(exercise.title == "First exercise of my life")
        #expect(exercise.distanceFormatted == "15.45 KM")
        #expect(exercise.duration == "60 min")
        #expect(exercise.isFinished)
        #expect(exercise.colorName == "blue")
    }

    @Test func fakeTypeMapsOverAllCasesAsInThePreview() {
        let exercises = Exercise.Mode.allCases.map(Exercise.fake(type:))
        #expect(exercises.map(\.type) == Exercise.Mode.allCases)
        #expect(Set(exercises.map(\.id)).count == 4)
    }

    @Test func durationIsWholeMinutesOrInProgress() {
        let running = Exercise(id: UUID(), distance: 1, title: "t", starts: start, finished: nil, type: .running)
        #expect(running.duration == "In progress")
        #expect(!running.isFinished)
        let short = Exercise(id: UUID(), distance: 1, title: "t", starts: start, finished: start.addingTimeInterval(119), type: .running)
        #expect(short.duration == "1 min")
    }

    @Test func distanceHasTwoDecimals() {
        let exercise = Exercise(id: UUID(), distance: 3.14159, title: "t", starts: start, finished: nil, type: .walking)
        #expect(exercise.distanceFormatted == "3.14 KM")
    }

    @Test func startsFormattedIsNotEmpty() {
        #expect(!Exercise.fake(type: .cycling, id: UUID(), starts: start).startsFormatted.isEmpty)
    }

    @Test func randomFakeIsReproducibleWithASeededGenerator() {
        var first = SeededGenerator(seed: 7)
        var second = SeededGenerator(seed: 7)
        let a = (0..<20).map { _ in Exercise.fake(.random, using: &first, timeZone: utc) }
        let b = (0..<20).map { _ in Exercise.fake(.random, using: &second, timeZone: utc) }
        #expect(a == b)
        #expect(Set(a.map(\.id)).count == 20)
    }

    @Test(arguments: 0..<50 as Range<UInt64>)
    func randomFakeStaysInTheArticlesRanges(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let exercise = Exercise.fake(.random, using: &generator, timeZone: utc)
        let end = Date(timeIntervalSince1970: 1_746_057_600) // 2025-05-01T00:00:00Z
        #expect(exercise.starts >= start && exercise.starts <= end)
        let finished = try #require(exercise.finished)
        #expect(finished >= exercise.starts && finished < exercise.starts.addingTimeInterval(3600))
        #expect(exercise.distance >= 0 && exercise.distance < 50)
        #expect(exercise.title == "This is exercise \(exercise.id.uuidString)")
        // A version-4, RFC 4122 UUID.
        let text = exercise.id.uuidString
        #expect(Array(text)[14] == "4")
        #expect("89AB".contains(Array(text)[19]))
    }

    @Test func systemRandomFakesDiffer() {
        #expect(Exercise.fake(.random).id != Exercise.fake(.random).id)
    }

    @Test func dateHelpersReadAndWriteDaysInTheGivenZone() throws {
        let day = try #require(Date.parse("2025-04-01", timeZone: utc))
        #expect(day == start)
        #expect(day.dateString(timeZone: utc) == "2025-04-01")
        #expect(Date.parse("April", timeZone: utc) == nil)
        let madrid = try #require(TimeZone(identifier: "Europe/Madrid"))
        #expect(Date.parse("2025-04-01", timeZone: madrid) == start.addingTimeInterval(-7200))
        var generator = SeededGenerator(seed: 1)
        let later = start.addingTimeInterval(10)
        let between = Date.randomBetween(start: later, end: start, using: &generator)
        #expect(between >= start && between <= later)
    }
}
