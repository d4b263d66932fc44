/// How deep a block was verified (DESIGN.md, "Verification levels"): every block gets one.
public enum VerificationLevel: String, Codable, Hashable, Sendable, CaseIterable {
    /// Compiled for Linux against the core modules and run in the sandbox; `// Prints` checked.
    case run
    /// Compiled for Linux against the core modules.
    case compiled
    /// Type-checked against the core modules and the project's interface modules of Apple's
    /// frameworks (SwiftUI, UIKit, the old TCA views); never built for an Apple platform.
    case typechecked
    /// Not checked deeper than its syntax, for a typed reason (`LevelReason`): never passed.
    case unverified
    /// Not checked (`ignore`, or left out by `--filter`).
    case skipped

    /// The level a block of `kind` reaches when its check is done.
    static func reached(by kind: BlockKind) -> VerificationLevel {
        switch kind {
        case .run: .run
        case .compile: .compiled
        case .fragment, .apple: .unverified
        case .ignore: .skipped
        }
    }
}

/// Why a block did not reach a deeper level: it is `unverified` (every case but the last two)
/// or `skipped` (`ignored`, `filteredOut`). A value, never a sentence: the CLI and the JSON
/// report describe it in English (`description`), the site in Spanish (the Site module).
public enum LevelReason: Codable, Hashable, Sendable, CustomStringConvertible {
    /// A fragment or an Apple-only snippet that does not stand as a file and that no earlier
    /// block of its article gives a place.
    case needsSurroundingCode
    /// The build folder has no interface modules (an older build).
    case noInterfaceModules
    /// The compiler did not finish the type-check within `seconds` (`Compiler.timeout`): kept
    /// as the verdict until the block or what it is checked with changes.
    case typecheckTimedOut(seconds: Int)
    /// `in=Type` names a type of which no declaration before the block can hold code.
    case placementNotFound(type: String)
    /// Its place is a guess, it type-checks in none of the places tried, and none of its
    /// errors is certainly the author's.
    case placeUnknown
    /// Its own lines type-check, but the earlier blocks it builds on do not.
    case dependsOnFailingBlocks
    /// It uses names the tutorial declares in a step the check could not bring (a later one,
    /// or a member shown on its own).
    case declaredInAnotherStep(names: [String])
    /// It uses names that an earlier step declares together with names a later step declares anew.
    case declaredInSeveralSteps(names: [String])
    /// It sets the tutorial's version of a type against a core module's.
    case mixesCoreVersion(names: [String])
    /// It uses framework API that the interface modules do not declare.
    case missingAPI(names: [String])
    /// It uses what only the Objective-C runtime gives (`#selector`, `@objc`, `@IBOutlet`),
    /// which Swift on Linux does not have: named by the compiler's diagnostics.
    case needsObjectiveC(features: [String])
    /// Code in `#if` branches Swift on Linux leaves out (`#if os(iOS)`): never read by the compiler.
    case inactiveCode(conditions: [String])
    /// Tests the testing library skipped (`@Test(.disabled)`): they never ran.
    case testsSkipped(names: [String])
    /// The author marked it `ignore`.
    case ignored
    /// `--filter` left it out.
    case filteredOut

    /// Whether the block is `skipped` (by the author or the command line), not `unverified`.
    public var isSkip: Bool {
        switch self {
        case .ignored, .filteredOut: true
        default: false
        }
    }

    /// A short name for counts: `sitegen test`'s breakdown groups blocks by it.
    public var code: String {
        switch self {
        case .needsSurroundingCode: "needs surrounding code"
        case .noInterfaceModules: "no interface modules"
        case .typecheckTimedOut: "type-check timed out"
        case .placementNotFound: "place not found"
        case .placeUnknown: "place unknown"
        case .dependsOnFailingBlocks: "depends on failing blocks"
        case .declaredInAnotherStep: "declared in another step"
        case .declaredInSeveralSteps: "declared in several steps"
        case .mixesCoreVersion: "mixes a core module's type"
        case .missingAPI: "missing framework API"
        case .needsObjectiveC: "needs the Objective-C runtime"
        case .inactiveCode: "in an inactive #if branch"
        case .testsSkipped: "tests skipped"
        case .ignored: "ignore"
        case .filteredOut: "--filter"
        }
    }

    /// The names the reason is about, if any.
    public var names: [String] {
        switch self {
        case .placementNotFound(let type): [type]
        case .declaredInAnotherStep(let names), .declaredInSeveralSteps(let names), .mixesCoreVersion(let names),
             .missingAPI(let names), .needsObjectiveC(let names), .inactiveCode(let names), .testsSkipped(let names): names
        default: []
        }
    }

    /// The reason in English, for the terminal and the JSON report.
    public var description: String {
        let quoted = names.map { "'\($0)'" }.joined(separator: ", ")
        switch self {
        case .needsSurroundingCode: return "a fragment that needs code the article does not show before it"
        case .noInterfaceModules: return "uses SwiftUI or UIKit and this build has no interface modules (run swift build)"
        case .typecheckTimedOut(let seconds): return "the compiler did not finish the type-check within \(seconds) s"
        case .placementNotFound(let type):
            return "in=\(type) names a type of which no declaration before this block can hold it"
        case .placeUnknown: return "its place is a guess and it type-checks in none of the places the tutorial showed before"
        case .dependsOnFailingBlocks: return "builds on earlier blocks whose types do not check"
        case .declaredInAnotherStep: return "uses \(quoted), which the tutorial declares in another step"
        case .declaredInSeveralSteps: return "uses \(quoted), which the tutorial declares in more than one step"
        case .mixesCoreVersion: return "mixes the tutorial's version of \(quoted) with the core modules' one"
        case .missingAPI: return "uses \(quoted), which the interface modules do not declare"
        case .needsObjectiveC: return "uses \(quoted), which needs the Objective-C runtime (not on Linux)"
        case .inactiveCode: return "has code under #if \(names.joined(separator: ", #if ")), which Swift on Linux never reads"
        case .testsSkipped: return "the testing library skipped \(quoted): they never ran"
        case .ignored: return "marked ignore"
        case .filteredOut: return "left out by --filter"
        }
    }

    /// The reason of a block the type-check never reached, by its kind.
    static func notChecked(_ kind: BlockKind, filteredOut: Bool) -> LevelReason? {
        if filteredOut { return .filteredOut }
        switch kind {
        case .apple, .fragment: return .needsSurroundingCode
        case .ignore: return .ignored
        case .run, .compile: return nil
        }
    }

    /// Two reasons of one block as one: names of the same kind together, else the first.
    func merged(with other: LevelReason) -> LevelReason {
        switch (self, other) {
        case (.declaredInAnotherStep(let a), .declaredInAnotherStep(let b)): .declaredInAnotherStep(names: Self.union(a, b))
        case (.declaredInSeveralSteps(let a), .declaredInSeveralSteps(let b)): .declaredInSeveralSteps(names: Self.union(a, b))
        case (.mixesCoreVersion(let a), .mixesCoreVersion(let b)): .mixesCoreVersion(names: Self.union(a, b))
        case (.missingAPI(let a), .missingAPI(let b)): .missingAPI(names: Self.union(a, b))
        case (.needsObjectiveC(let a), .needsObjectiveC(let b)): .needsObjectiveC(features: Self.union(a, b))
        default: self
        }
    }

    private static func union(_ a: [String], _ b: [String]) -> [String] { Array(Set(a + b)).sorted() }
}
