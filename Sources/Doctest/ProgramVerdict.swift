import Markdown

/// Judges a block's program by how its processes ended — their exit status comes from the
/// kernel, through bwrap, never from what the program prints — and by comparing what it printed
/// with what the block says it prints. Text the program printed reaches a message only escaped
/// (see `untrusted`), so it cannot pass for a line of sitegen's own.
enum ProgramVerdict {
    /// One process of a program: a whole program, or one of its tests.
    struct Run: Sendable {
        /// The test it ran (`Suite/name()`), nil for a whole program.
        var test: String?
        var outcome: ProcessOutcome
    }

    static func judge(_ outcome: ProcessOutcome, block: CodeBlock, style: RunStyle, limits: SandboxLimits) -> BlockVerdict {
        judge([Run(test: nil, outcome: outcome)], block: block, style: style, limits: limits)
    }

    static func judge(_ runs: [Run], block: CodeBlock, style: RunStyle, limits: SandboxLimits) -> BlockVerdict {
        let isTest: Bool
        switch style {
        case .swiftTesting, .xcTest: isTest = true
        case .topLevel, .mainAttribute: isTest = false
        }
        // Tests report on both streams; a program's output is what it printed to standard output.
        let output = String(runs.map { isTest ? $0.outcome.standardOutput + $0.outcome.standardError : $0.outcome.standardOutput }
            .joined().prefix(limits.outputLimit))
        let fence = (line: block.line, column: block.column)
        func failure(_ message: String, extra: [ReportDiagnostic] = [], cacheable: Bool = false) -> BlockVerdict {
            var diagnostics = [ReportDiagnostic(line: fence.line, column: fence.column, severity: .error, message: message)]
            diagnostics += extra
            return BlockVerdict(status: .failed, diagnostics: diagnostics, output: output, isCacheable: cacheable)
        }
        if isTest {
            // A test passes when its process ended well *and* the testing library said so; a
            // recorded issue fails it whatever the process did after (`exit(0)`), and a test
            // the library skipped (`@Test(.disabled)`) is not verified.
            let said = runs.map { (run: $0, report: testReport(of: $0)) }
            let failed = said.filter { !$0.run.outcome.succeeded || $0.report == .failed || $0.report == .silent }
            let skipped = said.filter { $0.report == .skipped }.compactMap(\.run.test)
            guard !failed.isEmpty else {
                if !skipped.isEmpty {
                    return BlockVerdict(status: .passed, diagnostics: [], output: output, isCacheable: true,
                                        unverified: .testsSkipped(names: skipped))
                }
                return BlockVerdict(status: .passed, diagnostics: [], output: output, isCacheable: true)
            }
            let located = failed.flatMap { locatedMessages(in: $0.run.outcome.standardError + "\n" + $0.run.outcome.standardOutput, block: block) }
            let reasons = failed.map { testFailure($0.run, said: $0.report, style: style, limits: limits) }
            let message = failed.count == 1 && failed[0].run.test == nil ? "the tests failed (\(reasons[0]))"
                : "\(failed.count == 1 ? "the test" : "\(failed.count) of \(runs.count) tests") failed: \(reasons.joined(separator: "; "))"
            return failure(message, extra: located)
        }

        let outcome = runs.first?.outcome ?? ProcessOutcome(termination: .exited(125), standardOutput: "", standardError: "", seconds: 0)
        let located = locatedMessages(in: outcome.standardError + "\n" + outcome.standardOutput, block: block)
        switch outcome.termination {
        case .timedOut:
            return failure("the program did not finish within \(Sandbox.formatSeconds(limits.timeout)) and was stopped "
                           + "(an endless loop? raise the limit with --timeout)")
        case .outputLimitExceeded:
            return failure("the program printed more than \(limits.outputLimit / 1024) KiB and was stopped")
        case .signaled(let signal):
            let what = located.first.map { ": \($0.message)" } ?? tail(outcome.standardError).map { ": \(untrusted($0))" } ?? ""
            return failure("the program crashed (\(Subprocess.signalName(signal)))\(what)", extra: located)
        case .exited(let status) where status != 0:
            let what = tail(outcome.standardError).map { ": \(untrusted($0))" } ?? ""
            return failure("the program exited with status \(status)\(what)", extra: located)
        case .exited:
            break
        }
        let expected = ExpectedOutput(code: block.lines.compiled)
        if !expected.isEmpty, let mismatch = expected.mismatch(with: outcome.standardOutput) {
            let line = mismatch.line.map { block.firstCodeLine + $0.codeLine - 1 } ?? block.line
            let column = mismatch.line.map { $0.column + block.column - 1 } ?? block.column
            return BlockVerdict(status: .failed, diagnostics: [
                ReportDiagnostic(line: line, column: column, severity: .error, message: untrusted(mismatch.message)),
                ReportDiagnostic(line: line, column: column, severity: .note, message: untrusted(mismatch.detail)),
            ], output: output, isCacheable: false)
        }
        return BlockVerdict(status: .passed, diagnostics: [], output: output, isCacheable: true)
    }

