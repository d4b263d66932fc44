import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Where a block's code parses: as a whole file, or inside the context a fragment belongs to.
public enum ParseContext: String, Codable, Hashable, Sendable, CaseIterable {
    /// A source file: declarations and top-level statements.
    case file
    /// Members of a type: properties, methods, initializers, enum cases.
    case members
    /// The cases of a `switch` (`case let .add(item): …`).
    case switchCases
    /// A chain of modifiers or members starting with `.` (`.sheet(…)`, `.alert(…)`).
    case memberChain
    /// The elements of an array literal or the arguments of a call (`.init(…),` lines).
    case elements
    /// The parameters of a function (`action: Action.Type,`).
    case parameters
    /// The end of a type's members, with the type's closing brace.
    case membersThenClose
    /// The end of a `switch`, with its closing brace.
    case switchCasesThenClose
    /// The end of a function's body, with its closing brace.
    case statementsThenClose

    /// Code placed before and after the block so the fragment parses where it belongs.
    /// The prefix is whole lines, so block lines map to wrapped lines by an offset.
    var wrapper: (prefix: String, suffix: String) {
        switch self {
        case .file: return ("", "")
        case .members: return ("enum __DoctestFragment {\n", "\n}\n")
        case .switchCases: return ("switch __doctestValue {\n", "\n}\n")
        case .memberChain: return ("__doctestBase\n", "\n")
        case .elements: return ("_ = [\n", "\n]\n")
        case .parameters: return ("func __doctestFragment(\n", "\n) {}\n")
        case .membersThenClose: return ("enum __DoctestFragment {\n", "\n")
        case .switchCasesThenClose: return ("switch __doctestValue {\n", "\n")
        case .statementsThenClose: return ("func __doctestFragment() {\n", "\n")
        }
    }

    /// What the context holds, for messages: "members of a type".
    var description: String {
        switch self {
        case .file: return "a source file"
        case .members: return "members of a type"
        case .switchCases: return "cases of a switch"
        case .memberChain: return "a chain of modifiers"
        case .elements: return "list elements"
        case .parameters: return "function parameters"
        case .membersThenClose: return "the last members of a type"
        case .switchCasesThenClose: return "the last cases of a switch"
        case .statementsThenClose: return "the end of a function body"
        }
    }
}

/// A syntax error found by SwiftParser, at a line and column of the block's code (1-based).
struct SyntaxError: Hashable, Sendable {
    var line: Int
    var column: Int
    var message: String
}

/// A block's code parsed by SwiftParser in the first context that accepts it.
struct ParsedBlock {
    var context: ParseContext
    /// The tree of the wrapped code (for `.file`, just the code).
    var tree: SourceFileSyntax
    /// The syntax errors in the chosen context; empty when the code parses.
    var errors: [SyntaxError]
    /// Lines the wrapper added before the code.
    var prefixLines: Int

    var isValid: Bool { errors.isEmpty }
}

/// Parses a block as a source file and, when that fails, in each fragment context, so that
/// a valid fragment passes and a broken one fails at the right line.
enum FragmentParser {
    /// Parses `code` as a file first; then in the other contexts. With no clean parse, the
    /// context that parses furthest before its first error is kept, so that an error is
    /// reported where the code stops making sense (e.g. a prose line in a list of members).
    static func parse(_ code: String, contexts: [ParseContext] = ParseContext.allCases) -> ParsedBlock {
        var best: ParsedBlock?
        for context in contexts {
            if context == .memberChain, !startsWithPeriod(code) { continue }
            let parsed = parse(code, in: context)
            if parsed.isValid { return parsed }
            if let current = best, !isFurther(parsed, than: current) { continue }
            best = parsed
        }
        return best ?? parse(code, in: .file)
    }

    /// Parses `code` in one context.
    static func parse(_ code: String, in context: ParseContext) -> ParsedBlock {
        let (prefix, suffix) = context.wrapper
        let source = prefix + code + suffix
        let tree = Parser.parse(source: source)
        let prefixLines = prefix.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
        guard tree.hasError else {
            return ParsedBlock(context: context, tree: tree, errors: [], prefixLines: prefixLines)
        }
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        let codeLines = max(1, code.reduce(0) { $1 == "\n" ? $0 + 1 : $0 } + (code.hasSuffix("\n") || code.isEmpty ? 0 : 1))
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic -> SyntaxError in
            let location = diagnostic.location(converter: converter)
            var line = location.line - prefixLines
            var column = location.column
            // An error in the wrapper's closing lines (e.g. "expected '}'") belongs to the
            // block's last line; one in the prefix to its first.
            if line > codeLines { line = codeLines; column = 1 }
            if line < 1 { line = 1; column = 1 }
            return SyntaxError(line: line, column: column, message: diagnostic.message)
        }
        return ParsedBlock(context: context, tree: tree, errors: errors.sorted { ($0.line, $0.column) < ($1.line, $1.column) },
                           prefixLines: prefixLines)
    }

    private static func isFurther(_ candidate: ParsedBlock, than current: ParsedBlock) -> Bool {
        guard let a = candidate.errors.first, let b = current.errors.first else { return false }
        return (a.line, a.column) > (b.line, b.column)
    }

    private static func startsWithPeriod(_ code: String) -> Bool {
        for line in code.split(separator: "\n") {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            return trimmed.hasPrefix(".")
        }
        return false
    }
}
