import SwiftSyntax

/// What the classifier needs to know about a parsed block, collected in one walk of the tree.
struct SyntaxFacts {
    struct Import: Hashable { var module: String; var line: Int }

    var imports: [Import] = []
    /// Why the block is Apple-only without its import lines, e.g. "uses `View`".
    var appleUses: [String] = []
    /// Types the block declares whose inheritance names an Apple-only type (`struct X: View`).
    var appleTypesDeclared: [String] = []
    /// Names the block declares anywhere (types, functions, variables, members, parameters…).
    var declaredNames: Set<String> = []
    /// Names declared at the top level, and members added by extensions: what the block adds
    /// to a module.
    var moduleNames: Set<String> = []
    /// Every identifier the block spells.
    var identifiers: Set<String> = []
    /// The `private` and `fileprivate` methods of its extensions (`private func bind(itemRowViewModel:)`):
    /// they belong to the file of the type they extend.
    var privateExtensionMembers: Set<String> = []
    /// Identifiers it spells only as argument labels (`item:` of `sheet(item:)`): no use of a
    /// name the tutorial declares.
    var labelOnlyNames: Set<String> = []
    /// Capitalized names the block refers to (types, mostly).
    var referencedTypes: Set<String> = []
    /// Lowercase names referred to outside any type and never declared in the block.
    var freeNames: Set<String> = []
    /// Outside any type: `self`, `super`, `Self`, a `return`: the code belongs in a type or function.
    var outerContextUse: String?
    /// A top-level declaration that can only be a member (an `init`, an `override func`, a
    /// stored property with a property wrapper or without a value…).
    var memberDeclaration: String?
    var hasTopLevelStatements = false
    var startsWithImplicitMember = false
    var hasMainAttribute = false
    var usesSwiftTesting = false
    /// `@Test` functions as Swift Testing names them in the module: `Suite/name(label:)`.
    var swiftTests: [String] = []
    /// The signatures of the functions it adds to the module (`saludo(nombre: String)`): two of
    /// one name with different labels or parameter types are overloads, not versions of one function.
    var functionSignatures: Set<String> = []
    /// XCTest cases: class name and its `test…` methods (name, isAsync, throws).
    var xcTestCases: [(className: String, methods: [(name: String, isAsync: Bool)])] = []

    init(_ tree: SourceFileSyntax, converter: SourceLocationConverter) {
        let visitor = FactsVisitor(converter: converter)
        visitor.walk(tree)
        self = visitor.facts
        labelOnlyNames = visitor.labels.subtracting(visitor.nonLabels)
        collectTopLevel(tree)
        freeNames = visitor.outerReferences.subtracting(declaredNames).filter { name in
            guard let first = name.first, first.isLowercase || first == "_" else { return false }
            return !Self.standardLibraryFunctions.contains(name)
        }
    }

    private mutating func collectTopLevel(_ tree: SourceFileSyntax) {
        collectTopLevel(tree.statements)
    }

    /// The top-level items of a file, and of the `#if` branches among them (statements in
    /// `#if os(Linux) … #endif` are top-level code too).
    private mutating func collectTopLevel(_ statements: CodeBlockItemListSyntax) {
        for (index, statement) in statements.enumerated() {
            switch statement.item {
            case .decl(let decl):
                if decl.is(ImportDeclSyntax.self) { continue }
                if let conditional = decl.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let inner)? = clause.elements { collectTopLevel(inner) }
                    }
                    continue
                }
                if let reason = Self.memberOnlyReason(decl) { memberDeclaration = memberDeclaration ?? reason }
            case .stmt, .expr:
                hasTopLevelStatements = true
                if index == 0 || !startsWithImplicitMember, Self.startsWithImplicitMember(statement) {
                    startsWithImplicitMember = true
                }
            }
        }
    }

    private static func startsWithImplicitMember(_ item: CodeBlockItemSyntax) -> Bool {
        guard let first = item.firstToken(viewMode: .sourceAccurate) else { return false }
        return first.tokenKind == .period
    }

    /// Why a top-level declaration can only be a member of a type, or nil.
    static func memberOnlyReason(_ decl: DeclSyntax) -> String? {
        if decl.is(InitializerDeclSyntax.self) { return "an initializer" }
        if decl.is(DeinitializerDeclSyntax.self) { return "a deinitializer" }
        if decl.is(SubscriptDeclSyntax.self) { return "a subscript" }
        if decl.is(EnumCaseDeclSyntax.self) { return "an enum case" }
        let memberModifiers: Set<String> = ["override", "static", "class", "required", "convenience", "mutating",
                                            "nonmutating", "lazy", "weak", "unowned", "dynamic", "final"]
        // `final class` is a top-level declaration like any class.
        let memberOnly = decl.is(ClassDeclSyntax.self) ? memberModifiers.subtracting(["final"]) : memberModifiers
        if let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
           let modifier = modifiers.first(where: { memberOnly.contains($0.name.text) }) {
            return "'\(modifier.name.text)' declaration"
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            if variable.attributes.contains(where: { $0.is(AttributeSyntax.self) }) {
                return "a property with a property wrapper"
            }
            if variable.bindings.contains(where: { $0.initializer == nil && $0.accessorBlock == nil }) {
                return "a stored property without a value"
            }
        }
        if let function = decl.as(FunctionDeclSyntax.self), function.body == nil {
            return "a function without a body"
        }
        return nil
    }

    /// Free functions of the standard library and Foundation, fine in a top-level program.
    static let standardLibraryFunctions: Set<String> = [
        "print", "debugPrint", "dump", "min", "max", "abs", "zip", "stride", "sequence", "repeatElement",
        "fatalError", "precondition", "preconditionFailure", "assert", "assertionFailure", "type", "swap",
        "isKnownUniquelyReferenced", "numericCast", "readLine", "withExtendedLifetime", "exit", "sleep",
        "usleep", "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation",
        "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
        "withUnsafePointer", "withUnsafeMutablePointer", "withUnsafeBytes", "withUnsafeMutableBytes",
        "withObservationTracking", "unsafeBitCast", "unsafeDowncast", "autoreleasepool", "withKnownIssue",
    ]
}

extension SyntaxFacts {
    /// Facts before the walk.
    static var empty: SyntaxFacts { SyntaxFacts() }
    private init() {}
}

extension SyntaxProtocol {
    func location(_ converter: SourceLocationConverter) -> SwiftSyntax.SourceLocation {
        startLocation(converter: converter)
    }
}
