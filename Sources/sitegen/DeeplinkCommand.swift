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
                Console.error("sitegen deeplink: ignored '\(Self.visible(url))': \(Self.visible(reason))")
            }
        }
        print(demo.jsonString(pretty: true))
    }

    /// `text` with control characters written as `\u{1B}`, so a link cannot move the
    /// cursor, recolour or rewrite the terminal it is reported on.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Takes the links out of a `deeplink` command line before ArgumentParser sees it.
    ///
    /// ArgumentParser removes each positional argument it used from its list one at a time,
    /// which takes time quadratic in their number (10,000 links: minutes). The links are
    /// every argument that is not an option or `--now`'s value, and everything after `--`;
    /// the rest (options, `--help`, mistakes) still goes through ArgumentParser.
    ///
    /// - Returns: the arguments for ArgumentParser, and the links (nil for other commands).
    static func separatingURLs(from arguments: [String]) -> (arguments: [String], urls: [String]?) {
        guard arguments.first == Deeplink.configuration.commandName else { return (arguments, nil) }
        var kept = [arguments[0]]
        var urls: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                urls += arguments[(index + 1)...]
                break
            }
            if argument == "--now", index + 1 < arguments.count {
                kept += [argument, arguments[index + 1]]
                index += 2
                continue
            }
            if argument.hasPrefix("-") { kept.append(argument) } else { urls.append(argument) }
            index += 1
        }
        return (kept, urls)
    }
}
