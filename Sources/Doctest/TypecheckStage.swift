import Foundation
import Markdown

/// The `typechecked` level: Apple-only blocks and fragments are type-checked against the core
/// modules and the project's interface modules of Apple's frameworks (`SwiftUI`, `UIKit`,
/// `ComposableArchitectureViews`), each where it stands in the tutorial.
///
/// A block sees the declarations of the earlier blocks of its timeline (its article, and the
/// earlier articles of its series): of the earlier blocks that only declare things (no
/// top-level statements, parsed as a file), the latest version of each declaration — a later
/// block, or the block itself, that declares one of the same names replaces the earlier one,
/// as the tutorial evolves a type from one step to the next — and of those, the ones the
/// block uses and the ones they use in turn, each as one more file of the module
/// (`context(for:earlier:)`). Names the tutorial never declared come from the core modules.
///
/// What a failed type-check means:
/// - an error on the block's own lines is a failure of the block, with the compiler's message,
///   unless one of them is `cannot find 'X' in scope`: the block uses a name declared by code
///   the tutorial does not show (the other errors may follow from it), so it keeps the
///   `parsed` level with that reason;
/// - errors only in the earlier blocks it builds on leave it `parsed` too (those blocks fail
///   on their own account), and so do errors that name a declaration the context could not
///   bring, or a type of which the tutorial and a core module each have a version.
struct TypecheckStage: Sendable {
    /// Bump when what a type-check's outcome means changes: it is part of every verdict's key.
    static let version = "sitegen-typecheck-9"

    /// The interface modules, in the order a block imports them.
    static let interfaceModules = ["SwiftUI", "UIKit", "ComposableArchitectureViews"]

    var toolchain: Toolchain
    var compiler: Compiler
    var cache: DiskCache
    var workFolder: URL

    /// A block to type-check and the earlier blocks it builds on, oldest first.
    struct Job: Sendable {
        var block: PlannedBlock
        var context: [PlannedBlock]
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

        /// Everything the job's files import: the interface modules its code needs, and the
        /// modules its blocks and their articles import.
        var imports: (extra: [String], all: [String]) {
            let extra = TypecheckStage.extraImports(for: self)
            return (extra, Array(Set(([block] + context).flatMap(\.imports) + extra)).sorted())
        }
    }

    /// Whether the build has the interface modules (an older build folder may not).
    static func isAvailable(_ toolchain: Toolchain) -> Bool {
        interfaceModules.allSatisfy { toolchain.modules[$0] != nil }
    }

    /// Blocks whose check the author left to sitegen and that read as Swift files: the
    /// Apple-only blocks and the fragments that parse at file level.
    static func isCandidate(_ entry: PlannedBlock) -> Bool {
        (entry.kind == .apple || entry.kind == .fragment) && entry.analysis.standsAlone
            && entry.analysis.syntaxErrors.isEmpty && entry.analysis.attributeError == nil
            && entry.block.attributes.doctestWords.subtracting([.compileFail]).isEmpty
    }

    /// A block that can be context for later blocks: declarations only, read as a file, checked by sitegen.
    static func isDeclarationBlock(_ entry: PlannedBlock) -> Bool {
        [.compile, .apple, .fragment].contains(entry.kind) && entry.analysis.standsAlone
            && !entry.analysis.hasTopLevelCode && entry.analysis.syntaxErrors.isEmpty
            && entry.analysis.attributeError == nil && !entry.analysis.expectsCompileFailure
            && entry.analysis.runStyle == nil && !entry.block.attributes.contains(.ignore)
    }

