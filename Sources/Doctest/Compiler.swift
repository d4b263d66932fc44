import CompilerIndex
import Files
import Foundation

/// A diagnostic printed by swiftc (`content/x.md:12:5: error: cannot find 'x' in scope [cannot_find_in_scope]`).
struct CompilerDiagnostic: Hashable, Sendable {
    var file: String
    var line: Int
    var column: Int
    var severity: ReportDiagnostic.Severity
    var message: String
    /// The compiler's stable name for the diagnostic (`cannot_find_in_scope`), printed with
    /// `-debug-diagnostic-names`: what a verdict is decided by, never the message's English.
    var id: DiagnosticID = ""

    init(file: String, line: Int, column: Int, severity: ReportDiagnostic.Severity, message: String, id: DiagnosticID = "") {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.id = id
    }

    /// `message [name]` as the message and the name (`-debug-diagnostic-names`).
    static func splitName(_ text: Substring) -> (message: String, id: DiagnosticID) {
        guard text.hasSuffix("]"), let open = text.lastIndex(of: "["), open > text.startIndex,
              text[text.index(before: open)] == " " else { return (String(text), "") }
        let name = text[text.index(after: open)..<text.index(before: text.endIndex)]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return (String(text), "") }
        return (String(text[..<text.index(before: open)]), DiagnosticID(rawValue: String(name)))
    }

    /// Parses swiftc's output in the LLVM style (`-diagnostic-style llvm`): one line per
    /// diagnostic, followed by source excerpts that are not diagnostics.
    static func parse(_ output: String) -> [CompilerDiagnostic] {
        output.split(separator: "\n").compactMap { line in
            for severity in [ReportDiagnostic.Severity.error, .warning, .note] {
                guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
                let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
                let (message, id) = splitName(line[marker.upperBound...])
                guard place.count >= 3, let lineNumber = Int(place[place.count - 2]), let column = Int(place[place.count - 1])
                else {
                    // `<unknown>:0: error: …` and linker errors have no usable place.
                    return CompilerDiagnostic(file: "", line: 0, column: 0, severity: severity, message: message, id: id)
                }
                return CompilerDiagnostic(file: place.dropLast(2).joined(separator: ":"), line: lineNumber, column: column,
                                          severity: severity, message: message, id: id)
            }
            return nil
        }
    }
}

/// What one compiler invocation produced.
struct CompileOutcome: Sendable {
    var succeeded: Bool
    var diagnostics: [CompilerDiagnostic]
    /// The compiler's whole output, for failures no diagnostic explains (a linker error).
    var output: String
    var timedOut: Bool
    /// Why the compiler did not run at all (the sandbox cannot be made here): the block is
    /// not verified, and the verdict is not kept.
    var refusal: String? = nil
    /// The seconds the compiler had (`Compiler.timeout`), for a verdict that says it did not finish.
    var timeLimit = 0
    /// What each name of the blocks' files resolved to, in the order of the files (a
    /// type-check's primary files; every file of a check; a program's first), when the
    /// invocation wrote an index store (`Compiler.indexStoreLibrary`); empty otherwise.
    var occurrences: [[IndexOccurrence]] = []
    /// The frontend's syntax tree of each primary file, as JSON, for a type-check that asked
    /// for it (`Product.typecheck(primaryFiles:dumpingTrees:)`); empty otherwise.
    var syntaxTrees: [Data] = []
}

/// Runs swiftc on generated files against the core modules.
struct Compiler: Sendable {
    var toolchain: Toolchain
    /// The module cache the invocations share: the clang modules (Glibc, Foundation's C
    /// parts…) and the Swift modules built from interfaces that the blocks import.
    var moduleCachePath: String
    /// Seconds of wall-clock time an invocation may take before its process group is killed:
    /// the type-check of a block of content/ takes about one.
    var timeout: Double = 120
    /// Where the invocations run (`CompilerConfinement`); unconfined unless the stage says.
    var confinement: CompilerConfinement
    /// How many times swiftc ran (for the benchmark).
    let invocations = Locked(0)
    /// Prints every compiler invocation and its time on standard error (`SITEGEN_DOCTEST_TRACE=1`).
    var trace = false
    /// Where files of the same contents are written once for every invocation that uses them
    /// (type-checks share most of their context files); nil: each invocation writes its own.
    var sources: SourceStore?
    /// The toolchain's libIndexStore: when set, an invocation writes an index store (locals
    /// included) and its outcome carries what each name of the blocks' files resolved to
    /// (`CompileOutcome.occurrences`).
    var indexStoreLibrary: IndexStoreLibrary?

