import Foundation
import Markdown

/// The `typechecked` level: Apple-only blocks and fragments are type-checked against the core
/// modules and the project's interface modules of Apple's frameworks and TCA (`SwiftUI`, `UIKit`,
/// `ComposableArchitecture`, `ComposableArchitectureViews`), each where it stands in the tutorial.
///
/// A block sees the declarations of the earlier blocks of its timeline (its article, and the
/// earlier articles of its series): of the earlier blocks that only declare things (no
/// top-level statements, parsed as a file), the latest version of each declaration — a later
/// block, or the block itself, that declares one of the same names replaces the earlier one,
/// as the tutorial evolves a type from one step to the next — and of those, the ones the
/// block uses and the ones they use in turn, each as one more file of the module
/// (`context(for:earlier:)`). Names the tutorial never declared come from the core modules.
///
/// What a failed type-check means: `TypecheckVerdict.swift`.
struct TypecheckStage: Sendable {
    /// Bump when what a type-check's outcome means changes: it is part of every verdict's key.
    static let version = "sitegen-typecheck-102"

    /// The interface modules, in the order a block imports them.
    static let interfaceModules = ["SwiftUI", "UIKit", "ComposableArchitecture", "ComposableArchitectureViews"]

    var toolchain: Toolchain
    var compiler: Compiler
    var cache: DiskCache
    var workFolder: URL
    /// Where each type-check leaves its files and the compiler's output (`DoctestOptions.keepTypecheckFiles`).
    var keepFolder: URL?
    /// The modules the blocks may name (`SymbolDeclaration.moduleNames`): left out of the
    /// declarations the page shows.
    var moduleNames: Set<String> = []
    /// Names the core and interface modules declare: an unknown name's "did you mean".
    var suggestions: Set<String> = []
    /// Every name the interface modules declare, at any depth: an unknown name that Apple's
    /// SDK has (`AppleAPICatalog`) and these do not is a missing API.
    var interfaceNames: Set<String> = []
    /// Every name something the blocks can import declares, at any depth: the interface and
    /// core modules and the toolchain's own (`ToolchainNames`); empty when the toolchain's
    /// names could not be read. A member outside it and the tutorial is declared nowhere.
    var namesDeclaredSomewhere: Set<String> = []

    /// A block to type-check, where it is placed, and the earlier blocks it builds on, oldest first.
    struct Job: Sendable {
        var block: PlannedBlock
        var placement: Placement = .alone
        var context: [ContextUnit]
        /// Names the other blocks of the timeline declare that the context does not bring:
        /// a later step, or a member shown on its own. An error about one of them says the
        /// block depends on a step it cannot see, not that it is wrong.
        var declaredElsewhere: Set<String> = []
        /// Names the context declares that the core modules declare too: the tutorial's own
        /// version of a core type, which the core modules' other names do not know.
        var redeclaredCoreNames: Set<String> = []
        /// Names the block uses that an earlier block of the timeline declares but the
        /// context had to leave out (a later block declares one of its other names).
        var usedFromLeftOut: Set<String> = []
        /// Names the block uses that only steps the check cannot see declare: a later step, or
        /// a block marked `ignore` (an elided version of a type). An error the compiler gives
        /// for want of them (often a misleading one) is not the author's.
        var usesUnseen: Set<String> = []
        /// Names the timeline's blocks marked `ignore` declare (`func deleteButtonTapped()` in a
        /// block with `????`): a member the check's version of a type lacks and only such a
        /// block declares is missing for want of that step, not the author's slip.
        var ignoredNames: Set<String> = []
        /// The members each type of the timeline has in any of its versions, by the type's
        /// simple name (`Route` for `AppState.Route`): a member missing from the version the
        /// check sees is one the tutorial gives that type in another step.
        var membersByType: [String: Set<String>] = [:]
        /// The enum cases any step of the timeline declares, in a type or as `case` lines of
        /// their own: `.delete` looked up in a type of the tutorial's, when no step declares a
        /// case `delete`, is the author's slip, whatever else of that name the tutorial has.
        var timelineCases: Set<String> = []
        /// Other places to try, in order, when the block's place is a guess and it does not
        /// type-check in the first.
        var fallbacks: [Job] = []
        /// The block checked where the later step it previews stands (`previewStep`): tried
        /// when the block is unverified for want of what only later steps declare.
        var previews: [Job] = []
        /// Extensions of the type the block is placed in whose `private` methods it uses
        /// (`self.bind(itemRowViewModel:)`): in the author's project they share the type's
        /// file, so they go into the block's own file, after its declaration.
        var sameFile: [ContextUnit] = []
        /// Every name the blocks of the timeline declare, members of their types included: a
        /// member no step declares (`isSwiftUIZq`) is the block's error, whatever else it leans on.
        var timelineNames: Set<String> = []
        /// Everything the job's files import: the interface modules its code needs, and the
        /// modules its blocks and their articles import (worked out once, when it is made).
        let imports: (extra: [String], all: [String])

        init(block: PlannedBlock, placement: Placement, context: [ContextUnit], declaredElsewhere: Set<String> = [],
             redeclaredCoreNames: Set<String> = [], usedFromLeftOut: Set<String> = []) {
            self.block = block
            self.placement = placement
            self.context = context
            self.declaredElsewhere = declaredElsewhere
            self.redeclaredCoreNames = redeclaredCoreNames
            self.usedFromLeftOut = usedFromLeftOut
            let blocks = placement.blocks(block) + context.flatMap(\.blocks)
            let extra = TypecheckStage.extraImports(own: placement.blocks(block), all: blocks)
            imports = (extra, Array(Set(blocks.flatMap(\.imports) + extra)).sorted())
        }

        /// The lines inside the bodies of the members of the types the job's other blocks
        /// declare (not their first and last lines: a signature is not a body), by article file.
        var memberBodies: [(file: String, lines: ClosedRange<Int>)] {
            let others = (ownBlocks + context.flatMap(\.blocks)).filter { $0.index != block.index }
            return others.flatMap { other -> [(file: String, lines: ClosedRange<Int>)] in
                let outline = other.analysis.outline
                let members = outline.types.flatMap(\.members) + outline.members
                return members.filter { $0.lastLine - $0.firstLine >= 2 && !$0.names.contains { $0.hasPrefix("case ") } }
                    .map { (other.block.file, (other.block.firstCodeLine + $0.firstLine)...(other.block.firstCodeLine + $0.lastLine - 2)) }
            }
            // Statements placed at the end of a method, and cases placed in a switch, are part of a body.
            + placedInBodies()
        }

        /// The lines of the other blocks placed in a body (statements at the end of a method,
        /// cases in a switch), by article file; with `sameBodyAsBlock`, only of those placed in
        /// the body the block's statements are placed in.
        func placedInBodies(sameBodyAsBlock: Bool = false) -> [(file: String, lines: ClosedRange<Int>)] {
            var splices = units.flatMap { unit in unit.splices.map { (unit, $0) } }
                .filter { ($0.1.scoped || $0.1.fragment.analysis.context == .switchCases) && $0.1.fragment.index != block.index }
            if sameBodyAsBlock {
                // Statements of a method are checked one by one; a chain of modifiers is part of
                // one expression with what it continues, and so are the statements of a closure
                // (a reducer's, a view's content).
                guard case .inside(let unit) = placement, let own = unit.splices.last(where: { $0.fragment.index == block.index }),
                      let body = Self.body(of: own, in: unit),
                      own.chain || own.inClosure || !body.isFunction else { return [] }
                splices = splices.filter { $0.0.index == unit.index && Self.body(of: $0.1, in: unit).map { $0.site == body.site } == true }
            }
            return splices.map { _, splice in
                let code = splice.fragment.block
                return (code.file, code.firstCodeLine...(code.firstCodeLine + code.lines.compiled.split(separator: "\n", omittingEmptySubsequences: false).count - 1))
            }
        }

