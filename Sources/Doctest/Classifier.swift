import Markdown
import SwiftSyntax

/// What the classifier learned about one block: its kind and why, its syntax errors at
/// article lines, and the names it declares and uses (for the article-wide Apple check and
/// for sharing a compiler invocation with other blocks).
struct BlockAnalysis: Codable, Hashable, Sendable {
    var kind: BlockKind
    /// Why the block got its kind, e.g. "uses the SwiftUI modifier .sheet" (shown in verbose output).
    var reason: String
    var context: ParseContext
    /// Syntax errors, at article lines and columns.
    var syntaxErrors: [ReportDiagnostic]
    /// An error about the info string (an unknown attribute), at the fence.
    var attributeError: ReportDiagnostic?
    var expectsCompileFailure: Bool
    var runStyle: RunStyle?
    /// Types the block declares on top of an Apple-only type (`struct MainView: View`).
    var appleTypesDeclared: [String]
    /// Capitalized names the block uses without declaring them.
    var referencedTypes: [String]
    /// What the block adds to a module (top-level names, extension members and conformances).
    var moduleNames: [String]
    /// Every identifier the block spells.
    var identifiers: [String]
    /// Whether the block has top-level code (it must be its own program's `main.swift`).
    var hasTopLevelCode: Bool
    /// The modules its `import` lines name.
    var imports: [String] = []
    /// Whether the block stands as a Swift file of its own: no member outside a type, no
    /// `self` or `return` outside one, no line that continues an expression (`.sheet(…)`).
    var standsAlone = false
    /// Its types and their members, its `switch`es, the members or cases a fragment holds.
    var outline = BlockOutline()
    /// Every name it binds anywhere: locals, parameters, closure parameters, pattern names.
    /// A later fragment that uses one of them (`cell.bind(viewModel: item)`) uses a name the
    /// tutorial declared, in a step its check may not see; a misspelled local is in no one's.
    var boundNames: [String] = []
    /// The names of every declaration in it, members and nested ones included (filled for
    /// `ignore` blocks, whose other facts are not read).
    var declaredNames: [String] = []
    /// The signatures of the functions it adds to the module (`SyntaxFacts.functionSignatures`).
    var functionSignatures: [String] = []
    /// The lowercase names it uses that neither it nor the core modules declare (`doble`,
    /// `contador`): a `fragment` by itself, a program of its chapter when earlier blocks declare them.
    var freeNames: [String] = []
    /// The identifiers it spells only as argument labels (`item:`).
    var labelOnlyNames: [String] = []
    /// The `private` methods of its extensions, which belong to the extended type's file.
    var privateExtensionMembers: [String] = []
    /// The conditions of its `#if` branches with code that Swift on Linux leaves out (`InactiveCode`).
    var inactiveConditions: [String] = []
    /// Whether every property its members declare has a value or is computed (`MemberShapes`):
    /// placed ahead of the block that uses them, they ask nothing of the type's initializers.
    var propertiesHaveValues = true
    /// Whether it has top-level statements or an `@main` type, and nothing else makes it a
    /// fragment but its free names: what it is when earlier blocks declare them.
    var runsWhenItsNamesAreDeclared = false
    /// How many `// Prints "…"` (`// Imprime`) comments it holds: output it says it prints.
    var expectedOutputs = 0
}

