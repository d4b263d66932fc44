import Foundation

/// Type-check jobs that share one compiler invocation, the way rustdoc merges doctests: each
/// job's own file is a primary file of one module, and the files of their contexts are
/// shared where they are the same file. Starting the compiler costs about as much as checking
/// a block, so this is most of the speed of a cold `sitegen test`.
///
/// Jobs share a module only when that cannot change what either of them sees. A job that
/// declares a type the group's files declare differently, or use (the tutorial evolves a type
/// from step to step), joins with that type renamed in its own files (`Modelo` becomes
/// `Modelo__sitegen2`: `Renaming`), so that each job sees its own version. Otherwise no file
/// of one may declare a name that a file of the other declares differently or uses (what an
/// extension adds to a type only one side declares is that side's), they import the same
/// interface modules (their other imports count per file: a file sees only the members of the
/// modules it imports), and none is a program's `main.swift` or a step that must fail.
///
/// Each error of the shared invocation belongs to the jobs whose files hold its line (or, when
/// it names a renamed type, to the job that renamed it). A job none of whose files holds an
/// error passes, as it would alone; so does one whose errors all lie in the bodies of earlier
/// steps' members, which its check alone would pass over too. A job with errors only on its
/// own block's lines, not renamed and in a known place, gets them as its verdict: the
/// compiler says of it what it would say of it alone. Every other job with an error is
/// checked again on its own, so an error always lands on its block, in the compiler's words.
enum TypecheckGroups {
    /// A job the cache did not answer, with its verdict's key and its generated files (its own first).
    struct Member: Sendable {
        var job: TypecheckStage.Job
        var key: String
        var files: [GeneratedFile]

        /// What each file declares at module level.
        var names: [FileNames] {
            var own = job.block.analysis.moduleNames
            var ownUsed = job.ownBlocks.flatMap(\.analysis.identifiers)
            if case .inside(let unit) = job.placement {
                own += unit.moduleNames
                ownUsed += unit.identifiers
            }
            let declared = [own] + job.context.map(\.moduleNames)
            let used = [ownUsed] + job.context.map { Array($0.identifiers) }
            let blocks = [job.ownBlocks] + job.context.map(\.blocks)
            return files.indices.map { index in
                FileNames(contents: files[index].contents, declared: declared[index], used: used[index], blocks: blocks[index])
            }
        }

        /// Whether it may share a module at all.
        var canShare: Bool {
            !job.isMain && !job.block.analysis.expectsCompileFailure
        }
    }

    /// The names a generated file declares at module level, and the names it uses.
    struct FileNames: Sendable {
        var contents: String
        /// Every name it adds to the module: types, functions, variables, members of
        /// extensions, conformances (`T: P`); `#Preview` and `@main` count as names: two files
        /// that use them cannot share a module.
        var declared: Set<String>
        /// The types it declares (not extensions): they can be renamed.
        var types: Set<String>
        /// The members and conformances its extensions add, by extended type.
        var extensions: [String: Set<String>]
        /// The names of its nested types and members: where a name is one of these, a
        /// renaming by spelling would rename the wrong thing.
        var inner: Set<String>
        var used: Set<String>

        init(contents: String, declared: [String], used: [String], blocks: [PlannedBlock]) {
            // The wrapper a member fragment is parsed in is not in the generated file.
            let wrapper = "__DoctestFragment"
            let keep = { (name: String) in name != wrapper || contents.contains(wrapper) }
            self.contents = contents
            self.declared = Set(declared.filter(keep)).union(["#Preview", "@main"].filter { contents.contains($0) })
            self.used = Set(used.filter(keep))
            let outlines = blocks.map(\.analysis.outline.types)
            types = Set(outlines.joined().filter { !$0.isExtension && !$0.name.contains(".") }.map(\.name)).intersection(self.declared)
            var extensions: [String: Set<String>] = [:]
            for type in outlines.joined() where type.isExtension && !type.name.contains(".") {
                extensions[type.name, default: []].formUnion(type.members.flatMap(\.names).map(Placement.spelled))
            }
            for name in self.declared where name.contains(":") {
                extensions[String(name.prefix { $0 != ":" }), default: []].insert(name)
            }
            self.extensions = extensions
            inner = Set(outlines.joined().flatMap { type in
                type.members.flatMap(\.names).map(Placement.spelled) + (type.name.contains(".") ? [String(type.name.split(separator: ".").last!)] : [])
            })
        }

