import Foundation
import Markdown

/// The verdict on one block before it becomes a `BlockResult`.
struct BlockVerdict: Sendable {
    var status: BlockStatus
    var diagnostics: [ReportDiagnostic]
    var output: String = ""
    /// Deterministic verdicts are cached; a time-out or a crash is tried again next run.
    var isCacheable: Bool
    /// How deep the block was checked, when it is not the level its kind reaches.
    var checked: VerificationLevel? = nil
    /// Why the block is `unverified`, when it is.
    var unverified: LevelReason? = nil
    /// Where a fragment was type-checked, when its check passed there (`BlockPlace`).
    var place: BlockPlace? = nil
    /// The file that place left after the block (`BlockFile`), when its check passed there.
    var wholeFile: BlockFile? = nil
    /// What each name of the block resolved to, when its check passed and wrote an index.
    var symbols: BlockSymbols? = nil
    /// The author's errors of a failed type-check (`line:column:diagnostic name`), and those
    /// about a name nothing declares: what tells a wrong place from wrong code.
    var authorErrors: Set<String> = []
    var certainErrors: Set<String> = []
    /// Whether a failed type-check found every name the block uses: none of its own errors is
    /// an unknown name or member. Of guessed places that all fail, the one place that finds
    /// them is the block's.
    var resolvesNames = false
    /// Whether a failed type-check found every unqualified name the block uses (no
    /// `cannot find 'x' in scope`): members may still be missing.
    var findsNames = false
    /// Whether the block passed with errors in other blocks' member bodies, which the compiler
    /// checks apart: in a place that is only a guess, such a pass is weaker than a clean one.
    var passedDespiteOthers = false
    /// Cases the compiler looked for in an enum and did not find, with the enum as it names
    /// it (`removeButtonTapped` → `AppAction`, from `type 'AppAction' has no member
    /// 'removeButtonTapped'`): where the article's lone `case` lines belong.
    var missingCases: [String: String] = [:]
    /// Whether the compiler did not run at all (`CompileOutcome.refusal`): no place tried says
    /// anything of the code.
    var notCompiled = false

    init(status: BlockStatus, diagnostics: [ReportDiagnostic], output: String = "", isCacheable: Bool,
         checked: VerificationLevel? = nil, unverified: LevelReason? = nil) {
        self.status = status
        self.diagnostics = diagnostics
        self.output = output
        self.isCacheable = isCacheable
        self.checked = unverified != nil ? .unverified : checked
        self.unverified = unverified
    }

    /// The verdict of a block the compiler did not run on: failed at its fence, with why, not kept.
    static func notCompiled(_ block: CodeBlock, _ refusal: String) -> BlockVerdict {
        var verdict = BlockVerdict(status: .failed, diagnostics: [ReportDiagnostic(line: block.line, column: block.column,
                                                                                   severity: .error, message: refusal)], isCacheable: false)
        verdict.notCompiled = true
        return verdict
    }

    /// Whether the block passed a type-check (not only its parse).
    var passedTypecheck: Bool { status == .passed && checked == .typechecked }
}

/// Compiles and runs planned blocks: a batch of `compile` blocks in one invocation, one block
/// alone, or one block as a program in the sandbox.
struct Executor: Sendable {
    var toolchain: Toolchain
    var compiler: Compiler
    var sandbox: Sandbox
    /// Where generated sources and programs go while they are needed.
    var workFolder: URL
    /// The modules the blocks may name, left out of the declarations the page shows.
    var moduleNames: Set<String> = []

    /// Checks blocks together. Returns nil when the batch fails: the caller then checks each
    /// block alone, so that one block's error is reported for that block only.
    func checkTogether(_ members: [Batching.Member]) async -> [BlockVerdict]? {
        let files = members.enumerated().map { offset, member in
            GeneratedFile(name: "Block\(offset).swift", contents: member.source)
        }
        let folder = makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = await compiler.compile(files, product: .check(perFileImports: Batching.mixesImports(members)),
                                             linkage: toolchain.linkage(for: members.flatMap(\.block.imports)),
                                             parseAsLibrary: true, in: folder)
        guard outcome.succeeded else { return nil }
        let implicit = await implicitNames(in: files, blocks: members.map { [$0.block.block] }, imports: members.flatMap(\.block.imports),
                                           parseAsLibrary: true)
        return members.enumerated().map { offset, member in
            var verdict = BlockVerdict(status: .passed, diagnostics: [], isCacheable: true)
            if offset < outcome.occurrences.count {
                verdict.symbols = BlockSymbols.make(outcome.occurrences[offset], generated: files[offset].contents, block: member.block.block,
                                                    modules: moduleNames, implicit: offset < implicit.count ? implicit[offset] : [])
            }
            return verdict
        }
    }