/// Classifies a block with SwiftParser: `apple`, `fragment`, `compile`, `run` or `ignore`.
enum Classifier {
    /// - Parameters:
    ///   - knownNames: names the core modules declare, so `appReducer` in a program is not taken
    ///     for a variable of some outer code, and a core type named like a SwiftUI one is not Apple-only.
    static func analyze(_ block: CodeBlock, settings: DoctestSettings, knownNames: Set<String>) -> BlockAnalysis {
        let attributes = block.attributes
        let attributeError = attributes.problem.map {
            ReportDiagnostic(line: block.line, column: block.column, severity: .error, message: $0)
        }
        if attributes.contains(.ignore) {
            // What it declares still counts for the blocks after it: a step the article shows
            // but does not let sitegen check (its elided `....`) is a step a later block may need.
            var analysis = BlockAnalysis(kind: .ignore, reason: "marked ignore", context: .file, syntaxErrors: [],
                                         attributeError: attributeError, expectsCompileFailure: false, runStyle: nil,
                                         appleTypesDeclared: [], referencedTypes: [], moduleNames: [], identifiers: [],
                                         hasTopLevelCode: false)
            analysis.declaredNames = DeclaredNames.in(FragmentParser.parse(block.lines.compiled).tree).sorted()
            return analysis
        }
        var parsed = FragmentParser.parse(block.lines.compiled)
        var converter = SourceLocationConverter(fileName: "block.swift", tree: parsed.tree)
        var facts = SyntaxFacts(parsed.tree, converter: converter)
        if attributes.contains(.fragment), parsed.context == .file,
           facts.hasTopLevelStatements || facts.memberDeclaration != nil || facts.outerContextUse != nil {
            // An author who says "fragment" means it: code that reads as a file only by
            // accident (`@Published var x` is a global there) is tried in the fragment contexts
            // first. Declarations that stand as a file stay one: the part of a file the
            // tutorial shows, checked with the declarations before it.
            parsed = FragmentParser.parse(block.lines.compiled, contexts: ParseContext.allCases.filter { $0 != .file } + [.file])
            converter = SourceLocationConverter(fileName: "block.swift", tree: parsed.tree)
            facts = SyntaxFacts(parsed.tree, converter: converter)
        }
        let syntaxErrors = parsed.errors.map { error in
            ReportDiagnostic(line: block.firstCodeLine + error.line - 1,
                             column: error.column + Self.columnShift(line: error.line, block: block),
                             severity: .error, message: error.message)
        }

        var (kind, reason) = decideKind(attributes: attributes, parsed: parsed, facts: facts, settings: settings,
                                        knownNames: knownNames)
        var runStyle: RunStyle?
        if kind == .run || (kind == .compile && facts.hasMainAttribute) {
            runStyle = Self.runStyle(facts)
        }
        if attributes.contains(.noRun) || attributes.contains(.compileFail), kind == .run {
            kind = .compile
        }
        let declared = facts.declaredNames
        return BlockAnalysis(
            kind: kind, reason: reason, context: parsed.context, syntaxErrors: syntaxErrors,
            attributeError: attributeError, expectsCompileFailure: attributes.contains(.compileFail),
            runStyle: runStyle, appleTypesDeclared: facts.appleTypesDeclared,
            referencedTypes: facts.referencedTypes.subtracting(declared).sorted(),
            moduleNames: facts.moduleNames.sorted(), identifiers: facts.identifiers.sorted(),
            hasTopLevelCode: facts.hasTopLevelStatements, imports: facts.imports.map(\.module),
            standsAlone: parsed.context == .file && facts.memberDeclaration == nil && facts.outerContextUse == nil
                && !facts.startsWithImplicitMember,
            outline: parsed.isValid ? BlockOutline(parsed, lines: block.lines.compiled.split(separator: "\n", omittingEmptySubsequences: false))
                                    : BlockOutline(),
            boundNames: BoundNames.in(parsed.tree).sorted(), functionSignatures: facts.functionSignatures.sorted(),
            freeNames: facts.freeNames.subtracting(knownNames).sorted(),
            labelOnlyNames: facts.labelOnlyNames.sorted(),
            privateExtensionMembers: facts.privateExtensionMembers.sorted(),
            inactiveConditions: InactiveCode.conditions(in: parsed.tree),
            propertiesHaveValues: MemberShapes.propertiesHaveValues(in: block.lines.compiled),
            runsWhenItsNamesAreDeclared: kind == .fragment && reason == Self.freeNamesReason(facts.freeNames.subtracting(knownNames))
                && (facts.hasTopLevelStatements || facts.hasMainAttribute),
            expectedOutputs: ExpectedOutput(code: block.lines.compiled).lines.count)
    }

