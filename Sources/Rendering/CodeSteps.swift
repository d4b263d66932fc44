import Content
import Foundation
import Markdown

/// What an article's code blocks change, read before its body is drawn: the file a block's
/// text names ("Crea un fichero nuevo llamado AlarmItemView." → `AlarmItemView.swift`, shown
/// above the block), and — for an article written without section headings, like parts 03–05
/// of «De UIKit a SwiftUI» — its steps: a run of blocks that change the same file or type is
/// one step, named after it, with an anchor for the table of contents. No heading is added to
/// the prose; the anchor goes on the paragraph that introduces the step's first block.
struct CodeSteps {
    /// One step of an article without headings.
    struct Step: Equatable {
        /// The file or type the step changes (drawn as code).
        var title: String
        var anchor: String
        /// What the step does, as the text that introduces it says it (`Actualiza la función`).
        var summary: String? = nil
    }

    /// The file named by the text before a block, by the block.
    var files: [CodeBlock.ID: String] = [:]
    /// The steps, by the index (among the document's top-level nodes) of the node that
    /// carries the step's anchor; empty for an article with headings or fewer than three steps.
    var steps: [Int: Step] = [:]

    /// For a block that is a new version of a file shown before in the article (it declares
    /// the same outermost type the earlier block declared first), the lines that changed, as
    /// indexes of its lines (hidden ones counted, as `CodeBlockHTML` draws them).
    var changedLines: [CodeBlock.ID: Set<Int>] = [:]

    /// The fewest steps that make a table of contents.
    static let minimumSteps = 3

    init() {}

    init(_ children: [MarkdownNode], slugs: inout SlugCounter) {
        let hasSections = children.contains { if case .heading(let level) = $0.kind { level == 2 || level == 3 } else { false } }
        var named: [(index: Int, title: String, summary: String?)] = []
        var current: String?
        // The last version of each file, with its lines once a later version needed them:
        // most files are shown once, and their lines are never split.
        var versions: [String: (block: CodeBlock, lines: [Substring]?)] = [:]
        for (index, node) in children.enumerated() {
            guard case .codeBlock(let block) = node.kind, block.fenced else { continue }
            if block.isSwift, let file = Self.fileDeclaration(of: block) {
                if let earlier = versions[file] {
                    let lines = Self.visibleLines(of: block)
                    let earlierLines = earlier.lines ?? Self.visibleLines(of: earlier.block).map(\.line)
                    if let changed = Self.changed(lines.map(\.line), comparedTo: earlierLines) {
                        changedLines[block.id] = Set(changed.map { lines[$0].index })
                    }
                    versions[file] = (block, lines.map(\.line))
                } else {
                    versions[file] = (block, nil)
                }
            }
            var before = ""
            if index > 0, case .paragraph = children[index - 1].kind { before = children[index - 1].plainText }
            let file = Self.fileName(in: before, code: block.lines.visible)
            if let file { files[block.id] = file }
            guard !hasSections, block.isSwift, let subject = file ?? Self.subject(of: block, after: before) else { continue }
            // A file and the type it declares are one subject.
            let key = subject.hasSuffix(".swift") ? String(subject.dropLast(6)) : subject
            if key != current {
                named.append((before.isEmpty ? index : index - 1, subject, Self.summary(of: before)))
                current = key
            }
        }
        guard named.count >= Self.minimumSteps else { return }
        for (index, title, summary) in named {
            steps[index] = Step(title: title, anchor: slugs.unique(for: "paso " + title), summary: summary)
        }
    }

    /// The longest a step's summary gets, in characters, before it is cut at a word.
    static let summaryLength = 60