    /// The jobs for `planned` (in reading order), with each candidate's context.
    static func jobs(_ planned: [PlannedBlock], timelines: [String: String], coreNames: Set<String> = []) -> [Job] {
        var earlier: [String: [PlannedBlock]] = [:]
        var declared: [String: [(index: Int, names: Set<String>)]] = [:]
        for entry in planned where entry.kind != .ignore {
            declared[timelines[entry.block.file] ?? entry.block.file, default: []].append((entry.index, Set(entry.analysis.moduleNames)))
        }
        var jobs: [Job] = []
        for entry in planned {
            let timeline = timelines[entry.block.file] ?? entry.block.file
            if isCandidate(entry) {
                let context = context(for: entry, earlier: earlier[timeline] ?? [])
                let seen = Set(context.map(\.index) + [entry.index])
                let elsewhere = (declared[timeline] ?? []).filter { !seen.contains($0.index) }
                    .reduce(into: Set<String>()) { $0.formUnion($1.names) }
                    .subtracting(context.flatMap(\.analysis.moduleNames)).subtracting(entry.analysis.moduleNames)
                let redeclared = Set(([entry] + context).flatMap(\.analysis.moduleNames)).intersection(coreNames)
                // Blocks the block itself replaces are not left out: it is their new version.
                let own = Set(entry.analysis.moduleNames)
                let leftOut = (earlier[timeline] ?? [])
                    .filter { !seen.contains($0.index) && own.isDisjoint(with: $0.analysis.moduleNames) }
                    .flatMap(\.analysis.moduleNames)
                jobs.append(Job(block: entry, context: context, declaredElsewhere: elsewhere, redeclaredCoreNames: redeclared,
                                usedFromLeftOut: Set(leftOut).intersection(entry.analysis.identifiers)))
            }
            if isDeclarationBlock(entry) { earlier[timeline, default: []].append(entry) }
        }
        return jobs
    }

    /// The earlier blocks `entry` builds on, oldest first: of the latest version of each
    /// declaration (newest first, a block is kept unless a later one, or `entry`, declares
    /// one of its names), those `entry` uses, and those they use in turn — a view that used
    /// an old member must not stand in the way of the model's new version.
    static func context(for entry: PlannedBlock, earlier: [PlannedBlock]) -> [PlannedBlock] {
        var taken = Set(entry.analysis.moduleNames)
        var latest: [PlannedBlock] = []
        for candidate in earlier.reversed() {
            let names = Set(candidate.analysis.moduleNames)
            guard !names.isEmpty, taken.isDisjoint(with: names) else { continue }
            taken.formUnion(names)
            latest.append(candidate)
        }
        var used = Set(entry.analysis.identifiers)
        // A member named like a keyword (`case`, as in `binding.case(path)`) is spelled as a
        // keyword, not an identifier, where it is used.
        for candidate in latest {
            for name in candidate.analysis.moduleNames where name.hasPrefix("`") {
                let bare = String(name.dropFirst().dropLast())
                if ([entry] + latest).contains(where: { $0.block.lines.compiled.contains(".\(bare)(") }) { used.insert(name) }
            }
        }
        var needed: Set<Int> = []
        var grew = true
        while grew {
            grew = false
            for candidate in latest where !needed.contains(candidate.index) {
                // `T: Protocol` names a conformance an extension adds to a type the code uses.
                let uses = candidate.analysis.moduleNames.contains { name in
                    used.contains(name) || name.split(separator: ":").first.map { used.contains(String($0)) } == true
                }
                guard uses else { continue }
                needed.insert(candidate.index)
                used.formUnion(candidate.analysis.identifiers)
                grew = true
            }
        }
        return latest.reversed().filter { needed.contains($0.index) }
    }

    /// The modules a job's files import besides their article's: the interface modules its
    /// code needs. UIKit code that does not import SwiftUI gets UIKit alone (SwiftUI's
    /// `Section` view would otherwise stand in for a missing `enum Section`, which Xcode would
    /// not do either); `ComposableArchitectureViews` only over ItemsCore.
    static func extraImports(for job: Job) -> [String] {
        let own = Set(job.block.analysis.imports)
        let all = ([job.block] + job.context).flatMap(\.imports)
        var modules = own.contains("UIKit") && !own.contains("SwiftUI") ? ["UIKit"] : ["SwiftUI"]
        if all.contains("ItemsCore") { modules.append("ComposableArchitectureViews") }
        return modules
    }

