/// A Mustache template, parsed: text and tags as nodes.
///
/// The tags: `{{name}}`, `{{{name}}}` and `{{&name}}` (not escaped), sections `{{#name}}…{{/name}}`
/// and `{{^name}}…{{/name}}`, comments `{{! … }}`, partials `{{> name}}` (`{{> *name}}` takes the
/// partial's name from a value), parents `{{< name}}…{{/name}}` whose `{{$block}}…{{/block}}`
/// replace the parent's blocks, delimiters `{{=<% %>=}}`, and `{{% CONTENT_TYPE: TEXT }}` (or
/// `HTML`, the default) for how the rest of the template escapes its values. A tag alone on its
/// line (a standalone tag) takes the line with it.
///
/// sitegen's themes are written for swift-mustache's rules; this parser reads a template as
/// swift-mustache 2.1 does, whitespace included (a test renders generated templates with both
/// and compares), without its transforms (`{{ uppercased(x) }}`), which sitegen's values do
/// not offer.
struct Template: Sendable {
    enum Node: Sendable {
        case text(String)
        case variable(Name, escaped: Bool)
        case section(Name, [Node])
        case invertedSection(Name, [Node])
        /// A partial, or a parent when `blocks` is set; `indentation` is the whitespace before a
        /// standalone tag, put before each line of what it renders.
        case partial(String, indentation: String?, blocks: [String: [Node]]?)
        case dynamicPartial(Name, indentation: String?, blocks: [String: [Node]]?)
        /// A block: a parent's `{{$name}}`, shown as the child that inherits it replaces it.
        case block(String, defaultNodes: [Node], indentation: String)
        /// A block as a child replaces it (only in a parent tag's body).
        case blockDefinition(String, [Node])
        case escaping(Escaping)
    }

    /// How `{{value}}` is escaped.
    enum Escaping: Sendable {
        case html
        case text
    }

    /// A value's name: dot-separated parts, looked up in the innermost context that has the
    /// first part. `.` (no parts) is the innermost context itself; a name that starts with a
    /// dot is looked up in the innermost context only.
    struct Name: Sendable {
        var parts: [String]
        var innermostOnly: Bool

        init(_ text: String) {
            parts = text.split(separator: ".").map(String.init)
            innermostOnly = text.hasPrefix(".")
        }
    }

    /// Why a template does not parse, and where (1-based line and column).
    struct ParseError: Error, CustomStringConvertible {
        var message: String
        var line: Int
        var column: Int
        var description: String { message }
    }

    let nodes: [Node]

    private init(nodes: [Node]) {
        self.nodes = nodes
    }

    /// The same template sharing no storage with this one (new nodes, names and texts): each
    /// thread that renders pages takes its own, as the reference counts of storage that two
    /// threads share are cache lines both cores keep taking from each other.
    func unshared() -> Template {
        Template(nodes: nodes.map(\.unshared))
    }

    init(parsing text: String) throws(ParseError) {
        var parser = Parser(text)
        nodes = try parser.parseAll()
    }
}

extension Template {
    /// Reads a template's Characters as swift-mustache's parser reads them.
    struct Parser {
        let characters: [Character]
        var position = 0

        init(_ text: String) { characters = Array(text) }

        /// What the parse of one level (the template, a section, a parent's body, a block) knows.
        struct State {
            /// The name that closes this level (nil at the top).
            var closingName: String?
            /// Whether only spaces and tabs stand before the position on its line, as far as a
            /// standalone tag is concerned.
            var atLineStart = true
            var openingDelimiter = "{{"
            var closingDelimiter = "}}"
            /// Inside a parent tag's body (its block definitions and what they hold).
            var inParent = false
            /// Directly in a parent tag's body, where only block definitions count.
            var inParentTopLevel = false
            /// In a block definition, the indentation of its first line, taken off the next lines.
            var definitionIndent: [Character]?

            /// The state inside a section (or block) `name` whose tag was read in this one.
            func inside(_ name: String, standalone: Bool) -> State {
                var state = self
                state.closingName = name
                state.inParentTopLevel = false
                if !standalone { state.atLineStart = false }
                return state
            }
        }

