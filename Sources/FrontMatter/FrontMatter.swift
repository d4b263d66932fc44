import Diagnostics
import Foundation
import Yams

/// The front matter of an article, with Jekyll's conventions understood.
///
/// Known keys become typed properties; every other key is kept in `extra` for templates.
public struct FrontMatter: Hashable, Sendable {
    public var title: String?
    public var description: String?
    public var layout: String?
    public var date: PostDate?
    public var categories: [String] = []
    public var tags: [String] = []
    /// The output path, e.g. `/swiftui/navegacion/`; checked later to stay inside the site.
    public var permalink: String?
    public var permalinkLine: Int?
    public var excerptSeparator: String?
    /// `published: false` keeps an article out of the site.
    public var published = true
    public var slug: String?
    public var series: String?
    public var part: Int?
    /// Orders articles and series that have no date.
    public var order: Int?
    /// Keys sitegen does not interpret, kept as written for templates and later stages
    /// (e.g. `doctest`).
    public var extra: [String: FrontMatterValue] = [:]
    /// Where the article's code differs from the original it was published from
    /// (`corrections:`): each note is shown on the code blocks that contain its code.
    public var corrections: [Correction] = []

    /// A fix to the original article's code, told to the reader on the corrected block.
    public struct Correction: Hashable, Sendable {
        /// Code the corrected block contains (white space and line breaks do not count).
        public var code: String
        /// What the original said and why it changed, in the site's language.
        public var note: String
        /// The line of the entry in the file.
        public var line: Int

        public init(code: String, note: String, line: Int) {
            self.code = code
            self.note = note
            self.line = line
        }

        /// Whether a block with `text` is one this correction speaks of.
        public func matches(_ text: String) -> Bool {
            Self.normalized(text).contains(Self.normalized(code))
        }

