import SwiftSyntax

/// Walks a block once. Depth counts the type declarations around a node: at depth 0 the code is
/// top-level, where `self` or an undeclared name means it needs an outer context.
final class FactsVisitor: SyntaxVisitor {
    var facts = SyntaxFacts.empty
    var outerReferences: Set<String> = []
    private var typeDepth = 0
    private let converter: SourceLocationConverter

    init(converter: SourceLocationConverter) {
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    // MARK: Imports and Apple-only uses

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text {
            facts.imports.append(.init(module: module, line: node.location(converter).line))
        }
        return .skipChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if AppleFrameworks.attributes.contains(name) { facts.appleUses.append("uses @\(name)") }
        if name == "main" { facts.hasMainAttribute = true }
        if name == "Test" || name == "Suite" { facts.usesSwiftTesting = true }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        macro(node.macroName.text)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        macro(node.macroName.text)
        return .visitChildren
    }

    private func macro(_ name: String) {
        if AppleFrameworks.macros.contains(name) { facts.appleUses.append("uses #\(name)") }
        if name == "expect" || name == "require" { facts.usesSwiftTesting = true }
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        facts.referencedTypes.insert(name)
        if name == "Self", typeDepth == 0 { facts.outerContextUse = facts.outerContextUse ?? "uses 'Self'" }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        let isCall = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
        if AppleFrameworks.modifiers.contains(name), isCall {
            facts.appleUses.append("uses the SwiftUI modifier .\(name)")
        } else if AppleFrameworks.uiKitMembers.contains(name) {
            facts.appleUses.append("uses UIKit's .\(name)")
        }
        return .visitChildren
    }

    // MARK: Names

