import Foundation

/// How `sitegen test` verifies: parallelism, selection, limits and where things are.
public struct DoctestOptions: Sendable {
    /// Compiler invocations and programs at the same time.
    public var jobs: Int
    /// Only blocks whose `file:line` contains this text are verified; the others are skipped.
    public var filter: String?
    /// The limits every program runs under.
    public var limits: SandboxLimits
    /// The build folder with the core modules (see `Toolchain.locate`).
    public var buildPath: String?
    /// The compiler (see `Toolchain.locate`).
    public var swiftc: String?
    /// The cache folder; by default `sitegen-doctest-cache` next to the build configuration folders.
    public var cachePath: String?
    /// Whether cached verdicts are used and stored.
    public var useCache: Bool

    /// Creates the value.
    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, filter: String? = nil,
                limits: SandboxLimits = SandboxLimits(), buildPath: String? = nil, swiftc: String? = nil,
                cachePath: String? = nil, useCache: Bool = true) {
        self.jobs = max(1, jobs)
        self.filter = filter
        self.limits = limits
        self.buildPath = buildPath
        self.swiftc = swiftc
        self.cachePath = cachePath
        self.useCache = useCache
    }
}

/// One block done, for a progress line.
public struct DoctestProgress: Sendable, CustomStringConvertible {
    /// Blocks done so far, this one included.
    public var completed: Int
    /// Blocks in the run.
    public var total: Int
    /// The block's article.
    public var file: String
    /// The block's opening fence line.
    public var line: Int
    /// How it was verified.
    public var kind: BlockKind
    /// Whether it passed.
    public var status: BlockStatus
    /// Whether the verdict came from the cache.
    public var fromCache: Bool

    /// `[12/140] content/x.md:55 compile`
    public var description: String {
        "[\(completed)/\(total)] \(file):\(line) \(kind.rawValue)\(status == .failed ? " FAILED" : "")"
    }
}

/// How a verification went, beyond the verdicts.
public struct DoctestStatistics: Sendable {
    /// How many times swiftc ran.
    public var compilerInvocations: Int
    /// Compile and run blocks whose verdict came from the cache.
    public var cachedBlocks: Int
    /// Compile and run blocks verified (cached or not).
    public var compiledBlocks: Int
    /// Wall-clock seconds of the whole verification.
    public var seconds: Double
    /// The isolation the programs ran under on this machine ("" when no program ran).
    public var isolation: String
    /// Seconds spent in each phase: "classify", "cache", "compile and run".
    public var phaseSeconds: [String: Double] = [:]
}

/// A report and its statistics.
public struct DoctestRun: Sendable {
    /// The verdicts.
    public var report: DoctestReport
    /// How the run went.
    public var statistics: DoctestStatistics
}

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
            DoctestBlock.find(in: article.blocks).map { (block: $0, settings: article.settings, textHash: $0.textHash) }
        }
        let toolchainResult = Result { () throws(DoctestError) in try Toolchain.locate(buildPath: options.buildPath, swiftc: options.swiftc, cachePath: options.cachePath) }
        let toolchain = try? toolchainResult.get()
        let cacheFolder = options.cachePath.map { URL(fileURLWithPath: $0) } ?? toolchain?.defaultCachePath
        let cache = DiskCache(folder: cacheFolder ?? FileManager.default.temporaryDirectory,
                              isEnabled: options.useCache && cacheFolder != nil)

        let analyzer = BlockAnalyzer(cache: cache, toolchain: toolchain, articles: articles)
        let namesRead = Date()
        let analyses = await analyzer.analyze(found, jobs: options.jobs)
        let planned = Planning.plan(zip(found, analyses).map { ($0.block, $0.settings, $0.textHash, $1) })
        let phaseStart = Date()
        var phaseSeconds = ["core names": namesRead.timeIntervalSince(start), "classify": phaseStart.timeIntervalSince(namesRead)]

        var verdicts = planned.map { immediateVerdict($0, filter: options.filter) }
        let pending = planned.filter { verdicts[$0.index] == nil }
        // Blocks to compile need the compiler and the build: say so before any progress.
        if !pending.isEmpty { _ = try toolchainResult.get() }
        let tracker = ProgressTracker(total: planned.count, report: progress)
        for entry in planned {
            if let verdict = verdicts[entry.index] { tracker.done(entry, verdict.status, fromCache: false) }
        }

        var statistics = DoctestStatistics(compilerInvocations: 0, cachedBlocks: 0, compiledBlocks: pending.count, seconds: 0,
                                           isolation: "")
        if !pending.isEmpty {
            let toolchain = try toolchainResult.get()
            let stage = CompileStage(toolchain: toolchain, cache: cache, options: options,
                                     folder: cacheFolder ?? toolchain.defaultCachePath)
            let compiled = await stage.verify(pending, tracker: tracker)
            for (index, verdict) in compiled.verdicts { verdicts[index] = verdict }
            statistics.compilerInvocations = compiled.compilerInvocations
            statistics.cachedBlocks = compiled.cachedBlocks
            statistics.isolation = compiled.isolation
            phaseSeconds["cache"] = compiled.cacheSeconds
            phaseSeconds["compile and run"] = Date().timeIntervalSince(phaseStart) - compiled.cacheSeconds
        }
        statistics.phaseSeconds = phaseSeconds

        let results = planned.map { entry in
            let verdict = verdicts[entry.index] ?? BlockVerdict(status: .failed, diagnostics: [], isCacheable: false)
            return BlockResult(file: entry.block.file, line: entry.block.line, endLine: entry.block.endLine, kind: entry.kind,
                               status: verdict.status, firstLine: entry.block.firstLine, diagnostics: verdict.diagnostics,
                               output: verdict.output, textHash: entry.textHash, reason: entry.reason)
        }
        statistics.seconds = Date().timeIntervalSince(start)
        return DoctestRun(report: DoctestReport(blocks: results), statistics: statistics)
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
final class ProgressTracker: @unchecked Sendable {
    private let lock = NSLock()
    private var completed = 0
    private let total: Int
    private let report: @Sendable (DoctestProgress) -> Void

    init(total: Int, report: @escaping @Sendable (DoctestProgress) -> Void) {
        self.total = total
        self.report = report
    }

    func done(_ entry: PlannedBlock, _ status: BlockStatus, fromCache: Bool) {
        let progress: DoctestProgress = lock.withLock {
            completed += 1
            return DoctestProgress(completed: completed, total: total, file: entry.block.file, line: entry.block.line,
                                   kind: entry.kind, status: status, fromCache: fromCache)
        }
        report(progress)
    }
}
