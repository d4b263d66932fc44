import Foundation

/// What the site needs to draw the Alarm app demo: its start state and clock.
///
/// They are AlarmCore's, but the generator does not link AlarmCore: they reach the renderer
/// as data, the theme's `demo.json` beside `demo.mustache` (`DemoConfiguration(json:)`), and
/// a test (`DemoDataTests`) checks that the file says what AlarmCore says, so the demo page
/// starts exactly where `sitegen deeplink` starts.
public struct DemoConfiguration: Hashable, Sendable {
    /// `AlarmDemo().state` as JSON (DESIGN.md "Demo state").
    public var startStateJSON: String
    /// The demo clock's default time, `2025-01-06T09:41:00.000Z`.
    public var defaultNow: String
    /// The alarm id that replaces a placeholder such as `:id` in an article's link, so
    /// that `deeplink:///alarms/:id/delete` can be tried.
    public var exampleAlarmID: String

    public init(startStateJSON: String, defaultNow: String, exampleAlarmID: String) {
        self.startStateJSON = startStateJSON
        self.defaultNow = defaultNow
        self.exampleAlarmID = exampleAlarmID
    }

    /// The front matter key that puts the demo into an article (`demo: true`).
    public static let frontMatterKey = "demo"

    /// The start state for a `<script type="application/json">` element: `</` cannot
    /// close the element early.
    var startStateForScript: String {
        startStateJSON.replacingOccurrences(of: "</", with: "<\\/")
    }
}

extension DemoConfiguration {
    /// The theme file with the demo's data: `demo.json` beside `demo.mustache`.
    public static let fileName = "demo.json"

    /// `demo.json` as the theme holds it: the start state as a JSON object.
    struct File: Codable {
        var defaultNow: String
        var exampleAlarmID: String
        var startState: JSONValue
    }

    /// Reads the demo's data from `text` (the contents of `demo.json`).
    ///
    /// - Throws: a message naming what is wrong, for an error at the file.
    public init(json text: String) throws {
        let file = try JSONDecoder().decode(File.self, from: Data(text.utf8))
        // The start state is written out as `sitegen deeplink` prints it without `--pretty`:
        // sorted keys, no escaped slashes, no white space.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        self.init(startStateJSON: String(decoding: try encoder.encode(file.startState), as: UTF8.self),
                  defaultNow: file.defaultNow, exampleAlarmID: file.exampleAlarmID)
    }
}

/// Any JSON value, kept as it was read so it can be written out again.
enum JSONValue: Codable, Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