    /// The names the compiler declares (`ImplicitNames`: `$0`…) in the first files of `files`,
    /// one per list of `blocks` (the blocks each holds), from a type-check that writes their
    /// syntax trees — run only when a block may have such names; empty when none may, or when
    /// that type-check fails.
    private func implicitNames(in files: [GeneratedFile], blocks: [[CodeBlock]], imports: [String],
                               parseAsLibrary: Bool) async -> [[ImplicitNames.Reference]] {
        let wanted = blocks.map { $0.contains { ImplicitNames.mayHave(in: $0.lines.compiled) } }
        guard compiler.indexStoreLibrary != nil, wanted.contains(true) else { return [] }
        let folder = makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = await compiler.compile(files, product: .typecheck(primaryFiles: blocks.count, dumpingTrees: true),
                                             linkage: toolchain.linkage(for: imports), parseAsLibrary: parseAsLibrary, in: folder)
        guard outcome.succeeded else { return [] }
        return outcome.syntaxTrees.enumerated().map { offset, tree in
            offset < wanted.count && wanted[offset] ? ImplicitNames.references(inTree: tree, modules: moduleNames) : []
        }
    }

    /// Checks one `compile` block (a `compile_fail` block passes when this fails).
    func check(_ planned: PlannedBlock) async -> BlockVerdict {
        let folder = makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Top-level code must be the module's main.swift; a @main type or tests need their entry file.
        let isMain = planned.analysis.hasTopLevelCode
        let files = [GeneratedFile(name: isMain ? "main.swift" : "Block.swift",
                                   contents: Harness.source(for: planned.block, settings: planned.settings))]
            + (planned.analysis.runStyle.map(Harness.entryFiles) ?? []) + planned.context
        let outcome = await compiler.compile(files, product: .check(perFileImports: false), linkage: toolchain.linkage(for: planned.imports),
                                             parseAsLibrary: !isMain, in: folder)
        return await withSymbols(verdict(afterCompiling: planned, outcome), of: planned, outcome, files: files, parseAsLibrary: !isMain)
    }

    /// `verdict` with what the names of the block resolved to, when it passed: the index of
    /// its file (`files[0]`), and the names the compiler declares there (`implicitNames`).
    private func withSymbols(_ verdict: BlockVerdict, of planned: PlannedBlock, _ outcome: CompileOutcome, files: [GeneratedFile],
                             parseAsLibrary: Bool) async -> BlockVerdict {
        guard verdict.status == .passed, verdict.unverified == nil, outcome.succeeded, let occurrences = outcome.occurrences.first else { return verdict }
        var verdict = verdict
        let implicit = await implicitNames(in: files, blocks: [[planned.block]], imports: planned.imports, parseAsLibrary: parseAsLibrary)
        verdict.symbols = BlockSymbols.make(occurrences, generated: files[0].contents, block: planned.block, modules: moduleNames,
                                            implicit: implicit.first ?? [])
        return verdict
    }