        var current: Character? { position < characters.count ? characters[position] : nil }
        var atEnd: Bool { position >= characters.count }

        mutating func parseAll() throws(ParseError) -> [Node] {
            try parse(State(), openedAt: nil)
        }

        /// An error at `position` (the current one by default).
        func error(_ message: String, at position: Int? = nil) -> ParseError {
            let (line, column) = place(of: position ?? self.position)
            return ParseError(message: message, line: line, column: column)
        }

        /// The 1-based line and column of a position.
        func place(of position: Int) -> (line: Int, column: Int) {
            var line = 1, column = 1
            for character in characters[..<min(position, characters.count)] {
                if character.isNewline { line += 1; column = 1 } else { column += 1 }
            }
            return (line, column)
        }

        /// Parses until the end of the text, or until the tag that closes `state.closingName`.
        mutating func parse(_ initial: State, openedAt: Int?) throws(ParseError) -> [Node] {
            var nodes: [Node] = []
            var state = initial
            var pending: [Character] = []  // whitespace at a line's start, not written yet
            while !atEnd {
                if state.atLineStart {
                    let whitespace = read(while: { $0 == " " || $0 == "\t" })
                    if state.inParent, !state.inParentTopLevel {
                        if let indent = state.definitionIndent {
                            pending = Array(whitespace.dropFirst(indent.count))
                        } else {
                            state.definitionIndent = whitespace
                        }
                    } else {
                        pending = whitespace
                    }
                }
                let text = try readText(state)
                if let newline = current, newline.isNewline {
                    nodes.append(.text(String(pending + text + [newline])))
                    state.atLineStart = true
                    position += 1
                    continue
                }
                if !text.isEmpty {
                    nodes.append(.text(String(pending + text)))
                    pending = []
                    state.atLineStart = false
                }
                guard let kind = current else { break }
                let tagStart = position - state.openingDelimiter.count
                // The whitespace before a tag that is not standalone is text; a partial, a parent
                // and a block also keep it as their indentation.
                func writePending() {
                    if !pending.isEmpty { nodes.append(.text(String(pending))) }
                }
                func takePending() {
                    writePending()
                    pending = []
                }
                var standalone = false
                switch kind {
                case "#", "^":
                    position += 1
                    let name = try readName(state)
                    standalone = isStandalone(state)
                    if !standalone { takePending() }
                    let inner = try parse(state.inside(name, standalone: standalone), openedAt: tagStart)
                    nodes.append(kind == "#" ? .section(Name(name), inner) : .invertedSection(Name(name), inner))

                case "/":
                    position += 1
                    let nameStart = position
                    let name = try readName(state)
                    guard let expected = state.closingName else {
                        throw error("'{{/\(name)}}' closes no section", at: nameStart)
                    }
                    guard name == expected else {
                        let line = place(of: openedAt ?? 0).line
                        throw error("'{{/\(name)}}' where '{{/\(expected)}}' should close the section opened at line \(line)", at: nameStart)
                    }
                    if !isStandalone(state) { writePending() }
                    return nodes

                case "!":
                    position += 1
                    guard readThrough(state.closingDelimiter) else { throw error("a comment that is never closed") }
                    standalone = isStandalone(state)

                case "{":
                    takePending()
                    position += 1
                    let name = try readName(state)
                    guard current == "}" else { throw error("'{{{\(name)}}' should end with '}}}'") }
                    position += 1
                    nodes.append(.variable(Name(name), escaped: false))

                case "&":
                    takePending()
                    position += 1
                    nodes.append(.variable(Name(try readName(state)), escaped: false))

                case ">":
                    position += 1
                    _ = read(while: \.isWhitespace)
                    let dynamic = current == "*"
                    if dynamic { position += 1 }
                    let name = try readPartialName(state)
                    writePending()
                    standalone = isStandalone(state)
                    let indentation = standalone ? String(pending) : nil
                    nodes.append(dynamic ? .dynamicPartial(Name(name), indentation: indentation, blocks: nil)
                                         : .partial(name, indentation: indentation, blocks: nil))
                    pending = []

                case "<":
                    position += 1
                    _ = read(while: \.isWhitespace)
                    let tagName = try readPartialName(state)
                    writePending()
                    standalone = isStandalone(state)
                    var body = state
                    body.closingName = tagName
                    body.atLineStart = true
                    body.inParent = true
                    body.inParentTopLevel = true
                    var blocks: [String: [Node]] = [:]
                    for node in try parse(body, openedAt: tagStart) {
                        switch node {
                        case .blockDefinition(let name, let nodes): blocks[name] = nodes
                        case .text: break
                        default: throw error("only blocks ({{$name}}…{{/name}}) may stand in '{{<\(tagName)}}'", at: tagStart)
                        }
                    }
                    let indentation = String(pending)
                    if tagName.hasPrefix("*") {
                        nodes.append(.dynamicPartial(Name(String(tagName.dropFirst())), indentation: indentation, blocks: blocks))
                    } else {
                        nodes.append(.partial(tagName, indentation: indentation, blocks: blocks))
                    }
                    pending = []

                case "$":
                    position += 1
                    let name = try readName(state)
                    if state.inParentTopLevel {
                        standalone = isStandalone(state)
                        nodes.append(.blockDefinition(name, try parse(state.inside(name, standalone: standalone), openedAt: tagStart)))
                    } else {
                        writePending()
                        standalone = isStandalone(state)
                        let inner = try parse(state.inside(name, standalone: standalone), openedAt: tagStart)
                        nodes.append(.block(name, defaultNodes: inner, indentation: String(pending)))
                        pending = []
                    }

                case "=":
                    position += 1
                    try readDelimiters(&state)
                    standalone = isStandalone(state)

                case "%":
                    position += 1
                    nodes.append(.escaping(try readContentType(state)))
                    standalone = isStandalone(state)

                default:
                    takePending()
                    nodes.append(.variable(Name(try readName(state)), escaped: true))
                }
                state.atLineStart = standalone
            }
            if let name = state.closingName {
                throw error("the section '\(name)' opened here is never closed (a '{{/\(name)}}' is missing)", at: openedAt)
            }
            return nodes
        }

