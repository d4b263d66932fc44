import SwiftSyntax

/// The `#if` branches of a block that Swift on Linux leaves out: `#if os(iOS)`, the `#else` of
/// `#if os(Linux)`, `#if canImport(AppKit)`. The compiler never reads their code, so a block
/// with code there is not verified, whatever the rest of it gives (`LevelReason.inactiveCode`).
enum InactiveCode {
    /// The modules `canImport` finds here: the interface and core modules, the toolchain's.
    static let importable: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "Dispatch", "Glibc", "XCTest", "Testing", "Observation", "_Concurrency",
        "SwiftUI", "UIKit", "ComposableArchitecture", "ComposableArchitectureViews", "OpenCombine", "OpenCombineDispatch",
        "OpenCombineFoundation", "AlarmCore", "ItemsCore", "ToDoCore", "NavigationDoExercise", "CasePaths", "IdentifiedCollections",
    ]

    /// The conditions of the branches left out that hold code, as written (`os(iOS)`,
    /// `!(os(Linux))` for an `#else`); empty when every branch with code is read.
    static func conditions(in tree: some SyntaxProtocol) -> [String] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found: [String] = []

        override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
            var taken = false
            var earlier: [String] = []
            for clause in node.clauses {
                let text = clause.condition?.trimmedDescription
                let holds: Bool?
                if let condition = clause.condition {
                    guard let value = evaluate(condition) else { return .skipChildren }  // a condition we cannot judge
                    holds = value
                } else {
                    holds = true  // `#else`
                }
                let active = !taken && holds == true
                if active { taken = true }
                if !active, let elements = clause.elements, !elements.trimmedDescription.isEmpty {
                    found.append(text ?? "!(\(earlier.joined(separator: " || ")))")
                }
                if let text { earlier.append(text) }
            }
            return .visitChildren
        }

        /// What the Linux compiler makes of a condition; nil for one it cannot tell here.
        func evaluate(_ expression: ExprSyntax) -> Bool? {
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                return evaluate(only.expression)
            }
            if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
                return evaluate(prefix.expression).map { !$0 }
            }
            if let literal = expression.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
            if let sequence = expression.as(SequenceExprSyntax.self) {
                // `a && b || c`: `&&` binds tighter; each `||` part is an `&&` chain.
                var disjunction: [[ExprSyntax]] = [[]]
                for element in sequence.elements {
                    if let op = element.as(BinaryOperatorExprSyntax.self) {
                        if op.operator.text == "||" { disjunction.append([]) } else if op.operator.text != "&&" { return nil }
                    } else {
                        disjunction[disjunction.count - 1].append(element)
                    }
                }
                var any = false
                for conjunction in disjunction {
                    var all = true
                    for term in conjunction {
                        guard let value = evaluate(term) else { return nil }
                        all = all && value
                    }
                    any = any || all
                }
                return any
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                // A -D flag: none is passed.
                return reference.baseName.text == "true" ? true : false
            }
            guard let call = expression.as(FunctionCallExprSyntax.self),
                  let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let argument = call.arguments.first?.expression.trimmedDescription else { return nil }
            switch name {
            case "os": return argument == "Linux"
            case "canImport": return importable.contains(argument)
            case "targetEnvironment": return false
            case "arch":
                #if arch(arm64)
                return argument == "arm64"
                #else
                return argument == "x86_64"
                #endif
            case "compiler", "swift": return nil
            default: return nil
            }
        }
    }
}
