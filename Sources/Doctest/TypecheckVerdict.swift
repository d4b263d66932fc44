import Foundation

/// What a type-check's outcome means for the block: each error on the block's own lines is
/// judged on its own, by the compiler's name for it (`-debug-diagnostic-names`) and the names
/// it is about.
///
/// - An unknown name (`cannot_find_in_scope`) or member (`could_not_find_value_member`) that no
///   block of the timeline declares is the author's error, with a "did you mean" from the
///   names in scope.
/// - An error about a name the tutorial declares in a step the check could not bring (a later
///   one, a member shown on its own), or about the tutorial's version of a type that a core
///   module also declares, comes from missing context.
/// - An unknown name or member that Apple's SDK has (`AppleAPICatalog`) and the interface
///   modules do not declare is a missing API: the block is unverified with the API named.
/// - Any other error on the block's lines is the author's, but a failure to infer a type in a
///   block that misses context, which follows from the missing names, and any error of a block
///   that uses names only a later step or a block marked `ignore` declares (`usesUnseen`).
///
/// The block fails as soon as one error is the author's; it is `unverified`, with the reason,
/// only when every error comes from missing context. Errors only in the earlier blocks it
/// builds on leave it `unverified` (those blocks fail on their own account), unless they lie in
/// the bodies of earlier members, which a check of the block alone would not read either.
extension TypecheckStage {
    /// What caused one error of the block's own lines.
    enum ErrorCause: Hashable, Sendable {
        /// The author's code; `certain` when it is about a name nothing declares, which no
        /// other place of a fragment could make right.
        case author(certain: Bool)
        /// Code the check could not bring.
        case context(LevelReason)
    }

    /// - Parameters:
    ///   - suggestions: the names an unknown one may be a slip for (`TypecheckStage.suggestions`).
    ///   - interfaceNames: every name the interface modules declare (`TypecheckStage.interfaceNames`):
    ///     without them no error can be told a missing API. Every caller passes the stage's.
    static func verdict(for job: Job, _ outcome: CompileOutcome, suggestions: Set<String>,
                        interfaceNames: Set<String>) -> BlockVerdict {
        var verdict = judged(job, outcome, suggestions: suggestions, interfaceNames: interfaceNames)
        if !verdict.passedTypecheck { verdict.missingCases = missingCases(in: outcome.diagnostics.filter(job.block.block.owns)) }
        return verdict
    }

    /// The cases `diagnostics` look for in a type and do not find, with the type as the
    /// compiler names it (see `BlockVerdict.missingCases`).
    static func missingCases(in diagnostics: [CompilerDiagnostic]) -> [String: String] {
        var found: [String: String] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .error && (diagnostic.id == .noTypeMember || diagnostic.id == .noEnumCase) {
            let arguments = quotedArguments(in: diagnostic.message)
            guard arguments.count == 2, let member = subject(of: diagnostic) else { continue }
            let type = arguments[0].trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
            if found[member] == nil { found[member] = type }
        }
        return found
    }

