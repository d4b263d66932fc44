import Foundation

/// How `sitegen test` verifies: parallelism, selection, limits and where things are.
public struct DoctestOptions: Sendable {
    /// Compiler invocations and programs at the same time.
    public var jobs: Int
    /// Only blocks whose `file:line` contains this text are verified; the others are skipped.
    public var filter: String?
    /// The limits every program runs under.
    public var limits: SandboxLimits
    /// Seconds one compiler invocation may take before it is stopped: a block that holds the
    /// compiler so long fails (or, type-checked, stays unverified), and that verdict is kept.
    public var compilerTimeout: Double = 120
    /// The build folder with the core modules (see `Toolchain.locate`).
    public var buildPath: String?
    /// The compiler (see `Toolchain.locate`).
    public var swiftc: String?
    /// The cache folder; by default `sitegen-doctest-cache` next to the build configuration folders.
    public var cachePath: String?
    /// Whether cached verdicts are used and stored.
    public var useCache: Bool
    /// Folders searched for `swiftc` when `swiftc` is nil, as in `PATH`.
    public var searchPath: String?
    /// `LD_LIBRARY_PATH` for the programs, when the Swift runtime needs one.
    public var libraryPath: String?
    /// Prints every compiler invocation and its time on standard error.
    public var traceCompiler = false
    /// A folder where every type-check leaves its generated files and the compiler's output,
    /// to see where a fragment was placed and why it failed (`SITEGEN_DOCTEST_KEEP`).
    public var keepTypecheckFiles: String?
    /// Where programs run: in bubblewrap (the default; fail closed) or unconfined (`--no-sandbox`).
    public var sandbox: SandboxMode = .bubblewrap
    /// The `bwrap` executable; by default `bwrap` in `searchPath`. Tests point it at a missing
    /// file (`SITEGEN_BWRAP`) to see sitegen refuse to run programs.
    public var bubblewrapPath: String?

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

    /// Takes what the environment says, for what the options leave open: `SITEGEN_BUILD_PATH`,
    /// `SITEGEN_SWIFTC`, `SITEGEN_BWRAP`, `PATH`, `LD_LIBRARY_PATH`, `SITEGEN_DOCTEST_TRACE` and
    /// `SITEGEN_DOCTEST_KEEP`. The library never reads the process environment itself: the
    /// command-line layer hands it in here.
    public mutating func take(environment: [String: String]) {
        buildPath = buildPath ?? environment["SITEGEN_BUILD_PATH"]
        bubblewrapPath = bubblewrapPath ?? environment["SITEGEN_BWRAP"].flatMap { $0.isEmpty ? nil : $0 }
        swiftc = swiftc ?? environment["SITEGEN_SWIFTC"]
        searchPath = searchPath ?? environment["PATH"]
        libraryPath = libraryPath ?? environment["LD_LIBRARY_PATH"]
        traceCompiler = traceCompiler || environment["SITEGEN_DOCTEST_TRACE"] != nil
        keepTypecheckFiles = keepTypecheckFiles ?? environment["SITEGEN_DOCTEST_KEEP"]
    }
}