    /// What the testing library said of one test's run.
    enum TestReport { case passed, failed, skipped, silent }

    /// What the testing library recorded of one test's run in its event stream (`TestRecord`:
    /// Swift Testing's own, or XCTest's observation written the same way), never what the
    /// program printed. `silent` when it recorded no end (the process ended before the test
    /// did). A whole run (no test named) is judged by its exit status alone.
    static func testReport(of run: Run) -> TestReport {
        guard run.test != nil else { return .passed }
        return TestRecord(run.outcome.record).report
    }

    /// Why one test's process failed: `ab() (exit status 1)`; `said` is what the testing library
    /// said of it (`testReport(of:)`).
    private static func testFailure(_ run: Run, said: TestReport, style: RunStyle, limits: SandboxLimits) -> String {
        let reason: String
        if run.outcome.succeeded {
            switch said {
            case .failed: return "\(run.test ?? "the tests") (recorded an issue, though its process exited with status 0)"
            case .silent: return "\(run.test ?? "the tests") (the process ended before the testing library said the test passed)"
            case .passed, .skipped: break
            }
        }
        switch run.outcome.termination {
        case .timedOut: reason = "did not finish within \(Sandbox.formatSeconds(limits.timeout))"
        case .outputLimitExceeded: reason = "printed more than \(limits.outputLimit / 1024) KiB"
        case .signaled(let signal): reason = "crashed, \(Subprocess.signalName(signal))"
        case .exited(69) where run.test != nil && style.isSwiftTesting:
            reason = "the testing library found no such test"
        case .exited(let status): reason = "exit status \(status)"
        }
        return run.test.map { "\($0) (\(reason))" } ?? reason
    }

    /// Text a program printed, as a message may show it: escaped, and at most 4,000 characters
    /// (see `UntrustedText`).
    static func untrusted(_ text: String) -> String {
        UntrustedText.escaped(text, limit: 4000)
    }

    /// Messages that name a line of the block: Swift's `content/x.md:60: Fatal error: boom`,
    /// Swift Testing's `recorded an issue at content/x.md:12:5: Expectation failed: …`, XCTest's
    /// `content/x.md:12: error: -[T testA] : XCTAssertEqual failed…`.
    /// The file may be named by its path (`#filePath` keeps the `#sourceLocation` path), as
    /// `DoctestBlock/x.md` (`#fileID`) or by its name alone (Swift Testing): the name is enough,
    /// the program has no other file of that name.
    static func locatedMessages(in text: String, block: CodeBlock) -> [ReportDiagnostic] {
        let fileName = block.file.split(separator: "/").last.map(String.init) ?? block.file
        var diagnostics: [ReportDiagnostic] = []
        for line in text.split(separator: "\n") {
            guard let start = line.range(of: fileName + ":") else { continue }
            let rest = line[start.upperBound...]
            let numbers = rest.prefix(while: { $0.isNumber || $0 == ":" })
            let parts = numbers.split(separator: ":").compactMap { Int($0) }
            guard let lineNumber = parts.first, lineNumber >= block.firstCodeLine, lineNumber <= block.endLine else { continue }
            var message = rest.dropFirst(numbers.count).drop(while: { $0 == " " })
            if message.hasPrefix("error: ") { message = message.dropFirst("error: ".count) }
            diagnostics.append(ReportDiagnostic(line: lineNumber, column: parts.count > 1 ? parts[1] : 0, severity: .error,
                                                message: untrusted(String(message.trimmingTrailingWhitespace()))))
        }
        return diagnostics
    }

    /// The last meaningful line a program wrote to standard error.
    private static func tail(_ text: String) -> String? {
        let lines = text.split(separator: "\n").map { $0.trimmingSpaces() }.filter {
            !$0.isEmpty && !$0.hasPrefix("Current stack trace") && !$0.hasPrefix("*** ") && !$0.hasPrefix("0x")
                && !$0.hasPrefix("💣") && !$0.hasPrefix("Stack dump")
        }
        return lines.first(where: { $0.contains("Fatal error") || $0.contains("error") }).map(String.init)
            ?? lines.last.map(String.init)
    }
}
