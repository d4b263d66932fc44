import Foundation
import SwiftParser
import SwiftSyntax

/// Where things stand in a block, by line of its code (1-based, hidden lines included): the
/// types it declares with their members, the `switch`es it holds with their cases, and — for a
/// fragment — the members or cases it consists of. The type-check places a member fragment
/// inside the type it belongs to, and a fragment of `case` lines inside the `switch` it
/// continues, with these lines (see `Placement`).
struct BlockOutline: Codable, Hashable, Sendable {
    /// A member of a type, or a case of a `switch`, and the lines it takes.
    struct Entry: Codable, Hashable, Sendable {
        /// `items`, `toggle(alarm:)`, `init(viewModel:)`, `case add`; for a `switch` case, the
        /// names of the enum cases it matches (`add` for `case let .add(item):`).
        var names: [String]
        var firstLine: Int
        var lastLine: Int
        /// Whether nothing else shares its first and last lines, so the lines can be left out
        /// when a later step replaces it.
        var ownsItsLines: Bool
    }

    /// A type declaration or an extension.
    struct TypeEntry: Codable, Hashable, Sendable {
        /// `AlarmsListViewModel`, or `AlarmsListViewModel.Route` for a nested type.
        var name: String
        var isExtension: Bool
        /// Whether it conforms to `View` in its own inheritance clause (`struct X: View`).
        var isView: Bool
        /// A `struct` or an `enum`: a method that changes it must be `mutating`.
        var isValueType: Bool
        /// An `enum`: the only place for `case` declarations.
        var isEnum: Bool
        var members: [Entry]
        /// The line of its closing brace, and whether the brace is alone on it (code can be
        /// placed before it).
        var closingLine: Int
        var closingAlone: Bool
        /// Its first line, and whether nothing else shares its first and last lines (a later
        /// block that declares it anew can leave these lines out).
        var firstLine = 0
        var ownsItsLines = false
    }

    /// A `switch` statement.
    struct SwitchEntry: Codable, Hashable, Sendable {
        var cases: [Entry]
        var closingLine: Int
        var closingAlone: Bool
    }

    var types: [TypeEntry] = []
    var switches: [SwitchEntry] = []
    /// The members a `members` fragment declares.
    var members: [Entry] = []
    /// The cases a `switchCases` fragment holds.
    var cases: [Entry] = []
    /// Whether the block is top-level code made only of calls (`ForEach(…) { … }`, `HStack { … }`):
    /// the content of a view, if it is placed in one.
    var isViewContent = false
    /// The members the block reaches through `self.` (`viewModel` in `self.viewModel.items`):
    /// a snippet belongs in a type that has them.
    var selfMembers: [String] = []
    /// The lines of its top-level statements (`print(…) // Prints …` after the declarations),
    /// or nil when one of them shares a line with a declaration: a later block can build on
    /// the declarations of a program without running its statements.
    var statementLines: [ClosedRange<Int>]? = []
    /// Whether a function of the block has no body (`func bind(viewModel:context:)` on its own).
    var hasBodilessFunction = false
    /// Whether the block's code starts with `.` (`.sheet(…)`): it continues an expression.
    var startsWithPeriod = false
    /// The first modifier of the block's chain, with its labels (`alert(route:case:actions:onDismiss:)`,
    /// `Placement.chainHead`): a later chain that starts the same is its new version.
    var chainHead: String?
    /// What the block's first statement assigns (`state.route = .removeItemAlert`,
    /// `LocalScopes.assignmentHead`): a later block that assigns it is its new version.
    var assignmentHead: String?

    /// Whether a member of the fragment can live only in a class: a `@Published` property
    /// ("only available on properties of classes"), an `override`, a `convenience` or
    /// `required` initializer, a `deinit`.
    var membersNeedClass = false
    /// Whether the fragment declares a stored instance property, which neither an enum nor
    /// an extension may hold.
    var membersStoreValues = false

    /// Names a member list declares, for replacing an earlier version.
    var memberNames: Set<String> { Set(members.flatMap(\.names)) }
}

