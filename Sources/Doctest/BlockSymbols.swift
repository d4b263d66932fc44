import CompilerIndex
import Foundation
import Markdown

/// What the compiler resolved each name of a verified block to, from the index store its
/// check wrote (`Compiler.indexStoreLibrary`): the page shows a name's declaration on hover
/// and tap. Lines and columns are the block's own, so a block that moves keeps its symbols.
public struct BlockSymbols: Codable, Hashable, Sendable {
    /// A declaration some name of the block resolved to.
    public struct Symbol: Codable, Hashable, Sendable {
        /// The name as written (`viewStore`, `init`, `AlarmItemView`).
        public var name: String
        public var kind: SymbolKind
        /// Its declaration as the compiler knows it, without module names:
        /// `var viewStore: ViewStore<AppState, AppAction>`.
        public var declaration: String
        /// The type it is a member of (`AppView`), when it is a member.
        public var container: String?
        /// The module that declares it (`SwiftUI`, `ComposableArchitecture`, `AlarmCore`); nil
        /// for the tutorial's own code (the blocks, their hidden lines and contexts).
        public var module: String?
        /// The compiler's unified symbol resolution: the same declaration in every block.
        public var usr: String
        /// The article block that declares it (`Doctests` finds it among the verified blocks).
        public var declaredAt: Place?

        /// Declared by the compiler, not by the code (`ImplicitNames`): a closure's `$0`, the
        /// variable of a property-wrapper parameter.
        public var isImplicit: Bool { usr.hasPrefix(Self.implicitPrefix) }
        static let implicitPrefix = "implicit:"
    }

    /// One name of the block: `line` counts the block's lines from 0 (hidden ones included),
    /// `column` and `length` count UTF-8 bytes of that line from 0.
    public struct Use: Codable, Hashable, Sendable {
        public var line: Int
        public var column: Int
        public var length: Int
        /// Its index in `symbols`.
        public var symbol: Int
        /// Whether the block declares it here.
        public var isDeclaration: Bool
    }

    /// A block of an article: its file and its opening fence's line.
    public struct Place: Codable, Hashable, Sendable {
        public var file: String
        public var line: Int
    }

    public var symbols: [Symbol]
    public var uses: [Use]
}

/// What a declaration is, as the page names it.
public enum SymbolKind: String, Codable, Hashable, Sendable {
    case module, `struct`, `class`, `enum`, `protocol`, `typealias`, associatedType, genericParameter, `extension`
    case function, method, initializer, property, variable, parameter, enumCase, local, macro
}

extension BlockSymbols {
    /// Cached verdicts carry their symbols: a change to how they are read from the index
    /// changes this, and the verdicts are made again.
    static let version = "sitegen-block-symbols-8"

