/// Two questions about one line of an article, answered from its bytes: does it read as
/// prose (inside a code block), and does it read as Swift (outside one)?
///
/// Both lean towards "no": a wrong "yes" would stop a build over good code or nag about
/// good prose, while a missed defect is still caught by the doctests or by review.
enum LineShapes {
    // MARK: Prose inside a Swift block

    /// Whether a line of a Swift block (trimmed, starting outside comments and strings) is a
    /// sentence: it starts with a capitalised word (or `¿`, `¡`) of letters only, has more
    /// words, ends like a sentence (`.`, `:`, `?`, `!`), holds none of Swift's operators,
    /// quotes or brackets, and reads as Spanish or English (an accented letter, or a word
    /// such as `el`, `de`, `the`).
    ///
    /// Swift never has that shape: a statement that starts with a capitalised name goes on
    /// with `.`, `(`, `{` or an operator, not with a space and a word such as `el`; and no
    /// Swift line ends in a period. Comments and strings never get here.
    static func readsAsProse(_ line: ArraySlice<UInt8>) -> Bool {
        guard line.count >= 4, let last = line.last else { return false }
        guard last == UInt8(ascii: ".") || last == UInt8(ascii: ":") || last == UInt8(ascii: "?")
              || last == UInt8(ascii: "!") else { return false }
        var start = line.startIndex
        if line[start] == 0xC2, line[start + 1] == 0xBF || line[start + 1] == 0xA1 {  // "¿", "¡"
            start += 2
        }
        guard start < line.endIndex, startsWithUppercase(line[start...]) else { return false }
        guard !line.contains(where: isSwiftPunctuation) else { return false }

        var words = line[start...].split(whereSeparator: Bytes.isBlank)
        guard words.count >= 2 else { return false }
        let first = words.removeFirst()
        guard first.dropLast(first.last == UInt8(ascii: ",") ? 1 : 0).allSatisfy({ Bytes.isASCIILetter($0) || $0 >= 0x80 })
        else { return false }
        return line.contains(where: { $0 >= 0x80 }) || words.contains(where: isFunctionWord)
    }

    /// A capital letter: ASCII, or a Latin-1 capital such as `Á`, `É`, `Ñ` (UTF-8 `C3 80`…`C3 9E`, not `×`).
    static func startsWithUppercase(_ text: ArraySlice<UInt8>) -> Bool {
        guard let first = text.first else { return false }
        if Bytes.isASCIIUppercase(first) { return true }
        guard first == 0xC3, text.count >= 2 else { return false }
        let second = text[text.startIndex + 1]
        return second >= 0x80 && second <= 0x9E && second != 0x97
    }

