import Foundation

/// Type-check jobs that share one compiler invocation, the way rustdoc merges doctests: each
/// job's own file is a primary file of one module, and the files of their contexts are
/// shared where they are the same file. Starting the compiler costs about as much as checking
/// a block, so this is most of the speed of a cold `sitegen test`.
///
/// Jobs share a module only when that cannot change what either of them sees: no file of one
/// declares a name that a file of the other declares differently or uses, they import the same
/// modules, and none is a program's `main.swift` or a step that must fail. So when every error
/// lies on the lines of one job's block, each job's verdict is the one it has alone (its own
/// errors, or none); a job whose place is a guess and has errors, and every job when an error
/// lies anywhere else, is checked again on its own — an error always lands on its block.
enum TypecheckGroups {
    /// A job the cache did not answer, with its verdict's key and its generated files (its own first).
    struct Member: Sendable {
        var job: TypecheckStage.Job
        var key: String
        var files: [GeneratedFile]

        /// The names each file declares at module level (`#Preview` and `@main` count as names:
        /// two files that use them cannot share a module).
        var declared: [Set<String>] {
            let units = job.context
            var own = Set(job.block.analysis.moduleNames)
            if case .inside(let unit) = job.placement { own.formUnion(unit.moduleNames) }
            let names = [own] + units.map { Set($0.moduleNames) }
            return zip(files, names).map { file, names in
                names.union(["#Preview", "@main"].filter { file.contents.contains($0) })
            }
        }

        /// The names its blocks use.
        var used: Set<String> {
            Set((job.ownBlocks + job.context.flatMap(\.blocks)).flatMap(\.analysis.identifiers))
        }

        /// Whether it may share a module at all.
        var canShare: Bool {
            !job.isMain && !job.block.analysis.expectsCompileFailure
        }
    }

    /// At most this many jobs share an invocation.
    static let maxSize = 12

    /// The members in groups that can share an invocation, in order; a member that shares with
    /// none is a group of its own.
    static func groups(_ members: [Member]) -> [[Member]] {
        struct Group {
            var members: [Member]
            var imports: [String]
            /// Declared names by file contents.
            var files: [String: Set<String>]
            var used: Set<String>
        }
        var groups: [Group] = []
        for member in members {
            let imports = member.job.imports.extra + ["|"] + member.job.imports.all
            let files = Dictionary(zip(member.files.map(\.contents), member.declared), uniquingKeysWith: { first, _ in first })
            let used = member.used
            let fits = member.canShare ? groups.firstIndex { group in
                guard group.members.count < maxSize, group.imports == imports, group.members.allSatisfy(\.canShare) else { return false }
                // Names declared by files only one side has: the other side may neither declare nor use them.
                let theirs = group.files.filter { files[$0.key] == nil }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
                let mine = files.filter { group.files[$0.key] == nil }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
                return theirs.isDisjoint(with: mine) && theirs.isDisjoint(with: used) && mine.isDisjoint(with: group.used)
            } : nil
            if let index = fits {
                groups[index].members.append(member)
                groups[index].files.merge(files) { first, _ in first }
                groups[index].used.formUnion(used)
            } else {
                groups.append(Group(members: [member], imports: imports, files: files, used: used))
            }
        }
        return groups.map(\.members)
    }
}

extension TypecheckStage {
    /// Type-checks a group of jobs in one invocation (see `TypecheckGroups`); the jobs it does
    /// not clear, on their own.
    func check(_ group: [TypecheckGroups.Member]) async -> [(TypecheckStage.Job, BlockVerdict)] {
        guard group.count > 1, keepFolder == nil else {
            var verdicts: [(TypecheckStage.Job, BlockVerdict)] = []
            for member in group { verdicts.append((member.job, await check(member))) }
            return verdicts
        }
        // The jobs' own files first (the primary files), then each context file once.
        var files: [GeneratedFile] = []
        for (offset, member) in group.enumerated() {
            files.append(GeneratedFile(name: "Block\(offset).swift", contents: member.files[0].contents))
        }
        // A context file that is another job's own file is already there.
        var seen = Set(files.map(\.contents))
        for member in group {
            for file in member.files.dropFirst() where seen.insert(file.contents).inserted {
                files.append(GeneratedFile(name: "Context\(files.count).swift", contents: file.contents))
            }
        }
        let folder = workFolder.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = await compiler.compile(files, product: .typecheck(primaryFiles: group.count),
                                             linkage: toolchain.linkage(for: group[0].job.imports.all), parseAsLibrary: true, in: folder)
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        // An error that sharing itself could cause (two declarations of a name) is nobody's:
        // every job is checked again on its own.
        let owners = errors.map { error in
            error.message.contains("redeclaration") || error.message.contains("ambiguous")
                ? nil : group.firstIndex { $0.job.block.block.owns(error) }
        }
        let cleared: Set<Int>
        if outcome.timedOut || (!outcome.succeeded && errors.isEmpty) || owners.contains(nil) {
            cleared = []
        } else {
            cleared = Set(group.indices).subtracting(owners.compactMap { $0 })
        }
        if compiler.trace {
            FileHandle.standardError.write(Data("shared type-check: \(group.count) blocks, \(cleared.count) cleared\(owners.contains(nil) ? " (an error outside the blocks)" : "")\n".utf8))
        }
        var verdicts: [(TypecheckStage.Job, BlockVerdict)] = []
        for (offset, member) in group.enumerated() {
            let job = member.job
            if cleared.contains(offset) {
                let verdict = BlockVerdict(status: .passed, diagnostics: [], isCacheable: true, checked: .typechecked)
                store(verdict, of: member)
                verdicts.append((job, verdict))
            } else if !owners.contains(nil), !outcome.timedOut, job.fallbacks.isEmpty {
                // Its errors are all on its own lines, and nothing of the others is visible to
                // it: the compiler says of it what it would say of it alone.
                let own = outcome.diagnostics.filter { job.block.block.owns($0) }
                let verdict = Self.verdict(for: job, CompileOutcome(succeeded: false, diagnostics: own, output: outcome.output, timedOut: false))
                store(verdict, of: member)
                verdicts.append((job, verdict))
            } else {
                verdicts.append((job, await check(member)))
            }
        }
        return verdicts
    }
}