    private static func judged(_ job: Job, _ outcome: CompileOutcome, suggestions: Set<String>,
                               interfaceNames: Set<String>) -> BlockVerdict {
        let block = job.block.block
        if let refusal = outcome.refusal { return .notCompiled(block, refusal) }
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        let own = errors.filter(block.owns)
        if job.block.analysis.expectsCompileFailure {
            // The article shows this step before it compiles: its own lines must hold an error.
            if outcome.timedOut { return unverified(.typecheckTimedOut(seconds: outcome.timeLimit)) }
            if own.isEmpty {
                let message = outcome.succeeded
                    ? "the block type-checks, but it is marked compile_fail (remove the word, or show the failing step)"
                    : "the block is marked compile_fail, but its own lines type-check: the errors are in other blocks"
                return BlockVerdict(status: .failed, diagnostics: [ReportDiagnostic(
                    line: block.line, column: block.column, severity: .error, message: message)],
                                    isCacheable: true, checked: .typechecked)
            }
            return BlockVerdict(status: .passed, diagnostics: own.map { var note = block.reportDiagnostic($0); note.severity = .note; return note },
                                isCacheable: true, checked: .typechecked)
        }
        if outcome.succeeded { return BlockVerdict(status: .passed, diagnostics: [], isCacheable: true, checked: .typechecked) }
        if outcome.timedOut { return unverified(.typecheckTimedOut(seconds: outcome.timeLimit)) }
        guard !own.isEmpty else {
            // Swift checks each function body on its own: errors inside the bodies of other
            // members (an old method that no longer fits the type's new version) do not
            // change what the compiler found of the block.
            // Not the body the block is placed in, though: its error may have hidden the block's.
            let bodies = job.memberBodies
            let placedBody = job.placedBody
            // Statements placed in a body share it with the other blocks placed in bodies: one
            // of theirs may be in the same body, before the block's, in the same expression.
            let sharing = placedBody == nil ? [] : job.placedInBodies(sameBodyAsBlock: true)
            if errors.allSatisfy({ error in
                bodies.contains { $0.file == error.file && $0.lines.contains(error.line) }
                    && !(placedBody.map { $0.file == error.file && $0.lines.contains(error.line) } ?? false)
                    && !sharing.contains { $0.file == error.file && $0.lines.contains(error.line) }
            }) {
                var verdict = BlockVerdict(status: .passed, diagnostics: [], isCacheable: true, checked: .typechecked)
                verdict.passedDespiteOthers = true
                return verdict
            }
            return unverified(.dependsOnFailingBlocks)
        }
        var reason: LevelReason?
        var authorErrors: Set<String> = []
        var certainErrors: Set<String> = []
        var notes: [ReportDiagnostic] = []
        // Types the compiler could not infer, and nothing else, while earlier blocks have errors of
        // their own (`.items(id: AlarmItemRowViewModel.ID, …)` of a case whose type does not
        // check): they follow from those errors, not from the block.
        if own.allSatisfy({ $0.id.isInferenceFailure }), errors.count > own.count {
            return unverified(.dependsOnFailingBlocks)
        }
        var causes = own.map { (error: $0, cause: cause(of: $0, in: job, interfaceNames: interfaceNames)) }
        // Where a name is missing for want of context, the types the compiler could not infer
        // around it follow from it.
        if let missing = causes.lazy.compactMap({ if case .context(let reason) = $0.cause { reason } else { nil } }).first {
            causes = causes.map { entry in
                guard case .author(false) = entry.cause, entry.error.id.isInferenceFailure else { return entry }
                return (entry.error, .context(missing))
            }
        }
        // A block that uses what only a later step, or one marked `ignore`, declares: the
        // compiler's other errors may come from that (a closure that cannot use `item.style`
        // reads as a call of another overload); an unknown name stays the author's.
        // A type the interface modules declare too (SwiftUI's `Button`, when a later step nests
        // a `Button` in a type of its own) was there for the compiler to find; a member name
        // (`style`) may well be the later step's.
        let unseen = job.usesUnseen.filter { !($0.first?.isUppercase == true && interfaceNames.contains($0)) }
        if !unseen.isEmpty {
            causes = causes.map { entry in
                guard case .author(false) = entry.cause, !isCaseDeclaredNowhere(entry.error, in: job) else { return entry }
                return (entry.error, .context(.declaredInAnotherStep(names: unseen.sorted())))
            }
        }
        for (error, cause) in causes {
            switch cause {
            case .context(let found):
                reason = reason.map { $0.merged(with: found) } ?? found
            case .author(let certain):
                // The same error in another place may carry another name (`has no member` or
                // `has no dynamic member`): it is known by where it is and what it is about.
                let key = "\(error.line):\(error.column):\(subject(of: error) ?? error.id.rawValue)"
                authorErrors.insert(key)
                if certain {
                    certainErrors.insert(key)
                    // A member is meant among the members the interface modules declare too.
                    let meant = suggestions.union(job.timelineNames).union(error.id.isUnknownMember ? interfaceNames : [])
                    if let name = subject(of: error), let near = nearest(to: name, in: meant) {
                        notes.append(ReportDiagnostic(line: error.line, column: block.reportDiagnostic(error).column, severity: .note,
                                                      message: "did you mean '\(near)'?"))
                    }
                }
            }
        }
        if authorErrors.isEmpty, let reason { return unverified(reason) }
        var diagnostics = outcome.diagnostics.filter(block.owns).map(block.reportDiagnostic)
        diagnostics += misspelledWitnesses(of: job.block, errors: own, interfaceNames: interfaceNames)
        // Each "did you mean" right after the error it is about.
        for note in notes where !diagnostics.contains(where: { $0.line == note.line && $0.message == note.message }) {
            let at = diagnostics.firstIndex { $0.line == note.line && $0.column == note.column && $0.severity == .error }
                ?? diagnostics.lastIndex { $0.line == note.line } ?? diagnostics.count - 1
            diagnostics.insert(note, at: at + 1)
        }
        var verdict = BlockVerdict(status: .failed, diagnostics: diagnostics, isCacheable: true, checked: .typechecked)
        verdict.authorErrors = authorErrors
        verdict.certainErrors = certainErrors
        // A case nothing declares is the block's own slip: the place found the type it is looked up in.
        verdict.resolvesNames = !own.contains { ($0.id.isUnknownName || $0.id.isUnknownMember) && !isCaseDeclaredNowhere($0, in: job) }
        verdict.findsNames = !own.contains { $0.id.isUnknownName }
        return verdict
    }