    /// Bytes Swift code is full of and prose almost never uses. Parentheses, commas and
    /// backticks are missing on purpose: prose written in Markdown has them too.
    private static func isSwiftPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "="),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: ";"), UInt8(ascii: "\\"),
             UInt8(ascii: "$"), UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "^"),
             UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    /// Short words every Spanish or English sentence has and Swift code does not.
    private static let functionWords: Set<String> = [
        "el", "la", "los", "las", "un", "una", "unos", "unas", "de", "del", "al", "a", "y", "e", "o", "u",
        "en", "con", "por", "para", "que", "se", "lo", "le", "les", "su", "sus", "es", "son", "este",
        "esta", "estos", "estas", "ese", "esa", "como", "pero", "ya", "ahora", "vamos", "nuestro", "nuestra",
        "the", "an", "to", "of", "and", "we", "now", "this", "that", "with", "our", "you", "your",
    ]

    private static func isFunctionWord(_ word: ArraySlice<UInt8>) -> Bool {
        var word = word
        while let last = word.last, last == UInt8(ascii: ",") || last == UInt8(ascii: ".") || last == UInt8(ascii: ":")
                || last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
            word = word.dropLast()
        }
        guard word.count <= 7, word.allSatisfy(Bytes.isASCIILetter) else { return false }
        return functionWords.contains(String(decoding: word.map { $0 | 0x20 }, as: UTF8.self))
    }

    // MARK: Swift in a paragraph

    /// Whether a paragraph line (trimmed) is a line of Swift that should stand in a code
    /// block: a `//` comment, a lone closing brace, or a line opening with a declaration
    /// keyword in the shape Swift gives it (`func name(`, `let name =`, `struct Name {`,
    /// `import Name`, `@Published var`, `case .name`), or ending in `{` after such a start.
    ///
    /// Spanish sentences start with a capital and never with these keywords; an English
    /// sentence that starts with "let" or "case" does not go on with `=`, `(` or `.`.
    static func readsAsSwift(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.first else { return false }
        if first == UInt8(ascii: "/") {
            // `// deeplink:///alarms/add`, `/// A summary.`; a bare `//` too.
            guard Bytes.hasPrefix(line, "//") else { return false }
            let next = line.dropFirst(2).first
            return next == nil || next == Bytes.space || next == UInt8(ascii: "/")
        }
        if first == UInt8(ascii: "}") {
            // `}`, `})`, `},`: the end of some code.
            return line.allSatisfy { $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ")") || $0 == UInt8(ascii: "]")
                || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") || Bytes.isBlank($0) }
        }
        var rest = line
        if first == UInt8(ascii: "@") {
            // `@Published var route: Route?`, `@MainActor final class X {`
            let attribute = rest.dropFirst().prefix(while: Bytes.isIdentifier)
            guard !attribute.isEmpty, let afterName = rest.dropFirst(attribute.count + 1).first,
                  Bytes.isBlank(afterName) else { return false }
            rest = Bytes.trimmed(rest.dropFirst(attribute.count + 1))
            while let modifier = keyword(at: rest), modifiers.contains(modifier) {
                rest = Bytes.trimmed(rest.dropFirst(modifier.utf8.count))
            }
            guard let declaration = keyword(at: rest) else { return false }
            return declarations.contains(declaration)
        }
        while let modifier = keyword(at: rest), modifiers.contains(modifier) {
            rest = Bytes.trimmed(rest.dropFirst(modifier.utf8.count))
        }
        guard let word = keyword(at: rest) else { return false }
        let afterWord = Bytes.trimmed(rest.dropFirst(word.utf8.count))
        let name = afterWord.prefix(while: Bytes.isIdentifier)
        let afterName = Bytes.trimmed(afterWord.dropFirst(name.count))
        switch word {
        case "func":
            return !name.isEmpty && (afterName.first == UInt8(ascii: "(") || afterName.first == UInt8(ascii: "<"))
        case "let", "var":
            return !name.isEmpty && (afterName.first == UInt8(ascii: "=") || afterName.first == UInt8(ascii: ":"))
        case "struct", "class", "enum", "protocol", "extension", "actor":
            guard let initial = name.first, Bytes.isASCIIUppercase(initial) else { return false }
            return afterName.isEmpty || afterName.first == UInt8(ascii: "{") || afterName.first == UInt8(ascii: ":")
                || afterName.first == UInt8(ascii: "<")
        case "import":
            guard let initial = name.first, Bytes.isASCIIUppercase(initial) else { return false }
            return afterName.isEmpty
        case "case":
            return afterWord.first == UInt8(ascii: ".") || Bytes.hasPrefix(afterWord, "let ")
        case "init":
            return afterWord.first == UInt8(ascii: "(")
        case "if", "guard", "switch", "for", "while":
            return line.last == UInt8(ascii: "{")
        default:
            return false
        }
    }

    private static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "static", "final", "override", "mutating", "nonisolated",
    ]
    private static let declarations: Set<String> = ["func", "let", "var", "struct", "class", "enum", "init", "extension", "protocol", "actor"]
    private static let keywords: Set<String> = modifiers.union(declarations).union([
        "import", "case", "if", "guard", "switch", "for", "while",
    ])

    /// The Swift keyword `text` starts with, when a space, `(`, `<` or the end follows it.
    private static func keyword(at text: ArraySlice<UInt8>) -> String? {
        let word = text.prefix(while: Bytes.isASCIILowercase)
        guard !word.isEmpty, word.count <= 11 else { return nil }
        let next = text.dropFirst(word.count).first
        guard next == nil || next.map(Bytes.isBlank) == true || next == UInt8(ascii: "(") || next == UInt8(ascii: "<")
        else { return nil }
        let string = String(decoding: word, as: UTF8.self)
        return keywords.contains(string) ? string : nil
    }
}