    /// Everything a type-check verdict depends on.
    func cacheKey(_ job: Job, imports: [String]) -> String {
        let parts = [Harness.version, Self.version, job.block.textHash, job.block.settings.cacheKeyText]
            + job.context.map { "\($0.textHash)@\($0.block.file):\($0.block.line)" }
            + [toolchain.linkage(for: imports).fingerprint, toolchain.compilerFingerprint]
        return SHA256.hex(parts.joined(separator: "\u{1}"))
    }

    /// Type-checks every job, `jobs` at a time; returns the verdicts by the blocks' indexes.
    func checkAll(_ all: [Job], jobs: Int, tracker: ProgressTracker) async -> [(Int, BlockVerdict)] {
        await withTaskGroup(of: (Int, BlockVerdict).self) { group in
            var queue = all[...]
            var results: [(Int, BlockVerdict)] = []
            func startNext() {
                guard let job = queue.popFirst() else { return }
                group.addTask {
                    let verdict = await check(job)
                    tracker.done(job.block, verdict.status, fromCache: !verdict.isCacheable)
                    return (job.block.index, verdict)
                }
            }
            for _ in 0..<max(1, jobs) { startNext() }
            while let result = await group.next() {
                results.append(result)
                startNext()
            }
            return results
        }
    }

    /// Type-checks one block in its context.
    func check(_ job: Job) async -> BlockVerdict {
        let imports = job.imports
        let key = cacheKey(job, imports: imports.all)
        let block = job.block.block
        if let cached = cache.load(CachedVerdict.self, from: .results, key: key) {
            // A block left at `parsed` keeps its reason in the cached verdict's output.
            return BlockVerdict(status: cached.status, diagnostics: cached.diagnostics(fenceLine: block.line), isCacheable: false,
                                checked: cached.output.isEmpty ? .typechecked : nil,
                                parsedReason: cached.output.isEmpty ? nil : cached.output)
        }
        let extra = imports.extra
        let isMain = job.block.analysis.hasTopLevelCode
        var files = [GeneratedFile(name: isMain ? "main.swift" : "Block.swift",
                                   contents: Harness.source(for: block, settings: job.block.settings, extraImports: extra))]
        for (offset, earlier) in job.context.enumerated() {
            files.append(GeneratedFile(name: "Earlier\(offset).swift",
                                       contents: Harness.source(for: earlier.block, settings: earlier.settings, extraImports: extra)))
        }
        let folder = workFolder.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = await compiler.compile(files, product: .typecheck, linkage: toolchain.linkage(for: imports.all),
                                             parseAsLibrary: !isMain, in: folder)
        let verdict = Self.verdict(for: job, outcome)
        if verdict.isCacheable {
            // The reason of a block left at `parsed` is kept in the cached verdict's output.
            cache.store(CachedVerdict(status: verdict.status, diagnostics: verdict.diagnostics, output: verdict.parsedReason ?? "",
                                      fenceLine: block.line), on: .results, key: key)
        }
        return verdict
    }