    /// For each type of the block that does not conform to a protocol (the compiler names only
    /// the type's line): an error at each member of it that nothing declares and that is one
    /// slip from a name the interface modules declare (`func bodyZq(content:)` of a
    /// `ViewModifier`), with the name meant.
    static func misspelledWitnesses(of entry: PlannedBlock, errors: [CompilerDiagnostic], interfaceNames: Set<String>) -> [ReportDiagnostic] {
        let lines = Set(errors.filter { $0.id == .doesNotConform }.map(\.line))
        guard !lines.isEmpty else { return [] }
        var found: [ReportDiagnostic] = []
        for type in entry.analysis.outline.types where lines.contains(entry.block.firstCodeLine + type.firstLine - 1) {
            for member in type.members {
                for name in member.names.map(memberName) where !name.isEmpty && !interfaceNames.contains(name) {
                    guard let meant = nearest(to: name, in: interfaceNames) else { continue }
                    let line = entry.block.firstCodeLine + member.firstLine - 1
                    found.append(ReportDiagnostic(line: line, column: 0, severity: .error,
                                                  message: "'\(name)' satisfies no requirement of the protocols '\(type.name)' conforms to"))
                    found.append(ReportDiagnostic(line: line, column: 0, severity: .note, message: "did you mean '\(meant)'?"))
                }
            }
        }
        return found
    }

    /// Whether `error` looks up in one of the tutorial's types (`route: .delete`) a case that
    /// no step declares as a case, nor as a member of that type: a function of that name in
    /// another type (`func delete(_:)` of the list) does not make it one.
    static func isCaseDeclaredNowhere(_ error: CompilerDiagnostic, in job: Job) -> Bool {
        guard error.id == .noTypeMember, let name = subject(of: error), let type = baseType(of: error),
              let members = job.membersByType[type] else { return false }
        return !members.contains(name) && !job.timelineCases.contains(name) && !job.ignoredNames.contains(name)
    }

    /// Why the compiler gave `error` on the block's own lines (see the extension's documentation).
    static func cause(of error: CompilerDiagnostic, in job: Job, interfaceNames: Set<String>) -> ErrorCause {
        if let feature = error.id.objectiveCFeature { return .context(.needsObjectiveC(features: [feature])) }
        if error.id.isUnknownName || error.id.isUnknownMember, let name = subject(of: error) {
            if isCaseDeclaredNowhere(error, in: job) { return .author(certain: false) }
            if job.declaredElsewhere.contains(name) { return .context(.declaredInAnotherStep(names: [name])) }
            if job.usedFromLeftOut.contains(name) { return .context(.declaredInSeveralSteps(names: [name])) }
            // A name some step declares, but not where this block can see it.
            if error.id.isUnknownName, job.timelineNames.contains(name) {
                return .context(.declaredInAnotherStep(names: [name]))
            }
            // A member the tutorial gives another version of the type it is looked up in.
            if error.id.isUnknownMember, let type = baseType(of: error), job.membersByType[type]?.contains(name) == true {
                return .context(.declaredInAnotherStep(names: [name]))
            }
            // A member only a step marked `ignore` declares.
            if error.id.isUnknownMember, job.ignoredNames.contains(name) {
                return .context(.declaredInAnotherStep(names: [name]))
            }
            // An API of Apple's that the interface modules do not declare yet.
            if !interfaceNames.contains(name), !job.timelineNames.contains(name),
               let api = AppleAPICatalog.shared.entry(name, isMember: error.id.isUnknownMember,
                                                      in: AppleAPICatalog.frameworks(importing: job.imports.all)) {
                return .context(.missingAPI(names: ["\(api.framework).\(api.name)"]))
            }
            return .author(certain: !job.timelineNames.contains(name))
        }
        if isVersionClash(error) {
            let mixed = Set(quotedNames(in: error.message)).intersection(job.redeclaredCoreNames)
            if !mixed.isEmpty { return .context(.mixesCoreVersion(names: mixed.sorted())) }
        }
        let quoted = quotedNames(in: error.message, rootsOnly: true).filter { $0 != "init" && $0 != "self" }
        let elsewhere = Set(quoted).intersection(job.declaredElsewhere)
        if !elsewhere.isEmpty { return .context(.declaredInAnotherStep(names: elsewhere.sorted())) }
        let leftOut = Set(quoted).intersection(job.usedFromLeftOut)
        if !leftOut.isEmpty { return .context(.declaredInSeveralSteps(names: leftOut.sorted())) }
        return .author(certain: false)
    }

