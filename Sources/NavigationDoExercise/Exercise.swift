import Foundation

/// One exercise of the list (article 003): what kind, how far, when it started and,
/// if it has, when it finished.
public struct Exercise: Identifiable, Equatable, Sendable {
    /// The exercise's identity.
    public let id: UUID
    /// The distance covered, in kilometres.
    public let distance: Double
    /// The exercise's title.
    public let title: String
    /// When the exercise started.
    public let starts: Date
    /// When the exercise finished, or `nil` while it is in progress.
    public let finished: Date?
    /// The kind of exercise.
    public let type: Mode

    /// Whether the exercise has finished.
    public var isFinished: Bool {
        finished != nil
    }

    /// Creates an exercise.
    public init(id: UUID, distance: Double, title: String, starts: Date, finished: Date?, type: Mode) {
        self.id = id
        self.distance = distance
        self.title = title
        self.starts = starts
        self.finished = finished
        self.type = type
    }

    /// The four kinds of exercise; the raw value is the English name shown to the user.
    public enum Mode: String, CaseIterable, Sendable {
        /// Cycling.
        case cycling = "Cycling"
        /// Running.
        case running = "Running"
        /// Swimming.
        case swimming = "Swimming"
        /// Walking.
        case walking = "Walking"
    }
}

extension Exercise.Mode {
    /// The SF Symbol that draws this kind of exercise.
    public var systemImage: String {
        switch self {
        case .cycling:
            return "figure.outdoor.cycle.circle"
        case .running:
            return "figure.run.circle"
        case .swimming:
            return "figure.open.water.swim.circle"
        case .walking:
            return "figure.walk.circle"
        }
    }

    /// The name of this kind's colour: `"yellow"`, `"green"`, `"blue"` or `"orange"`.
    ///
    /// The article's model returned a SwiftUI `Color` here and noted that a model should
    /// not depend on a UI framework. The model keeps the colour's name; a SwiftUI view
    /// turns it into `Color` (for example with a `switch` in an extension of its own).
    public var colorName: String {
        switch self {
        case .cycling:
            return "yellow"
        case .running:
            return "green"
        case .swimming:
            return "blue"
        case .walking:
            return "orange"
        }
    }
}

extension Exercise {
    /// The start date, numeric and without the time, in the user's locale and time zone.
    public var startsFormatted: String {
        starts.formatted(date: .numeric, time: .omitted)
    }

    /// Whole minutes from start to finish, such as `"60 min"`, or `"In progress"`.
    public var duration: String {
        if let finished {
            let diff = Int(finished.timeIntervalSince1970 - starts.timeIntervalSince1970)
            return "\(diff / 60) min"
        } else {
            return "In progress"
        }
    }

    /// The distance with two decimals, such as `"15.45 KM"`.
    public var distanceFormatted: String {
        "\(String(format: "%.2f", distance)) KM"
    }

    /// The name of the exercise's colour, from its kind (see `Mode.colorName`).
    public var colorName: String {
        type.colorName
    }
}