    private static func decideKind(attributes: CodeBlockAttributes, parsed: ParsedBlock, facts: SyntaxFacts,
                                   settings: DoctestSettings, knownNames: Set<String>) -> (BlockKind, String) {
        if attributes.contains(.apple) { return (.apple, "marked apple") }
        if attributes.contains(.compileFail) {
            // Apple code that the article shows failing is type-checked, not compiled.
            if let evidence = appleEvidence(facts, settings: settings, knownNames: knownNames) {
                return (.apple, "marked compile_fail; \(evidence)")
            }
            return (.compile, "marked compile_fail")
        }
        if attributes.contains(.fragment) { return (.fragment, "marked fragment; parses as \(parsed.context.description)") }
        let noRun = attributes.contains(.noRun)
        if !noRun, let evidence = appleEvidence(facts, settings: settings, knownNames: knownNames) {
            return (.apple, evidence)
        }
        if noRun { return (.compile, "marked no_run") }
        if let type = attributes.placement { return (.fragment, "a part of \(type) (in=\(type))") }
        if parsed.context != .file { return (.fragment, "parses as \(parsed.context.description)") }
        if parsed.tree.statements.isEmpty { return (.fragment, "only comments") }
        if facts.usesSwiftTesting { return (.run, "has Swift Testing tests") }
        if !facts.xcTestCases.isEmpty { return (.run, "has XCTest cases") }
        if let member = facts.memberDeclaration { return (.fragment, "\(member) outside a type") }
        if let use = facts.outerContextUse { return (.fragment, use) }
        if facts.startsWithImplicitMember { return (.fragment, "starts with a member ('.'), continuing an expression") }
        let free = facts.freeNames.subtracting(knownNames).sorted()
        if !free.isEmpty { return (.fragment, freeNamesReason(Set(free))) }
        if facts.hasTopLevelStatements { return (.run, "a program with top-level code") }
        if facts.hasMainAttribute { return (.run, "has a @main type") }
        return (.compile, "complete declarations")
    }

    /// The reason of a block that is a fragment for its free names alone.
    static func freeNamesReason(_ free: Set<String>) -> String {
        "uses '\(free.sorted().first ?? "")', declared by code outside the block"
    }

    /// Why a block needs an Apple-only framework, or nil.
    static func appleEvidence(_ facts: SyntaxFacts, settings: DoctestSettings, knownNames: Set<String>) -> String? {
        if let appleImport = facts.imports.first(where: {
            AppleFrameworks.modules.contains($0.module) && settings.rename[$0.module] == nil
        }) {
            return "imports \(appleImport.module)"
        }
        if let use = facts.appleUses.first { return use }
        let appleTypes = facts.referencedTypes
            .filter { AppleFrameworks.isAppleType($0) && !facts.declaredNames.contains($0) && !knownNames.contains($0) }
            .sorted()
        if let type = appleTypes.first { return "uses \(type)" }
        return nil
    }

    private static func runStyle(_ facts: SyntaxFacts) -> RunStyle {
        if facts.usesSwiftTesting { return .swiftTesting(facts.swiftTests) }
        if !facts.xcTestCases.isEmpty {
            return .xcTest(facts.xcTestCases.map { entry in
                XCTestCaseEntry(className: entry.className, methods: entry.methods.filter { !$0.isAsync }.map(\.name),
                                asyncMethods: entry.methods.filter(\.isAsync).map(\.name))
            })
        }
        if facts.hasMainAttribute && !facts.hasTopLevelStatements { return .mainAttribute }
        return .topLevel
    }

    /// Columns of the block's code to columns of the article: the fence's indentation and
    /// the hidden-line marker come before the code.
    static func columnShift(line: Int, block: CodeBlock) -> Int {
        let marker = block.lines.markerWidth(ofLine: line - 1)
        return marker + block.column - 1
    }
}