    /// The symbols of `block` among `occurrences`, the index records of `generated` (the primary
    /// file the check compiled, whose `#sourceLocation` lines say which article lines it holds).
    /// A name counts where the text of the block at that place is the name: a renamed type or a
    /// line the harness changed is left without its symbol rather than given a wrong one.
    ///
    /// `implicit` are the names the compiler declared (`ImplicitNames`: `$0`, a wrapper
    /// parameter's variable), read from the file's syntax tree: each is placed the same way,
    /// where the index left its place free.
    static func make(_ occurrences: [IndexOccurrence], generated: String, block: CodeBlock, modules: Set<String>,
                     implicit: [ImplicitNames.Reference] = []) -> BlockSymbols? {
        let lines = CodeLines.lines(of: Substring(block.lines.compiled)).map { Array($0.utf8) }
        let articleLines = SourceLocationMap(generated)
        var symbols: [Symbol] = []
        var symbolIndex: [String: Int] = [:]
        var uses: [Int: Use] = [:]  // by line << 20 | column: one use per place
        // The block's line (from 0) and the article's byte column of a place of the generated
        // file (its line from 1, its byte column from 0), when the place is the block's.
        func blockPlace(line: Int, column: Int) -> (index: Int, column: Int)? {
            guard let (file, articleLine) = articleLines.place(ofLine: line), file == block.file,
                  lines.indices.contains(articleLine - block.firstCodeLine) else { return nil }
            // A shared check renamed the types of some jobs: the article's names and columns.
            let renamed = articleLines.text(ofLine: line).map { Renaming.suffixBytes(in: $0, before: column) } ?? 0
            return (articleLine - block.firstCodeLine, column - renamed)
        }
        for occurrence in occurrences {
            let symbol = occurrence.symbol
            guard !occurrence.roles.contains(.implicit), !symbol.isAccessor,
                  let (index, at) = blockPlace(line: occurrence.line, column: occurrence.column - 1) else { continue }
            // An import the article renames (`import Combine` checked as `import OpenCombine`):
            // the article's name stands for the module the compiler imported.
            guard let (column, length) = Self.name(Renaming.withoutSuffixes(symbol.baseName), in: lines[index], at: at)
                    ?? (symbol.kind == .module ? articleLines.text(ofLine: occurrence.line).flatMap {
                        Self.renamedModule(symbol.name, in: Array($0.utf8), standsFor: lines[index], at: at)
                    } : nil)
            else { continue }
            let isDeclaration = occurrence.roles.contains(.definition) || occurrence.roles.contains(.declaration)
            let key = index << 20 | column
            if let existing = uses[key], existing.isDeclaration || !isDeclaration { continue }
            let number: Int
            if let known = symbolIndex[symbol.usr] {
                number = known
            } else {
                guard let described = SymbolDeclaration.describe(symbol, modules: modules) else { continue }
                number = symbols.count
                symbols.append(described)
                symbolIndex[symbol.usr] = number
            }
            // The compiler's symbol does not say `let` from `var`: the declaring line does.
            if isDeclaration, [.property, .variable].contains(symbols[number].kind), Self.word(before: column, in: lines[index]) == "let" {
                symbols[number].declaration = symbols[number].declaration.replacingOccurrences(of: "var ", with: "let ", options: [.anchored])
                    .replacingOccurrences(of: "static var ", with: "static let ", options: [.anchored])
            }
            uses[key] = Use(line: index, column: column, length: length, symbol: number, isDeclaration: isDeclaration)
            // A function named with its labels (`Exercise.fake(type:)`): each label is part of its name.
            for (labelColumn, labelLength) in Self.labels(of: symbol.name, in: lines[index], after: column + length)
            where uses[index << 20 | labelColumn] == nil {
                uses[index << 20 | labelColumn] = Use(line: index, column: labelColumn, length: labelLength, symbol: number, isDeclaration: false)
            }
        }
        if !implicit.isEmpty {
            let starts = Self.lineStarts(of: generated)
            for reference in implicit {
                // The line holding the byte (from 1) and the byte's column in it.
                guard let lineIndex = starts.lastIndex(where: { $0 <= reference.offset }) else { continue }
                guard let (index, at) = blockPlace(line: lineIndex + 1, column: reference.offset - starts[lineIndex]),
                      let (column, length) = Self.name(reference.name, in: lines[index], at: at),
                      uses[index << 20 | column] == nil else { continue }
                let usr = Symbol.implicitPrefix + "\(reference.name): \(reference.type)"
                let number: Int
                if let known = symbolIndex[usr] {
                    number = known
                } else {
                    number = symbols.count
                    symbols.append(Symbol(name: reference.name, kind: [.wrappedValue, .instance].contains(reference.kind) ? .local : .parameter,
                                          declaration: "\(reference.name): \(reference.type)", container: nil, module: nil, usr: usr))
                    symbolIndex[usr] = number
                }
                uses[index << 20 | column] = Use(line: index, column: column, length: length, symbol: number, isDeclaration: false)
            }
        }
        guard !uses.isEmpty else { return nil }
        return BlockSymbols(symbols: symbols, uses: uses.values.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
    }

    /// Where `name` is written in `line` at byte `column` (a name in backticks counts from
    /// the backtick), as the column and length the page marks; nil when the text there is
    /// not the name.
    static func name(_ name: String, in line: [UInt8], at column: Int) -> (column: Int, length: Int)? {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, first == UInt8(ascii: "_") || first == UInt8(ascii: "$") || first >= 0x80
                || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z")),
              column >= 0 else { return nil }
        var start = column
        if start < line.count, line[start] == UInt8(ascii: "`") { start += 1 }
        guard start + bytes.count <= line.count, Array(line[start..<start + bytes.count]) == bytes else { return nil }
        let end = start + bytes.count
        if end < line.count, Self.isNameByte(line[end]) { return nil }
        return start == column ? (column, bytes.count) : (column, bytes.count + 2)
    }

    /// Where the article's `line` names, at byte `column`, a module that the checked line
    /// `generated` names `module` instead (the same line but for that one name): the column and
    /// length of the article's name; nil for any other difference.
    static func renamedModule(_ module: String, in generated: [UInt8], standsFor line: [UInt8], at column: Int) -> (column: Int, length: Int)? {
        guard column >= 0, column < line.count else { return nil }
        var end = column
        while end < line.count, isNameByte(line[end]) { end += 1 }
        guard end > column, generated == Array(line[..<column]) + Array(module.utf8) + Array(line[end...]) else { return nil }
        return (column, end - column)
    }

    /// The labels written right after a function's base name, where the code names the
    /// function with them (`fake(type:)` for `func fake(type:)`, byte `end` just after `fake`):
    /// each label's column and length; none where the text there is not the name's own labels.
    static func labels(of name: String, in line: [UInt8], after end: Int) -> [(column: Int, length: Int)] {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(":)") else { return [] }
        let written = Array(name[open...].utf8)
        guard end + written.count <= line.count, Array(line[end..<end + written.count]) == written else { return [] }
        var found: [(column: Int, length: Int)] = []
        var start = end + 1
        for position in end + 1..<end + written.count where line[position] == UInt8(ascii: ":") {
            if position - start > 0, !(position - start == 1 && line[start] == UInt8(ascii: "_")) { found.append((start, position - start)) }
            start = position + 1
        }
        return found
    }

    /// The byte offset where each line of `text` starts: line n (from 1) at index n - 1.
    static func lineStarts(of text: String) -> [Int] {
        var starts = [0]
        for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        return starts
    }

    /// The word before byte `column` of `line`, spaces skipped (`let` in `let x = 1`).
    static func word(before column: Int, in line: [UInt8]) -> String {
        var end = min(column, line.count)
        while end > 0, line[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var start = end
        while start > 0, isNameByte(line[start - 1]) { start -= 1 }
        return String(decoding: line[start..<end], as: UTF8.self)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}

extension BlockSymbols {
    /// Links each symbol of `results` that a verified block declares to that block: the
    /// last one before it in its own article, else the first after it there, else the first
    /// in another article. A symbol its own block declares links nowhere.
    static func linkDeclarations(in results: inout [BlockResult]) {
        var declared: [String: [Place]] = [:]
        // As the declaring block writes it (`let`, which the symbol alone does not say).
        var declarations: [String: String] = [:]
        for result in results {
            guard let symbols = result.symbols else { continue }
            for use in symbols.uses where use.isDeclaration {
                declarations[symbols.symbols[use.symbol].usr] = symbols.symbols[use.symbol].declaration
                let place = Place(file: result.file, line: result.line)
                if declared[symbols.symbols[use.symbol].usr]?.last != place {
                    declared[symbols.symbols[use.symbol].usr, default: []].append(place)
                }
            }
        }
        for index in results.indices {
            guard var symbols = results[index].symbols else { continue }
            let file = results[index].file, line = results[index].line
            let own = Set(symbols.uses.filter(\.isDeclaration).map(\.symbol))
            for number in symbols.symbols.indices where !own.contains(number) {
                guard let places = declared[symbols.symbols[number].usr] else { continue }
                if let written = declarations[symbols.symbols[number].usr] { symbols.symbols[number].declaration = written }
                let sameFile = places.filter { $0.file == file }
                symbols.symbols[number].declaredAt = sameFile.last { $0.line < line } ?? sameFile.first ?? places.first
            }
            results[index].symbols = symbols
        }
    }
}

extension IndexSymbol {
    /// The name as code writes it: `append` of `append(_:)`.
    var baseName: String {
        if let parenthesis = name.firstIndex(of: "(") { return String(name[..<parenthesis]) }
        return name
    }

    /// A getter, setter or observer of a property: the property's own occurrence says more.
    var isAccessor: Bool {
        [3, 4, 1000, 1001, 1002, 1003, 1014, 1015, 1016, 1017, 1018].contains(subkind)
    }
}

/// The article lines of a generated file, from its `#sourceLocation` lines.
struct SourceLocationMap {
    /// For each line of the file (from 1), the article file and line it holds, if any.
    private var places: [Int: (file: String, line: Int)] = [:]
    private var lines: [Substring]

    init(_ generated: String) {
        var current: (file: String, line: Int)?
        lines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if line.hasPrefix("#sourceLocation(") {
                current = Self.directive(line)
                continue
            }
            if let place = current {
                places[number] = place
                current = (place.file, place.line + 1)
            }
        }
    }

    /// `#sourceLocation(file: "content/a.md@sitegen2", line: 12)` → ("content/a.md", 12);
    /// `#sourceLocation()` → nil.
    static func directive(_ line: Substring) -> (file: String, line: Int)? {
        guard let fileStart = line.range(of: "file: \""), let fileEnd = line.range(of: "\", line: ", options: .backwards),
              fileStart.upperBound <= fileEnd.lowerBound else { return nil }
        var file = String(line[fileStart.upperBound..<fileEnd.lowerBound])
        if let tag = file.range(of: FileTag.marker, options: .backwards) { file = String(file[..<tag.lowerBound]) }
        let digits = line[fileEnd.upperBound...].prefix { $0.isNumber }
        guard let number = Int(digits) else { return nil }
        return (file, number)
    }

    func place(ofLine line: Int) -> (file: String, line: Int)? { places[line] }

    /// Line `line` (from 1) of the file.
    func text(ofLine line: Int) -> Substring? { lines.indices.contains(line - 1) ? lines[line - 1] : nil }
}