    /// An `#if` condition (`os(iOS)`, `canImport(UIKit)`) names platforms and modules, not code:
    /// only the branch's elements are read.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let token = node.baseName
        switch token.tokenKind {
        case .keyword(.self):
            // `Punto.self` names a type (a metatype), not the instance `self` of a type's code.
            if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id, access.base != nil {
                break
            }
            if typeDepth == 0 { facts.outerContextUse = facts.outerContextUse ?? "uses 'self' outside a type" }
        case .keyword(.Self):
            if typeDepth == 0 { facts.outerContextUse = facts.outerContextUse ?? "uses 'Self' outside a type" }
        case .identifier:
            let name = token.text
            if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id { break }
            if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { break }
            if let first = name.first, first.isUppercase { facts.referencedTypes.insert(name) }
            if typeDepth == 0 { outerReferences.insert(name) }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
        if typeDepth == 0 { facts.outerContextUse = facts.outerContextUse ?? "uses 'super' outside a type" }
        return .visitChildren
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if typeDepth == 0, !isInsideFunctionOrClosure(node) {
            facts.outerContextUse = facts.outerContextUse ?? "returns from top-level code"
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if case .identifier = token.tokenKind {
            facts.identifiers.insert(token.text)
            if let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id {
                labels.insert(token.text)
            } else {
                nonLabels.insert(token.text)
            }
        }
        return .visitChildren
    }

    /// Identifiers spelled as argument labels, and in any other place (`SyntaxFacts.labelOnlyNames`).
    var labels: Set<String> = []
    var nonLabels: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declare(node.identifier.text)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declare((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declare((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.parameters?.name.text ?? "newValue")
        declare("oldValue")
        return .visitChildren
    }

    override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
        declare("error")
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let topLevel = isTopLevelOrExtensionMember(node)
        declare(node.name.text, topLevel: topLevel)
        if !topLevel, Self.isFilePrivate(node), isDirectExtensionMember(node) { facts.privateExtensionMembers.insert(node.name.text) }
        if topLevel {
            // Labels and types: Swift overloads by both (`doble(_: Int)`, `doble(_: String)`).
            let parameters = node.signature.parameterClause.parameters.map { "\($0.firstName.text): \($0.type.trimmedDescription)" }
            facts.functionSignatures.insert("\(node.name.text)(\(parameters.joined(separator: ", ")))")
        }
        let isTest = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test" }
        if isTest { facts.swiftTests.append(Self.testName(of: node)) }
        return .visitChildren
    }

    /// A `@Test` function as Swift Testing names it inside its module: the types around it, then
    /// its name with its argument labels, `Suite/Inner/name(label:_:)`.
    static func testName(of node: FunctionDeclSyntax) -> String {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        var path = ["\(node.name.text)(\(labels))"]
        var parent = node.parent
        while let current = parent {
            if let type = current.as(StructDeclSyntax.self) {
                path.insert(type.name.text, at: 0)
            } else if let type = current.as(ClassDeclSyntax.self) {
                path.insert(type.name.text, at: 0)
            } else if let type = current.as(EnumDeclSyntax.self) {
                path.insert(type.name.text, at: 0)
            } else if let type = current.as(ActorDeclSyntax.self) {
                path.insert(type.name.text, at: 0)
            } else if let extended = current.as(ExtensionDeclSyntax.self) {
                path.insert(contentsOf: extended.extendedType.trimmedDescription.split(separator: ".").map(String.init), at: 0)
            }
            parent = current.parent
        }
        return path.joined(separator: "/")
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if isTopLevelOrExtensionMember(node) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    facts.moduleNames.insert(name)
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name.text, topLevel: typeDepth == 0)
        return .visitChildren
    }

    // MARK: Types

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeDepth -= 1 }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.inheritanceClause)
        let inherited = node.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        if inherited.contains("XCTestCase") {
            let methods = node.memberBlock.members.compactMap { member -> (name: String, isAsync: Bool)? in
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text.hasPrefix("test"),
                      function.signature.parameterClause.parameters.isEmpty else { return nil }
                return (function.name.text, function.signature.effectSpecifiers?.asyncSpecifier != nil)
            }
            facts.xcTestCases.append((node.name.text, methods))
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeDepth -= 1 }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeDepth -= 1 }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeDepth -= 1 }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeDepth -= 1 }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        facts.referencedTypes.insert(extended)
        // Conformances added by an extension are module-wide: two blocks adding the same one
        // cannot share a module.
        for inherited in node.inheritanceClause?.inheritedTypes ?? [] {
            facts.moduleNames.insert("\(extended): \(inherited.type.trimmedDescription)")
        }
        if extended == "View" || AppleFrameworks.isAppleType(extended) {
            facts.appleUses.append("extends \(extended)")
        }
        typeDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeDepth -= 1 }

    private func enterType(_ name: String, _ inheritance: InheritanceClauseSyntax?) {
        declare(name, topLevel: typeDepth == 0)
        let bases = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if let apple = bases.first(where: { AppleFrameworks.isAppleType($0) }) {
            facts.appleTypesDeclared.append(name)
            facts.appleUses.append("declares \(name): \(apple)")
        }
        typeDepth += 1
    }

    private func declare(_ name: String, topLevel: Bool = false) {
        facts.declaredNames.insert(name)
        if topLevel { facts.moduleNames.insert(name) }
    }

    /// A declaration at file scope, or a member of an extension (which adds to the module) —
    /// unless it is `fileprivate` or `private`, or its extension is: then it belongs to its
    /// file, and another file may declare the same name (`fileprivate extension Date`, copied
    /// as hidden lines into the block that shares its file in the author's project).
    private func isTopLevelOrExtensionMember(_ node: some SyntaxProtocol) -> Bool {
        // A local (`let formatter` in a computed property's getter) is not a declaration of the module.
        if Self.isFilePrivate(node) || isInsideFunctionOrClosure(node) { return false }
        if typeDepth == 0 { return true }
        var parent = node.parent
        while let current = parent {
            if let extended = current.as(ExtensionDeclSyntax.self) {
                return typeDepth == 1 && !extended.modifiers.contains { ["fileprivate", "private"].contains($0.name.text) }
            }
            if current.is(StructDeclSyntax.self) || current.is(ClassDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                || current.is(ActorDeclSyntax.self) || current.is(ProtocolDeclSyntax.self) { return false }
            parent = current.parent
        }
        return false
    }

    /// Whether `node` is a member of an extension, at its first level.
    private func isDirectExtensionMember(_ node: some SyntaxProtocol) -> Bool {
        typeDepth == 1 && !isInsideFunctionOrClosure(node)
            && node.parent?.parent?.parent?.parent?.is(ExtensionDeclSyntax.self) == true
    }

    private static func isFilePrivate(_ node: some SyntaxProtocol) -> Bool {
        guard let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { ["fileprivate", "private"].contains($0.name.text) }
    }

    private func isInsideFunctionOrClosure(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self)
                || current.is(AccessorBlockSyntax.self) || current.is(InitializerDeclSyntax.self) { return true }
            parent = current.parent
        }
        return false
    }
}
