import Foundation
import Markdown

/// The verify stage: finds, classifies, compiles and runs the Swift blocks of the articles.
public enum Doctests {
    /// Verifies every Swift block of `articles` and reports on each, in article order.
    ///
    /// - Throws: `DoctestError` when blocks must be compiled but there is no compiler or no
    ///   build of the core modules (exit code 2); a failing block is a verdict, not an error.
    public static func verify(_ articles: [DoctestArticle], options: DoctestOptions = DoctestOptions(),
                              progress: @escaping @Sendable (DoctestProgress) -> Void = { _ in })
        async throws(DoctestError) -> DoctestRun
    {
        let start = Date()
        let found = articles.flatMap { article in
            article.blocks.filter(\.isSwift).map { (block: $0, settings: article.settings, textHash: $0.textHash) }
        }
        let toolchainResult = Result { () throws(DoctestError) in
            try Toolchain.locate(buildPath: options.buildPath, swiftc: options.swiftc, searchPath: options.searchPath,
                                 cachePath: options.cachePath)
        }
        let toolchain = try? toolchainResult.get()
        let cacheFolder = options.cachePath.map { URL(fileURLWithPath: $0) } ?? toolchain?.defaultCachePath
        let cache = DiskCache(folder: cacheFolder ?? FileManager.default.temporaryDirectory,
                              isEnabled: options.useCache && cacheFolder != nil)

        // A run with the same code, settings, build and checks as one before: its report.
        let timelines = Dictionary(articles.map { ($0.file, $0.timeline) }, uniquingKeysWith: { first, _ in first })
        let leads = Dictionary(articles.map { ($0.file, $0.leads) }, uniquingKeysWith: { first, _ in first })
        let runKey = RunMemo.key(for: found, timelines: timelines, leads: leads, options: options, toolchain: toolchain)
        if let runKey, let memo = cache.load(RunMemo.Stored.self, from: .runs, key: runKey) {
            let report = memo.restored
            for (offset, result) in report.blocks.enumerated() {
                progress(DoctestProgress(completed: offset + 1, total: report.blocks.count, file: result.file, line: result.line,
                                         kind: result.kind, status: result.status, fromCache: true))
            }
            let compiled = report.blocks.filter { $0.checked == .run || $0.checked == .compiled }.count
            return DoctestRun(report: report, statistics: DoctestStatistics(
                compilerInvocations: 0, cachedBlocks: compiled, compiledBlocks: compiled, seconds: Date().timeIntervalSince(start),
                isolation: memo.isolation, phaseSeconds: ["run memo": Date().timeIntervalSince(start)], checkedWith: toolchain?.checkedWith))
        }

        let analyzer = BlockAnalyzer(cache: cache, toolchain: toolchain, articles: articles)
        let namesRead = Date()
        let analyses = await analyzer.analyze(found, jobs: options.jobs)
        var planned = Planning.plan(zip(found, analyses).map { ($0.block, $0.settings, $0.textHash, $1) })
        for index in planned.indices { planned[index].lead = leads[planned[index].block.file]?[planned[index].block.line] ?? "" }
        Planning.placeMembersByLead(&planned, timelines: timelines)
        // Programs see the declarations their timeline made before them.
        for (index, context) in TypecheckStage.programContexts(planned, timelines: timelines, coreNames: analyzer.knownNames) {
            planned[index].context = context.files
            planned[index].steps = context.steps
        }
        let phaseStart = Date()
        var phaseSeconds = ["core names": namesRead.timeIntervalSince(start), "classify": phaseStart.timeIntervalSince(namesRead)]

        var verdicts = planned.map { immediateVerdict($0, filter: options.filter) }
        // The blocks to compile (and run) are known from their classification alone: they go to
        // the compiler at once, and the others are placed in their timelines and grouped into
        // type-checks meanwhile.
        let pending = planned.filter { verdicts[$0.index] == nil }
        let scratch = ScratchFolder(cacheFolder: cacheFolder ?? FileManager.default.temporaryDirectory)
        defer { scratch.remove() }
        // Blocks to compile need the compiler and the build: say so before any progress.
        let compileStage: CompileStage?
        if pending.isEmpty {
            compileStage = nil
        } else {
            let toolchain = try toolchainResult.get()
            compileStage = CompileStage(toolchain: toolchain, cache: cache, options: options,
                                        folder: cacheFolder ?? toolchain.defaultCachePath, workFolder: scratch.url)
        }
        let tracker = ProgressTracker(total: planned.count, report: progress)
        async let compiled = Self.compile(pending, on: compileStage, tracker: tracker)

        // Apple-only blocks and fragments that passed their syntax check go on to be type-checked.
        let canTypecheck = toolchain.map(TypecheckStage.isAvailable) == true
        let planStart = Date()
        // Every name each timeline declares: for the checks' judgements and the iOS each block needs.
        let namesByTimeline = TypecheckStage.namesByTimeline(planned, timelines: timelines)
        let immediate = verdicts
        let typecheckJobs = canTypecheck
            ? TypecheckStage.jobs(planned, timelines: timelines, coreNames: analyzer.knownNames, namesByTimeline: namesByTimeline)
                .filter { verdicts[$0.block.index]?.status == .passed } : []
        phaseSeconds["place"] = Date().timeIntervalSince(planStart)
        for job in typecheckJobs { verdicts[job.block.index] = nil }
        if !canTypecheck {
            for entry in planned where entry.kind == .apple && TypecheckStage.isCandidate(entry) && verdicts[entry.index]?.status == .passed {
                verdicts[entry.index]?.unverified = .noInterfaceModules
            }
        }
        let typecheckIndexes = Set(typecheckJobs.map(\.block.index))
        // A place the author named (`in=Type`) that no earlier block declares: say so, rather
        // than call the block a fragment that needs its surrounding code.
        for entry in planned where canTypecheck && !typecheckIndexes.contains(entry.index) && verdicts[entry.index]?.status == .passed {
            if let type = entry.block.attributes.placement, TypecheckStage.isCandidate(entry) {
                verdicts[entry.index]?.unverified = .placementNotFound(type: type)
            }
            // `case` lines that found no switch because nothing declares their case.
            let unknown = TypecheckStage.unknownCases(of: entry, timelineNames: namesByTimeline[timelines[entry.block.file] ?? entry.block.file] ?? [],
                                                      known: analyzer.knownNames)
            if TypecheckStage.isCandidate(entry), !unknown.isEmpty {
                verdicts[entry.index] = BlockVerdict(status: .failed, diagnostics: unknown, isCacheable: false, checked: .typechecked)
            }
        }
        for entry in planned {
            if let verdict = verdicts[entry.index] { tracker.done(entry, verdict.status, fromCache: false) }
        }
        var typecheck: (stage: TypecheckStage, prepared: TypecheckStage.Prepared, compiler: Compiler, sources: SourceStore)?
        if !typecheckJobs.isEmpty, let toolchain {
            let folder = cacheFolder ?? toolchain.defaultCachePath
            var compiler = Compiler(toolchain: toolchain, cacheFolder: folder, trace: options.traceCompiler)
            compiler.confinement = CompilerConfinement.make(options: options, toolchain: toolchain, moduleCache: compiler.moduleCachePath)
            compiler.timeout = options.compilerTimeout
            compiler.indexStoreLibrary = toolchain.indexStoreLibrary
            // Context files are shared by many type-checks: each is written once per run.
            let sources = SourceStore(folder: scratch.url.appendingPathComponent("sources"))
            compiler.sources = sources
            var stage = TypecheckStage(toolchain: toolchain, compiler: compiler, cache: cache,
                                       workFolder: scratch.url,
                                       keepFolder: options.keepTypecheckFiles.map { URL(fileURLWithPath: $0) })
            let buildCache = DiskCache(folder: Toolchain.buildCacheFolder(buildPath: toolchain.buildPath, cacheFolder: folder))
            stage.suggestions = analyzer.knownNames.union(
                CoreNames.names(of: Set(TypecheckStage.interfaceModules), toolchain: toolchain, cache: buildCache))
            stage.interfaceNames = CoreNames.names(of: Set(TypecheckStage.interfaceModules), toolchain: toolchain, cache: buildCache,
                                                   everyDepth: true)
            let toolchainNames = ToolchainNames.names(toolchain: toolchain, cache: buildCache)
            if !toolchainNames.isEmpty {
                stage.namesDeclaredSomewhere = toolchainNames.union(stage.interfaceNames).union(
                    CoreNames.names(of: BlockAnalyzer.mentionedModules(articles), toolchain: toolchain, cache: buildCache, everyDepth: true))
            }
            stage.moduleNames = SymbolDeclaration.moduleNames(of: toolchain)
            let prepareStart = Date()
            typecheck = (stage, stage.prepare(typecheckJobs, tracker: tracker), compiler, sources)
            phaseSeconds["group"] = Date().timeIntervalSince(prepareStart)
        }

        var undecided = 0
        var statistics = DoctestStatistics(compilerInvocations: 0, cachedBlocks: 0, compiledBlocks: pending.count, seconds: 0,
                                           isolation: "")
        if let (outcome, seconds) = await compiled {
            for (index, verdict) in outcome.verdicts { verdicts[index] = verdict }
            statistics.compilerInvocations = outcome.compilerInvocations
            undecided = outcome.undecided
            statistics.cachedBlocks = outcome.cachedBlocks
            statistics.isolation = outcome.isolation
            phaseSeconds["cache"] = outcome.cacheSeconds
            phaseSeconds["compile and run"] = seconds - outcome.cacheSeconds
        }
        if let typecheck {
            // The type-checks start when the compile stage is done: each stage keeps `--jobs`
            // compilers busy on its own.
            let typecheckStart = Date()
            for (index, verdict) in await typecheck.stage.check(typecheck.prepared, jobs: options.jobs, tracker: tracker) {
                verdicts[index] = verdict
            }
            // Lone `case` lines that nothing placed (no `in=`, no prose naming their enum) go
            // where a later check looked for their case (`type 'AppAction' has no member
            // 'removeButtonTapped'`): the timelines are placed again with them there and
            // checked again; the cache answers for every check that did not change.
            let loneCases = TypecheckStage.placesOfLoneCases(planned, verdicts: verdicts, checked: typecheckIndexes, timelines: timelines)
            if !loneCases.isEmpty {
                for (index, type) in loneCases {
                    planned[index].block.attributes.placement = type
                    planned[index].reason = "case lines of \(type), where a later block's type-check looked for them"
                }
                let again = TypecheckStage.jobs(planned, timelines: timelines, coreNames: analyzer.knownNames, namesByTimeline: namesByTimeline)
                    .filter { immediate[$0.block.index]?.status == .passed }
                let quiet = ProgressTracker(total: planned.count, report: { _ in })
                let prepared = typecheck.stage.prepare(again, tracker: quiet)
                for (index, verdict) in await typecheck.stage.check(prepared, jobs: options.jobs, tracker: quiet) {
                    verdicts[index] = verdict
                }
            }
            statistics.compilerInvocations += typecheck.compiler.invocations.value
            phaseSeconds["typecheck"] = Date().timeIntervalSince(typecheckStart)
        }
        statistics.phaseSeconds = phaseSeconds

        // Apple-only blocks and fragments are checked with SwiftUI (and what it brings).
        let kindsWithInterfaces: Set<BlockKind> = [.apple, .fragment]
        // Every name the checks could know, for the case patterns and members of failed blocks
        // that nothing declares.
        let knownNames = analyzer.knownNames.union(typecheck?.stage.interfaceNames ?? [])
        var results = planned.map { entry in
            var verdict = verdicts[entry.index] ?? BlockVerdict(status: .failed, diagnostics: [], isCacheable: false)
            if verdict.status == .failed, entry.kind != .ignore {
                let timelineNames = namesByTimeline[timelines[entry.block.file] ?? entry.block.file] ?? []
                verdict.diagnostics = TypecheckStage.withNamesDeclaredNowhere(verdict.diagnostics, of: entry, known: knownNames.union(timelineNames),
                                                                             timelineNames: timelineNames,
                                                                             declaredSomewhere: typecheck?.stage.namesDeclaredSomewhere ?? [])
            }
            // Code the compiler never read is not verified by what it said of the rest.
            if verdict.status == .passed, verdict.unverified == nil, !entry.analysis.inactiveConditions.isEmpty,
               entry.kind != .ignore, [.run, .compiled, .typechecked].contains(verdict.checked ?? VerificationLevel.reached(by: entry.kind)) {
                verdict = BlockVerdict(status: .passed, diagnostics: [], isCacheable: false,
                                       unverified: .inactiveCode(conditions: entry.analysis.inactiveConditions))
            }
            let checked = verdict.checked ?? (verdict.status == .skipped ? .skipped : VerificationLevel.reached(by: entry.kind))
            let filteredOut = verdict.status == .skipped && entry.kind != .ignore
            let reason = checked == .unverified || checked == .skipped
                ? verdict.unverified ?? LevelReason.notChecked(entry.kind, filteredOut: filteredOut) : nil
            // An unverified block is never passed: it counts among the skipped.
            let status = verdict.status == .passed && checked == .unverified ? .skipped : verdict.status
            var result = BlockResult(file: entry.block.file, line: entry.block.line, endLine: entry.block.endLine, kind: entry.kind,
                                     status: status, firstLine: entry.block.firstVisibleLine, diagnostics: verdict.diagnostics,
                                     output: verdict.output, checked: checked, reason: reason, kindReason: entry.reason)
            result.expectedOutputs = entry.analysis.expectedOutputs
            if status == .passed, checked == .typechecked {
                result.place = verdict.place
                result.wholeFile = verdict.wholeFile
                result.symbols = verdict.symbols
            }
            // A program is compiled as written, its declarations its file.
            if status == .passed, checked == .compiled || checked == .run {
                result.symbols = verdict.symbols
                result.wholeFile = Placement.alone.file(of: entry, sameFile: [])
            }
            // What iOS its code needs: said of verified code only.
            if status == .passed, [.run, .compiled, .typechecked].contains(checked) {
                let imports = entry.imports + (kindsWithInterfaces.contains(entry.kind) ? ["SwiftUI"] : [])
                // The tutorial's own names (`Tab`, AlarmCore's) are not Apple's.
                let own = namesByTimeline[timelines[entry.block.file] ?? entry.block.file] ?? []
                result.requires = AppleAPICatalog.shared.requirement(
                    of: entry.analysis.identifiers.filter { !own.contains($0) && !analyzer.knownNames.contains($0) },
                    code: entry.block.lines.compiled, in: AppleAPICatalog.frameworks(importing: imports))
            }
            return result
        }
        statistics.seconds = Date().timeIntervalSince(start)
        BlockSymbols.linkDeclarations(in: &results)
        let report = DoctestReport(blocks: results)
        if let runKey, undecided == 0 {
            cache.store(RunMemo.Stored(report: report, isolation: statistics.isolation), on: .runs, key: runKey)
        }
        statistics.checkedWith = toolchain?.checkedWith
        return DoctestRun(report: report, statistics: statistics)
    }

