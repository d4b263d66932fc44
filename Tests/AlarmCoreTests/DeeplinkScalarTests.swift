import AlarmCore
import Foundation
import Testing

/// Links are read scalar by scalar, as AlarmCore.docc/Deeplinks.md describes them (and as the
/// web demo reads them): a combining mark, a joiner or a prepended mark next to a delimiter
/// does not hide it, and a decoded byte order mark is a character like any other.
struct DeeplinkScalarTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let link: String
        let result: String
        var testDescription: String { link.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined() }
    }

    static let cases: [Case] = [
        // A combining acute accent (U+0301) after '#': the fragment still starts there.
        Case(link: "deeplink:///clock#\u{301}", result: "opened: clock"),
        // ... after '/': a segment of its own.
        Case(link: "deeplink:///clock/\u{301}", result: "ignored: unknown path '/clock/\u{301}'"),
        // ... after ':': the scheme is still "deeplink", and '//' does not follow it.
        Case(link: "deeplink:\u{301}///clock", result: "ignored: expected '//' after 'deeplink:'"),
        // ... after '&': the next item starts there (and is named "\u{301}date").
        Case(link: "deeplink:///alarms/add?isOn=true&\u{301}date=2015-01-01T00:00:00Z", result: "opened: add isOn=true"),
        // A zero-width joiner (U+200D) after '/'.
        Case(link: "deeplink:///alarms/\u{200D}add", result: "ignored: unknown path '/alarms/\u{200D}add'"),
        // A prepended mark (U+0600) before '/'.
        Case(link: "deeplink:///\u{600}/clock", result: "ignored: unknown tab '\u{600}' (expected clock, alarms or crono)"),
        // A percent-encoded byte order mark stays in the segment.
        Case(link: "deeplink:///%EF%BB%BFclock", result: "ignored: unknown tab '\u{FEFF}clock' (expected clock, alarms or crono)"),
        Case(link: "deeplink:///clock%EF%BB%BF", result: "ignored: unknown tab 'clock\u{FEFF}' (expected clock, alarms or crono)"),
    ]

    @Test(arguments: cases)
    func link(_ testCase: Case) {
        let demo = AlarmDemo()
        let start = demo.state
        let result: String
        switch demo.open(testCase.link) {
        case let .ignored(reason: reason):
            result = "ignored: \(reason)"
            #expect(demo.state == start)
        case .opened:
            switch demo.state.route {
            case let .add(date: _, isOn: isOn)?: result = "opened: add isOn=\(isOn)"
            default: result = "opened: \(demo.state.selectedTab.rawValue)"
            }
        }
        #expect(result == testCase.result)
    }
}
