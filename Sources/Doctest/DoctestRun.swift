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
    /// The compiler and platform the blocks were checked with ("Swift 6.3.1 en Linux (x86_64)").
    public var checkedWith: String?
}

/// A report and its statistics.
public struct DoctestRun: Sendable {
    /// The verdicts.
    public var report: DoctestReport
    /// The content's warnings (Markdown checks, Liquid tags…), as a compiler prints them.
    public var contentWarnings: [String] = []
    /// How the run went.
    public var statistics: DoctestStatistics
}
