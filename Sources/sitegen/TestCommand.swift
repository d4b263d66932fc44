import ArgumentParser
import Diagnostics
import Doctest
import Foundation
import Site

/// `sitegen test`: verifies every Swift block of the articles.
struct Test: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Verify every Swift code block of the articles.",
        discussion: """
        Each block is classified with swift-syntax: `run` blocks are compiled against the \
        core modules and run (their `// Prints "…"` comments are checked), `compile` blocks \
        are compiled, `fragment` and `apple` blocks are type-checked against the interface \
        modules of SwiftUI and UIKit where they stand in the tutorial (or only parsed, with \
        the reason), `ignore` blocks are skipped. Info-string attributes (ignore, no_run, \
        compile_fail, apple, fragment, in=Type), \
        hidden lines ("# " at the start of a line) and the front matter key \
        `doctest: { imports: [...], rename: { Combine: OpenCombine } }` steer it.

        Programs run in a bubblewrap sandbox (Debian package `bubblewrap`): no network, no view \
        of the project, the cache or other processes, a private /tmp, limits on time, memory, \
        processes, disk and output. The compiler runs in bubblewrap too: no network, none of \
        sitegen's environment, the toolchain and the project read-only, limits on memory, CPU \
        time and wall time (--compiler-timeout). Without bubblewrap neither runs and the blocks \
        fail; --no-sandbox runs both unconfined, with a warning.

        Run it from the build folder's binary (`swift build && .build/debug/sitegen test`) \
        or with `swift run sitegen test`: it compiles against that build's core modules.
        Results are cached in .build/sitegen-doctest-cache/.

        One run reports everything: every Markdown error and warning of every article, and \
        every block's verdict. A Markdown error inside a Swift block (an Xcode placeholder, \
        prose swallowed by the fence) fails that block; any other fails its article; neither \
        stops the rest. A block that could not be checked deeper than its syntax is \
        `unverified`, with the reason, and counts among the skipped: never the passed.

        Exit codes: 0 every block passed, 1 a block or an article failed (a content error, as \
        in `sitegen build`), 2 wrong usage or an unreadable content folder.
        """)

    @OptionGroup var contentOptions: ContentOptions

    @Option(help: ArgumentHelp("Also write the report as JSON to this file.", valueName: "file"))
    var report: String?

    @Option(help: ArgumentHelp("Compiler invocations and programs at the same time (default: the number of cores).",
                               valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Verify only the blocks whose 'file:line' contains this text.", valueName: "text"))
    var filter: String?

    @Option(help: ArgumentHelp("Seconds a block's program may run before it is stopped.", valueName: "seconds"))
    var timeout: Double = 5

    @Option(help: ArgumentHelp("Seconds one compiler invocation may take before it is stopped; a block that holds "
                               + "the compiler longer fails, and that verdict is kept until the block changes.",
                               valueName: "seconds"))
    var compilerTimeout: Double = 120

    @Option(help: ArgumentHelp("The build folder with the core modules (default: the folder of this executable, "
                               + "or SITEGEN_BUILD_PATH).", valueName: "dir"))
    var buildPath: String?

    @Option(help: ArgumentHelp("Where results are cached (default: sitegen-doctest-cache in the build folder).",
                               valueName: "dir"))
    var cache: String?

    @Flag(help: "Compile and run every block again, ignoring cached results.")
    var noCache = false

    @Flag(help: ArgumentHelp("Run the programs and the compiler unconfined, without bubblewrap (only for content you trust; warns on every run)."))
    var noSandbox = false

    @Flag(help: "Print why each block got its kind and how the programs were isolated.")
    var verbose = false

    @Flag(name: .customLong("missing-api"),
          help: ArgumentHelp("List every SwiftUI, UIKit or Combine API the blocks use that the interface modules do not declare, with the blocks that need it.",
                             discussion: "Such a block is unverified, never failed: the list is what the interface modules should grow by."))
    var missingAPI = false

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        // `inf` and `nan` parse as Doubles; past an hour a frozen block would hold CI for nothing.
        guard timeout.isFinite, timeout > 0, timeout <= 3600 else {
            throw ValidationError("--timeout must be more than 0 and at most 3600 seconds")
        }
        guard compilerTimeout.isFinite, compilerTimeout > 0, compilerTimeout <= 3600 else {
            throw ValidationError("--compiler-timeout must be more than 0 and at most 3600 seconds")
        }
    }

    func run() async throws {
        var limits = SandboxLimits()
        limits.timeout = timeout
        var options = DoctestOptions(jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, filter: filter,
                                     limits: limits, buildPath: buildPath, cachePath: cache, useCache: !noCache)
        options.compilerTimeout = compilerTimeout
        options.take(environment: ProcessInfo.processInfo.environment)
        if noSandbox {
            options.sandbox = .unconfined
            Console.error(SandboxMode.unconfinedWarning)
        }
        let progress = ProgressLine()
        let run: DoctestRun
        do {
            run = try await VerifyStage.verify(contentDirectory: contentOptions.content, options: options,
                                                progress: { progress.show($0.description) })
        } catch {
            progress.finish()
            Console.error("\(error)")
            throw ExitCode(2)
        }
        progress.finish()
        run.contentWarnings.forEach(Console.error)

        if let report {
            do {
                try run.report.jsonData().write(to: URL(fileURLWithPath: report))
            } catch {
                Console.error("error: cannot write the report to \(report): \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        let statistics = run.statistics
        Console.progress(String(format: "Verified %d blocks in %.2f s (%d compiled or run, %d from the cache, %d compiler invocations)",
                                run.report.summary.blocks, statistics.seconds, statistics.compiledBlocks,
                                statistics.cachedBlocks, statistics.compilerInvocations))
        if verbose {
            run.report.classificationLines.forEach(Console.progress)
            if !statistics.isolation.isEmpty { Console.progress("Programs ran with: \(statistics.isolation)") }
            let phases = statistics.phaseSeconds.sorted { $0.key < $1.key }.map { String(format: "%@ %.2f s", $0.key, $0.value) }
            Console.progress("Time: " + phases.joined(separator: ", "))
        }
        if missingAPI {
            let lines = run.report.missingAPILines
            let text = lines.isEmpty ? "missing API: none (the interface modules declare every API the blocks use)\n"
                : "missing API (\(lines.count)):\n" + lines.map { "  \($0)\n" }.joined()
            FileHandle.standardOutput.write(Data(text.utf8))
        }
        FileHandle.standardOutput.write(Data(run.report.text.utf8))
        if !run.report.succeeded { throw ExitCode(1) }
    }
}

/// The progress line on standard error: rewritten in place on a terminal, one line per
/// block otherwise (CI logs).
final class ProgressLine: @unchecked Sendable {
    private let isTerminal = isatty(STDERR_FILENO) == 1
    private let lock = NSLock()
    private var shown = false

    func show(_ text: String) {
        let text = TerminalText.escaped(text)
        lock.withLock {
            if isTerminal {
                FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
                shown = true
            } else {
                FileHandle.standardError.write(Data("\(text)\n".utf8))
            }
        }
    }

    func finish() {
        lock.withLock {
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            shown = false
        }
    }
}
