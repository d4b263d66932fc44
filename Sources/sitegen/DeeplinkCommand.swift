import AlarmCore
import ArgumentParser
import Foundation

/// `sitegen deeplink [--now ISO8601] URL...`: opens deeplinks on the Alarm app's demo and
/// prints its state as JSON, the reference the site's demo page is checked against.
struct Deeplink: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deeplink",
        abstract: "Opens deeplinks on the Alarm app's demo and prints its state as JSON.",
        discussion: """
        Starts the Alarm app of article 000 in the demo's start state (SwiftUI screens, \
        alarms tab, three alarms, nothing presented) with its clock stopped at --now, opens \
        each URL in order and prints the resulting state as JSON on stdout: the same state \
        the site's demo page shows for the same links. With no URL it prints the start state.

        Links: deeplink:///clock, deeplink:///alarms, deeplink:///crono, \
        deeplink:///alarms/<id>/delete, deeplink:///alarms/<id>/toggle and \
        deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z (query optional). \
        A link that is not understood changes nothing and is reported on stderr as \
        "sitegen deeplink: ignored '<link>': <reason>"; the exit code is still 0. \
        Put -- before a link that starts with '-'. The exact rules are in \
        Sources/AlarmCore/AlarmCore.docc/Deeplinks.md.
        """)

    @Option(help: ArgumentHelp(
        "The demo clock's time, given to alarms added without a date; ISO 8601 with seconds and a zone (default: 2025-01-06T09:41:00.000Z).",
        valueName: "ISO8601"))
    var now: String?

    @Argument(help: ArgumentHelp("Deeplinks to open, in order.", valueName: "URL"))
    var urls: [String] = []

    /// The parsed `--now`, or `nil` when it is absent or unreadable.
    private var nowDate: Date? { now.flatMap(DeeplinkDate.parse) }

    func validate() throws {
        if let now, nowDate == nil {
            throw ValidationError("--now '\(now)' is not a date like 2025-01-06T09:41:00.000Z")
        }
    }

    func run() throws {
        let demo = AlarmDemo(now: nowDate ?? AlarmDemo.defaultNow)
        for url in urls {
            if case let .ignored(reason) = demo.open(url) {
                Console.error("sitegen deeplink: ignored '\(url)': \(reason)")
            }
        }
        print(demo.jsonString(pretty: true))
    }
}