    /// What a type-check's outcome means for the block (see the type's documentation).
    static func verdict(for job: Job, _ outcome: CompileOutcome) -> BlockVerdict {
        let entry = job.block
        if entry.analysis.expectsCompileFailure {
            // The article shows this step before it compiles: it must not type-check.
            if outcome.succeeded {
                return BlockVerdict(status: .failed, diagnostics: [ReportDiagnostic(
                    line: entry.block.line, column: entry.block.column, severity: .error,
                    message: "the block type-checks, but it is marked compile_fail (remove the word, or show the failing step)")],
                                    isCacheable: true, checked: .typechecked)
            }
            return BlockVerdict(status: .passed, diagnostics: [], isCacheable: !outcome.timedOut,
                                parsedReason: "el artículo muestra este paso antes de que compile")
        }
        if outcome.succeeded { return BlockVerdict(status: .passed, diagnostics: [], isCacheable: true, checked: .typechecked) }
        if outcome.timedOut {
            return BlockVerdict(status: .passed, diagnostics: [], isCacheable: false,
                                parsedReason: "la comprobación de tipos no terminó a tiempo")
        }
        let block = entry.block
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        let own = errors.filter(block.owns)
        guard !own.isEmpty else {
            return parsed("depende de bloques anteriores cuyos tipos no se pudieron comprobar")
        }
        // A name the tutorial never declared makes every error after it doubtful (the compiler
        // goes on guessing): the block needs context it does not show, not a fix.
        let missing = own.compactMap { missingName(in: $0.message) }
        if !missing.isEmpty {
            return parsed("usa \(listed(Set(missing))), que el tutorial no declara antes de este bloque")
        }
        let quoted = Set(own.flatMap { quotedNames(in: $0.message) })
        let mixed = Set(own.filter(isVersionClash).flatMap { quotedNames(in: $0.message) }).intersection(job.redeclaredCoreNames)
        if !mixed.isEmpty {
            return parsed("mezcla la versión del tutorial de \(listed(mixed)) con la de los módulos del proyecto")
        }
        let elsewhere = quoted.intersection(job.declaredElsewhere)
        if !elsewhere.isEmpty {
            return parsed("usa \(listed(elsewhere)), que el tutorial declara en otro paso")
        }
        if !job.usedFromLeftOut.isEmpty {
            return parsed("usa \(listed(job.usedFromLeftOut)), que el tutorial declara en más de un paso")
        }
        let diagnostics = outcome.diagnostics.filter(block.owns).map(block.reportDiagnostic)
        return BlockVerdict(status: .failed, diagnostics: diagnostics, isCacheable: true, checked: .typechecked)
    }

    /// A verdict that leaves the block at `parsed`, with the reason a reader sees.
    static func parsed(_ reason: String) -> BlockVerdict {
        BlockVerdict(status: .passed, diagnostics: [], isCacheable: true, parsedReason: reason)
    }

    /// `«a», «b»`, sorted.
    static func listed(_ names: some Collection<String>) -> String {
        names.sorted().map { "«\($0)»" }.joined(separator: ", ")
    }

    /// Whether an error sets two versions of one type against each other: the tutorial's
    /// (in the block's module, `DoctestBlock.AppState`) and a core module's (`ItemsCore.AppState`),
    /// or `'Style'` against `'AppState.Item.Style'`. A misspelled member is never one.
    static func isVersionClash(_ diagnostic: CompilerDiagnostic) -> Bool {
        let message = diagnostic.message
        if message.contains("'DoctestBlock.") || message.contains("<DoctestBlock.") { return true }
        guard message.hasPrefix("cannot convert value of type '") || message.hasPrefix("cannot assign value of type '") else {
            return false
        }
        let types = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { $0.element }
        guard types.count >= 2, types[0] != types[1] else { return false }
        return types[0].split(separator: ".").last == types[1].split(separator: ".").last
    }

    /// The names a compiler message quotes: `value of type 'A' has no member 'b'` gives `A`, `b`;
    /// a quoted type such as `'ItemsCore.Reducer<AppState, AppAction>'` gives each identifier in it.
    static func quotedNames(in message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }
            .flatMap { $0.element.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) }
            .map(String.init).filter { $0.first?.isNumber == false }
    }

    /// `X` of `cannot find 'X' in scope` / `cannot find type 'X' in scope`.
    static func missingName(in message: String) -> String? {
        for prefix in ["cannot find type '", "cannot find '"] where message.hasPrefix(prefix) {
            let rest = message.dropFirst(prefix.count)
            guard let end = rest.firstIndex(of: "'"), rest[end...].hasPrefix("' in scope") else { return nil }
            return String(rest[..<end])
        }
        return nil
    }
}