/// What a renaming by spelling needs to know of the types a file declares (`Renaming`, used
/// where blocks share a module: `TypecheckGroups`, `Batching`).
extension Sequence where Element == BlockOutline.TypeEntry {
    /// The types declared at module level: not extensions, not nested.
    var moduleLevelTypeNames: Set<String> {
        Set(filter { !$0.isExtension && !$0.name.contains(".") }.map(\.name))
    }

    /// The names of the nested types (`Route` of `AlarmsListViewModel.Route`), not extensions.
    var nestedTypeNames: Set<String> {
        Set(filter { !$0.isExtension && $0.name.contains(".") }.map(\.lastNameComponent))
    }

    /// The names of the types' members, as code spells them, and the last part of every
    /// dotted type name (nested, or extended under its outer type): a name renamed by
    /// spelling that is one of these may be renamed where it names something else.
    var innerNames: Set<String> {
        Set(flatMap { type in type.members.flatMap(\.names).map(Placement.spelled) + (type.name.contains(".") ? [type.lastNameComponent] : []) })
    }
}

extension BlockOutline.TypeEntry {
    /// `Route` of `AlarmsListViewModel.Route`; the name itself when it has no dot.
    var lastNameComponent: String { String(name.split(separator: ".").last ?? Substring(name)) }
}

extension BlockOutline {
    /// The outline of a parsed block; `lines` are the code's lines, for telling whether a
    /// member has its lines to itself.
    init(_ parsed: ParsedBlock, lines: [Substring]) {
        var reached: Set<String> = []
        var previous: [TokenSyntax] = []
        for token in parsed.tree.tokens(viewMode: .sourceAccurate) {
            if previous.count == 2, previous[0].tokenKind == .keyword(.self), previous[1].tokenKind == .period,
               case .identifier = token.tokenKind {
                reached.insert(token.text)
            }
            previous = Array((previous + [token]).suffix(2))
        }
        selfMembers = reached.sorted()
        hasBodilessFunction = parsed.tree.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .keyword(.func) && token.parent?.as(FunctionDeclSyntax.self)?.body == nil
        }
        // The code as written, without the wrapper a fragment is parsed in.
        let code = Parser.parse(source: lines.joined(separator: "\n"))
        chainHead = Placement.chainHead(of: code)
        assignmentHead = code.statements.first.flatMap(LocalScopes.assignmentHead(of:))
        let converter = SourceLocationConverter(fileName: "block.swift", tree: parsed.tree)
        let reader = OutlineReader(converter: converter, prefixLines: parsed.prefixLines, lines: lines)
        switch parsed.context {
        case .file:
            var hasStatements = false
            for item in parsed.tree.statements {
                if case .decl(let decl) = item.item {
                    reader.addTypes(decl, outer: nil, into: &types)
                } else {
                    hasStatements = true
                    if reader.ownsItsLines(item) {
                        statementLines?.append(reader.line(item.positionAfterSkippingLeadingTrivia)...reader.line(item.endPositionBeforeTrailingTrivia))
                    } else {
                        statementLines = nil
                    }
                }
            }
            switches = reader.switches(in: parsed.tree)
            if !hasStatements {
                // Declarations only: if they turn out to be members (`func toggle(alarm:)` using `self`), these are they.
                let decls = parsed.tree.statements.compactMap { item -> DeclSyntax? in
                    guard case .decl(let decl) = item.item, !decl.is(ImportDeclSyntax.self) else { return nil }
                    return decl
                }
                members = decls.compactMap { reader.entry(for: $0) }
                noteDemands(of: decls)
            }
            startsWithPeriod = parsed.tree.statements.first?.firstToken(viewMode: .sourceAccurate)?.tokenKind == .period
            isViewContent = !parsed.tree.statements.isEmpty && parsed.tree.statements.allSatisfy { item in
                guard case .expr(let expression) = item.item else { return false }
                return expression.is(FunctionCallExprSyntax.self) || expression.is(MacroExpansionExprSyntax.self)
            }
        case .members:
            // The wrapper is `enum __DoctestFragment { … }`.
            for item in parsed.tree.statements {
                guard case .decl(let decl) = item.item, let wrapper = decl.as(EnumDeclSyntax.self) else { continue }
                members = wrapper.memberBlock.members.compactMap { reader.entry(for: $0.decl) }
                noteDemands(of: wrapper.memberBlock.members.map(\.decl))
            }
            switches = reader.switches(in: parsed.tree)
        case .memberChain:
            startsWithPeriod = true
        case .switchCases:
            if let wrapper = reader.switches(in: parsed.tree, keepWrapper: true).first { cases = wrapper.cases }
        default:
            break
        }
    }
}