    enum Product: Sendable {
        /// Type-check and run the SIL diagnostic passes (definite initialization, missing
        /// returns…) without generating code: for `compile` blocks. With `perFileImports`, a
        /// file sees only the members of the modules it imports itself (blocks that import
        /// different modules share the check).
        case check(perFileImports: Bool)
        /// An executable program: for `run` blocks.
        case executable(URL)
        /// Type-check only the first `primaryFiles` files, against the declarations of the
        /// others: for blocks checked against the interface modules of Apple's frameworks.
        /// With `dumpingTrees`, the frontend writes the type-checked syntax tree of each
        /// primary file too (`-dump-ast`: the same check, whose tree says what the index does
        /// not, such as the type of a closure's `$0`); only where it knows its frontend. Should
        /// that fail without an error in the generated files, the plain type-check answers.
        case typecheck(primaryFiles: Int, dumpingTrees: Bool = false)
    }

    /// A file sees the members of the modules it imports, not those its module's other files
    /// import (Swift 6's `MemberImportVisibility`): what a block's file may use does not depend
    /// on the files it shares a module with (`TypecheckGroups`, `Batching`).
    static let perFileImports = ["-enable-upcoming-feature", "MemberImportVisibility"]

    /// Whether the invocations have `-g`, as the build's commands had: the build's module
    /// cache then holds the clang modules they need.
    var debugInfo: Bool

    /// A compiler whose module cache is shared by every invocation, type-checks and builds
    /// alike, and outlives the verdict cache: the build's own (`Toolchain.buildModuleCache`),
    /// else one of sitegen's (`Toolchain.buildCacheFolder`). Several compilers, and
    /// `swift build`, may share it (clang locks each module it builds).
    init(toolchain: Toolchain, cacheFolder: URL, trace: Bool) {
        self.toolchain = toolchain
        confinement = CompilerConfinement(mode: .unconfined, swiftc: toolchain.swiftc)
        if let shared = toolchain.buildModuleCache {
            moduleCachePath = shared.path
            debugInfo = shared.debugInfo
        } else {
            moduleCachePath = Toolchain.buildCacheFolder(buildPath: toolchain.buildPath, cacheFolder: cacheFolder)
                .appendingPathComponent("ModuleCache").path
            debugInfo = false
        }
        self.trace = trace
    }