        /// The member whose body a splice's statements end up in: the block it is in and the
        /// member's first line there (`site`), through the splices placed in other splices;
        /// and whether it is a function's or an initializer's.
        static func body(of splice: ContextUnit.Splice, in unit: ContextUnit) -> (site: [Int], isFunction: Bool)? {
            var current = splice
            var seen: Set<Int> = [splice.fragment.index]
            while let target = current.target, let outer = unit.splices.first(where: { $0.fragment.index == target }),
                  seen.insert(target).inserted {
                current = outer
            }
            let targetBlock = unit.blocks.first { $0.index == (current.target ?? unit.host.index) } ?? unit.host
            let outline = targetBlock.analysis.outline
            let member = (outline.types.flatMap(\.members) + outline.members)
                .filter { $0.firstLine <= current.beforeLine && current.beforeLine <= $0.lastLine }
                .min { $0.lastLine - $0.firstLine < $1.lastLine - $1.firstLine }
            return ([targetBlock.index, member?.firstLine ?? 0], member?.names.contains { $0.contains("(") } ?? false)
        }

        /// The lines of the body the block's statements are placed at the end of (a method's,
        /// a closure's in it), by article file: an error there may hide the block's own, for
        /// the compiler checks a body as one, and stops at its first failing expression.
        var placedBody: (file: String, lines: ClosedRange<Int>)? {
            guard case .inside(let unit) = placement,
                  let splice = unit.splices.last(where: { $0.fragment.index == block.index && $0.scoped }) else { return nil }
            let target = unit.blocks.first { $0.index == (splice.target ?? unit.host.index) } ?? unit.host
            let outline = target.analysis.outline
            guard let member = (outline.types.flatMap(\.members) + outline.members)
                .filter({ $0.firstLine <= splice.beforeLine && splice.beforeLine <= $0.lastLine })
                .min(by: { $0.lastLine - $0.firstLine < $1.lastLine - $1.firstLine }) else {
                return (target.block.file, target.block.firstCodeLine...(target.block.firstCodeLine + splice.beforeLine))
            }
            return (target.block.file, (target.block.firstCodeLine + member.firstLine - 1)...(target.block.firstCodeLine + member.lastLine - 1))
        }

        /// The declarations of the job's file and of its context.
        private var units: [ContextUnit] {
            if case .inside(let unit) = placement { return [unit] + context }
            return context
        }

        /// The blocks of the block's own file: the block, or the declaration it is placed in.
        var ownBlocks: [PlannedBlock] { placement.blocks(block) }

        /// Whether its own file is a program's `main.swift` (top-level code, as a file).
        var isMain: Bool { placement.isAlone && block.analysis.hasTopLevelCode }
    }

    /// Whether the build has the interface modules (an older build folder may not).
    static func isAvailable(_ toolchain: Toolchain) -> Bool {
        interfaceModules.allSatisfy { toolchain.modules[$0] != nil }
    }

    /// Blocks whose check the author left to sitegen: the Apple-only blocks and the fragments
    /// that parse. One that does not stand alone is type-checked only where it can be placed.
    static func isCandidate(_ entry: PlannedBlock) -> Bool {
        (entry.kind == .apple || entry.kind == .fragment)
            && entry.analysis.syntaxErrors.isEmpty && entry.analysis.attributeError == nil
            && entry.block.attributes.doctestWords.subtracting([.compileFail, .fragment, .apple]).isEmpty
    }

    /// A block that can be context for later blocks: declarations read as a file, checked by
    /// sitegen — a program's too, without its top-level statements (`# print(…) // Prints …`).
    static func isDeclarationBlock(_ entry: PlannedBlock) -> Bool {
        let analysis = entry.analysis
        let declarations = !analysis.hasTopLevelCode && analysis.runStyle == nil
            || analysis.hasTopLevelCode && analysis.runStyle == .topLevel && analysis.outline.statementLines != nil
                && !analysis.moduleNames.isEmpty
        return [.run, .compile, .apple, .fragment].contains(entry.kind) && analysis.standsAlone && declarations
            && analysis.syntaxErrors.isEmpty && analysis.attributeError == nil && !analysis.expectsCompileFailure
            && !entry.block.attributes.contains(.ignore)
    }