    /// What a step does, from the paragraph that introduces its first block: its first
    /// sentence (up to a period, a colon or a semicolon; a question with its mark), cut at a
    /// word past `summaryLength`; nil without a paragraph.
    static func summary(of paragraph: String) -> String? {
        let text = paragraph.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else { return nil }
        var sentence = Substring(text)
        // A question or an exclamation keeps its mark; a period, a colon or a semicolon goes.
        if let end = text.firstIndex(where: { ".:;?!".contains($0) }) {
            sentence = "?!".contains(text[end]) ? text[...end] : text[..<end]
        }
        sentence = sentence.trimmingCharacters(in: .whitespaces)[...]
        guard !sentence.isEmpty else { return nil }
        if sentence.count > summaryLength {
            let cut = sentence.prefix(summaryLength)
            sentence = (cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut) + "…"
        }
        return String(sentence)
    }

    // MARK: Versions of a file

    /// The outermost declaration a whole file starts with (`class AlarmsListViewModel`), when
    /// the block's first line of code, after imports and comments, is one at column 0.
    static func fileDeclaration(of block: CodeBlock) -> String? {
        var found: String?
        // Line by line up to the first line of code: most blocks are read no further.
        CodeLines.forEachLine(of: Substring(block.lines.visible), omittingEmptyLines: true) { line in
            let trimmed = trimmingSpaces(line)
            if trimmed.isEmpty || starts(trimmed, with: "//") || starts(trimmed, with: "import ") || starts(trimmed, with: "@") {
                return true
            }
            if let declaration = declaration(in: line), declaration.indent == 0 {
                found = declaration.kind + " " + declaration.name
            }
            return false
        }
        return found
    }

    /// The declaration `declarationPattern` finds in a line: the width of its indentation (in
    /// Characters), its keyword and its name.
    static func declaration(in line: Substring) -> (indent: Int, kind: String, name: String)? {
        guard mayDeclare(line) else { return nil }
        if let read = asciiDeclaration(in: line) { return read }
        let text = String(line)
        guard let match = declarationPattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let indent = Range(match.range(at: 1), in: text), let kind = Range(match.range(at: 2), in: text),
              let name = Range(match.range(at: 3), in: text) else { return nil }
        return (text[indent].count, String(text[kind]), String(text[name]))
    }