        static func normalized(_ text: String) -> String {
            String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) })
        }
    }

    public init() {}

    /// The stages of the Alarm app an article's `demo` may start at, one per chapter of the
    /// UIKit→SwiftUI series that embeds it: the tab bar (`pestanas`), the alarm list
    /// (`lista`), adding an alarm (`anadir`), the finished app (`completa`, also `demo: true`).
    public static let demoStages = ["pestanas", "lista", "anadir", "completa"]

    /// Keys that hold text.
    static let textKeys: Set<String> = ["title", "description", "layout", "permalink", "excerpt_separator", "slug", "series"]

    /// Parses the YAML of a front matter.
    ///
    /// - Parameters:
    ///   - yaml: the text between the `---` lines.
    ///   - file: the article file, for messages.
    ///   - firstLine: the file line the YAML starts on, so messages point into the file.
    ///   - keptAsWritten: keys to keep in `extra` as written although an article's front
    ///     matter would interpret them (`site.yml`'s `series` map of descriptions).
    public static func parse(_ yaml: String, file: String, firstLine: Int,
                             keptAsWritten: Set<String> = []) throws(DiagnosticError) -> FrontMatter {
        try parse(yaml, file: file, firstLine: firstLine, keptAsWritten: keptAsWritten, readsSimpleLines: true)
    }

    /// `parse`; with `readsSimpleLines`, a front matter of simple lines
    /// (`SimpleFrontMatter`) is read without libyaml, and anything else, or anything
    /// whose values are wrong, is read by Yams, whose messages point at the place.
    static func parse(_ yaml: String, file: String, firstLine: Int, keptAsWritten: Set<String>,
                      readsSimpleLines: Bool) throws(DiagnosticError) -> FrontMatter {
        if readsSimpleLines, let lines = SimpleFrontMatter.entries(of: yaml) {
            let entries = lines.map { line in
                let place = SourceLocation(file: file, line: firstLine + line.line - 1, column: line.column)
                return Entry(key: line.key, keyLocation: place, value: line.value, location: place)
            }
            if let matter = try? interpret(entries, keptAsWritten: keptAsWritten) { return matter }
        }
        func location(_ mark: Mark?) -> SourceLocation {
            SourceLocation(file: file, line: firstLine + (mark?.line ?? 1) - 1, column: mark?.column ?? 0)
        }
        try YAMLAliasLimits.check(yaml) { line, column in
            SourceLocation(file: file, line: firstLine + line, column: column)
        }
        let root: Node?
        do {
            // UTF-8 named here: Yams' default encoding reads the whole environment on every parse.
            root = try Yams.compose(yaml: yaml, .default, .default, .utf8)
        } catch let error as YamlError {
            var message = Self.message(for: error)
            // libyaml reports where it noticed the problem; the construct it was reading may
            // have started lines earlier (an unclosed `[` or quote), so name that line too.
            if let contextMark = Self.contextMark(of: error), contextMark.line != Self.mark(of: error)?.line {
                message += " (it starts at line \(location(contextMark).line))"
            }
            throw DiagnosticError(message, at: location(Self.mark(of: error)))
        } catch {
            throw DiagnosticError("front matter is not valid YAML: \(error)", at: location(nil))
        }
        guard let root else { return FrontMatter() }  // an empty front matter
        guard case .mapping(let mapping) = root else {
            throw DiagnosticError(
                "front matter must be a list of 'key: value' lines, found \(Self.describe(root))",
                at: location(root.mark))
        }
        let entries = mapping.map { keyNode, valueNode in
            Entry(key: keyNode, keyLocation: location(keyNode.mark), value: valueNode, location: location(valueNode.mark ?? keyNode.mark))
        }
        return try interpret(entries, keptAsWritten: keptAsWritten)
    }

    /// A key of the front matter with its value, and where each stands.
    struct Entry {
        var key: Node
        var keyLocation: SourceLocation
        var value: Node
        var location: SourceLocation
    }

    /// The front matter the entries give, keys understood as Jekyll does.
    static func interpret(_ entries: [Entry], keptAsWritten: Set<String>) throws(DiagnosticError) -> FrontMatter {
        var matter = FrontMatter()
        for entry in entries {
            let valueNode = entry.value
            guard let key = entry.key.scalar?.string else {
                throw DiagnosticError("front matter keys must be plain names", at: entry.keyLocation)
            }
            let value = Self.value(of: valueNode)
            if keptAsWritten.contains(key) {
                matter.extra[key] = value
                continue
            }
            let here = entry.location
            func text() throws(DiagnosticError) -> String? {
                if case .null = value { return nil }
                guard case .scalar = valueNode, let text = value.text else {
                    throw DiagnosticError("'\(key)' must be text, found \(Self.describe(valueNode))", at: here)
                }
                return text
            }
            func integer() throws(DiagnosticError) -> Int? {
                if case .null = value { return nil }
                guard case .int(let number) = value else {
                    throw DiagnosticError("'\(key)' must be a whole number, found '\(value.text ?? Self.describe(valueNode))'", at: here)
                }
                return number
            }
            func words() throws(DiagnosticError) -> [String] {
                guard let words = value.words else {
                    throw DiagnosticError("'\(key)' must be a list of names or a space-separated string", at: here)
                }
                return words
            }
            switch key {
            case "title": matter.title = try text()
            case "description": matter.description = try text()
            case "layout": matter.layout = try text()
            case "permalink": matter.permalink = try text(); matter.permalinkLine = here.line
            case "excerpt_separator": matter.excerptSeparator = try text()
            case "slug": matter.slug = try text()
            case "series": matter.series = try text()
            case "part": matter.part = try integer()
            case "order": matter.order = try integer()
            case "categories", "category": matter.categories += try words()
            case "tags", "tag": matter.tags += try words()
            case "published":
                guard case .bool(let flag) = value else {
                    throw DiagnosticError("'published' must be true or false", at: here)
                }
                matter.published = flag
            case "date":
                guard let written = try text() else { break }
                guard let date = PostDate(parsing: written) else {
                    throw DiagnosticError(
                        "'date' is not a date: '\(written)' (write 2023-10-07 or 2023-10-07 20:38:14 +0200)", at: here)
                }
                matter.date = date
            case "author":
                // The article's author, only where its source names one (the page credits no one else).
                _ = try text()
                matter.extra[key] = value
            case "source":
                // Where the article was first published: `source: { name: …, url: https://… }`.
                guard case .dictionary(let source) = value, let name = source["name"]?.text, !name.isEmpty,
                      let url = source["url"]?.text, url.hasPrefix("https://") || url.hasPrefix("http://"),
                      source.keys.allSatisfy(["name", "url"].contains) else {
                    throw DiagnosticError("'source' must name where the article was first published: "
                                          + "source: { name: …, url: https://… }", at: here)
                }
                matter.extra[key] = value
            case "corrections":
                // `corrections: [{ code: "…", note: "…" }]`: where the code differs from the original.
                guard case .array(let items) = value else {
                    throw DiagnosticError("'corrections' must be a list of { code: …, note: … }", at: here)
                }
                // Each entry's own line: its mark, counted from the list's.
                let marks = valueNode.sequence.map { $0.map(\.mark) } ?? []
                for (index, item) in items.enumerated() {
                    var itemLine = here.line
                    if index < marks.count, let mark = marks[index], let start = valueNode.mark { itemLine += mark.line - start.line }
                    guard case .dictionary(let fields) = item, let code = fields["code"]?.text, !code.isEmpty,
                          let note = fields["note"]?.text, !note.isEmpty, fields.keys.allSatisfy(["code", "note"].contains) else {
                        throw DiagnosticError("each correction must be { code: …, note: … }: the code the corrected block contains "
                                              + "and what changed from the original", at: SourceLocation(file: here.file, line: itemLine))
                    }
                    matter.corrections.append(Correction(code: code, note: note, line: itemLine))
                }
            case "demo":
                // The Alarm app demo: `true` embeds the finished app, a stage its state at one chapter.
                switch value {
                case .bool, .null: break
                case .string(let stage) where Self.demoStages.contains(stage): break
                default:
                    throw DiagnosticError("'demo' must be true, false or the chapter's stage of the app ("
                                          + Self.demoStages.joined(separator: ", ") + "), found '\(value.text ?? Self.describe(valueNode))'", at: here)
                }
                matter.extra[key] = value
            default:
                matter.extra[key] = value
            }
        }
        return matter
    }

    private static func value(of node: Node) -> FrontMatterValue {
        switch node {
        case .scalar(let scalar):
            // Only plain scalars are typed; a quoted "true" or "2023" stays text.
            guard scalar.style == .plain else { return .string(scalar.string) }
            // A text with a space is no null, Boolean or number (none of Yams' readings of
            // them takes a space): it stays text without being tried against each reading.
            if scalar.string.utf8.contains(UInt8(ascii: " ")) { return .string(scalar.string) }
            if node.null != nil { return .null }
            if let flag = node.bool { return .bool(flag) }
            if let number = node.int { return .int(number) }
            if scalar.string.contains(where: \.isNumber), let number = node.float { return .double(number) }
            return .string(scalar.string)
        case .sequence(let sequence):
            return .array(sequence.map(value(of:)))
        case .mapping(let mapping):
            var dictionary: [String: FrontMatterValue] = [:]
            for (key, item) in mapping { dictionary[key.scalar?.string ?? "\(key)"] = value(of: item) }
            return .dictionary(dictionary)
        case .alias:
            return .null
        }
    }

    private static func describe(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): return "'\(scalar.string)'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .alias: return "an alias"
        }
    }

    private static func mark(of error: YamlError) -> Mark? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): return mark
        case .duplicatedKeysInMapping(_, let context): return context.mark  // the mapping's first key
        default: return nil
        }
    }

    private static func contextMark(of error: YamlError) -> Mark? {
        switch error {
        case .scanner(let context, _, _, _), .parser(let context, _, _, _), .composer(let context, _, _, _):
            return context?.mark
        default: return nil
        }
    }

    private static func message(for error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
             .composer(let context, let problem, _, _):
            let while_ = context.map { " \($0.text)" } ?? ""
            return "front matter is not valid YAML: \(problem)\(while_)"
        case .reader(let problem, _, _, _):
            return "front matter is not valid YAML: \(problem)"
        case .duplicatedKeysInMapping(let duplicates, _):
            // Yams' own description spans several lines and dumps the whole YAML.
            let keys = duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")
            return "front matter has the key \(keys) more than once (keep one)"
        default:
            return "front matter is not valid YAML: \(error)"
        }
    }
}