    /// The jobs for `planned` (in reading order), with each candidate's placement and context.
    /// - Parameter namesByTimeline: `namesByTimeline(_:timelines:)`, when the caller has it already.
    static func jobs(_ planned: [PlannedBlock], timelines: [String: String], coreNames: Set<String> = [],
                     namesByTimeline: [String: Set<String>]? = nil) -> [Job] {
        var earlier: [String: [ContextUnit]] = [:]
        // By timeline: what each block declares as a step (a fragment's members count), and
        // every name the timeline declares, members of its types included.
        var declared: [String: [(index: Int, names: Set<String>)]] = [:]
        let timelineNames = namesByTimeline ?? Self.namesByTimeline(planned, timelines: timelines)
        // By timeline: what each checked step declares at module level and as members, and
        // what the steps marked `ignore` declare.
        var steps: [String: [(index: Int, names: Set<String>)]] = [:]
        var ignoredNames: [String: Set<String>] = [:]
        var membersByType: [String: [String: Set<String>]] = [:]
        for entry in planned {
            let timeline = timelines[entry.block.file] ?? entry.block.file
            for type in entry.analysis.outline.types {
                let simple = String(type.name.split(separator: ".").last ?? "")
                membersByType[timeline, default: [:]][simple, default: []].formUnion(type.members.flatMap(\.names).map(Self.memberName))
            }
            if let type = entry.block.attributes.placement {
                let simple = String(type.split(separator: ".").last ?? "")
                membersByType[timeline, default: [:]][simple, default: []].formUnion(entry.analysis.outline.memberNames.map(Self.memberName))
            }
            if entry.kind == .ignore {
                ignoredNames[timeline, default: []].formUnion(entry.analysis.declaredNames)
            } else {
                steps[timeline, default: []].append((entry.index, Set(entry.analysis.moduleNames + Self.spelledMembers(of: entry))))
            }
        }
        // By timeline: the locals and parameters its blocks bind, for fragments that use them
        // (`LocalScopes`); the scopes of each block, found once.
        var locals: [String: Set<String>] = [:]
        for entry in planned where entry.kind != .ignore {
            declared[timelines[entry.block.file] ?? entry.block.file, default: []].append((entry.index, Set(Self.stepNames(of: entry))))
            locals[timelines[entry.block.file] ?? entry.block.file, default: []].formUnion(entry.analysis.boundNames)
        }
        // By timeline, what its steps declare as module names or members: a name outside them is
        // nothing but a local (worked out once per timeline, when a fragment first asks).
        var declaredByTimeline: [String: Set<String>] = [:]
        func declaredNames(in timeline: String) -> Set<String> {
            if let found = declaredByTimeline[timeline] { return found }
            let found = (steps[timeline] ?? []).reduce(into: Set<String>()) { $0.formUnion($1.names) }
                .union((membersByType[timeline] ?? [:]).values.joined())
            declaredByTimeline[timeline] = found
            return found
        }
        var scopesByBlock: [Int: [LocalScope]] = [:]
        func scopes(of block: PlannedBlock) -> [LocalScope] {
            if let found = scopesByBlock[block.index] { return found }
            let found = LocalScopes.find(in: block.block.lines.compiled)
            scopesByBlock[block.index] = found
            return found
        }
        // Declarations an article shows after the block that uses them ("y, finalmente, añade
        // el método addButtonTapped()"): a block may use them when nothing before it declares
        // the same names.
        var later: [String: [ContextUnit]] = [:]
        for entry in planned where isDeclarationBlock(entry) && entry.block.attributes.placement == nil {
            later[entry.block.file, default: []].append(ContextUnit.declaring(entry, after: []))
        }
        // Members the author placed (`in=Type`) that an article shows after the block that
        // uses them ("añade en el UITableViewDelegate…", then "en el AlarmsListViewModel,
        // añade deleteButtonTapped"): a block may use them when nothing before it declares them.
        var laterMembers: [String: [PlannedBlock]] = [:]
        for entry in planned where isCandidate(entry) && entry.block.attributes.placement != nil
            && !entry.analysis.outline.members.isEmpty && !entry.analysis.outline.hasBodilessFunction {
            laterMembers[entry.block.file, default: []].append(entry)
        }
        var jobs: [Job] = []
        // Statements that use what only a later step declares (`self.route = .items(id:
        // item.id, route: .delete)`, "en la próxima entrega, crearemos un route con esta
        // apariencia"): a preview of that step, checked also as if it stood right after the
        // last step that declares what it uses — not part of the timeline there.
        var previews: [Int: [PlannedBlock]] = [:]
        // The enum cases each step declares, in its types or as a fragment's lines.
        var cases: [Int: Set<String>] = [:]
        var typeCases: [Int: Set<String>] = [:]
        for entry in planned {
            let outline = entry.analysis.outline
            let alone = outline.memberNames.filter { $0.hasPrefix("case ") }
            let inTypes = outline.types.flatMap(\.members).flatMap(\.names).filter { $0.hasPrefix("case ") }
            if !alone.isEmpty { cases[entry.index] = Set(alone.map { Self.memberName($0) }) }
            if !inTypes.isEmpty { typeCases[entry.index] = Set(inTypes.map { Self.memberName($0) }) }
        }
        var casesByTimeline: [String: Set<String>] = [:]
        for entry in planned {
            let names = (cases[entry.index] ?? []).union(typeCases[entry.index] ?? [])
            if !names.isEmpty { casesByTimeline[timelines[entry.block.file] ?? entry.block.file, default: []].formUnion(names) }
        }
        for entry in planned {
            guard let step = previewStep(of: entry, steps: steps[timelines[entry.block.file] ?? entry.block.file] ?? [],
                                         cases: cases, typeCases: typeCases) else { continue }
            previews[step, default: []].append(entry)
        }
        var previewJobs: [Int: Job] = [:]
        func place(_ entry: PlannedBlock, asOf step: Int) {
            let isPreview = step != entry.index
            let timeline = timelines[entry.block.file] ?? entry.block.file
            let placedUnits = earlier[timeline] ?? []
            let (units, aheadIndexes) = isCandidate(entry)
                ? Self.membersAhead(of: entry, in: laterMembers[entry.block.file] ?? [], units: placedUnits) : (placedUnits, [])
            var placements: [Placement] = !isCandidate(entry) ? []
                : entry.analysis.standsAlone && entry.block.attributes.placement == nil ? [Placement.replacing(entry, in: units) ?? alone(entry, after: units)]
                : Placement.find(for: entry, in: units)
            // A fragment that uses locals of another step goes where they are in scope: in
            // their place, when one of them is nothing but a local (no other place has it);
            // else after the other places, when those do not type-check.
            let needed = Set(entry.analysis.freeNames).intersection(locals[timeline] ?? [])
                .subtracting(entry.analysis.boundNames)
            if isCandidate(entry), entry.block.attributes.placement == nil, !needed.isEmpty {
                let onlyLocals = !needed.isSubset(of: declaredNames(in: timeline))
                let inScope = Placement.localScopes(for: entry, needing: needed, in: units, guessed: !onlyLocals, scopes: scopes)
                if onlyLocals && !inScope.isEmpty { placements = inScope } else { placements += inScope }
            }
            // Names declared before, members of types included: a later function named like a
            // member is that member's new version, not a declaration of its own. Only blocks
            // that are type-checked need them.
            let ahead = placements.isEmpty ? [] : Self.declarationsAhead(of: entry, in: later[entry.block.file] ?? [], after: units)
            var tried: [Job] = []
            let unseen = placements.isEmpty ? [] : Self.unseenNames(of: entry, steps: steps[timeline] ?? [],
                                                                     ignored: ignoredNames[timeline] ?? [], asOf: step)
            for placement in placements {
                var used = Set(entry.analysis.identifiers)
                var own = Set(entry.analysis.moduleNames)
                var candidates = units
                switch placement {
                case .alone:
                    break
                case .inside(let unit):
                    used.formUnion(unit.identifiers)
                    own.formUnion(unit.moduleNames)
                    candidates.removeAll { $0.index == unit.index }
                case .wrapped(let typeName, _, _, _):
                    // A signature in an extension of a framework's protocol (`in=View`) needs
                    // none of the tutorial's views; in one of the tutorial's types, that type.
                    let outer = String(typeName.prefix { $0 != "." })
                    if !placement.isSignature || units.contains(where: { unit in
                        unit.host.analysis.outline.types.contains { $0.name == outer && !$0.isExtension }
                    }) {
                        used.insert(outer)
                    }
                }
                // Extensions whose private methods the block uses share its file; what they use counts too.
                var sameFile: [ContextUnit] = []
                if case .inside(let unit) = placement {
                    sameFile = Self.privateExtensions(of: unit, usedBy: used, among: candidates)
                    used.formUnion(sameFile.flatMap(\.identifiers))
                    own.formUnion(sameFile.flatMap(\.moduleNames))
                    candidates.removeAll { candidate in sameFile.contains { $0.index == candidate.index } }
                }
                let code = placement.blocks(entry).map(\.block.lines.compiled) + sameFile.flatMap(\.blocks).map(\.block.lines.compiled)
                // Later declarations first: they count only where no earlier one has their names.
                let context = context(using: used, declaring: own, earlier: ahead.reversed().filter { own.isDisjoint(with: $0.moduleNames) } + candidates,
                                      code: code, ownSignatures: placement.blocks(entry).flatMap(\.analysis.functionSignatures))
                // The blocks the check sees: its context's hosts and the fragments placed in them.
                var seen = Set(context.flatMap(\.blocks).map(\.index) + [entry.index])
                if case .inside(let unit) = placement { seen.formUnion(unit.blocks.map(\.index)) }
                let elsewhere = (declared[timeline] ?? []).filter { !seen.contains($0.index) }
                    .reduce(into: Set<String>()) { $0.formUnion($1.names) }
                    .subtracting(context.flatMap(\.moduleNames)).subtracting(own)
                let redeclared = own.union(context.flatMap(\.moduleNames)).intersection(coreNames)
                // Blocks the block itself replaces are not left out: it is their new version.
                let leftOut = units
                    .filter { !seen.contains($0.index) && own.isDisjoint(with: $0.moduleNames) }
                    .flatMap(\.moduleNames)
                var placement = placement
                if case .inside(let unit) = placement {
                    let unit = Self.withoutExtendedMembers(unit, context: context)
                    // A place whose file would not hold the block checks nothing of it.
                    guard unit.shows(entry) else { continue }
                    placement = .inside(unit)
                }
                var job = Job(block: entry, placement: placement, context: context, declaredElsewhere: elsewhere,
                              redeclaredCoreNames: redeclared, usedFromLeftOut: Set(leftOut).intersection(entry.analysis.identifiers))
                job.timelineNames = timelineNames[timeline] ?? []
                job.usesUnseen = unseen
                job.ignoredNames = ignoredNames[timeline] ?? []
                job.sameFile = sameFile
                job.membersByType = membersByType[timeline] ?? [:]
                job.timelineCases = casesByTimeline[timeline] ?? []
                tried.append(job)
            }
            var placedInside = false
            if isPreview {
                if var job = tried.first {
                    job.fallbacks = Array(tried.dropFirst())
                    previewJobs[entry.index] = job
                }
                return
            }
            if var job = tried.first {
                job.fallbacks = Array(tried.dropFirst())
                jobs.append(job)
                // A member or a case placed inside a declaration is part of it for the blocks
                // after it — when its place is known, not guessed.
                if case .inside(var unit) = job.placement, !job.placement.isGuess {
                    // Without the members placed ahead for this block only: they come in their own step.
                    unit.splices.removeAll { aheadIndexes.contains($0.fragment.index) }
                    earlier[timeline] = placedUnits.filter { $0.index != unit.index } + [unit]
                    placedInside = true
                }
            }
            if isDeclarationBlock(entry) && !placedInside {
                earlier[timeline, default: []].append(ContextUnit.declaring(entry, after: earlier[timeline] ?? []))
            }
        }
        for entry in planned {
            place(entry, asOf: entry.index)
            for preview in previews[entry.index] ?? [] { place(preview, asOf: entry.index) }
        }
        for index in jobs.indices {
            if let preview = previewJobs[jobs[index].block.index] { jobs[index].previews = [preview] }
        }
        return jobs
    }

