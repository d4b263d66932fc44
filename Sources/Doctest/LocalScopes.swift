import SwiftParser
import SwiftSyntax

/// The places inside a block where statements would see its locals: the end of each function,
/// initializer, accessor and closure body, and of each `case` of a `switch`, with the names in
/// scope there (parameters, closure parameters, `case let` bindings, `for` names, and the
/// locals declared before that point in the enclosing bodies).
///
/// A fragment that uses locals another step declares (`cell.bind(viewModel: item, context:
/// self)`, "actualiza la llamada dentro del DiffableDataSource") is checked at the end of the
/// newest scope that has all of them (`TypecheckStage.jobs`).
struct LocalScope: Hashable, Sendable {
    /// The block line (1-based, of its compiled lines) the fragment's lines go before: a
    /// closing brace alone on its line, or the line of the next `case`.
    var beforeLine: Int
    /// The names in scope at that point.
    var names: Set<String>
    /// How many scopes enclose it: of two that have the names, the inner one is the better place.
    var depth: Int
    /// The assignments among its statements (`state.route = .removeItemAlert(…)`), by what
    /// they assign (`LocalScopes.assignmentHead`), with their lines: a fragment that assigns
    /// the same thing anew is their new version.
    var assignments: [Assignment] = []
    /// Whether it is a closure's body or inside one: the compiler checks a closure with the
    /// expression it is part of, and stops at its first failing statement.
    var inClosure = false

    struct Assignment: Hashable, Sendable {
        var head: String
        var lines: ClosedRange<Int>
    }
}

enum LocalScopes {
    /// What a statement assigns: its target and the call or member it assigns
    /// (`state.route = .removeItemAlert` for `state.route = .removeItemAlert(.init(…))`); nil
    /// for any other statement.
    static func assignmentHead(of item: CodeBlockItemSyntax) -> String? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        var value = elements[2]
        if let call = value.as(FunctionCallExprSyntax.self) { value = call.calledExpression }
        return "\(elements[0].trimmedDescription) = \(value.trimmedDescription)"
    }

    /// The scopes of `source` whose end is on a line of its own, outermost first.
    static func find(in source: String) -> [LocalScope] {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let finder = Finder(converter: converter, lines: lines)
        finder.walk(tree)
        return finder.scopes
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        let lines: [Substring]
        var scopes: [LocalScope] = []

        init(converter: SourceLocationConverter, lines: [Substring]) {
            self.converter = converter
            self.lines = lines
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            add(node, statements: node.statements, closing: node.rightBrace)
            return .visitChildren
        }

        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
            // Bodies of functions, initializers, accessors; not of `if`, `for` or `do`, whose
            // end sees nothing their enclosing body does not (but their own bindings).
            if let parent = node.parent, parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
                || parent.is(AccessorDeclSyntax.self) || parent.is(ForStmtSyntax.self) {
                add(node, statements: node.statements, closing: node.rightBrace)
            }
            return .visitChildren
        }

        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
            // A computed property's getter written without `get`.
            if case .getter(let statements) = node.accessors {
                add(node, statements: statements, closing: node.rightBrace)
            }
            return .visitChildren
        }

        override func visit(_ node: SwitchCaseSyntax) -> SyntaxVisitorContinueKind {
            // The case ends where the next token begins: the next `case`, or the `switch`'s brace.
            if let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) {
                add(node, statements: node.statements, closing: next)
            }
            return .visitChildren
        }

        private func add(_ node: some SyntaxProtocol, statements: CodeBlockItemListSyntax, closing: TokenSyntax) {
            let line = converter.location(for: closing.positionAfterSkippingLeadingTrivia).line
            guard line >= 1, line <= lines.count else { return }
            // Lines go in before the closing line: it must hold nothing before the closing token.
            let column = converter.location(for: closing.positionAfterSkippingLeadingTrivia).column
            guard lines[line - 1].prefix(column - 1).allSatisfy(\.isWhitespace) else { return }
            if let last = statements.last, converter.location(for: last.endPositionBeforeTrailingTrivia).line >= line { return }
            var names = Self.declared(in: statements, before: nil)
            var depth = 0
            var inClosure = false
            var child = Syntax(node)
            var current: Syntax? = Syntax(node)
            while let scope = current {
                names.formUnion(Self.bound(by: scope, around: child))
                if scope.is(ClosureExprSyntax.self) || scope.is(CodeBlockSyntax.self) || scope.is(SwitchCaseSyntax.self) { depth += 1 }
                if scope.is(ClosureExprSyntax.self) { inClosure = true }
                child = scope
                current = scope.parent
            }
            let assignments = statements.compactMap { item -> LocalScope.Assignment? in
                guard let head = LocalScopes.assignmentHead(of: item) else { return nil }
                let first = converter.location(for: item.positionAfterSkippingLeadingTrivia).line
                let last = converter.location(for: item.endPositionBeforeTrailingTrivia).line
                return LocalScope.Assignment(head: head, lines: first...last)
            }
            scopes.append(LocalScope(beforeLine: line, names: names, depth: depth, assignments: assignments, inClosure: inClosure))
        }

        /// The names `scope` binds for code inside its child `child`.
        private static func bound(by scope: Syntax, around child: Syntax) -> Set<String> {
            if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
                return BoundNames.in(signature)
            }
            if let function = scope.as(FunctionDeclSyntax.self) { return BoundNames.in(function.signature) }
            if let initializer = scope.as(InitializerDeclSyntax.self) { return BoundNames.in(initializer.signature) }
            if let switchCase = scope.as(SwitchCaseSyntax.self) { return BoundNames.in(switchCase.label) }
            if let loop = scope.as(ForStmtSyntax.self) { return BoundNames.in(loop.pattern) }
            if let branch = scope.as(IfExprSyntax.self), child.id == branch.body.id { return BoundNames.in(branch.conditions) }
            if let loop = scope.as(WhileStmtSyntax.self), child.id == loop.body.id { return BoundNames.in(loop.conditions) }
            if let list = scope.as(CodeBlockItemListSyntax.self) { return declared(in: list, before: child) }
            return []
        }

        /// The locals the statements of `list` declare before `child` (all of them when nil):
        /// `let`/`var` names and `guard let` bindings.
        private static func declared(in list: CodeBlockItemListSyntax, before child: Syntax?) -> Set<String> {
            var names: Set<String> = []
            for item in list {
                if let child, item.id == child.id || item.position >= child.position { break }
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { names.formUnion(BoundNames.in(binding.pattern)) }
                } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                    names.formUnion(BoundNames.in(guardStatement.conditions))
                }
            }
            return names
        }
    }
}