    /// Compiles `files` (written into `folder`) as one module.
    func compile(_ files: [GeneratedFile], product: Product, linkage: Toolchain.Linkage, parseAsLibrary: Bool,
                 in folder: URL) async -> CompileOutcome {
        if case .refused(let reason) = confinement.mode {
            return CompileOutcome(succeeded: false, diagnostics: [], output: "", timedOut: false,
                                  refusal: "not compiled: \(reason); or pass --no-sandbox to run the compiler unconfined")
        }
        invocations.mutate { $0 += 1 }
        var paths: [String] = []
        do {
            // Not its parents: the run's scratch folder, once a signal removed it, stays removed.
            if !FileManager.default.fileExists(atPath: folder.path) {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            }
            for file in files {
                // A program's `main.swift` keeps its name: it says where the program starts.
                if let sources, file.name != "main.swift" {
                    paths.append(try sources.path(for: file.contents))
                    continue
                }
                let url = folder.appendingPathComponent(file.name)
                try PlainFile.write(file.contents, to: url.path)
                paths.append(url.path)
            }
        } catch {
            return CompileOutcome(succeeded: false, diagnostics: [], output: "cannot write the generated source: \(error)",
                                  timedOut: false)
        }
        var arguments = [
            "-swift-version", "5", "-module-name", Harness.moduleName, "-I", toolchain.modulesPath,
            "-module-cache-path", moduleCachePath, "-diagnostic-style", "llvm", "-no-color-diagnostics",
            "-suppress-warnings", "-Onone",
        ]
        arguments += linkage.compilerArguments
        if parseAsLibrary { arguments.append("-parse-as-library") }
        // The frontend itself when the driver tells how it starts it (whole-module: no primary
        // file), which saves starting the driver — a program of its own — on every check.
        let frontend = Self.frontend(of: toolchain.swiftc)
        var executable = toolchain.swiftc
        switch product {
        case .check(let perFileImports):
            if perFileImports { arguments += Self.perFileImports }
            if let frontend {
                executable = frontend.path
                // Every file a primary file, each with its own (discarded) output: the SIL
                // diagnostics run on every function as in a whole-module check, and the index
                // store, which wants an output per file, can be written.
                arguments = ["-frontend", "-emit-sil"] + frontend.flags + arguments
                    + paths.flatMap { ["-primary-file", $0] } + paths.flatMap { _ in ["-o", "/dev/null"] }
            } else {
                arguments += ["-emit-sil", "-wmo", "-o", "/dev/null"] + paths
            }
        case .executable(let output):
            arguments += ["-o", output.path]
            arguments += paths + linkage.objects + linkage.linkerArguments
        case .typecheck(let primaryFiles, let dumpingTrees):
            arguments += Self.perFileImports
            // The frontend itself, with the blocks' own files as the primary files: the others
            // are read for their declarations, and the bodies of the earlier blocks (checked in
            // their own steps) are not checked again — about a quarter of the time of the
            // driver, which checks every file in full. Where the driver does not tell its
            // frontend flags (macro plugins, target), the driver checks every file.
            if let frontend {
                executable = frontend.path
                arguments = (dumpingTrees ? ["-frontend", "-dump-ast", "-dump-ast-format", "json"] : ["-frontend", "-typecheck"])
                    + frontend.flags + arguments
                    + paths.prefix(primaryFiles).flatMap { ["-primary-file", $0] } + paths.dropFirst(primaryFiles)
                if dumpingTrees { arguments += (0..<primaryFiles).flatMap { ["-o", folder.appendingPathComponent("tree\($0).json").path] } }
            } else {
                arguments += ["-typecheck"] + paths
            }
        }
        // What the names resolved to, for the page: the frontend writes it as it checks.
        // A whole-module check (the driver's, when it does not tell its frontend flags) writes
        // no index for several files: the frontend wants an output per file.
        let indexed: Int = switch product {
        case .typecheck(let primaryFiles, _): primaryFiles
        case .check: executable == toolchain.swiftc && files.count > 1 ? 0 : files.count
        case .executable: 1
        }
        if indexStoreLibrary != nil, indexed > 0 {
            let frontendOnly = ["-index-include-locals", "-index-ignore-clang-modules"]
            arguments += ["-index-store-path", folder.appendingPathComponent("index").path]
                + (executable == toolchain.swiftc ? frontendOnly.flatMap { ["-Xfrontend", $0] } + ["-index-ignore-system-modules"] : frontendOnly)
        }
        // The frontend's `-g`, not the driver's (which adds a module for the debugger to a
        // program's build): it costs a type-check nothing and picks the clang modules the
        // build made with its options.
        if debugInfo { arguments += executable == toolchain.swiftc ? ["-Xfrontend", "-g"] : ["-g"] }
        // Every diagnostic with its stable name: verdicts are decided by these, not by the English.
        arguments += executable == toolchain.swiftc ? ["-Xfrontend", "-debug-diagnostic-names"] : ["-debug-diagnostic-names"]
        let command = confinement.command(executable, arguments, writing: [folder.path] + (sources.map { [$0.folder.path] } ?? []),
                                          timeout: timeout)
        let outcome = await Subprocess.run(command[0], Array(command.dropFirst()),
                                           environment: confinement.environment, timeout: timeout,
                                           descriptors: confinement.descriptors)
        if trace {
            let what = switch product { case .check: "check"; case .typecheck: "typecheck"; case .executable: "build" }
            FileHandle.standardError.write(Data(String(format: "swiftc %@ %d file(s): %.2f s%@\n", what, files.count, outcome.seconds,
                                                      outcome.succeeded ? "" : " (failed)").utf8))
        }
        let text = outcome.standardError + outcome.standardOutput
        var result = CompileOutcome(succeeded: outcome.succeeded, diagnostics: CompilerDiagnostic.parse(text), output: text,
                                    timedOut: outcome.termination == .timedOut, timeLimit: Int(timeout.rounded(.up)))
        if let indexStoreLibrary, indexed > 0, outcome.termination != .timedOut {
            let store = folder.appendingPathComponent("index").path
            // An index that cannot be read leaves the names without their declarations: the
            // verdict is the compiler's all the same.
            result.occurrences = paths.prefix(indexed).map { path in
                (try? indexStoreLibrary.occurrences(inStore: store, forFileNamed: URL(fileURLWithPath: path).lastPathComponent)) ?? []
            }
        }
        if case .typecheck(let primaryFiles, true) = product {
            // A check that wrote the trees and failed without an error in the generated files
            // (the tree could not be written, the time ran out) failed for the trees, not the
            // code: the plain type-check answers.
            if !result.succeeded, result.timedOut || !result.diagnostics.contains(where: { $0.severity == .error && !$0.file.isEmpty }) {
                try? FileManager.default.removeItem(at: folder)
                return await compile(files, product: .typecheck(primaryFiles: primaryFiles), linkage: linkage, parseAsLibrary: parseAsLibrary,
                                     in: folder)
            }
            if executable != toolchain.swiftc {
                result.syntaxTrees = (0..<primaryFiles).map { (try? Data(contentsOf: folder.appendingPathComponent("tree\($0).json"))) ?? Data() }
            }
        }
        return result
    }

