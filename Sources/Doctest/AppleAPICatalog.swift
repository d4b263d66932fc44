import Foundation

/// The names Apple's SDK has, by framework — the whole everyday surface, names only — against
/// which the interface modules (which declare a subset, with Apple's signatures) are measured.
/// An unknown name or member that the catalog has and the interface modules do not declare is
/// a missing API (`LevelReason.missingAPI`: the block is unverified, the API named), never
/// the author's error; one the catalog does not have is the author's (`NavigatonStack`).
///
/// Each line of a framework's text is `name<TAB>kind<TAB>introduced`: `kind` is `type`,
/// `member`, `function` or `wrapper`; `introduced` the iOS version of Apple's documentation
/// (`?` when unknown). Lines starting with `#` group the names. The texts live in
/// `AppleAPICatalog+Names.swift`, written from Apple's documentation.
public struct AppleAPICatalog: Sendable {
    /// One name of the catalog.
    public struct Entry: Hashable, Sendable {
        public enum Kind: String, Sendable { case type, member, function, wrapper }
        public var framework: String
        public var name: String
        public var kind: Kind
        /// The iOS version that introduced it, e.g. "16.0"; nil when the catalog does not say.
        public var introduced: String?
    }

    /// Entries by name (a name may be in several frameworks).
    private let entries: [String: [Entry]]
    /// A digest of the texts, for the verdicts' cache keys.
    public let digest: String

    /// The catalog of Apple's frameworks as this build of sitegen knows it.
    public static let shared = AppleAPICatalog(texts: AppleAPICatalog.texts)

    init(texts: [String: String]) {
        var entries: [String: [Entry]] = [:]
        for (framework, text) in texts {
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                guard let name = fields.first, !name.isEmpty, fields.count >= 2, let kind = Entry.Kind(rawValue: fields[1]) else {
                    continue
                }
                let introduced = fields.count >= 3 && fields[2] != "?" && !fields[2].isEmpty ? fields[2] : nil
                entries[name, default: []].append(Entry(framework: framework, name: name, kind: kind, introduced: introduced))
            }
        }
        self.entries = entries
        digest = SHA256.hex(texts.sorted { $0.key < $1.key }.map { "\($0.key)\u{1}\($0.value)" }.joined(separator: "\u{2}"))
    }

    /// The frameworks a block that imports `modules` sees: SwiftUI brings UIKit and Combine
    /// (OpenCombine stands for Combine on Linux).
    public static func frameworks(importing modules: [String]) -> Set<String> {
        var frameworks: Set<String> = []
        for module in modules {
            switch module {
            case "SwiftUI": frameworks.formUnion(["SwiftUI", "UIKit", "Combine"])
            case "UIKit": frameworks.formUnion(["UIKit"])
            case "Combine", "OpenCombine": frameworks.insert("Combine")
            case "ComposableArchitectureViews": frameworks.formUnion(["SwiftUI", "UIKit", "Combine"])
            default: break
            }
        }
        return frameworks
    }

    /// The entry of an unknown `name` among `frameworks`: for a member (`isMember`), a member;
    /// for a name used alone, a type, a function or a property wrapper.
    public func entry(_ name: String, isMember: Bool, in frameworks: Set<String>) -> Entry? {
        entries[name]?.first { entry in
            frameworks.contains(entry.framework) && (isMember ? entry.kind == .member : entry.kind != .member)
        }
    }

    /// The iOS version the APIs among `names` need — the newest of them — and the APIs that
    /// need it (sorted, at most three); nil when none of the names is a versioned API of
    /// `frameworks`. A member counts only where `code` reaches it with a dot (`.swipeActions(`),
    /// not where the name is an argument label or a local. Versions are compared as numbers
    /// (`9.0` < `13.0`).
    public func requirement(of names: some Sequence<String>, code: String, in frameworks: Set<String>) -> IOSRequirement? {
        var best: (version: [Int], text: String, names: Set<String>)?
        for name in Set(names) {
            guard let entry = entries[name]?.first(where: { frameworks.contains($0.framework) && $0.introduced != nil
                      && ($0.kind != .member || code.contains(".\(name)")) }),
                  let text = entry.introduced else { continue }
            let version = text.split(separator: ".").compactMap { Int($0) }
            if let current = best, current.version == version {
                best!.names.insert(name)
            } else if best.map({ $0.version.lexicographicallyPrecedes(version) }) ?? true {
                best = (version, text, [name])
            }
        }
        return best.map { IOSRequirement(version: $0.text, apis: Array($0.names.sorted().prefix(3))) }
    }

    /// Every entry, for tests and for counting.
    public var all: [Entry] { entries.values.flatMap { $0 } }
}

/// The iOS version a block's code needs, from the APIs it uses, and those APIs.
public struct IOSRequirement: Codable, Hashable, Sendable {
    /// `16.0`.
    public var version: String
    /// The APIs that need it: `NavigationStack`.
    public var apis: [String]

    public init(version: String, apis: [String]) {
        self.version = version
        self.apis = apis
    }
}