extension BlockOutline {
    /// Notes what the member declarations `decls` demand of the type they go in
    /// (`membersNeedClass`, `membersStoreValues`).
    mutating func noteDemands(of decls: [DeclSyntax]) {
        for decl in decls {
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers.map(\.name.text) ?? []
            if decl.is(DeinitializerDeclSyntax.self) || modifiers.contains(where: ["override", "convenience", "required"].contains) {
                membersNeedClass = true
            }
            guard let variable = decl.as(VariableDeclSyntax.self), !modifiers.contains("static"), !modifiers.contains("class") else { continue }
            if variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" }) {
                membersNeedClass = true
            }
            if variable.bindings.contains(where: { $0.accessorBlock == nil }) { membersStoreValues = true }
        }
    }
}

/// Reads outlines off a tree parsed with `prefixLines` wrapper lines before the block's code.
private struct OutlineReader {
    var converter: SourceLocationConverter
    var prefixLines: Int
    var lines: [Substring]

    func line(_ position: AbsolutePosition) -> Int { converter.location(for: position).line - prefixLines }

    /// Whether only whitespace (or a comment) shares the node's first and last lines.
    func ownsItsLines(_ node: some SyntaxProtocol) -> Bool {
        let start = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        let end = converter.location(for: node.endPositionBeforeTrailingTrivia)
        let first = start.line - prefixLines, last = end.line - prefixLines
        guard first >= 1, last <= lines.count else { return false }
        let before = lines[first - 1].utf8.prefix(start.column - 1)
        let after = String(decoding: lines[last - 1].utf8.dropFirst(end.column - 1), as: UTF8.self)
            .trimmingCharacters(in: .whitespaces)
        return before.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            && (after.isEmpty || after.hasPrefix("//"))
    }

    func entry(for decl: DeclSyntax) -> BlockOutline.Entry? {
        let names = Self.memberNames(decl)
        guard !names.isEmpty else { return nil }
        return BlockOutline.Entry(names: names, firstLine: line(decl.positionAfterSkippingLeadingTrivia),
                                  lastLine: line(decl.endPositionBeforeTrailingTrivia), ownsItsLines: ownsItsLines(decl))
    }