    /// How the driver starts its frontend: the frontend's executable, and the flags it gives
    /// it that sitegen's own arguments do not say (the target, and where the macro plugins
    /// are: `@Observable` expands through them).
    struct Frontend: Sendable, Equatable {
        var path: String
        var flags: [String]
    }

    /// How `swiftc` starts its frontend, asked once per compiler (`swiftc -typecheck -###`);
    /// nil when the driver does not answer.
    static func frontend(of swiftc: String) -> Frontend? {
        frontendCache.mutate { cache in
            if let known = cache[swiftc] { return known }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitegen-driver-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = folder.appendingPathComponent("probe.swift")
            var frontend: Frontend?
            if (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
               (try? "".write(to: file, atomically: false, encoding: .utf8)) != nil {
                // The driver makes a temporary folder for the plan it only prints: in ours, removed after.
                var environment = ProcessInfo.processInfo.environment
                environment["TMPDIR"] = folder.path
                let outcome = Subprocess.run(swiftc, ["-typecheck", "-###", file.path], environment: environment, timeout: 60)
                frontend = outcome.succeeded ? Self.frontend(inDriverPlan: outcome.standardOutput + outcome.standardError) : nil
            }
            cache[swiftc] = .some(frontend)
            return frontend
        }
    }

    private static let frontendCache = Locked<[String: Frontend?]>([:])

    /// The frontend command the driver prints for `-###`: its executable (an absolute path
    /// that exists) and the flags of interest.
    static func frontend(inDriverPlan plan: String) -> Frontend? {
        // A quoted word (a path with a space) would need a shell's reading: the driver is used instead.
        guard let line = plan.split(separator: "\n").first(where: { $0.contains(" -frontend ") }),
              !line.contains("\""), !line.contains("'"), !line.contains("\\") else { return nil }
        let words = line.split(separator: " ").map(String.init)
        guard let path = words.first, path.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: path),
              words.dropFirst().first == "-frontend" else { return nil }
        let withValue: Set<String> = ["-target", "-in-process-plugin-server-path", "-plugin-path", "-external-plugin-path",
                                      "-resource-dir", "-sdk"]
        let alone: Set<String> = ["-disable-objc-interop", "-empty-abi-descriptor"]
        var flags: [String] = []
        var index = 0
        while index < words.count {
            if withValue.contains(words[index]), index + 1 < words.count {
                flags += [words[index], words[index + 1]]
                index += 2
                continue
            }
            if alone.contains(words[index]) { flags.append(words[index]) }
            index += 1
        }
        return flags.contains("-target") ? Frontend(path: path, flags: flags) : nil
    }
}

/// Generated files by contents, each written once into `folder` (`Source<n>.swift`): creating
/// and deleting a file per compiler invocation costs more than many type-checks.
final class SourceStore: Sendable {
    let folder: URL
    private let paths = Locked<[String: String]>([:])

    init(folder: URL) {
        self.folder = folder
    }

    /// The path of a file with these contents, written on first use.
    func path(for contents: String) throws -> String {
        try paths.mutate { paths in
            if let path = paths[contents] { return path }
            if paths.isEmpty { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false) }
            let url = folder.appendingPathComponent("Source\(paths.count).swift")
            try PlainFile.write(contents, to: url.path)
            paths[contents] = url.path
            return url.path
        }
    }

    /// Deletes the files.
    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
