import Foundation

/// Why a deeplink was ignored. The messages are part of the documented behaviour
/// (AlarmCore.docc/Deeplinks.md) and are what `sitegen deeplink` prints on stderr.
public enum DeeplinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is empty.
    case empty
    /// The text does not start with a URL scheme.
    case notAURL
    /// The text is a URL of another scheme, as written (`http`).
    case unsupportedScheme(String)
    /// `deeplink:` is not followed by `//`.
    case missingSlashes
    /// There is a host between `deeplink://` and the path, as written.
    case unexpectedHost(String)
    /// A `%` is not followed by two hexadecimal digits, or the decoded bytes are not UTF-8.
    case invalidPercentEncoding
    /// The path has no segment.
    case emptyPath
    /// The first path segment is not a tab, decoded.
    case unknownTab(String)
    /// The path starts with a tab but is not a link the app knows, decoded (`/clock/add`).
    case unknownPath(String)
    /// The segment where an alarm id belongs is not a UUID, decoded.
    case notAUUID(String)
    /// No alarm in the list has this id.
    case unknownAlarm(UUID)

    /// The reason, as printed after `ignored '<link>': `.
    public var description: String {
        switch self {
        case .empty:
            return "empty link"
        case .notAURL:
            return "not a URL (expected deeplink:///...)"
        case let .unsupportedScheme(scheme):
            return "unsupported scheme '\(scheme)' (expected deeplink:)"
        case .missingSlashes:
            return "expected '//' after 'deeplink:'"
        case let .unexpectedHost(host):
            return "unexpected host '\(host)' (write deeplink:///...)"
        case .invalidPercentEncoding:
            return "invalid percent-encoding"
        case .emptyPath:
            return "no path (try deeplink:///alarms)"
        case let .unknownTab(tab):
            return "unknown tab '\(tab)' (expected clock, alarms or crono)"
        case let .unknownPath(path):
            return "unknown path '\(path)'"
        case let .notAUUID(text):
            return "'\(text)' is not an alarm id (UUID)"
        case let .unknownAlarm(id):
            return "no alarm with id \(id.uuidString)"
        }
    }
}

/// What opening a deeplink did.
public enum DeeplinkResult: Equatable, Sendable {
    /// The link was understood and applied.
    case opened
    /// The link was not applied, and nothing changed.
    case ignored(reason: String)
}