    /// The names a member declares: a property's bindings, a function's name, an
    /// initializer's labels, an enum case's elements, a nested type's name.
    static func memberNames(_ decl: DeclSyntax) -> [String] {
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            // With its labels: the delegate methods `tableView(_:cellForRowAt:)` and
            // `tableView(_:didSelectRowAt:)` are different members.
            let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return ["\(function.name.text)(\(labels))"]
        }
        if let initializer = decl.as(InitializerDeclSyntax.self) {
            let labels = initializer.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
            return ["init(\(labels))"]
        }
        if let enumCase = decl.as(EnumCaseDeclSyntax.self) { return enumCase.elements.map { "case \($0.name.text)" } }
        if decl.is(SubscriptDeclSyntax.self) { return ["subscript"] }
        if let named = decl.asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
        return []
    }

    /// Adds `decl` and the types nested in it, when it is a type or an extension.
    func addTypes(_ decl: DeclSyntax, outer: String?, into types: inout [BlockOutline.TypeEntry]) {
        let name: String, memberBlock: MemberBlockSyntax, inheritance: InheritanceClauseSyntax?
        var isExtension = false, isValueType = false, isEnum = false
        if let type = decl.as(StructDeclSyntax.self) {
            (name, memberBlock, inheritance, isValueType) = (type.name.text, type.memberBlock, type.inheritanceClause, true)
        } else if let type = decl.as(EnumDeclSyntax.self) {
            (name, memberBlock, inheritance, isValueType, isEnum) = (type.name.text, type.memberBlock, type.inheritanceClause, true, true)
        } else if let type = decl.as(ClassDeclSyntax.self) {
            (name, memberBlock, inheritance) = (type.name.text, type.memberBlock, type.inheritanceClause)
        } else if let type = decl.as(ActorDeclSyntax.self) {
            (name, memberBlock, inheritance) = (type.name.text, type.memberBlock, type.inheritanceClause)
        } else if let type = decl.as(ExtensionDeclSyntax.self) {
            (name, memberBlock, inheritance) = (type.extendedType.trimmedDescription, type.memberBlock, type.inheritanceClause)
            isExtension = true
        } else {
            return
        }
        let fullName = outer.map { "\($0).\(name)" } ?? name
        let isView = inheritance?.inheritedTypes.contains { $0.type.trimmedDescription == "View" } ?? false
        let closing = memberBlock.rightBrace
        let closingLine = line(closing.positionAfterSkippingLeadingTrivia)
        let closingAlone = closingLine >= 1 && closingLine <= lines.count
            && lines[closingLine - 1].trimmingCharacters(in: .whitespaces) == "}"
        types.append(BlockOutline.TypeEntry(
            name: fullName, isExtension: isExtension, isView: isView, isValueType: isValueType, isEnum: isEnum,
            members: memberBlock.members.compactMap { entry(for: $0.decl) },
            closingLine: closingLine, closingAlone: closingAlone,
            firstLine: line(decl.positionAfterSkippingLeadingTrivia), ownsItsLines: ownsItsLines(decl)))
        for member in memberBlock.members { addTypes(member.decl, outer: fullName, into: &types) }
    }

    /// Every `switch` in `tree`; the wrapper's own `switch __doctestValue` only when asked.
    func switches(in tree: SourceFileSyntax, keepWrapper: Bool = false) -> [BlockOutline.SwitchEntry] {
        final class Finder: SyntaxVisitor {
            var found: [SwitchExprSyntax] = []
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { found.append(node); return .visitChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found.compactMap { node in
            let isWrapper = node.subject.trimmedDescription == "__doctestValue"
            // A switch over a tuple (`switch (lhs, rhs)` in `==`) is not where an enum's cases go.
            guard isWrapper == keepWrapper, !node.subject.is(TupleExprSyntax.self) else { return nil }
            let cases = node.cases.compactMap { item -> BlockOutline.Entry? in
                guard let switchCase = item.as(SwitchCaseSyntax.self) else { return nil }
                return BlockOutline.Entry(names: Self.matchedCases(switchCase), firstLine: line(switchCase.positionAfterSkippingLeadingTrivia),
                                          lastLine: line(switchCase.endPositionBeforeTrailingTrivia), ownsItsLines: ownsItsLines(switchCase))
            }
            let closingLine = line(node.rightBrace.positionAfterSkippingLeadingTrivia)
            let closingAlone = closingLine >= 1 && closingLine <= lines.count
                && lines[closingLine - 1].trimmingCharacters(in: .whitespaces) == "}"
            return BlockOutline.SwitchEntry(cases: cases, closingLine: closingLine, closingAlone: closingAlone)
        }
    }

    /// The enum cases a `case` label matches: `add` for `case let .add(item):`, `default` for `default:`.
    static func matchedCases(_ switchCase: SwitchCaseSyntax) -> [String] {
        guard case .case(let label) = switchCase.label else { return ["default"] }
        var names: [String] = []
        for item in label.caseItems {
            // The first `.name` of each pattern: `.add` in `.add(let item)`, `.items` in `.items(id:route:)`.
            if let member = item.pattern.tokens(viewMode: .sourceAccurate).first(where: { $0.tokenKind == .period })?.nextToken(viewMode: .sourceAccurate),
               case .identifier = member.tokenKind {
                names.append(member.text)
            } else {
                names.append(item.pattern.trimmedDescription)
            }
        }
        return names
    }
}