    /// `diagnostics` of a failed block with an error at each case pattern of its own lines
    /// that names a case nothing declares (`guard case let .itemsZq(…) = route`), and at each
    /// member nothing declares that is one slip from a name of the tutorial's, unless that
    /// line has an error already: the compiler may say so only at the expression around it (a
    /// closure it cannot infer), lines before.
    ///
    /// `declaredSomewhere`: every name the modules the blocks can import declare
    /// (`TypecheckStage.namesDeclaredSomewhere`); a member outside it and `known` is declared
    /// nowhere, one slip from a tutorial's name or not (`item.idZq`). Empty: only members one
    /// slip from a tutorial's name are.
    static func withNamesDeclaredNowhere(_ diagnostics: [ReportDiagnostic], of entry: PlannedBlock, known: Set<String>,
                                        timelineNames: Set<String>, declaredSomewhere: Set<String> = []) -> [ReportDiagnostic] {
        var diagnostics = diagnostics
        let known = known.union(["none", "some"])
        for unknown in unknownCasePatterns(in: entry, known: known)
            where !diagnostics.contains(where: { $0.line == unknown.line && $0.severity == .error }) {
            diagnostics += caseDeclaredNowhere(unknown.name, line: unknown.line, timelineNames: timelineNames)
        }
        // A member nothing declares, one slip from a name of the tutorial's (`item.idZq` in a
        // `ForEach` whose closure the compiler reports only as a whole, at the `ForEach`).
        for (line, name) in memberAccesses(in: entry) where !known.contains(name)
            && AppleAPICatalog.shared.entry(name, isMember: true, in: ["SwiftUI", "UIKit", "Combine"]) == nil
            && !diagnostics.contains(where: { $0.line == line && $0.severity == .error }) {
            let near = nearest(to: name, in: timelineNames)
            guard near != nil || !declaredSomewhere.isEmpty && !declaredSomewhere.contains(name) else { continue }
            diagnostics.append(ReportDiagnostic(line: line, column: 0, severity: .error,
                                                message: "neither the tutorial nor the frameworks declare a member '\(name)'"))
            if let near { diagnostics.append(ReportDiagnostic(line: line, column: 0, severity: .note, message: "did you mean '\(near)'?")) }
        }
        return diagnostics
    }