        /// `names` with the names that belong to `types` left out: what their extensions add.
        /// Nobody who does not see those types sees these names.
        static func outside(_ files: [FileNames]) -> Set<String> {
            let types = files.reduce(into: Set<String>()) { $0.formUnion($1.types) }
            return files.reduce(into: Set<String>()) { names, file in
                var declared = file.declared
                for (type, members) in file.extensions where types.contains(type) { declared.subtract(members) }
                names.formUnion(declared)
            }
        }

        /// The names with `renamed` ones given the suffix.
        func renaming(_ renamed: Set<String>, suffix: String) -> FileNames {
            guard !renamed.isEmpty else { return self }
            func name(_ name: String) -> String {
                let type = String(name.prefix { $0 != ":" })
                return renamed.contains(type) ? type + suffix + name.dropFirst(type.count) : name
            }
            var copy = self
            copy.declared = Set(declared.map(name))
            copy.types = Set(types.map(name))
            copy.extensions = Dictionary(extensions.map { (name($0.key), Set($0.value.map(name))) }, uniquingKeysWith: { $0.union($1) })
            copy.used = Set(used.map(name))
            copy.inner = Set(inner.map(name))
            return copy
        }
    }

    /// A member of a group: the job, and the types renamed in its files (see `Renaming`).
    struct Placed: Sendable {
        let member: Member
        let renamed: Set<String>
        let suffix: String
        /// Its files as the shared module holds them (renamed once, here).
        let files: [GeneratedFile]

        init(member: Member, renamed: Set<String>, suffix: String) {
            self.member = member
            self.renamed = renamed
            self.suffix = suffix
            files = renamed.isEmpty ? member.files : member.files.map {
                GeneratedFile(name: $0.name, contents: Renaming.rename(renamed, suffix: suffix, in: $0.contents))
            }
        }
    }

    /// At most this many jobs share an invocation.
    static let maxSize = 12

    /// The members in groups that can share an invocation, in order; a member that shares with
    /// none is a group of its own.
    static func groups(_ members: [Member]) -> [[Placed]] {
        struct Group {
            var members: [Placed]
            var imports: [String]
            /// The module's files by contents, as the group holds them (renamed).
            var files: [String: FileNames]
            var used: Set<String>

            /// How `member` joins: the types it renames; nil when it cannot join.
            func join(_ member: Member, names: [FileNames]) -> Set<String>? {
                // Its files that the group already has are shared as they are — unless they use a
                // type the member renames: then the member has its own renamed copy.
                var shared = Set(names.indices.filter { files[names[$0].contents] != nil })
                // Its own file is a primary file: never one the group holds already as another job's own.
                if shared.contains(0), members.contains(where: { $0.member.files[0].contents == names[0].contents }) { return nil }
                while true {
                    let sharedContents = Set(shared.map { names[$0].contents })
                    let theirs = FileNames.outside(files.filter { !sharedContents.contains($0.key) }.map(\.value))
                    let own = names.indices.filter { !shared.contains($0) }.map { names[$0] }
                    let types = own.reduce(into: Set<String>()) { $0.formUnion($1.types) }
                    let renamed = types.intersection(theirs.union(used))
                    let moved = shared.filter { !names[$0].used.isDisjoint(with: renamed) || !names[$0].declared.isDisjoint(with: renamed) }
                    if !moved.isEmpty {
                        shared.subtract(moved)
                        continue
                    }
                    // Names declared by files only one side has: the other side may neither
                    // declare nor use them. Renamed types, and what extensions add to a side's
                    // own types, nobody else sees.
                    guard own.allSatisfy({ $0.inner.isDisjoint(with: renamed) }) else { return nil }
                    let mine = FileNames.outside(own).subtracting(renamed)
                    let uses = names.reduce(into: Set<String>()) { $0.formUnion($1.used) }.subtracting(renamed)
                    guard theirs.isDisjoint(with: mine), theirs.isDisjoint(with: uses), mine.isDisjoint(with: used) else { return nil }
                    return renamed
                }
            }

            mutating func add(_ member: Member, names: [FileNames], renaming renamed: Set<String>) {
                let placed = Placed(member: member, renamed: renamed, suffix: renamed.isEmpty ? "" : "__sitegen\(members.count)")
                members.append(placed)
                for (file, names) in zip(placed.files, names) where files[file.contents] == nil {
                    files[file.contents] = names.renaming(renamed, suffix: placed.suffix)
                }
                used.formUnion(names.reduce(into: Set<String>()) { $0.formUnion($1.used) }.subtracting(renamed))
            }
        }
        var groups: [Group] = []
        for member in members {
            // The interface modules alone: the other imports count per file (see `Compiler`).
            let imports = member.job.imports.extra
            let names = member.names
            var joined = false
            if member.canShare {
                for index in groups.indices {
                    guard groups[index].members.count < maxSize, groups[index].imports == imports,
                          groups[index].members.allSatisfy(\.member.canShare),
                          let renamed = groups[index].join(member, names: names) else { continue }
                    groups[index].add(member, names: names, renaming: renamed)
                    joined = true
                    break
                }
            }
            if !joined {
                var group = Group(members: [], imports: imports, files: [:], used: [])
                group.add(member, names: names, renaming: [])
                groups.append(group)
            }
        }
        return groups.map(\.members)
    }
}

