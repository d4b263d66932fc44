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
/// extension adds to a type only one side declares is that side's; a member placed in a type
/// is the type's, and statements placed in a body add nothing outside it), they import the same
/// interface modules (their other imports count per file: a file sees only the members of the
/// modules it imports), at most one is a program's `main.swift`, and none is a step that must
/// fail.
///
/// Each error of the shared invocation belongs to the jobs whose files hold it (each file's
/// number is in the file names of its `#sourceLocation` lines: `FileTag`), or, when it names a
/// renamed type, to the job that renamed it. A job none of whose files holds an
/// error passes, as it would alone; so does one whose errors all lie in the bodies of earlier
/// steps' members, which its check alone would pass over too. A job with errors only on its
/// own block's lines, not renamed, gets them as its verdict: the compiler says of it what it
/// would say of it alone. Every other job with an error is checked again on its own, so an
/// error always lands on its block, in the compiler's words. A block whose place is a guess
/// and does not type-check there is tried in its other guesses afterwards, those of all such
/// blocks sharing invocations the same way (`TypecheckStage.check(_:jobs:tracker:)`).
enum TypecheckGroups {
    /// A job the cache did not answer, with its verdict's key and its generated files (its own first).
    struct Member: Sendable {
        var job: TypecheckStage.Job
        var key: String
        var files: [GeneratedFile]
        /// Which of the job's places it checks: 0 its first, n its n-th other guess (then
        /// `job` is that guess, and the verdict is the guess's alone, not kept in the cache).
        var place = 0

        /// What each file declares at module level.
        var names: [FileNames] {
            var own: [String]
            var ownUsed = job.ownBlocks.flatMap(\.analysis.identifiers)
            var ownUnit: ContextUnit?
            switch job.placement {
            case .alone:
                own = job.block.analysis.moduleNames
            case .inside(let unit):
                // The block is one of the unit's splices: its names are the unit's to tell.
                own = unit.moduleNames
                ownUsed += unit.identifiers
                ownUnit = unit
            case .wrapped(let typeName, _, _, _):
                // A signature is a member of the extension it is wrapped in; statements and
                // view code are a body's, and their declarations are locals.
                own = job.placement.isSignature ? job.block.analysis.moduleNames : []
                ownUsed.append(String(typeName.prefix { $0 != "." }))
            }
            let declared = [own] + job.context.map(\.moduleNames)
            let used = [ownUsed] + job.context.map { Array($0.identifiers) }
            let blocks = [job.ownBlocks] + job.context.map(\.blocks)
            let units = [ownUnit] + job.context.map { Optional($0) }
            return files.indices.map { index in
                FileNames(contents: files[index].contents, declared: declared[index], used: used[index], blocks: blocks[index],
                          unit: units[index])
            }
        }

