import Foundation
import SwiftSyntax

/// The names a block binds anywhere in its tree: `let`/`var` and other patterns, function and
/// closure parameters (`{ tableView, indexPath, item in … }`), `for` and `catch` names.
final class BoundNames: SyntaxVisitor {
    private var names: Set<String> = []

    static func `in`(_ tree: some SyntaxProtocol) -> Set<String> {
        let visitor = BoundNames(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.identifier.text.trimmingCharacters(in: ["`"]))
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = node.secondName ?? node.firstName
        if name.tokenKind != .wildcard { names.insert(name.text) }
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        let name = node.secondName ?? node.firstName
        if name.tokenKind != .wildcard { names.insert(name.text) }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind != .wildcard { names.insert(node.name.text) }
        return .visitChildren
    }
}

/// The names of every declaration in a tree, at any depth: types, functions, variables, cases.
final class DeclaredNames: SyntaxVisitor {
    private var names: Set<String> = []

    static func `in`(_ tree: some SyntaxProtocol) -> Set<String> {
        let visitor = DeclaredNames(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return visitor.names
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self) { names.insert(name.identifier.text) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
}
