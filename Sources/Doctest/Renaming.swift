/// Renames types in a job's generated files so that it can share a module with jobs that
/// declare other versions of them (`TypecheckGroups`): every identifier spelled like one of the
/// names gets the suffix (`Modelo` becomes `Modelo__sitegen2`), but a member (`.Modelo`, and
/// `AlarmCore.AlarmItem`: a qualified name is another module's type). By spelling, not by
/// scope: a nested type spelled like a type it renames is renamed with it, qualified references
/// included (`AlarmsListViewModel.Route`), so each still names what it named; a job whose files
/// have a member spelled like a type it would rename does not share
/// (`TypecheckGroups.FileNames.inner`). The `#sourceLocation` lines and comment
/// lines stay as they are, so errors still name the article's lines.
///
/// What is renamed is only ever type-checked, and a renamed job with an error on its own lines
/// is checked again as it is, on its own: its errors are always the compiler's words about the
/// article's code.
enum Renaming {
    /// Whether `message` names a type renamed with `suffix` (`__sitegen1`, not `__sitegen12`).
    static func mentions(_ suffix: String, in message: String) -> Bool {
        var rest = message[...]
        while let found = rest.range(of: suffix) {
            if rest[found.upperBound...].first?.isNumber != true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// The mark every suffix starts with: `__sitegen2` (a shared type-check's),
    /// `__sitegenBatch3` (a batch's).
    static let suffixMark = "__sitegen"

    /// The length in bytes of the suffix at `index` of `bytes`, or 0: the mark, `Batch`
    /// or not, then digits (`__sitegenSnippet` is a wrapper's name, not a suffix).
    private static func suffixLength(at index: Int, in bytes: [UInt8]) -> Int {
        let mark = Array(suffixMark.utf8)
        guard index + mark.count <= bytes.count, Array(bytes[index..<index + mark.count]) == mark else { return 0 }
        var end = index + mark.count
        let batch = Array("Batch".utf8)
        if end + batch.count <= bytes.count, Array(bytes[end..<end + batch.count]) == batch { end += batch.count }
        let digitsStart = end
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
        return end > digitsStart ? end - index : 0
    }

    /// `text` with every suffix taken out: the names as the article writes them.
    static func withoutSuffixes(_ text: String) -> String {
        guard text.contains(suffixMark) else { return text }
        let bytes = Array(text.utf8)
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let length = suffixLength(at: index, in: bytes)
            if length > 0 {
                index += length
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// How many UTF-8 bytes of suffixes `line` has before byte `column`: a renamed line's
    /// column less these is the article's.
    static func suffixBytes(in line: Substring, before column: Int) -> Int {
        let bytes = Array(line.utf8.prefix(column))
        var count = 0
        var index = 0
        while index < bytes.count {
            let length = suffixLength(at: index, in: bytes)
            count += length
            index += max(length, 1)
        }
        return count
    }

    /// The modules a qualified name may start with in a file that imports `imports`: those,
    /// the standard library, Foundation and the blocks' own module.
    static func modules(importing imports: [String]) -> Set<String> {
        Set(imports + ["Swift", "Foundation", Harness.moduleName])
    }

    /// `text` with every identifier in `names` given `suffix`, but after a `.`. A name in
    /// `qualified` (a nested type renamed with the module-level type of its name) is renamed
    /// after a type's name and a `.` too (`AlarmsListViewModel.Route`), not after a module's
    /// (`modules`) or a value's (a lowercase name).
    static func rename(_ names: Set<String>, suffix: String, in text: String, qualified: Set<String> = [],
                       modules: Set<String> = []) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("#sourceLocation") || trimmed.hasPrefix("//") { return String(line) }
            var result = ""
            result.reserveCapacity(line.utf8.count + suffix.utf8.count)
            var word = ""
            var before: Character = " "
            // The word right before the last `.`, when nothing came between them.
            var lastWord = "", qualifier: String?
            var justAfterWord = false
            func flush() {
                result += word
                if names.contains(word) {
                    if before != "." {
                        result += suffix
                    } else if qualified.contains(word), let qualifier, qualifier.first?.isUppercase == true, !modules.contains(qualifier) {
                        result += suffix
                    }
                }
                if let last = word.last { before = last }
                lastWord = word
                word = ""
                justAfterWord = true
            }
            for character in line {
                if character.isLetter || character.isNumber || character == "_" {
                    word.append(character)
                } else {
                    if !word.isEmpty { flush() }
                    result.append(character)
                    if character == "." { qualifier = justAfterWord ? lastWord : nil }
                    justAfterWord = false
                    if !character.isWhitespace { before = character }
                }
            }
            if !word.isEmpty { flush() }
            return result
        }.joined(separator: "\n")
    }
}