    /// Compiles a `run` block into a program and runs it in the sandbox. A block with tests runs
    /// once per test (see `Harness.testRuns`), so that no test can end the process for the others.
    /// When the sandbox cannot be made, the program is neither built nor run: the block fails
    /// and says what is missing.
    func run(_ planned: PlannedBlock) async -> BlockVerdict {
        if let refusal = sandbox.refusal {
            return BlockVerdict(status: .failed, diagnostics: [ReportDiagnostic(
                line: planned.block.line, column: planned.block.column, severity: .error,
                message: "not run: \(refusal); or pass --no-sandbox to run the programs unconfined")], isCacheable: false)
        }
        let folder = makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let style = planned.analysis.runStyle ?? .topLevel
        let parseAsLibrary = Harness.parsesAsLibrary(style)
        let own = Harness.Segment(file: planned.block.file, line: planned.block.firstCodeLine, text: planned.block.lines.compiled)
        // The earlier steps it builds on run first; a marker line then tells its own output.
        let segments = planned.steps.isEmpty ? [own] : planned.steps + [Self.printing(Self.stepMarker, at: planned), own]
        let files = [GeneratedFile(name: parseAsLibrary ? "Block.swift" : "main.swift",
                                   contents: Harness.source(of: segments, header: "\(planned.block.file):\(planned.block.line)",
                                                            settings: planned.settings,
                                                            extraImports: Harness.implicitImports(for: style, of: planned)))]
            + Harness.entryFiles(for: style) + planned.context
        let program = folder.appendingPathComponent("program")
        let outcome = await compiler.compile(files, product: .executable(program), linkage: toolchain.linkage(for: planned.imports),
                                             parseAsLibrary: parseAsLibrary, in: folder)
        guard outcome.succeeded else { return verdict(afterCompiling: planned, outcome) }
        var runs: [ProgramVerdict.Run] = []
        var testRuns = Harness.testRuns(for: style)
        if style.isSwiftTesting {
            // The tests the built binary has, as the testing library lists them: every one runs,
            // whatever spelling declared it (`@Testing.Test`, a nested suite, a macro's).
            let listing = await sandbox.run(program.path, arguments: ["--list-tests"] + TestRecord.streamArguments, record: true)
            let listed = TestRecord(listing.record).listed
            // None listed is right only for a block whose analysis found no test either.
            guard listing.succeeded, !listed.isEmpty || style == .swiftTesting([]) else {
                return BlockVerdict(status: .failed, diagnostics: [ReportDiagnostic(
                    line: planned.block.line, column: planned.block.column, severity: .error,
                    message: "the testing library listed no test of the block (\(listing.termination))")], isCacheable: false)
            }
            if !listed.isEmpty { testRuns = Harness.testRuns(listed: listed) }
        }
        for testRun in testRuns {
            let arguments = testRun.arguments + (style.isSwiftTesting ? TestRecord.streamArguments : [])
            var outcome = await sandbox.run(program.path, arguments: arguments, record: testRun.name != nil)
            if !planned.steps.isEmpty { outcome.standardOutput = Self.ownOutput(outcome.standardOutput) }
            runs.append(ProgramVerdict.Run(test: testRun.name, outcome: outcome))
        }
        return await withSymbols(ProgramVerdict.judge(runs, block: planned.block, style: style, limits: sandbox.limits), of: planned, outcome,
                                 files: files, parseAsLibrary: parseAsLibrary)
    }

    /// Turns a compiler's outcome into a verdict, keeping the diagnostics inside the block.
    func verdict(afterCompiling planned: PlannedBlock, _ outcome: CompileOutcome) -> BlockVerdict {
        let block = planned.block
        if let refusal = outcome.refusal { return .notCompiled(block, refusal) }
        let ownErrors = outcome.diagnostics.filter(block.owns).map(block.reportDiagnostic)
        var diagnostics = ownErrors
        // Errors only in the earlier declarations it was compiled with: those blocks fail on
        // their own account, and this one could not be compiled.
        if !outcome.succeeded, !planned.context.isEmpty, !outcome.timedOut, !ownErrors.contains(where: { $0.severity == .error }),
           outcome.diagnostics.contains(where: { $0.severity == .error && !$0.file.isEmpty && !block.owns($0) }) {
            return BlockVerdict(status: .passed, diagnostics: [], isCacheable: true, unverified: .dependsOnFailingBlocks)
        }
        if !outcome.succeeded, !ownErrors.contains(where: { $0.severity == .error }) {
            // A failure outside the block's lines: a linker error, a crash of the compiler, an
            // error in a core module. Say so at the fence.
            let first = outcome.diagnostics.first(where: { $0.severity == .error })
            let place = first.map { $0.file.isEmpty ? "" : " (\($0.file):\($0.line):\($0.column))" } ?? ""
            let message = outcome.timedOut ? "the compiler did not finish within \(outcome.timeLimit) s"
                : "the compiler failed: \(first?.message ?? Self.firstLine(of: outcome.output))\(place)"
            diagnostics.insert(ReportDiagnostic(line: block.line, column: block.column, severity: .error, message: message), at: 0)
        }
        // A compiler that did not finish said nothing of the code, compile_fail or not; the same
        // code would hold it as long again, so the verdict is kept.
        if outcome.timedOut { return BlockVerdict(status: .failed, diagnostics: diagnostics, isCacheable: true) }
        if planned.analysis.expectsCompileFailure {
            if outcome.succeeded {
                return BlockVerdict(status: .failed, diagnostics: [ReportDiagnostic(
                    line: block.line, column: block.column, severity: .error,
                    message: "the block compiled, but it is marked compile_fail (remove the attribute, or make the code fail)")],
                                    isCacheable: true)
            }
            return BlockVerdict(status: .passed, diagnostics: diagnostics.map { var note = $0; note.severity = .note; return note },
                                isCacheable: true)
        }
        if outcome.succeeded { return BlockVerdict(status: .passed, diagnostics: [], isCacheable: true) }
        // A time-out is kept too: the same code would hold the compiler as long again.
        return BlockVerdict(status: .failed, diagnostics: diagnostics, isCacheable: true)
    }