        /// Text up to a line break (not taken) or an opening delimiter (taken).
        mutating func readText(_ state: State) throws(ParseError) -> [Character] {
            let opening = Array(state.openingDelimiter)
            var text: [Character] = []
            while let character = current {
                if character == "\n" || character == "\r\n" { break }
                if character == opening[0] {
                    guard position + opening.count <= characters.count else {
                        throw error("the template ends inside '\(state.openingDelimiter)'")
                    }
                    if take(state.openingDelimiter) { return text }
                }
                text.append(character)
                position += 1
            }
            return text
        }

        mutating func read(while test: (Character) -> Bool) -> [Character] {
            let start = position
            while let character = current, test(character) { position += 1 }
            return Array(characters[start..<position])
        }

        /// Whether `text` comes next; taken when it does.
        mutating func take(_ text: String) -> Bool {
            let wanted = Array(text)
            guard position + wanted.count <= characters.count,
                  Array(characters[position..<(position + wanted.count)]) == wanted else { return false }
            position += wanted.count
            return true
        }

        /// Moves past the next `text`; false (not moved) when it never comes.
        mutating func readThrough(_ text: String) -> Bool {
            let wanted = Array(text)
            var index = position
            while index + wanted.count <= characters.count {
                if Array(characters[index..<(index + wanted.count)]) == wanted {
                    position = index + wanted.count
                    return true
                }
                index += 1
            }
            return false
        }

        static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
        static let partialNameCharacters = nameCharacters.union("/")

        mutating func readName(_ state: State) throws(ParseError) -> String {
            _ = read(while: \.isWhitespace)
            let name = String(read(while: { Self.nameCharacters.contains($0) }))
            _ = read(while: \.isWhitespace)
            if current == "(" || current == ")" {
                throw error("'\(name)(…)': transforms are not supported; give the template the value it should show")
            }
            guard take(state.closingDelimiter) else { throw error("a tag that does not end with '\(state.closingDelimiter)' after its name '\(name)'") }
            return name
        }

