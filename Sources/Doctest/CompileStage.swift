import Foundation

/// The part of a run that needs the compiler: cached verdicts first, then the scheduler for
/// the rest, whose deterministic verdicts go into the cache.
struct CompileStage: Sendable {
    var toolchain: Toolchain
    var cache: DiskCache
    var options: DoctestOptions
    /// The cache folder.
    var folder: URL
    /// Where the blocks' files and programs are written.
    var workFolder: URL

    struct Outcome: Sendable {
        var verdicts: [Int: BlockVerdict] = [:]
        var compilerInvocations = 0
        var cachedBlocks = 0
        var cacheSeconds = 0.0
        var isolation = ""
        /// Verdicts that are not kept (a compiler that timed out): the run is not either.
        var undecided = 0
    }

    func verify(_ pending: [PlannedBlock], tracker: ProgressTracker) async -> Outcome {
        let start = Date()
        var outcome = Outcome()
        var keys: [Int: String] = [:]
        var toCompile: [PlannedBlock] = []
        for entry in pending {
            let key = Self.cacheKey(entry, toolchain: toolchain, limits: Sandbox.boundedAsAWhole(options.limits, mode: options.sandbox),
                                    sandbox: options.sandbox)
            keys[entry.index] = key
            if let cached = cache.load(CachedVerdict.self, from: .results, key: key) {
                var verdict = BlockVerdict(status: cached.status, diagnostics: cached.diagnostics(fenceLine: entry.block.line),
                                           output: cached.output, isCacheable: false)
                verdict.symbols = cached.symbols
                outcome.verdicts[entry.index] = verdict
                outcome.cachedBlocks += 1
                tracker.done(entry, verdict.status, fromCache: true)
            } else {
                toCompile.append(entry)
            }
        }
        outcome.cacheSeconds = Date().timeIntervalSince(start)
        guard !toCompile.isEmpty else { return outcome }

        let sandbox = Sandbox(limits: options.limits, mode: options.sandbox, bubblewrapPath: options.bubblewrapPath,
                              searchPath: options.searchPath ?? "/usr/local/bin:/usr/bin:/bin",
                              runtimeFolders: toolchain.runtimeLibraryFolders, libraryPath: options.libraryPath)
        var compiler = Compiler(toolchain: toolchain, cacheFolder: folder, trace: options.traceCompiler)
        compiler.confinement = CompilerConfinement.make(options: options, toolchain: toolchain, moduleCache: compiler.moduleCachePath)
        compiler.timeout = options.compilerTimeout
        compiler.indexStoreLibrary = toolchain.indexStoreLibrary
        var executor = Executor(toolchain: toolchain, compiler: compiler, sandbox: sandbox,
                                workFolder: workFolder)
        executor.moduleNames = SymbolDeclaration.moduleNames(of: toolchain)
        let cache = self.cache
        let cacheKeys = keys
        let undecided = Locked(0)
        let results = await Scheduler(executor: executor, jobs: options.jobs).verify(toCompile) { entry, verdict in
            if !verdict.isCacheable { undecided.mutate { $0 += 1 } }
            if verdict.isCacheable, let key = cacheKeys[entry.index] {
                cache.store(CachedVerdict(status: verdict.status, diagnostics: verdict.diagnostics, output: verdict.output,
                                          fenceLine: entry.block.line, symbols: verdict.symbols), on: .results, key: key)
            }
            tracker.done(entry, verdict.status, fromCache: false)
        }
        for (index, verdict) in results { outcome.verdicts[index] = verdict }
        outcome.undecided = undecided.value
        outcome.compilerInvocations = compiler.invocations.value
        if toCompile.contains(where: { $0.kind == .run }) { outcome.isolation = sandbox.isolationSummary }
        return outcome
    }

    /// Everything a compiled verdict depends on: the generated source (a function of the block's
    /// text, its article's settings and the harness version), the kind and how it runs, the
    /// build of the modules it links, the compiler, the run limits. The block's file and line
    /// are left out, so moving a block does not recompile it.
    static func cacheKey(_ entry: PlannedBlock, toolchain: Toolchain, limits: SandboxLimits, sandbox: SandboxMode) -> String {
        var key = [Harness.version, BlockSymbols.version, entry.kind.rawValue, "\(String(describing: entry.analysis.runStyle))",
                   "\(entry.analysis.expectsCompileFailure)", "\(entry.block.column)", entry.textHash,
                   entry.settings.cacheKeyText, toolchain.linkage(for: entry.imports).fingerprint, toolchain.compilerFingerprint,
                   // The earlier steps by their code, not their place: lines added above them move them.
                   SHA256.hex((entry.context.map(\.contents) + entry.steps.map(\.text)).joined(separator: "\u{1}"))]
        if entry.kind == .run {
            key.append(limits.key)
            key.append(sandbox.rawValue)
        }
        return SHA256.hex(key.joined(separator: "\u{1}"))
    }
}