    /// Errors for the `case` lines of a fragment that found no `switch` to go in because no
    /// enum of its timeline has their cases (`case .itemsZq:`): a case nothing declares is the
    /// author's slip, at its line, with the case meant. Empty when every case is declared.
    static func unknownCases(of entry: PlannedBlock, timelineNames: Set<String>, known: Set<String>) -> [ReportDiagnostic] {
        guard entry.analysis.context == .switchCases else { return [] }
        var diagnostics: [ReportDiagnostic] = []
        for found in entry.analysis.outline.cases {
            for name in found.names where !timelineNames.contains(name) && !known.contains(name) {
                diagnostics += caseDeclaredNowhere(name, line: entry.block.firstCodeLine + found.firstLine - 1, timelineNames: timelineNames)
            }
        }
        return diagnostics
    }

    /// The error for a case no enum declares, at `line`, and the case meant among `timelineNames`.
    static func caseDeclaredNowhere(_ name: String, line: Int, timelineNames: Set<String>) -> [ReportDiagnostic] {
        [ReportDiagnostic(line: line, column: 0, severity: .error, message: "no enum the tutorial declares has a case '\(name)'")]
            + (nearest(to: name, in: timelineNames).map {
                [ReportDiagnostic(line: line, column: 0, severity: .note, message: "did you mean '\($0)'?")]
            } ?? [])
    }

    /// Where the lone `case` lines of the timelines go that nothing placed (`checked` holds the
    /// blocks that were type-checked, placed): the enum a later block's check looked for one of
    /// their cases in (`BlockVerdict.missingCases`), as the compiler names it. By the index of
    /// the `case` lines' block; the newest such block before the check that missed the case.
    static func placesOfLoneCases(_ planned: [PlannedBlock], verdicts: [BlockVerdict?], checked: Set<Int>,
                                  timelines: [String: String]) -> [Int: String] {
        func timeline(_ entry: PlannedBlock) -> String { timelines[entry.block.file] ?? entry.block.file }
        var types: [String: Set<String>] = [:]
        var enums: [String: Set<String>] = [:]
        for entry in planned where entry.kind != .ignore {
            for type in entry.analysis.outline.types where !type.isExtension {
                let simple = String(type.name.split(separator: ".").last ?? "")
                types[timeline(entry), default: []].insert(simple)
                if type.isEnum { enums[timeline(entry), default: []].insert(simple) }
            }
        }
        func isLoneCases(_ entry: PlannedBlock) -> Bool {
            let names = entry.analysis.outline.memberNames
            return [.fragment, .apple].contains(entry.kind) && entry.block.attributes.placement == nil && !checked.contains(entry.index)
                && !names.isEmpty && names.allSatisfy { $0.hasPrefix("case ") }
        }
        var places: [Int: String] = [:]
        for entry in planned {
            guard let verdict = verdicts[entry.index], !verdict.missingCases.isEmpty else { continue }
            let line = timeline(entry)
            for (name, type) in verdict.missingCases.sorted(by: { $0.key < $1.key }) {
                // `DoctestBlock.AppAction` is `AppAction`.
                var parts = type.split(separator: ".").map(String.init)
                while parts.count > 1, !(types[line] ?? []).contains(parts[0]) { parts.removeFirst() }
                guard let simple = parts.last, (enums[line] ?? []).contains(simple),
                      let lone = planned[..<entry.index].last(where: {
                          timeline($0) == line && isLoneCases($0) && $0.analysis.outline.memberNames.contains("case \(name)")
                      }) else { continue }
                places[lone.index] = places[lone.index] ?? parts.joined(separator: ".")
            }
        }
        return places
    }

