import Foundation

/// What an author asks of a block in its info string, after `swift` (rustdoc-style):
///
/// | word | effect |
/// | --- | --- |
/// | `ignore` | not checked at all; reported as skipped |
/// | `no_run` | compiled against the core modules, never run |
/// | `compile_fail` | passes only when the compiler rejects the block |
/// | `apple` | needs an Apple-only framework: syntax-checked only |
/// | `fragment` | not a whole program: syntax-checked in the context it parses in |
public struct BlockAttributes: Hashable, Sendable {
    /// One attribute word.
    public enum Attribute: String, CaseIterable, Sendable {
        case ignore, noRun = "no_run", compileFail = "compile_fail", apple, fragment
    }

    /// The attributes the info string names.
    public var set: Set<Attribute>
    /// Words that are not attributes, for an error at the fence.
    public var unknown: [String]

    /// Creates the value.
    public init(words: [String]) {
        var set: Set<Attribute> = []
        var unknown: [String] = []
        for word in words {
            // `no-run` and `compile-fail` are easy to type for `no_run` and `compile_fail`.
            if let attribute = Attribute(rawValue: word.replacingOccurrences(of: "-", with: "_")) {
                set.insert(attribute)
            } else {
                unknown.append(word)
            }
        }
        self.set = set
        self.unknown = unknown
    }

    /// Whether the info string names `attribute`.
    public func contains(_ attribute: Attribute) -> Bool { set.contains(attribute) }

    /// The message for words that are not attributes, or nil when all are known.
    var unknownMessage: String? {
        guard let first = unknown.first else { return nil }
        let known = Attribute.allCases.map(\.rawValue).joined(separator: ", ")
        let words = unknown.count == 1 ? "attribute '\(first)'" : "attributes " + unknown.map { "'\($0)'" }.joined(separator: ", ")
        return "unknown doctest \(words) after 'swift' (use \(known))"
    }
}