    /// Runs an article's programs of top-level code as one program, the way rustdoc merges
    /// doctests: each block's lines in order, each after a marker line that names it, one
    /// compiler invocation and one process for all. Each block's output is what its lines printed
    /// between its marker and the next, judged as its own program's would be. Returns nil when
    /// the merged program does not compile or does not exit cleanly (two blocks declaring one
    /// name, a crash): then each block runs as its own program, so an error lands on its block.
    func runTogether(_ blocks: [PlannedBlock]) async -> [BlockVerdict]? {
        guard sandbox.refusal == nil, let first = blocks.first else { return nil }
        let folder = makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var segments: [Harness.Segment] = []
        for (offset, planned) in blocks.enumerated() {
            segments.append(Self.printing(Self.blockMarker(offset), at: planned))
            segments.append(Harness.Segment(file: planned.block.file, line: planned.block.firstCodeLine, text: planned.block.lines.compiled))
        }
        var context: [GeneratedFile] = []
        for file in blocks.flatMap(\.context) where !context.contains(where: { $0.contents == file.contents }) {
            context.append(GeneratedFile(name: "Earlier\(context.count).swift", contents: file.contents))
        }
        let files = [GeneratedFile(name: "main.swift", contents: Harness.source(of: segments, header: "\(first.block.file):\(first.block.line)",
                                                                              settings: first.settings))] + context
        let program = folder.appendingPathComponent("program")
        let outcome = await compiler.compile(files, product: .executable(program), linkage: toolchain.linkage(for: blocks.flatMap(\.imports)),
                                             parseAsLibrary: false, in: folder)
        guard outcome.succeeded else { return nil }
        let process = await sandbox.run(program.path, arguments: [])
        guard process.termination == .exited(0) else { return nil }
        let sections = Self.sections(of: process.standardOutput, count: blocks.count)
        guard sections.count == blocks.count else { return nil }
        // Each block's names are read off the merged file's index, through its own `#sourceLocation` lines.
        let implicit = await implicitNames(in: files, blocks: [blocks.map(\.block)], imports: blocks.flatMap(\.imports),
                                           parseAsLibrary: false).first ?? []
        return zip(blocks, sections).map { planned, output in
            var own = process
            own.standardOutput = output
            own.standardError = ""
            var verdict = ProgramVerdict.judge(own, block: planned.block, style: .topLevel, limits: sandbox.limits)
            if verdict.status == .passed, verdict.unverified == nil, let occurrences = outcome.occurrences.first {
                verdict.symbols = BlockSymbols.make(occurrences, generated: files[0].contents, block: planned.block, modules: moduleNames,
                                                    implicit: implicit)
            }
            return verdict
        }
    }

    /// The output of each of `count` merged blocks: the text after each block's marker line.
    static func sections(of output: String, count: Int) -> [String] {
        var sections: [String] = []
        var rest = Substring(output)
        for offset in 0..<count {
            guard let start = rest.range(of: blockMarker(offset) + "\n") else { return sections }
            if offset > 0 { sections[offset - 1] = String(rest[..<start.lowerBound]) }
            sections.append("")
            rest = rest[start.upperBound...]
        }
        if !sections.isEmpty { sections[sections.count - 1] = String(rest) }
        return sections
    }

    /// The line a program with earlier steps prints before its own lines.
    static let stepMarker = "\u{1E}sitegen: the block's own output follows\u{1E}"

    /// The line a merged program prints before the lines of its `offset`-th block.
    static func blockMarker(_ offset: Int) -> String { "\u{1E}sitegen: block \(offset)\u{1E}" }

    /// A statement that prints `marker` (a line of its own), placed at the block's first line.
    static func printing(_ marker: String, at planned: PlannedBlock) -> Harness.Segment {
        Harness.Segment(file: planned.block.file, line: planned.block.firstCodeLine, text: "print(\(Harness.stringLiteral(marker)))")
    }

    /// What a program printed after its earlier steps: the text after the marker line (all of
    /// it when the program stopped before the marker, so nothing is hidden).
    static func ownOutput(_ output: String) -> String {
        guard let range = output.range(of: stepMarker + "\n", options: .backwards) else { return output }
        return String(output[range.upperBound...])
    }

    private func makeFolder() -> URL {
        workFolder.appendingPathComponent(UUID().uuidString)
    }

    private static func firstLine(of text: String) -> String {
        String(text.split(separator: "\n").first(where: { !$0.allSatisfy(\.isWhitespace) }) ?? "no output")
    }
}