    /// The compile stage's outcome for `pending` and the seconds it took; nil without blocks to compile.
    private static func compile(_ pending: [PlannedBlock], on stage: CompileStage?, tracker: ProgressTracker)
        async -> (CompileStage.Outcome, TimeInterval)?
    {
        guard let stage, !pending.isEmpty else { return nil }
        let start = Date()
        let outcome = await stage.verify(pending, tracker: tracker)
        return (outcome, Date().timeIntervalSince(start))
    }

    /// The verdict of a block that needs no compiler: ignored, filtered out, syntax-checked,
    /// a bad info string, a syntax error. Nil when it must be compiled.
    static func immediateVerdict(_ entry: PlannedBlock, filter: String?) -> BlockVerdict? {
        let analysis = entry.analysis
        if let error = analysis.attributeError {
            return BlockVerdict(status: .failed, diagnostics: [error], isCacheable: false)
        }
        if entry.kind == .ignore { return BlockVerdict(status: .skipped, diagnostics: [], isCacheable: false) }
        if let filter, !filter.isEmpty, !"\(entry.block.file):\(entry.block.line)".contains(filter) {
            return BlockVerdict(status: .skipped, diagnostics: [], isCacheable: false)
        }
        if !analysis.syntaxErrors.isEmpty {
            if analysis.expectsCompileFailure {
                return BlockVerdict(status: .passed, diagnostics: analysis.syntaxErrors.map { var note = $0; note.severity = .note; return note },
                                    isCacheable: false)
            }
            return BlockVerdict(status: .failed, diagnostics: analysis.syntaxErrors, isCacheable: false)
        }
        if entry.kind == .fragment || entry.kind == .apple {
            return BlockVerdict(status: .passed, diagnostics: [], isCacheable: false)
        }
        return nil
    }
}

/// Counts finished blocks and reports each one.
struct ProgressTracker: Sendable {
    private let completed = Locked(0)
    private let total: Int
    private let report: @Sendable (DoctestProgress) -> Void

    init(total: Int, report: @escaping @Sendable (DoctestProgress) -> Void) {
        self.total = total
        self.report = report
    }

    func done(_ entry: PlannedBlock, _ status: BlockStatus, fromCache: Bool) {
        let count = completed.mutate { count -> Int in
            count += 1
            return count
        }
        report(DoctestProgress(completed: count, total: total, file: entry.block.file, line: entry.block.line,
                               kind: entry.kind, status: status, fromCache: fromCache))
    }
}