        mutating func readPartialName(_ state: State) throws(ParseError) -> String {
            _ = read(while: \.isWhitespace)
            let name = String(read(while: { Self.partialNameCharacters.contains($0) || $0 == "(" || $0 == ")" }))
            _ = read(while: \.isWhitespace)
            guard take(state.closingDelimiter) else { throw error("a partial tag that does not end with '\(state.closingDelimiter)' after its name '\(name)'") }
            return name
        }

        mutating func readDelimiters(_ state: inout State) throws(ParseError) {
            let invalid = error("delimiters are set as '{{=<% %>=}}': two delimiters, a space between, an '=' at each end")
            _ = read(while: \.isWhitespace)
            let opening = read(while: { !$0.isWhitespace })
            guard !atEnd else { throw invalid }
            _ = read(while: \.isWhitespace)
            let closing = read(while: { $0 != "=" && !$0.isWhitespace })
            guard !atEnd else { throw invalid }
            _ = read(while: \.isWhitespace)
            guard take("="), take(state.closingDelimiter), !opening.isEmpty, !closing.isEmpty else { throw invalid }
            state.openingDelimiter = String(opening)
            state.closingDelimiter = String(closing)
            state.inParentTopLevel = false
        }

        mutating func readContentType(_ state: State) throws(ParseError) -> Escaping {
            let invalid = error("a setting is written '{{% CONTENT_TYPE: HTML }}' (or TEXT)")
            let word = { (character: Character) in Self.nameCharacters.contains(character) }
            _ = read(while: \.isWhitespace)
            let name = String(read(while: word))
            _ = read(while: \.isWhitespace)
            guard take(":") else { throw invalid }
            _ = read(while: \.isWhitespace)
            let value = String(read(while: word))
            _ = read(while: \.isWhitespace)
            guard take(state.closingDelimiter), !name.isEmpty, !value.isEmpty else { throw invalid }
            switch (name, value) {
            case ("CONTENT_TYPE", "HTML"): return .html
            case ("CONTENT_TYPE", "TEXT"): return .text
            case ("CONTENT_TYPE", _): throw error("unknown content type '\(value)' (HTML or TEXT)")
            default: throw error("unknown setting '\(name)' (only CONTENT_TYPE)")
            }
        }

        /// Whether the tag just read stands alone on its line: nothing but spaces and tabs before
        /// it (`state.atLineStart`) and after it up to the line break, which is then taken.
        mutating func isStandalone(_ state: State) -> Bool {
            guard state.atLineStart else { return false }
            if atEnd { return true }
            var index = position
            while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
            guard index < characters.count, characters[index].isNewline else { return false }
            position = index + 1
            return true
        }
    }
}

extension Template.Node {
    /// The node sharing no storage with this one (`Template.unshared`).
    var unshared: Template.Node {
        func copy(_ blocks: [String: [Template.Node]]?) -> [String: [Template.Node]]? {
            blocks.map { Dictionary(uniqueKeysWithValues: $0.map { ($0.key.unshared, $0.value.map(\.unshared)) }) }
        }
        switch self {
        case .text(let text): return .text(text.unshared)
        case .variable(let name, let escaped): return .variable(name.unshared, escaped: escaped)
        case .section(let name, let nodes): return .section(name.unshared, nodes.map(\.unshared))
        case .invertedSection(let name, let nodes): return .invertedSection(name.unshared, nodes.map(\.unshared))
        case .partial(let name, let indentation, let blocks):
            return .partial(name.unshared, indentation: indentation?.unshared, blocks: copy(blocks))
        case .dynamicPartial(let name, let indentation, let blocks):
            return .dynamicPartial(name.unshared, indentation: indentation?.unshared, blocks: copy(blocks))
        case .block(let name, let defaultNodes, let indentation):
            return .block(name.unshared, defaultNodes: defaultNodes.map(\.unshared), indentation: indentation.unshared)
        case .blockDefinition(let name, let nodes): return .blockDefinition(name.unshared, nodes.map(\.unshared))
        case .escaping(let escaping): return .escaping(escaping)
        }
    }
}

extension Template.Name {
    var unshared: Template.Name {
        var name = self
        name.parts = parts.map(\.unshared)
        return name
    }
}

extension String {
    /// The same text in storage of its own.
    var unshared: String { String(decoding: Array(utf8), as: UTF8.self) }
}