    /// `declarationPattern` read by hand on a line of ASCII without line breaks, where every byte is a
    /// Character and no part of the pattern can give back what it took (the next part never
    /// starts with what the part before takes): `.some(nil)` when the line declares nothing;
    /// nil for any other line, which the pattern reads.
    static func asciiDeclaration(in line: Substring) -> (indent: Int, kind: String, name: String)?? {
        let bytes = Array(line.utf8)
        guard !bytes.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\n") }) else { return nil }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        func isWord(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "_")
        }
        var index = 0
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        func skipSpaces() -> Bool {
            let start = index
            while let byte = at(index), isSpace(byte) { index += 1 }
            return index > start
        }
        /// `word` then at least one space, consumed; false (nothing consumed) otherwise.
        func take(_ word: [UInt8]) -> Bool {
            guard bytes.count - index > word.count, bytes[index..<(index + word.count)].elementsEqual(word),
                  isSpace(bytes[index + word.count]) else { return false }
            index += word.count
            _ = skipSpaces()
            return true
        }
        _ = skipSpaces()
        let indent = index
        // Attributes: `@name`, an argument list without `)` inside, then spaces.
        while at(index) == UInt8(ascii: "@") {
            index += 1
            let name = index
            while let byte = at(index), isWord(byte) { index += 1 }
            guard index > name else { return .some(nil) }
            if at(index) == UInt8(ascii: "(") {
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ")")) else { return .some(nil) }
                index = close + 1
            }
            guard skipSpaces() else { return .some(nil) }
        }
        while Self.modifierWords.contains(where: take) {}
        guard let kind = Self.keywordWords.first(where: take) else { return .some(nil) }
        // The name: a letter or `_`, then letters, digits, `_` and dots.
        guard let first = at(index), first == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20) else {
            return .some(nil)
        }
        let name = index
        while let byte = at(index), isWord(byte) || byte == UInt8(ascii: ".") { index += 1 }
        return .some((indent, String(decoding: kind, as: UTF8.self), String(decoding: bytes[name..<index], as: UTF8.self)))
    }

    /// The pattern's modifiers and keywords, in its order, as bytes.
    private static let modifierWords = ["public", "private", "fileprivate", "internal", "final", "open", "indirect"].map { Array($0.utf8) }
    private static let keywordWords = ["class", "struct", "enum", "protocol", "extension", "actor"].map { Array($0.utf8) }

    /// Whether `text` starts with `prefix` (ASCII), as `hasPrefix` tells by Characters: by its
    /// bytes, unless a byte after the prefix could join the prefix's last Character.
    static func starts(_ text: Substring, with prefix: StaticString) -> Bool {
        let utf8 = text.utf8, count = prefix.utf8CodeUnitCount
        guard utf8.count >= count else { return false }
        let matches = prefix.withUTF8Buffer { utf8.starts(with: $0) }
        guard matches else { return false }
        let after = utf8.index(utf8.startIndex, offsetBy: count)
        return after == utf8.endIndex || utf8[after] < 0x80 ? true : text.hasPrefix(prefix.description)
    }

    /// The visible lines of a block with their indexes among all its lines (hidden ones counted).
    static func visibleLines(of block: CodeBlock) -> [(index: Int, line: Substring)] {
        var lines = CodeLines.lines(of: Substring(block.lines.compiled))
        if lines.last?.isEmpty == true { lines.removeLast() }
        return block.lines.shown(lines)
    }

    /// The indexes of `lines` that are not in `earlier` (a longest common subsequence of the
    /// lines, spaces at their ends ignored); nil when nothing or everything changed — a copy,
    /// or a rewrite, where marks would say nothing.
    static func changed(_ lines: [Substring], comparedTo earlier: [Substring]) -> [Int]? {
        guard !lines.isEmpty, !earlier.isEmpty else { return nil }
        let (new, old, ignorable) = numberedByBytes(lines, earlier) ?? numberedByCharacters(lines, earlier)
        // lengths[i * width + j]: the longest common subsequence of new[i...] and old[j...].
        let width = old.count + 1
        var lengths = [Int](repeating: 0, count: (new.count + 1) * width)
        for i in stride(from: new.count - 1, through: 0, by: -1) {
            for j in stride(from: old.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = new[i] == old[j]
                    ? lengths[(i + 1) * width + j + 1] + 1 : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var kept = [Bool](repeating: false, count: new.count), keptAny = false
        var i = 0, j = 0
        while i < new.count, j < old.count {
            if new[i] == old[j] {
                kept[i] = true; keptAny = true; i += 1; j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] { i += 1 } else { j += 1 }
        }
        // Blank lines and lone braces are not changes a reader looks for.
        let changed = new.indices.filter { !kept[$0] && !ignorable[$0] }
        guard !changed.isEmpty, keptAny, changed.count < new.count else { return nil }
        return changed
    }

    /// Each distinct line (trimmed) as a number, in both versions, and which new lines are
    /// blank or a lone brace: for lines that are all ASCII (nearly every block), by their bytes
    /// in a `ByteStringTable` (a dictionary keyed by `Substring` hashed each line with SipHash,
    /// through the canonical equivalence ASCII has no need of); nil for any other lines.
    static func numberedByBytes(_ lines: [Substring], _ earlier: [Substring]) -> (new: [Int], old: [Int], ignorable: [Bool])? {
        var table = ByteStringTable<Void>()
        /// The number of a trimmed line; nil when it is not ASCII.
        func number(_ trimmed: Substring.UTF8View) -> Int? {
            trimmed.withContiguousStorageIfAvailable { bytes in
                bytes.allSatisfy { $0 < 0x80 } ? table.number(of: bytes) {} : nil
            } ?? nil
        }
        var new: [Int] = [], old: [Int] = [], ignorable: [Bool] = []
        new.reserveCapacity(lines.count)
        old.reserveCapacity(earlier.count)
        ignorable.reserveCapacity(lines.count)
        for line in lines {
            let trimmed = trimmingSpaces(line).utf8
            guard let number = number(trimmed) else { return nil }
            new.append(number)
            ignorable.append(trimmed.isEmpty || (trimmed.count == 1 && Self.loneBytes.contains(trimmed.first!)))
        }
        for line in earlier {
            guard let number = number(trimmingSpaces(line).utf8) else { return nil }
            old.append(number)
        }
        return (new, old, ignorable)
    }

    /// The closing or opening brace or bracket that alone on a line is no change.
    private static let loneBytes: [UInt8] = Array("}{)]".utf8)

    /// `numberedByBytes` for any lines, by `Substring` (so by canonical equivalence).
    static func numberedByCharacters(_ lines: [Substring], _ earlier: [Substring]) -> (new: [Int], old: [Int], ignorable: [Bool]) {
        var numbers: [Substring: Int] = [:]
        numbers.reserveCapacity(lines.count + earlier.count)
        func number(_ line: Substring) -> Int {
            let trimmed = trimmingSpaces(line)
            if let known = numbers[trimmed] { return known }
            numbers[trimmed] = numbers.count
            return numbers.count - 1
        }
        let new = lines.map(number)
        let old = earlier.map(number)
        let empty = numbers[""], lone = Set(["}", "{", ")", "]"].compactMap { numbers[Substring($0)] })
        return (new, old, new.map { $0 == empty || lone.contains($0) })
    }

    /// `line` without the spaces at its ends, as `trimmingCharacters(in: .whitespaces)` takes
    /// them (tabs and the Unicode space separators), without Foundation's character sets.
    static func trimmingSpaces(_ line: Substring) -> Substring {
        // Where the first and the last byte that is no space or tab are ASCII, the other
        // spaces cannot stand beyond them: the line is trimmed at its bytes.
        let utf8 = line.utf8
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        // Over contiguous bytes first (nearly every line): where the bytes that are no space or
        // tab start and end, when both ends are ASCII (an empty range for a line of blanks).
        let read = utf8.withContiguousStorageIfAvailable { bytes -> Range<Int>? in
            guard let first = bytes.firstIndex(where: { !isBlank($0) }) else { return 0..<0 }
            let last = bytes.lastIndex { !isBlank($0) }!
            return bytes[first] < 0x80 && bytes[last] < 0x80 ? first..<(last + 1) : nil
        }
        if let range = read ?? nil {
            guard !range.isEmpty else { return line[line.endIndex...] }
            let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
            return Substring(utf8[start..<utf8.index(start, offsetBy: range.count)])
        }
        guard let firstByte = utf8.firstIndex(where: { !isBlank($0) }) else { return line[line.endIndex...] }
        let lastByte = utf8.lastIndex { !isBlank($0) }!
        if utf8[firstByte] < 0x80, utf8[lastByte] < 0x80 { return Substring(utf8[firstByte...lastByte]) }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x09, 0x20, 0xA0: return true
            case 0..<0x100: return false
            default: return scalar.properties.generalCategory == .spaceSeparator
            }
        }
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return Substring(scalars[first...last])
    }

    // MARK: Reading the text and the code

    /// Words of the text that introduce a new file: "fichero", "archivo" (and the articles'
    /// own "fuchero"), then up to a few words, then the name.
    private static let filePattern = try! NSRegularExpression(
        pattern: #"\b(?:fichero|fuchero|archivo)(?:\s+(?:nuevo|de\s+\w+|llamado|y\s+lo\s+llamaremos|de\s+tipo|,))*\s+([A-Z][A-Za-z0-9_]*)(\.swift)?\b"#)
    /// A file name written as such.
    private static let swiftFilePattern = try! NSRegularExpression(pattern: #"\b([A-Za-z_][A-Za-z0-9_+]*)\.swift\b"#)
    /// A declaration's keyword and name, after attributes and modifiers.
    static let declarationPattern = try! NSRegularExpression(
        pattern: #"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|final|open|indirect)\s+)*(class|struct|enum|protocol|extension|actor)\s+([A-Za-z_][A-Za-z0-9_.]*)"#)
    /// A type-like name in prose: UpperCamelCase with at least two humps (`AlarmsListViewModel`).
    private static let typeNamePattern = try! NSRegularExpression(pattern: #"\b[A-Z][a-z0-9]+(?:[A-Z][A-Za-z0-9]*)+\b"#)
    /// Names the prose uses that no step changes: frameworks, and roles ("el ViewModel").
    private static let frameworks: Set<String> = ["SwiftUI", "UIKit", "Foundation", "Combine", "OpenCombine", "Xcode",
                                                  "ViewModel", "ViewController"]

    /// Whether a line may hold a declaration `declarationPattern` matches: it names one of its
    /// keywords (a quick test that spares most lines the regular expression).
    static func mayDeclare(_ line: Substring) -> Bool {
        // The pattern starts with an attribute, a modifier or the keyword: a line whose first
        // character (after spaces and tabs) is ASCII and starts none of them cannot match.
        if let first = line.utf8.first(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }), first < 0x80,
           !"@pfiocsea\u{0B}\u{0C}\r".utf8.contains(first) {
            return false
        }
        return line.utf8.withContiguousStorageIfAvailable(containsKeyword)
            ?? ["class", "struct", "enum", "protocol", "extension", "actor"].contains { line.utf8Contains($0) }
    }

    /// Whether `bytes` hold one of the pattern's keywords anywhere: one pass that checks a
    /// keyword where its first letter stands (six searches of a line cost more than the line).
    static func containsKeyword(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func has(_ keyword: StaticString, at index: Int) -> Bool {
            let count = keyword.utf8CodeUnitCount
            return bytes.count - index >= count && memcmp(bytes.baseAddress! + index, keyword.utf8Start, count) == 0
        }
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "c"): if has("class", at: index) { return true }
            case UInt8(ascii: "s"): if has("struct", at: index) { return true }
            case UInt8(ascii: "e"): if has("enum", at: index) || has("extension", at: index) { return true }
            case UInt8(ascii: "p"): if has("protocol", at: index) { return true }
            case UInt8(ascii: "a"): if has("actor", at: index) { return true }
            default: continue
            }
        }
        return false
    }

    /// The file the text before a block names, when the block's code mentions that name.
    static func fileName(in text: String, code: String) -> String? {
        // Neither pattern matches a text without its words: most paragraphs need no regex.
        let names = text.utf8Contains(".swift"), words = ["fichero", "fuchero", "archivo"].contains { text.utf8Contains($0) }
        guard names || words else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        for pattern in [swiftFilePattern, filePattern] where pattern === swiftFilePattern ? names : words {
            guard let match = pattern.matches(in: text, range: range).last,
                  let nameRange = Range(match.range(at: 1), in: text) else { continue }
            let name = String(text[nameRange])
            guard !frameworks.contains(name), code.utf8Contains(name) else { continue }
            return name + ".swift"
        }
        return nil
    }

    /// The type a block changes: the place its info string gives (`in=AlarmsListViewModel.add`
    /// → `AlarmsListViewModel`), else the outermost type it declares or extends, else the last
    /// type the text before it names.
    static func subject(of block: CodeBlock, after text: String) -> String? {
        if let placement = block.attributes.placement {
            let types = placement.split(separator: ".").prefix { $0.first?.isUppercase ?? false }
            if !types.isEmpty { return types.joined(separator: ".") }
        }
        var best: (indent: Int, name: String)?
        CodeLines.forEachLine(of: Substring(block.lines.visible), omittingEmptyLines: true) { line in
            if let declaration = declaration(in: line), best == nil || declaration.indent < best!.indent {
                best = (declaration.indent, declaration.name)
            }
            return true
        }
        if let best { return best.name }
        let range = NSRange(text.startIndex..., in: text)
        return typeNamePattern.matches(in: text, range: range).reversed().lazy
            .compactMap { Range($0.range, in: text).map { String(text[$0]) } }
            .first { !frameworks.contains($0) }
    }
}