        /// Whether it may share a module at all: a step that must fail may not (its errors are
        /// its verdict); a program's `main.swift` may, with library files only.
        var canShare: Bool {
            !job.block.analysis.expectsCompileFailure
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
        /// The names of its nested types (`Route` of `AlarmsListViewModel.Route`): renamed with
        /// the module-level type of the same name, qualified references too (`Renaming`).
        var nested: Set<String>
        var used: Set<String>

        /// Whether it declares an `@main` type (the module's start: no `main.swift` beside it).
        var declaresMain: Bool { declared.contains("@main") }

        /// `unit`: the declaration the file holds with the fragments placed in it, whose names
        /// the unit's own `declared` leaves out (see `placedNames(in:)`).
        init(contents: String, declared: [String], used: [String], blocks: [PlannedBlock], unit: ContextUnit? = nil) {
            // The wrapper a member fragment is parsed in is not in the generated file.
            let wrapper = "__DoctestFragment"
            let keep = { (name: String) in name != wrapper || contents.contains(wrapper) }
            self.contents = contents
            self.declared = Set(declared.filter(keep)).union(["#Preview", "@main"].filter { contents.contains($0) })
            self.used = Set(used.filter(keep))
            let outlines = blocks.map(\.analysis.outline.types)
            types = outlines.joined().moduleLevelTypeNames.intersection(self.declared)
            var extensions: [String: Set<String>] = [:]
            for type in outlines.joined() where type.isExtension && !type.name.contains(".") {
                extensions[type.name, default: []].formUnion(type.members.flatMap(\.names).map(Placement.spelled))
            }
            for name in self.declared where name.contains(":") {
                extensions[String(name.prefix { $0 != ":" }), default: []].insert(name)
            }
            var inner = outlines.joined().innerNames
            var nested = outlines.joined().nestedTypeNames
            if let unit {
                let placed = Self.placedNames(in: unit)
                self.declared.formUnion(placed.declared.filter(keep))
                for (type, members) in placed.extensions { extensions[type, default: []].formUnion(members) }
                inner.formUnion(placed.inner)
                nested.formUnion(placed.nested)
            }
            self.extensions = extensions
            self.inner = inner
            self.nested = nested
        }

        /// What the fragments placed in `unit` add to the module. A member placed in one of
        /// the unit's types (`in=AlarmsListViewModel`) is that type's: a name of it, not of the
        /// module. Statements placed at the end of a method, and `case` lines in a switch, add
        /// nothing outside it. A member placed in an extension is the extended type's, seen by
        /// every file that uses that type. A fragment whose container is not found counts as
        /// declaring its names at module level.
        static func placedNames(in unit: ContextUnit)
            -> (declared: Set<String>, extensions: [String: Set<String>], inner: Set<String>, nested: Set<String>) {
            var declared: Set<String> = []
            var extensions: [String: Set<String>] = [:]
            var inner: Set<String> = []
            var nested: Set<String> = []
            let containers = unit.containers
            for splice in unit.splices {
                let fragment = splice.fragment.analysis
                let names = Set((Array(splice.names) + fragment.moduleNames + fragment.outline.memberNames
                                 + fragment.outline.types.map(\.name)).map(Placement.spelled))
                if splice.scoped || fragment.context == .switchCases { continue }
                let types = fragment.outline.types.moduleLevelTypeNames
                let target = splice.target ?? unit.host.index
                guard let container = containers.first(where: { $0.block.index == target && $0.type.closingLine == splice.beforeLine }) else {
                    declared.formUnion(names)
                    inner.formUnion(names)
                    continue
                }
                if container.type.isExtension {
                    let type = String(container.name.prefix { $0 != "." })
                    declared.formUnion(names)
                    extensions[type, default: []].formUnion(names)
                } else {
                    inner.formUnion(names)
                }
                // Types placed in a type are nested in it.
                nested.formUnion(types)
            }
            return (declared, extensions, inner, nested)
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
            copy.nested = Set(nested.map(name))
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

        /// `nested`: the renamed names that are nested types in the member's files, renamed in
        /// qualified references too (`AlarmsListViewModel.Route`).
        init(member: Member, renamed: Set<String>, suffix: String, nested: Set<String> = []) {
            self.member = member
            self.renamed = renamed
            self.suffix = suffix
            let modules = Renaming.modules(importing: member.job.imports.all)
            files = renamed.isEmpty ? member.files : member.files.map {
                GeneratedFile(name: $0.name, contents: Renaming.rename(renamed, suffix: suffix, in: $0.contents,
                                                                       qualified: nested.intersection(renamed), modules: modules))
            }
        }
    }

    /// At most this many jobs share an invocation.
    static let maxSize = 12

    /// The members in groups that can share an invocation, in order; a member that shares with
    /// none is a group of its own.
    /// Without `renaming`, a member joins only a group where it needs no type renamed: for
    /// checks likely to fail, where a renamed member with an error is checked again alone.
    static func groups(_ members: [Member], renaming: Bool = true) -> [[Placed]] {
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
                    // A nested type is renamed with the module-level one (qualified references
                    // too); a member spelled like a renamed type would be renamed wrongly.
                    guard own.allSatisfy({ $0.inner.subtracting($0.nested).isDisjoint(with: renamed) }) else { return nil }
                    let mine = FileNames.outside(own).subtracting(renamed)
                    let uses = names.reduce(into: Set<String>()) { $0.formUnion($1.used) }.subtracting(renamed)
                    guard theirs.isDisjoint(with: mine), theirs.isDisjoint(with: uses), mine.isDisjoint(with: used) else { return nil }
                    return renamed
                }
            }

            /// Whether a file of the module has an `@main` type.
            var declaresMain: Bool { files.values.contains(where: \.declaresMain) }