    /// Every name each timeline's steps declare (as `Job.timelineNames`), by timeline.
    static func namesByTimeline(_ planned: [PlannedBlock], timelines: [String: String]) -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for entry in planned where entry.kind != .ignore {
            names[timelines[entry.block.file] ?? entry.block.file, default: []].formUnion(stepNames(of: entry))
        }
        return names
    }

    /// What a step declares: its module-level names, its members (a type's new version or an
    /// extension's) as the outline spells them and as code names them, and the locals and
    /// parameters of its bodies.
    static func stepNames(of entry: PlannedBlock) -> [String] {
        let members = spelledMembers(of: entry)
        return entry.analysis.moduleNames + members + members.map(memberName) + entry.analysis.boundNames
    }

    /// The members of a block's types and of the members it holds, as the outline spells them.
    static func spelledMembers(of entry: PlannedBlock) -> [String] {
        let outline = entry.analysis.outline
        return (outline.types.flatMap(\.members) + outline.members).flatMap(\.names).map(Placement.spelled)
    }

    /// A member as code names it: `add` for `case add` and `add(item:)`.
    static func memberName(_ entry: String) -> String {
        let name = entry.hasPrefix("case ") ? String(entry.dropFirst(5)) : entry
        return String(Placement.spelled(name).prefix { $0 != "(" })
    }

    /// A block of statements that uses names only later steps declare, and that no earlier
    /// step declares: the step after which all of them are declared (the block is checked
    /// there too, `Job.previews`); nil for any other block.
    static func previewStep(of entry: PlannedBlock, steps: [(index: Int, names: Set<String>)], cases: [Int: Set<String>],
                            typeCases: [Int: Set<String>]) -> Int? {
        guard isCandidate(entry), [.fragment, .apple].contains(entry.kind), entry.block.attributes.placement == nil,
              entry.analysis.hasTopLevelCode, !isDeclarationBlock(entry), entry.analysis.outline.members.isEmpty,
              entry.analysis.outline.types.isEmpty else { return nil }
        let code = entry.block.lines.compiled
        // A name used as `.items(…)` is a case: the step that declares the case in a type, or
        // else as `case` lines of their own, if one does.
        func usedAsCase(_ name: String) -> Bool {
            code.contains(".\(name)(") || code.contains(".\(name)\n") || code.contains(".\(name))") || code.contains(".\(name),")
        }
        func declaresCase(_ step: Int, _ name: String) -> Bool {
            cases[step]?.contains(name) == true || typeCases[step]?.contains(name) == true
        }
        // A case only a later step declares is unseen even when an earlier step declares a
        // property of that name (`.items(id:route:)` after `var items`).
        let laterCases = Set(entry.analysis.identifiers).filter { name in
            usedAsCase(name) && !steps.contains { $0.index <= entry.index && declaresCase($0.index, name) }
                && steps.contains { $0.index > entry.index && declaresCase($0.index, name) }
        }
        let unseen = unseenNames(of: entry, steps: steps, ignored: []).union(laterCases)
        guard !unseen.isEmpty else { return nil }
        var step = entry.index
        for name in unseen {
            let asCase = usedAsCase(name)
            let declaring = steps.filter { $0.index > entry.index && $0.names.contains(name) }
            let inType = declaring.first { typeCases[$0.index]?.contains(name) == true }
            let alone = declaring.first { cases[$0.index]?.contains(name) == true }
            guard let first = (asCase ? inType ?? alone : nil) ?? declaring.first else { return nil }
            step = max(step, first.index)
        }
        return step
    }

    /// The names `entry` uses that only steps after `asOf` (its own place, unless given) or
    /// steps marked `ignore` declare.
    static func unseenNames(of entry: PlannedBlock, steps: [(index: Int, names: Set<String>)], ignored: Set<String>,
                            asOf: Int? = nil) -> Set<String> {
        var before: Set<String> = []
        var later: Set<String> = []
        let asOf = asOf ?? entry.index
        for step in steps {
            if step.index <= asOf { before.formUnion(step.names) } else { later.formUnion(step.names) }
        }
        return Set(entry.analysis.identifiers).intersection(later.union(ignored)).subtracting(before)
            .subtracting(entry.analysis.boundNames).subtracting(entry.analysis.labelOnlyNames).subtracting(["init", "self"])
    }

    /// For each `compile` and `run` block that uses names the core modules do not declare and
    /// earlier blocks of its timeline do: those declarations' files, oldest first, so that a
    /// program sees what the article declared before it (`let`/`struct` in one block, used two
    /// paragraphs later), under the timeline's rules (the latest version of a type, overloads
    /// added, nothing later). Declarations of Apple-only blocks are left out: a program is built
    /// for Linux.
    static func programContexts(_ planned: [PlannedBlock], timelines: [String: String], coreNames: Set<String>)
        -> [Int: (files: [GeneratedFile], steps: [Harness.Segment])] {
        var earlier: [String: [ContextUnit]] = [:]
        var contexts: [Int: (files: [GeneratedFile], steps: [Harness.Segment])] = [:]
        for entry in planned where entry.kind != .ignore {
            let timeline = timelines[entry.block.file] ?? entry.block.file
            let units = (earlier[timeline] ?? []).filter { unit in
                unit.blocks.allSatisfy { $0.kind != .apple && !$0.imports.contains("SwiftUI") && !$0.imports.contains("UIKit") }
            }
            // Only what it could not find otherwise: the names it uses that neither it nor the
            // core modules declare (a core module's type stays the core module's).
            let used = Set(entry.analysis.freeNames + entry.analysis.referencedTypes).subtracting(coreNames)
            if [.compile, .run].contains(entry.kind), entry.analysis.syntaxErrors.isEmpty, entry.analysis.attributeError == nil,
               !units.isEmpty, !used.isEmpty {
                let context = context(using: used, declaring: Set(entry.analysis.moduleNames), earlier: units,
                                      code: [entry.block.lines.compiled], ownSignatures: entry.analysis.functionSignatures)
                if !context.isEmpty {
                    // A program of top-level code runs the earlier steps it builds on, whole, before
                    // its own lines; the declarations of the others are files of its module.
                    let isStep = { (unit: ContextUnit) in
                        entry.analysis.runStyle == .topLevel && entry.kind == .run && unit.host.kind == .run
                            && unit.host.analysis.runStyle == .topLevel && unit.splices.isEmpty && unit.removedTypes.isEmpty
                    }
                    let files = context.filter { !isStep($0) }.enumerated().map { offset, unit in
                        GeneratedFile(name: "Earlier\(offset).swift",
                                      contents: Harness.source(of: unit.segments, header: "\(unit.host.block.file):\(unit.host.block.line)",
                                                               settings: unit.host.settings))
                    }
                    let steps = context.filter(isStep).sorted { $0.host.index < $1.host.index }.map { unit in
                        Harness.Segment(file: unit.host.block.file, line: unit.host.block.firstCodeLine, text: unit.host.block.lines.compiled)
                    }
                    contexts[entry.index] = (files, steps)
                }
            }
            if isDeclarationBlock(entry) {
                earlier[timeline, default: []].append(ContextUnit.declaring(entry, after: earlier[timeline] ?? []))
            }
        }
        return contexts
    }

    /// A block that stands alone: as a file, or — a new declaration of a class that keeps
    /// members of its earlier version it does not show ("sustituye la función bind por esta
    /// otra") — with those members, as later blocks will see it.
    static func alone(_ entry: PlannedBlock, after units: [ContextUnit]) -> Placement {
        guard !entry.analysis.hasTopLevelCode, isDeclarationBlock(entry) else { return .alone }
        let unit = ContextUnit.declaring(entry, after: units)
        return unit.splices.isEmpty ? .alone : .inside(unit)
    }

    /// `units` with the members `later` places (`in=Type`) after `entry` placed in them now,
    /// those whose names nothing before `entry` declares; and the indexes of those members.
    static func membersAhead(of entry: PlannedBlock, in later: [PlannedBlock], units: [ContextUnit]) -> ([ContextUnit], Set<Int>) {
        // Methods, and properties with a value: a case, an initializer or a stored property
        // without one changes what the type's other code must handle.
        let ahead = later.filter { member in
            member.index > entry.index
                && member.analysis.outline.memberNames.allSatisfy { !$0.hasPrefix("case ") && !$0.hasPrefix("init(") }
                && member.analysis.outline.memberNames.contains { $0.contains("(") }
                && member.analysis.propertiesHaveValues
        }
        guard !ahead.isEmpty else { return (units, []) }
        var units = units
        var placed: Set<Int> = []
        var declaredBefore = Set(units.flatMap(\.moduleNames))
            .union(units.flatMap { unit in unit.containers.flatMap { unit.memberNames(of: $0) } })
            .union(entry.analysis.outline.memberNames)
        for member in ahead {
            let names = member.analysis.outline.memberNames
            guard declaredBefore.isDisjoint(with: names),
                  case .inside(let unit)? = Placement.find(for: member, in: units).first else { continue }
            units = units.filter { $0.index != unit.index } + [unit]
            placed.insert(member.index)
            declaredBefore.formUnion(names)
        }
        return (units, placed)
    }

    /// The units among `candidates` that extend a type of `unit` with `private` methods that
    /// `used` names (see `Job.sameFile`).
    static func privateExtensions(of unit: ContextUnit, usedBy used: Set<String>, among candidates: [ContextUnit]) -> [ContextUnit] {
        let types = Set(unit.containers.map(\.name))
        return candidates.filter { candidate in
            !used.isDisjoint(with: candidate.host.analysis.privateExtensionMembers)
                && candidate.host.analysis.outline.types.contains { $0.isExtension && types.contains($0.name) }
        }
    }

    /// The methods and properties each extension of `unit`'s host declares, by extended type:
    /// a new version of those members (see `context(using:declaring:earlier:code:ownSignatures:)`).
    static func extendedMembers(of unit: ContextUnit) -> [(type: String, names: Set<String>)] {
        unit.host.analysis.outline.types.filter(\.isExtension).compactMap { type in
            let names = Set(type.members.flatMap(\.names).filter { !$0.hasPrefix("case ") })
            return names.isEmpty ? nil : (type.name, names)
        }
    }

    /// The unit a block is placed in, without the members that extensions of its context
    /// declare anew: `func add(item:)` placed in the class by one part and declared again in an
    /// extension by the next is one method in its newer version, not a redeclaration.
    static func withoutExtendedMembers(_ unit: ContextUnit, context: [ContextUnit]) -> ContextUnit {
        var unit = unit
        for candidate in context {
            for (type, names) in extendedMembers(of: candidate) {
                unit = unit.withoutMembers(names, of: type, before: candidate.host.index)
            }
        }
        return unit
    }

    /// The declarations `entry`'s article shows after it whose names nothing before it
    /// declares: what the block may use from the same step.
    static func declarationsAhead(of entry: PlannedBlock, in later: [ContextUnit], after units: [ContextUnit]) -> [ContextUnit] {
        guard later.contains(where: { $0.index > entry.index }) else { return [] }
        let declaredBefore = Set(units.flatMap(\.moduleNames))
            .union((units.map(\.host) + [entry]).flatMap { $0.analysis.outline.types.flatMap(\.members).flatMap(\.names) }.map(Placement.spelled))
            // Members placed in a type since (`in=AlarmsListViewModel`, `func add(item:)`) are declared too.
            .union(units.flatMap(\.splices).flatMap(\.names).map(Placement.spelled))
        return later.filter {
            $0.index > entry.index && !$0.moduleNames.isEmpty && declaredBefore.isDisjoint(with: $0.moduleNames)
        }
    }

    /// The earlier units a block builds on, oldest first: of the latest version of each
    /// declaration (newest first, a unit is kept unless a later one, or the block itself,
    /// declares one of its names — `own`), those the block uses, and those they use in turn:
    /// a view that used an old member must not stand in the way of the model's new version.
    static func context(using identifiers: Set<String>, declaring own: Set<String>, earlier: [ContextUnit],
                        code: [String], ownSignatures: [String] = []) -> [ContextUnit] {
        var taken = own
        // Functions by name, with their signatures: one of another signature is an overload,
        // which adds to the module; one of the same signature is a new version, which replaces.
        var takenSignatures = Self.signaturesByName(ownSignatures)
        func clashes(_ names: Set<String>, _ signatures: [String: Set<String>]) -> Set<String> {
            names.intersection(taken).filter { name in
                guard let mine = signatures[name], let theirs = takenSignatures[name] else { return true }
                return !mine.isDisjoint(with: theirs)
            }
        }
        var latest: [ContextUnit] = []
        // The module names of each unit of `latest`, read once (the getter filters).
        var latestNames: [[String]] = []
        for candidate in earlier.reversed() {
            let declared = candidate.moduleNames
            let names = Set(declared)
            guard !names.isEmpty else { continue }
            let signatures = Self.signaturesByName(candidate.blocks.flatMap(\.analysis.functionSignatures))
            let clash = clashes(names, signatures)
            if clash.isEmpty {
                taken.formUnion(names)
                for (name, these) in signatures { takenSignatures[name, default: []].formUnion(these) }
                latest.append(candidate)
                latestNames.append(declared)
            } else if !names.isSubset(of: taken), let rest = candidate.withoutTypes(clash) {
                // A later block declares some of its types anew: the others still count.
                taken.formUnion(names)
                latest.append(rest)
                latestNames.append(rest.moduleNames)
            }
        }
        // Methods a later extension declares anew (`extension AlarmsListViewModel { func
        // add(item:) … }` after the class had one) replace the earlier ones.
        for (extending, candidate) in latest.enumerated() {
            for (type, names) in Self.extendedMembers(of: candidate) {
                let outer = String(type.prefix { $0 != "." })
                for other in latest.indices where other != extending && latestNames[other].contains(outer) {
                    latest[other] = latest[other].withoutMembers(names, of: type, before: candidate.host.index)
                }
            }
        }
        var used = identifiers
        // A member named like a keyword (`case`, as in `binding.case(path)`) is spelled as a
        // keyword, not an identifier, where it is used.
        for name in latestNames.joined() where name.hasPrefix("`") {
            let bare = String(name.dropFirst().dropLast())
            if (code + latest.flatMap(\.blocks).map(\.block.lines.compiled)).contains(where: { $0.contains(".\(bare)(") }) {
                used.insert(name)
            }
        }
        // `T: Protocol` names a conformance an extension adds to a type the code uses: `T` counts.
        let lookedUp = latestNames.map { names in names.map { String($0.split(separator: ":").first ?? Substring($0)) } }
        var needed: Set<Int> = []
        var grew = true
        while grew {
            grew = false
            for (offset, candidate) in latest.enumerated() where !needed.contains(candidate.index) {
                guard latestNames[offset].contains(where: used.contains) || lookedUp[offset].contains(where: used.contains) else { continue }
                needed.insert(candidate.index)
                used.formUnion(candidate.identifiers)
                grew = true
            }
        }
        return latest.reversed().filter { needed.contains($0.index) }
    }

    /// `saludo()`, `saludo(nombre:)` by their name, `saludo`.
    static func signaturesByName(_ signatures: [String]) -> [String: Set<String>] {
        signatures.reduce(into: [:]) { $0[String($1.prefix { $0 != "(" }), default: []].insert($1) }
    }

    /// The modules a job's files import besides their article's: the interface modules its
    /// code needs. UIKit code that does not import SwiftUI gets UIKit alone (SwiftUI's
    /// `Section` view would otherwise stand in for a missing `enum Section`, which Xcode would
    /// not do either); over ItemsCore, TCA 0.39.1 (`ComposableArchitecture`, as a 0.x app's
    /// files import it) and ItemsCore's SwiftUI half (`ComposableArchitectureViews`).
    static func extraImports(own ownBlocks: [PlannedBlock], all blocks: [PlannedBlock]) -> [String] {
        let own = Set(ownBlocks.flatMap(\.analysis.imports))
        let all = blocks.flatMap(\.imports)
        var modules = own.contains("UIKit") && !own.contains("SwiftUI") ? ["UIKit"] : ["SwiftUI"]
        if all.contains("ItemsCore") { modules += ["ComposableArchitecture", "ComposableArchitectureViews"] }
        return modules
    }

    /// Everything a type-check verdict depends on.
    func cacheKey(_ job: Job, imports: [String]) -> String {
        // What the verdict's reading of the compiler's errors depends on besides the code: the
        // names the tutorial declares elsewhere, and which of the block's names it declares at all.
        let names = [job.declaredElsewhere.sorted(), job.usedFromLeftOut.sorted(), job.redeclaredCoreNames.sorted(), job.usesUnseen.sorted(),
                     job.membersByType.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.sorted().joined(separator: ";"))" },
                     job.timelineCases.sorted(),
                     Set(job.block.analysis.identifiers).intersection(job.timelineNames).sorted()]
            .map { $0.joined(separator: ",") }.joined(separator: "|")
        let parts = [Harness.version, Self.version, BlockSymbols.version, AppleAPICatalog.shared.digest, job.block.textHash, job.block.settings.cacheKeyText, job.placement.cacheKeyText, names]
            + job.context.map(\.cacheKeyText) + job.sameFile.map { "same file " + $0.cacheKeyText }
            + [toolchain.linkage(for: imports).fingerprint, toolchain.compilerFingerprint]
        return SHA256.hex(parts.joined(separator: "\u{1}"))
    }

    /// The verdicts the cache has, and the invocations the other jobs share: what is known
    /// before the compiler runs.
    struct Prepared: Sendable {
        var cached: [(Int, BlockVerdict)] = []
        var groups: [[TypecheckGroups.Placed]] = []
    }

    /// Looks the jobs' verdicts up in the cache, writes the files of the others and groups
    /// them into shared invocations (no compiler yet: this can run while the compile stage does).
    func prepare(_ all: [Job], tracker: ProgressTracker) -> Prepared {
        var prepared = Prepared()
        var uncached: [TypecheckGroups.Member] = []
        for job in all {
            let key = verdictKey(job)
            if let verdict = cached(job, key: key) {
                tracker.done(job.block, verdict.status, fromCache: true)
                prepared.cached.append((job.block.index, verdict))
            } else {
                uncached.append(TypecheckGroups.Member(job: job, key: key, files: files(for: job)))
            }
        }
        prepared.groups = TypecheckGroups.groups(uncached)
        return prepared
    }

    /// Type-checks the prepared jobs, `jobs` compiler invocations at a time: the shared
    /// invocations (`TypecheckGroups`; a job whose shared invocation does not clear it is
    /// checked on its own), then the other guesses of the jobs whose guessed place did not
    /// type-check. Returns every verdict by block index, the cached ones too.
    func check(_ prepared: Prepared, jobs: Int, tracker: ProgressTracker) async -> [(Int, BlockVerdict)] {
        var results = await checkPlaces(prepared, jobs: jobs, tracker: tracker)
        // Blocks left unverified for want of what only a later step declares: checked where
        // that step stands (`Job.previews`); that check's verdict counts when it passes, or
        // fails with every unqualified name found (a wrong place for the preview misses
        // names; a missing member is the preview's own slip).
        let waiting = results.enumerated().compactMap { offset, result -> (offset: Int, member: TypecheckGroups.Member)? in
            guard case .declaredInAnotherStep = result.verdict.unverified, let member = result.member,
                  !member.job.previews.isEmpty else { return nil }
            return (offset, member)
        }
        let previewed = await waiting.mapConcurrently(jobs: jobs) { waiting in await checkPreview(waiting.member.job.previews[0]) }
        for (waiting, verdict) in zip(waiting, previewed) where verdict.status == .failed && verdict.findsNames || verdict.passedTypecheck {
            results[waiting.offset].verdict = verdict
            store(verdict, of: waiting.member)
        }
        return results.map { ($0.index, $0.verdict) }
    }

    /// A preview's verdict where the step it previews stands: its place, then — a guess that
    /// does not type-check — its other guesses.
    private func checkPreview(_ job: Job) async -> BlockVerdict {
        let first = Self.locating(await typecheck(job, files: files(for: job), recovering: true), of: job)
        guard job.placement.isGuess, !first.passedTypecheck, !job.fallbacks.isEmpty else { return first }
        var guesses: [BlockVerdict] = []
        for fallback in job.fallbacks {
            let verdict = Self.locating(await typecheck(fallback, files: files(for: fallback), recovering: true), of: fallback)
            guesses.append(verdict)
            if verdict.passedTypecheck { break }
        }
        return decide(job, first: first, guesses: guesses)
    }

    /// The verdicts of the prepared jobs in their places (see `check(_:jobs:tracker:)`), with
    /// the member each was checked as (nil for a verdict from the cache).
    private func checkPlaces(_ prepared: Prepared, jobs: Int, tracker: ProgressTracker)
        async -> [(index: Int, verdict: BlockVerdict, member: TypecheckGroups.Member?)]
    {
        var results: [(index: Int, verdict: BlockVerdict, member: TypecheckGroups.Member?)] =
            prepared.cached.map { ($0.0, $0.1, nil) }
        // The jobs in their first places; then the other guesses of those whose guessed
        // place did not type-check, all at once, sharing invocations too (without renaming:
        // most guesses fail, and a renamed one that fails is checked again alone).
        var pending: [(member: TypecheckGroups.Member, first: BlockVerdict)] = []
        for (member, checked) in await checkGroups(prepared.groups, jobs: jobs) {
            switch checked {
            case .done(let verdict):
                tracker.done(member.job.block, verdict.status, fromCache: false)
                results.append((member.job.block.index, verdict, member))
            case .guessesLeft(let member, let first):
                pending.append((member, first))
            }
        }
        guard !pending.isEmpty else { return results }
        var guesses: [TypecheckGroups.Member] = []
        for (member, _) in pending {
            for (offset, fallback) in member.job.fallbacks.enumerated() {
                var job = fallback
                job.fallbacks = []
                guesses.append(TypecheckGroups.Member(job: job, key: "", files: files(for: job), place: offset + 1))
            }
        }
        var verdicts: [Int: [Int: BlockVerdict]] = [:]
        for (member, checked) in await checkGroups(TypecheckGroups.groups(guesses, renaming: false), jobs: jobs) {
            if case .done(let verdict) = checked { verdicts[member.job.block.index, default: [:]][member.place] = verdict }
        }
        for (member, first) in pending {
            let tried = verdicts[member.job.block.index] ?? [:]
            let verdict = decide(member, first: first, guesses: member.job.fallbacks.indices.compactMap { tried[$0 + 1] })
            tracker.done(member.job.block, verdict.status, fromCache: false)
            results.append((member.job.block.index, verdict, member))
        }
        return results
    }

    /// Checks the groups, `jobs` compiler invocations at a time.
    private func checkGroups(_ groups: [[TypecheckGroups.Placed]], jobs: Int) async -> [(TypecheckGroups.Member, Checked)] {
        await groups.mapConcurrently(jobs: jobs) { await check($0) }.flatMap { $0 }
    }

    /// The key of a job's verdict in the cache: its place and its fallbacks'.
    func verdictKey(_ job: Job) -> String {
        SHA256.hex(([job] + job.fallbacks + job.previews.flatMap { [$0] + $0.fallbacks }).map { cacheKey($0, imports: $0.imports.all) }
            .joined(separator: "+"))
    }

    /// The job's verdict from the cache (under its `verdictKey`), if a run before left one.
    func cached(_ job: Job, key: String) -> BlockVerdict? {
        guard let cached = cache.load(CachedVerdict.self, from: .results, key: key) else { return nil }
        var verdict = BlockVerdict(status: cached.status, diagnostics: cached.diagnostics(fenceLine: job.block.block.line), isCacheable: false,
                                   checked: cached.level, unverified: cached.reason)
        verdict.missingCases = cached.missingCases ?? [:]
        verdict.place = cached.place
        verdict.wholeFile = cached.wholeFile
        verdict.symbols = cached.symbols
        return verdict
    }

    /// Keeps a job's verdict for the next run (under its `verdictKey`).
    func store(_ verdict: BlockVerdict, of member: TypecheckGroups.Member) {
        guard verdict.isCacheable, member.place == 0 else { return }
        cache.store(CachedVerdict(status: verdict.status, diagnostics: verdict.diagnostics, output: "",
                                  fenceLine: member.job.block.block.line, level: verdict.checked, reason: verdict.unverified,
                                  missingCases: verdict.missingCases, place: verdict.place, wholeFile: verdict.wholeFile,
                                  symbols: verdict.symbols),
                    on: .results, key: member.key)
    }

    /// What checking a job in its place left: its verdict, or — its place a guess that did not
    /// type-check — that place's verdict, with the other guesses still to try (`check(_:jobs:tracker:)` tries
    /// them, sharing invocations as the first places do).
    enum Checked: Sendable {
        case done(BlockVerdict)
        case guessesLeft(TypecheckGroups.Member, first: BlockVerdict)
    }

    /// Type-checks one block the cache did not answer, in its context, on its own.
    func check(_ member: TypecheckGroups.Member) async -> Checked {
        settle(member, first: await typecheck(member.job, files: member.files))
    }

    /// `verdict` with the place `job` checked its block in, when it passed there cleanly: the
    /// reader is told where a fragment goes only where the compiler accepted it. Where it
    /// passed only beside other blocks' errors, a placed fragment's place is `unconfirmed`
    /// (the place tried is not named: it may be wrong) and it has no whole file. Every verdict
    /// of a place passes here once: in `settle`, or for a preview in `checkPreview`.
    static func locating(_ verdict: BlockVerdict, of job: Job) -> BlockVerdict {
        var verdict = verdict
        guard verdict.passedTypecheck else { return verdict }
        let place = job.placement.place(of: job.block)
        if verdict.passedDespiteOthers {
            verdict.place = place.map { _ in BlockPlace(site: .unconfirmed, type: nil, guessed: false) }
        } else {
            verdict.place = place
            verdict.wholeFile = job.placement.file(of: job.block, sameFile: job.sameFile, context: job.context)
        }
        return verdict
    }

    /// The member's check, once its place gave `verdict`: the block's verdict (kept in the
    /// cache), unless other guesses are left to try. A member that stands for another guess
    /// (`place` above 0) gives that guess's verdict as it is.
    func settle(_ member: TypecheckGroups.Member, first verdict: BlockVerdict) -> Checked {
        let verdict = Self.locating(verdict, of: member.job)
        if member.place > 0 { return .done(verdict) }
        if !member.job.fallbacks.isEmpty && (!verdict.passedTypecheck || verdict.passedDespiteOthers) {
            return .guessesLeft(member, first: verdict)
        }
        return .done(decide(member, first: verdict, guesses: []))
    }

    /// The verdict of a block checked in its first place and in its other guesses, in order
    /// (the guesses after one that type-checks do not count); kept in the cache.
    func decide(_ member: TypecheckGroups.Member, first: BlockVerdict, guesses: [BlockVerdict]) -> BlockVerdict {
        let verdict = decide(member.job, first: first, guesses: guesses)
        store(verdict, of: member)
        return verdict
    }

    /// `decide(_:first:guesses:)` for a job, without keeping the verdict.
    func decide(_ job: Job, first: BlockVerdict, guesses: [BlockVerdict]) -> BlockVerdict {
        // A guessed place that does not type-check gives way to the next guess; with none
        // passing, the first one's verdict stands.
        // A place that passed only with errors in other blocks' bodies (the compiler may have
        // stopped before the block's lines) is weaker than a clean pass: it stands only where
        // no place failed for a name nothing declares.
        func isClean(_ verdict: BlockVerdict) -> Bool { verdict.passedTypecheck && !verdict.passedDespiteOthers }
        // No place says anything when the compiler could not run.
        if first.notCompiled { return first }
        var verdict = first
        var doubt: BlockVerdict? = first.unverified != nil ? first : nil
        // The author's errors that every place tried has: they do not depend on the place.
        var everywhere = first.status == .failed ? first.authorErrors : []
        var certainEverywhere = first.status == .failed ? first.certainErrors : []
        var places = 1
        var tried = [first]
        for next in guesses where !isClean(verdict) {
            places += 1
            tried.append(next)
            // A place where the compiler stopped before the block says nothing of its names.
            if next.passedDespiteOthers { continue }
            if case .dependsOnFailingBlocks = next.unverified { doubt = doubt ?? next; continue }
            everywhere = next.status == .failed ? everywhere.intersection(next.authorErrors) : []
            certainEverywhere = next.status == .failed ? certainEverywhere.intersection(next.certainErrors) : []
            if next.passedTypecheck { verdict = next } else if next.unverified != nil { doubt = doubt ?? next }
        }
        if !isClean(verdict), let weak = tried.first(where: \.passedDespiteOthers) {
            if tried.contains(where: { $0.status == .failed && !$0.certainErrors.isEmpty }) {
                if verdict.passedDespiteOthers { verdict = tried.first { $0.status == .failed } ?? verdict }
            } else {
                verdict = weak
            }
        }
        // Where no place passes: an error about a name nothing declares (`viewModel.isSwiftUIZq`),
        // in every place, is the author's, and so is any error that two or more places share
        // (`Text(5)`); else a place where a name the block needs is missing outweighs the
        // failures of the others; and where every guess fails, the place, not the code, may be
        // wrong: the block is unverified — unless one place alone finds every name the block
        // uses (`self.viewModel.items` in the list's view, not in the row's): its errors are
        // the author's.
        let resolving = tried.filter(\.resolvesNames)
        if !verdict.passedTypecheck, job.placement.isGuess {
            if !certainEverywhere.isEmpty || places >= 2 && !everywhere.isEmpty {
                // Reported from a place that finds every name the block uses, where there is one.
                verdict = tried.first { $0.status == .failed && $0.findsNames } ?? tried.first { $0.status == .failed } ?? first
            } else if places >= 2, resolving.count == 1, let found = resolving.first {
                verdict = found
            } else if let doubt {
                verdict = doubt
            } else {
                verdict = Self.unverified(.placeUnknown)
            }
        }
        return verdict
    }

    /// The files of a job: its own (first), then one per unit of its context.
    func files(for job: Job) -> [GeneratedFile] {
        let block = job.block.block
        let extra = job.imports.extra
        let header = "\(block.file):\(block.line)"
        let ownFile: String
        switch job.placement {
        case .alone:
            ownFile = Harness.source(for: block, settings: job.block.settings, extraImports: extra)
        case .inside(let unit):
            ownFile = Harness.source(of: unit.segments + job.sameFile.flatMap(\.segments), header: header,
                                     settings: unit.host.settings, extraImports: extra)
        case .wrapped(_, let prefix, let suffix, _):
            // The wrapper's opening line stands for the fence line: its errors are not the block's.
            // Its member is named after the block, so that wrappers can share a module.
            let code = "\(prefix.replacingOccurrences(of: "__sitegenSnippet", with: "__sitegenSnippet\(job.block.index)"))\n\(block.lines.compiled)\n\(suffix)"
            ownFile = Harness.source(of: [Harness.Segment(file: block.file, line: block.firstCodeLine - 1, text: code)],
                                     header: header, settings: job.block.settings, extraImports: extra)
        }
        var files = [GeneratedFile(name: job.isMain ? "main.swift" : "Block.swift", contents: ownFile)]
        for (offset, earlier) in job.context.enumerated() {
            files.append(GeneratedFile(name: "Earlier\(offset).swift",
                                       contents: Harness.source(of: earlier.segments, header: "\(earlier.host.block.file):\(earlier.host.block.line)",
                                                                settings: earlier.host.settings, extraImports: extra)))
        }
        return files
    }

    /// Type-checks one block in one place (`files`, see `files(for:)`), without the cache.
    ///
    /// `recovering`: when the check builds on a declaration one of whose types does not
    /// resolve, the check runs again with that type stood in for (`StandIns`), so that the
    /// block's own errors are not hidden behind the declaration's.
    private func typecheck(_ job: Job, files: [GeneratedFile], recovering: Bool = false) async -> BlockVerdict {
        let outcome = await compileForTypecheck(job, files)
        var verdict = Self.verdict(for: job, outcome, suggestions: suggestions, interfaceNames: interfaceNames)
        if verdict.passedTypecheck, let occurrences = outcome.occurrences.first, let primary = files.first {
            verdict.symbols = BlockSymbols.make(occurrences, generated: primary.contents, block: job.block.block, modules: moduleNames,
                                                implicit: outcome.syntaxTrees.first.map { ImplicitNames.references(inTree: $0, modules: moduleNames) } ?? [])
        }
        let block = job.block.block
        guard recovering, !verdict.passedTypecheck,
              let repaired = StandIns.repaired(files, errors: outcome.diagnostics.filter { $0.severity == .error && !block.owns($0) })
        else { return verdict }
        var recovered = await compileForTypecheck(job, repaired)
        let touched = recovered.diagnostics.contains { block.owns($0) && StandIns.involves($0) }
        recovered.diagnostics.removeAll(where: StandIns.involves)
        if !recovered.diagnostics.contains(where: { $0.severity == .error }) { recovered.succeeded = true }
        let second = Self.verdict(for: job, recovered, suggestions: suggestions, interfaceNames: interfaceNames)
        // What the stand-in took the place of was never checked against the block.
        return touched && second.status != .failed ? Self.unverified(.dependsOnFailingBlocks) : second
    }

    /// One type-check invocation of `files` (kept with `SITEGEN_DOCTEST_KEEP`). A block that
    /// may use names the compiler declares (`$0`) has its syntax tree written too (`ImplicitNames`).
    private func compileForTypecheck(_ job: Job, _ files: [GeneratedFile]) async -> CompileOutcome {
        let folder = workFolder.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let trees = compiler.indexStoreLibrary != nil && ImplicitNames.mayHave(in: job.block.block.lines.compiled)
        let outcome = await compiler.compile(files, product: .typecheck(primaryFiles: 1, dumpingTrees: trees),
                                             linkage: toolchain.linkage(for: job.imports.all), parseAsLibrary: !job.isMain, in: folder)
        if let keep = keepFolder { Self.keep(files, outcome, of: job, in: keep) }
        return outcome
    }

    /// Leaves a type-check's files and the compiler's output in `folder/<article>-<line>-<n>/`.
    static func keep(_ files: [GeneratedFile], _ outcome: CompileOutcome, of job: Job, in folder: URL) {
        let block = job.block.block
        let name = "\(block.file.split(separator: "/").last ?? "")-\(block.line)"
        let fileManager = FileManager.default
        var attempt = 1
        while fileManager.fileExists(atPath: folder.appendingPathComponent("\(name)-\(attempt)").path) { attempt += 1 }
        let target = folder.appendingPathComponent("\(name)-\(attempt)")
        try? fileManager.createDirectory(at: target, withIntermediateDirectories: true)
        for file in files { try? file.contents.write(to: target.appendingPathComponent(file.name), atomically: true, encoding: .utf8) }
        let summary = "placed \(job.placement.summary)\n\n\(outcome.output)"
        try? summary.write(to: target.appendingPathComponent("compiler-output.txt"), atomically: true, encoding: .utf8)
    }
}
