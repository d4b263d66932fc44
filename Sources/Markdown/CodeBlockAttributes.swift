/// The words of a code block's info string after its language — the one place they are read.
///
/// Display words change how the page draws the block; doctest words (rustdoc-style) change
/// how the verify stage checks a Swift block:
///
/// | word | kind | effect |
/// | --- | --- | --- |
/// | `numbered` (`linenums`) | display | line numbers on this block |
/// | `no_numbers` (`nonumbers`) | display | no line numbers, whatever `site.yml` says |
/// | `ignore` | doctest | not checked at all; reported as skipped |
/// | `no_run` | doctest | compiled against the core modules, never run |
/// | `compile_fail` | doctest | passes only when the compiler rejects the block |
/// | `apple` | doctest | needs an Apple-only framework: type-checked against the interface modules |
/// | `fragment` | doctest | not a whole program: parsed in its context, type-checked where it is placed |
/// | `in=Type` | doctest | the type a fragment belongs in |
///
/// Words are case-insensitive and may be separated by spaces, tabs or commas; `no-run`
/// and `compile-fail` are accepted for the underscore spellings. Any other word after
/// `swift` is an error at the fence (`problem`); other languages' info strings belong to
/// their own tools and are left alone.
public struct CodeBlockAttributes: Hashable, Sendable {
    /// A word this project understands.
    public enum Word: String, CaseIterable, Hashable, Sendable {
        case numbered, noNumbers = "no_numbers"
        case ignore, noRun = "no_run", compileFail = "compile_fail", apple, fragment

        /// Whether the word steers the doctests (the others only change the drawing).
        public var isDoctestWord: Bool {
            switch self {
            case .numbered, .noNumbers: false
            case .ignore, .noRun, .compileFail, .apple, .fragment: true
            }
        }

        /// Other spellings authors use for the same word.
        static let aliases: [String: Word] = [
            "linenums": .numbered, "nonumbers": .noNumbers, "no-numbers": .noNumbers,
            "no-run": .noRun, "compile-fail": .compileFail,
        ]
    }

    /// The words the info string names.
    public var words: Set<Word>
    /// Words after `swift` that are not the project's, in the order written.
    public var unknown: [String]
    /// `in=AlarmsListViewModel`: the type a fragment belongs in, when the doctests cannot infer it.
    public var placement: String?

    /// Reads the words after the language of `info`.
    public init(info: String, language: String? = nil) {
        // Most info strings are a language alone (`swift`): without a separator there is no
        // word after it, and nothing to read Character by Character.
        guard info.utf8.contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ",") }) else {
            words = []
            unknown = []
            placement = nil
            return
        }
        let isSwift = Self.isSwift(language ?? Self.language(of: info))
        var words: Set<Word> = []
        var unknown: [String] = []
        var placement: String?
        for original in Self.words(of: info).dropFirst() {
            let word = original.lowercased()
            if isSwift, original.hasPrefix("in="), original.count > 3, Self.isTypePath(original.dropFirst(3)) {
                placement = String(original.dropFirst(3))
            } else if let known = Word(rawValue: word) ?? Word.aliases[word] {
                words.insert(known)
            } else if isSwift {
                unknown.append(word)
            }
        }
        self.words = words
        self.unknown = unknown
        self.placement = placement
    }

    /// Whether the info string names `word`.
    public func contains(_ word: Word) -> Bool { words.contains(word) }

    /// The doctest words the author wrote (an author who wrote one chose the block's check).
    public var doctestWords: Set<Word> { words.filter(\.isDoctestWord) }

    /// The error for words that are not the project's, or nil when all are known.
    public var problem: String? {
        guard let first = unknown.first else { return nil }
        let known = Word.allCases.map(\.rawValue).joined(separator: ", ")
        let named = unknown.count == 1 ? "word '\(first)'" : "words " + unknown.map { "'\($0)'" }.joined(separator: ", ")
        return "unknown \(named) after 'swift' in the code block's info string (use \(known), or in=Type for the type a fragment belongs in)"
    }

    /// The first word of an info string, as written (its case kept, and all of it, as
    /// cmark-gfm reads it: `Swift`, `{r}`), or "" for none. A comma also ends it, for the
    /// rustdoc-style `swift,no_run`.
    public static func language(of info: String) -> String {
        String(words(of: info).first ?? "")
    }

    /// Whether a language word names Swift, in any case (`swift`, `Swift`).
    public static func isSwift(_ language: String) -> Bool {
        language.lowercased() == "swift"
    }

    /// The words of `info`, cut at spaces, tabs and commas that are Characters of their own.
    private static func words(of info: String) -> [Substring] {
        // In ASCII without a carriage return every byte is a Character: the info string is cut
        // at its bytes, the cut a split by Characters makes, without walking grapheme clusters.
        if info.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return info.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ",") })
                .map { Substring($0) }
        }
        return info.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
    }

    /// Whether `text` is made of letters, digits, `_` and `.` (a type, or a type and a member).
    private static func isTypePath(_ text: Substring) -> Bool {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return text.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            }
        }
        return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }
}