            mutating func add(_ member: Member, names: [FileNames], renaming renamed: Set<String>) {
                let nested = names.reduce(into: Set<String>()) { $0.formUnion($1.nested) }
                let placed = Placed(member: member, renamed: renamed, suffix: renamed.isEmpty ? "" : "__sitegen\(members.count)", nested: nested)
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
                    // One `main.swift` per module, and none beside an `@main` type: a module
                    // with top-level code cannot have one.
                    let group = groups[index]
                    guard group.members.count < maxSize, group.imports == imports,
                          group.members.allSatisfy(\.member.canShare),
                          !member.job.isMain || !group.members.contains(where: \.member.job.isMain) && !group.declaresMain,
                          !names.contains(where: \.declaresMain) || !group.members.contains(where: \.member.job.isMain),
                          let renamed = group.join(member, names: names), renaming || renamed.isEmpty else { continue }
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
    func check(_ group: [TypecheckGroups.Placed]) async -> [(TypecheckGroups.Member, Checked)] {
        guard group.count > 1, keepFolder == nil else {
            var verdicts: [(TypecheckGroups.Member, Checked)] = []
            for placed in group {
                if compiler.trace, keepFolder == nil {
                    let job = placed.member.job
                    FileHandle.standardError.write(Data("type-check alone\(placed.member.canShare ? "" : " (cannot share)"): \(job.block.block.file):\(job.block.block.line)\n".utf8))
                }
                verdicts.append((placed.member, await check(placed.member)))
            }
            return verdicts
        }
        // The jobs' own files first (the primary files), then each context file once.
        var files: [GeneratedFile] = []
        // A program's top-level code is in `main.swift` (at most one per group); the module is
        // then not parsed as a library.
        for (offset, placed) in group.enumerated() {
            files.append(GeneratedFile(name: placed.member.job.isMain ? "main.swift" : "Block\(offset).swift", contents: placed.files[0].contents))
        }
        let hasMain = group.contains { $0.member.job.isMain }
        // A context file that is another job's own file is already there.
        var numbers = Dictionary(files.enumerated().map { ($1.contents, $0) }, uniquingKeysWith: { first, _ in first })
        for placed in group {
            for file in placed.files.dropFirst() where numbers[file.contents] == nil {
                numbers[file.contents] = files.count
                files.append(GeneratedFile(name: "Context\(files.count).swift", contents: file.contents))
            }
        }
        // The files each member sees: an error belongs to the members whose files hold it.
        let filesSeen = group.map { Set($0.files.compactMap { numbers[$0.contents] }) }
        let folder = workFolder.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tagged = files.enumerated().map { GeneratedFile(name: $1.name, contents: FileTag.tagging($1.contents, number: $0)) }
        // The syntax trees too where a block may use names the compiler declares (`ImplicitNames`).
        let trees = compiler.indexStoreLibrary != nil && group.contains { ImplicitNames.mayHave(in: $0.member.job.block.block.lines.compiled) }
        let outcome = await compiler.compile(tagged, product: .typecheck(primaryFiles: group.count, dumpingTrees: trees),
                                             linkage: toolchain.linkage(for: group.flatMap(\.member.job.imports.all)),
                                             parseAsLibrary: !hasMain, in: folder)
        // Each diagnostic names the file it is in (the same article lines may be in several
        // files: a type's lines as one member has them, and as another has them with a member
        // placed in it or a type renamed).
        let found = outcome.diagnostics.map(FileTag.untagged)
        let output = FileTag.untagged(outcome.output)
        var seenBy = Array(repeating: [CompilerDiagnostic](), count: group.count)
        var nobodys = outcome.timedOut || (!outcome.succeeded && !found.contains { $0.diagnostic.severity == .error })
        for (diagnostic, number) in found {
            // Only a member's own files name its renamed types.
            let renamedIn = group.indices.filter { !group[$0].suffix.isEmpty && Renaming.mentions(group[$0].suffix, in: diagnostic.message) }
            let members = Set(renamedIn + group.indices.filter { index in number.map(filesSeen[index].contains) ?? false })
            if members.isEmpty, diagnostic.severity == .error { nobodys = true }
            for index in members.sorted() { seenBy[index].append(diagnostic) }
        }
        let errorsSeen = seenBy.map { $0.filter { $0.severity == .error } }
        if compiler.trace {
            let renamed = group.filter { !$0.renamed.isEmpty }.count
            let cleared = nobodys ? 0 : errorsSeen.filter(\.isEmpty).count
            FileHandle.standardError.write(Data("shared type-check: \(group.count) blocks (\(renamed) renamed), \(cleared) cleared\(nobodys ? " (an error in no member's files)" : "")\n".utf8))
        }
        var verdicts: [(TypecheckGroups.Member, Checked)] = []
        for (offset, placed) in group.enumerated() {
            let member = placed.member, job = member.job
            // Errors only in the bodies of the earlier steps' members (an old method that no
            // longer fits its type's new version) leave a block type-checked alone too.
            let cleared = errorsSeen[offset].isEmpty || !errorsSeen[offset].contains(where: job.block.block.owns)
                && Self.verdict(for: job, CompileOutcome(succeeded: false, diagnostics: errorsSeen[offset], output: "", timedOut: false),
                                suggestions: suggestions, interfaceNames: interfaceNames).checked == .typechecked
            if !nobodys, cleared {
                var passed = BlockVerdict(status: .passed, diagnostics: [], isCacheable: true, checked: .typechecked)
                if offset < outcome.occurrences.count {
                    // Only a block that may have such names: the others' trees were written alongside.
                    let implicit = offset < outcome.syntaxTrees.count && ImplicitNames.mayHave(in: job.block.block.lines.compiled)
                        ? ImplicitNames.references(inTree: outcome.syntaxTrees[offset], modules: moduleNames) : []
                    passed.symbols = BlockSymbols.make(outcome.occurrences[offset], generated: tagged[offset].contents, block: job.block.block,
                                                       modules: moduleNames, implicit: implicit)
                }
                verdicts.append((member, settle(member, first: passed)))
            } else if !nobodys, placed.renamed.isEmpty, errorsSeen[offset].allSatisfy({ job.block.block.owns($0) }) {
                // Its errors are all on its own lines, and nothing of the others is visible to
                // it: the compiler says of it what it would say of it alone.
                let own = seenBy[offset].filter { job.block.block.owns($0) }
                let verdict = Self.verdict(for: job, CompileOutcome(succeeded: false, diagnostics: own, output: output, timedOut: false),
                                           suggestions: suggestions, interfaceNames: interfaceNames)
                verdicts.append((member, settle(member, first: verdict)))
            } else {
                if compiler.trace {
                    let why = nobodys ? "an error in no member's files" : !placed.renamed.isEmpty ? "renamed" : "errors outside its lines"
                    FileHandle.standardError.write(Data("  checked again alone (\(why)): \(job.block.block.file):\(job.block.block.line)\n".utf8))
                    for error in errorsSeen[offset] where !job.block.block.owns(error) {
                        FileHandle.standardError.write(Data("    \(error.file):\(error.line):\(error.column): \(error.message)\n".utf8))
                    }
                }
                verdicts.append((member, await check(member)))
            }
        }
        return verdicts
    }
}

/// The number of a shared type-check's file, carried in the file names of its
/// `#sourceLocation` lines (`content/a.md@sitegen3`): the compiler names it in each diagnostic,
/// which then says which file it is in, not only which article line.
enum FileTag {
    static let marker = "@sitegen"

    /// `contents` with `number` added to the file name of each `#sourceLocation` line.
    static func tagging(_ contents: String, number: Int) -> String {
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard line.hasPrefix("#sourceLocation(file: \""), let end = line.range(of: "\", line: ", options: .backwards) else { return line }
            return line[..<end.lowerBound] + "\(marker)\(number)" + line[end.lowerBound...]
        }
        return lines.joined(separator: "\n")
    }

    /// The diagnostic with its file name as the article's, and the number of the file it is in.
    static func untagged(_ diagnostic: CompilerDiagnostic) -> (diagnostic: CompilerDiagnostic, file: Int?) {
        guard let range = diagnostic.file.range(of: marker, options: .backwards),
              let number = Int(diagnostic.file[range.upperBound...]) else { return (diagnostic, nil) }
        var plain = diagnostic
        plain.file = String(diagnostic.file[..<range.lowerBound])
        return (plain, number)
    }

    /// The compiler's output with the numbers taken out of file names.
    static func untagged(_ output: String) -> String {
        output.replacing(/@sitegen[0-9]+/, with: "")
    }
}