    /// The members the block's own lines reach with a dot (`item.id`, `.padding()`), outside
    /// strings and comments, with their article lines; the first of each line and name.
    static func memberAccesses(in entry: PlannedBlock) -> [(line: Int, name: String)] {
        // A digit before the dot is a number's (`0.5`), not a member access.
        let access = /(^|[^0-9])\.([A-Za-z_][A-Za-z0-9_]*)/
        let string = /"(?:[^"\\]|\\.)*"/
        var found: [(line: Int, name: String)] = []
        for (offset, line) in entry.block.lines.compiled.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var code = String(line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            code = code.replacing(string, with: "\"\"")
            var seen: Set<String> = []
            for match in code.matches(of: access) where seen.insert(String(match.2)).inserted {
                found.append((entry.block.firstCodeLine + offset, String(match.2)))
            }
        }
        return found
    }

    /// The case patterns of the block's own lines (`case .x`, `case let .x(…)`, `if case .x =`)
    /// whose case is not among `known`, with their article lines.
    static func unknownCasePatterns(in entry: PlannedBlock, known: Set<String>) -> [(line: Int, name: String)] {
        let pattern = /\bcase\s+(?:let\s+|var\s+)?\.([A-Za-z_][A-Za-z0-9_]*)/
        var found: [(line: Int, name: String)] = []
        for (offset, line) in entry.block.lines.compiled.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for match in line.matches(of: pattern) where !known.contains(String(match.1)) {
                found.append((entry.block.firstCodeLine + offset, String(match.1)))
            }
        }
        return found
    }

    /// A verdict that leaves the block `unverified`, for `reason`.
    static func unverified(_ reason: LevelReason, cacheable: Bool = true) -> BlockVerdict {
        BlockVerdict(status: .passed, diagnostics: [], isCacheable: cacheable, unverified: reason)
    }

    /// The arguments a diagnostic quotes, as they stand between its quotes:
    /// `value of type 'Binding<Bool>' has no member 'x'` gives `Binding<Bool>`, `x`.
    static func quotedArguments(in message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The identifiers in the arguments a diagnostic quotes: `'ItemsCore.Reducer<AppState, AppAction>'`
    /// gives each identifier in it. A function's full name gives its base name only: the
    /// argument labels of `'init(_:content:)'` name no declaration. With `rootsOnly`, a
    /// qualified name gives its root only: the compiler found `Item` in `'AppState.Item'`, so
    /// whatever other step declares an `Item` is not what it missed.
    static func quotedNames(in message: String, rootsOnly: Bool = false) -> [String] {
        quotedArguments(in: message)
            .map { argument in argument.hasSuffix(":)") ? String(argument.prefix { $0 != "(" }) : argument }
            .flatMap { argument -> [Substring] in
                let spans = rootsOnly ? Self.roots(of: argument) : [Substring(argument)]
                return spans.flatMap { $0.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) }
            }
            .map(String.init).filter { $0.first?.isNumber == false }
    }

    /// The parts of a quoted type that are not members of a qualified name:
    /// `Binding<AppState.Item>` gives `Binding<AppState`, `>`.
    static func roots(of argument: String) -> [Substring] {
        var spans: [Substring] = []
        var start = argument.startIndex
        var index = argument.startIndex
        while index < argument.endIndex {
            if argument[index] == "." {
                spans.append(argument[start..<index])
                // Skip the member's name.
                index = argument.index(after: index)
                while index < argument.endIndex, argument[index].isLetter || argument[index].isNumber || argument[index] == "_" {
                    index = argument.index(after: index)
                }
                start = index
            } else {
                index = argument.index(after: index)
            }
        }
        spans.append(argument[start...])
        return spans
    }

    /// The name an unknown-name or unknown-member error is about: its only argument, or the
    /// member (the last argument of `type 'T' has no member 'm'`, the second of a dynamic member's).
    static func subject(of error: CompilerDiagnostic) -> String? {
        let arguments = quotedArguments(in: error.message)
        // `value of type 'T' has no dynamic member 'm' using key path from root type 'R'`.
        let subject = error.id == .noDynamicMember && arguments.count >= 2 ? arguments[1] : arguments.last
        // `$model` names the projected value of `model`: the name is the wrapped property's.
        guard let last = subject.map({ $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }),
              !last.isEmpty, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return last
    }

    /// The simple name of the type an unknown member is looked up in: `Route` of
    /// `type 'AppState.Route' has no member 'x'`, `Store` of `value of type 'Store<A, B>' …`.
    static func baseType(of error: CompilerDiagnostic) -> String? {
        let arguments = quotedArguments(in: error.message)
        guard arguments.count >= 2 else { return nil }
        // `Route?` is looked up as `Route`.
        let type = arguments[0].prefix { $0 != "<" }.trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
        return type.split(separator: ".").last.map(String.init)
    }

    /// Whether an error sets two versions of one type against each other: the tutorial's (in
    /// the block's module, `DoctestBlock.AppState`) and a core module's (`ItemsCore.AppState`),
    /// or `'Style'` against `'AppState.Item.Style'` — read from the types it quotes.
    static func isVersionClash(_ diagnostic: CompilerDiagnostic) -> Bool {
        let types = quotedArguments(in: diagnostic.message)
        if types.contains(where: { $0.hasPrefix("DoctestBlock.") || $0.contains("<DoctestBlock.") }) { return true }
        guard types.count >= 2, types[0] != types[1] else { return false }
        return types[0].split(separator: ".").last == types[1].split(separator: ".").last
    }

    /// The name in `names` nearest to `name` by edit distance (at most one edit for short names,
    /// two from six letters, three from twelve), nil when none is that near.
    static func nearest(to name: String, in names: Set<String>) -> String? {
        let limit = name.count >= 12 ? 3 : name.count >= 6 ? 2 : 1
        var best: (name: String, distance: Int)?
        // A type is meant for a type, a value for a value: `Item` is not a slip for `item`.
        let capitalized = name.first?.isUppercase == true
        for candidate in names.sorted() where candidate != name && abs(candidate.count - name.count) <= limit
            && (candidate.first?.isUppercase == true) == capitalized {
            let distance = editDistance(name, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// The Damerau–Levenshtein distance (optimal string alignment) of two names, case counting
    /// as a difference.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