extension TypecheckStage {
    /// Type-checks a group of jobs in one invocation (see `TypecheckGroups`); the jobs it does
    /// not clear, on their own.
    func check(_ group: [TypecheckGroups.Placed]) async -> [(TypecheckStage.Job, BlockVerdict)] {
        guard group.count > 1, keepFolder == nil else {
            var verdicts: [(TypecheckStage.Job, BlockVerdict)] = []
            for placed in group { verdicts.append((placed.member.job, await check(placed.member))) }
            return verdicts
        }
        // The jobs' own files first (the primary files), then each context file once.
        var files: [GeneratedFile] = []
        for (offset, placed) in group.enumerated() {
            files.append(GeneratedFile(name: "Block\(offset).swift", contents: placed.files[0].contents))
        }
        // A context file that is another job's own file is already there.
        var seen = Set(files.map(\.contents))
        for placed in group {
            for file in placed.files.dropFirst() where seen.insert(file.contents).inserted {
                files.append(GeneratedFile(name: "Context\(files.count).swift", contents: file.contents))
            }
        }
        let folder = workFolder.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = await compiler.compile(files, product: .typecheck(primaryFiles: group.count),
                                             linkage: toolchain.linkage(for: group.flatMap(\.member.job.imports.all)), parseAsLibrary: true, in: folder)
        // Each error is on the lines of the files that hold them: the members those files belong
        // to see it (an error on a block's own lines is in its file, and in any copy of it).
        let errors = outcome.diagnostics.filter { $0.severity == .error }
        let lines = group.map { $0.files.flatMap { Harness.articleLines(of: $0.contents) } }
        var errorsSeen = Array(repeating: [CompilerDiagnostic](), count: group.count)
        var nobodys = outcome.timedOut || (!outcome.succeeded && errors.isEmpty)
        for error in errors {
            // Only a member's own files name its renamed types: an error that names one is in them.
            let renamedIn = group.indices.filter { !group[$0].suffix.isEmpty && Renaming.mentions(group[$0].suffix, in: error.message) }
            let members = !renamedIn.isEmpty ? renamedIn : group.indices.filter { index in
                group[index].member.job.block.block.owns(error)
                    || lines[index].contains { $0.file == error.file && $0.lines.contains(error.line) }
            }
            if members.isEmpty { nobodys = true }
            for index in members { errorsSeen[index].append(error) }
        }
        if compiler.trace {
            let renamed = group.filter { !$0.renamed.isEmpty }.count
            let cleared = nobodys ? 0 : errorsSeen.filter(\.isEmpty).count
            FileHandle.standardError.write(Data("shared type-check: \(group.count) blocks (\(renamed) renamed), \(cleared) cleared\(nobodys ? " (an error on no member's lines)" : "")\n".utf8))
        }
        var verdicts: [(TypecheckStage.Job, BlockVerdict)] = []
        for (offset, placed) in group.enumerated() {
            let member = placed.member, job = member.job
            // Errors only in the bodies of the earlier steps' members (an old method that no
            // longer fits its type's new version) leave a block type-checked alone too.
            let cleared = errorsSeen[offset].isEmpty || !errorsSeen[offset].contains(where: job.block.block.owns)
                && Self.verdict(for: job, CompileOutcome(succeeded: false, diagnostics: errorsSeen[offset], output: "", timedOut: false))
                    .checked == .typechecked
            if !nobodys, cleared {
                let verdict = BlockVerdict(status: .passed, diagnostics: [], isCacheable: true, checked: .typechecked)
                store(verdict, of: member)
                verdicts.append((job, verdict))
            } else if !nobodys, job.fallbacks.isEmpty, placed.renamed.isEmpty, errorsSeen[offset].allSatisfy({ job.block.block.owns($0) }) {
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
