/// Packs `compile` blocks into groups that share one compiler invocation. Each block stays in
/// its own file; blocks share a module only when none declares a name another declares or
/// uses (a block's `struct AlarmItem` must not shadow the core module's `AlarmItem` for a
/// neighbour) — but its own version of a type the others have is renamed in its file. Imports
/// count per file: a batch whose blocks import different modules is checked with Swift 6's
/// `MemberImportVisibility`, so that no block reaches the members of a module only a neighbour
/// imports (`Executor.checkTogether`). A batch that fails is checked block by block, as written.
enum Batching {
    /// Whether a block may share a module: declarations only, no `@main`, not `compile_fail`.
    static func canShare(_ planned: PlannedBlock) -> Bool {
        // A block with earlier declarations of its own is checked with them, alone.
        guard planned.context.isEmpty else { return false }
        return planned.kind == .compile && !planned.analysis.hasTopLevelCode && planned.analysis.runStyle == nil
            && !planned.analysis.expectsCompileFailure
    }

    /// A block in a batch, with the types renamed in its file (see `Renaming`): its own version
    /// of a type another block of the batch declares or uses.
    struct Member: Sendable {
        var block: PlannedBlock
        var renamed: Set<String> = []
        /// Its nested types among `renamed`, renamed in qualified references too.
        var nested: Set<String> = []
        var suffix = ""

        /// The block's generated file, as the batch's module holds it.
        var source: String {
            let source = Harness.source(for: block.block, settings: block.settings)
            guard !renamed.isEmpty else { return source }
            return Renaming.rename(renamed, suffix: suffix, in: source, qualified: nested,
                                   modules: Renaming.modules(importing: block.imports))
        }
    }

    /// Groups of at most `maxSize` blocks, in the order the blocks come. A block that declares
    /// its own version of a type the batch declares or uses joins with that type renamed, as
    /// type-checks share (`TypecheckGroups`); a member of its types spelled like one keeps it out.
    static func batches(_ blocks: [PlannedBlock], maxSize: Int) -> [[Member]] {
        struct Batch {
            var members: [Member] = []
            var declared: Set<String> = []
            var used: Set<String> = []
        }
        var batches: [Batch] = []
        for planned in blocks {
            let declared = Set(planned.analysis.moduleNames)
            let used = Set(planned.analysis.identifiers).union(declared)
            let outline = planned.analysis.outline.types
            let types = outline.moduleLevelTypeNames.intersection(declared)
            let nested = outline.nestedTypeNames
            // Names a renaming by spelling would get wrong (a nested namesake is renamed with the type).
            let inner = outline.innerNames.subtracting(nested)
            var placed: (index: Int, member: Member, declared: Set<String>, used: Set<String>)?
            for index in batches.indices where batches[index].members.count < maxSize {
                let renamed = types.intersection(batches[index].declared.union(batches[index].used))
                guard inner.isDisjoint(with: renamed) else { continue }
                let ownDeclared = declared.subtracting(renamed), ownUsed = used.subtracting(renamed)
                guard batches[index].declared.isDisjoint(with: ownUsed), ownDeclared.isDisjoint(with: batches[index].used) else { continue }
                let suffix = renamed.isEmpty ? "" : "__sitegenBatch\(batches[index].members.count)"
                placed = (index, Member(block: planned, renamed: renamed, nested: nested.intersection(renamed), suffix: suffix), ownDeclared, ownUsed)
                break
            }
            if let placed {
                batches[placed.index].members.append(placed.member)
                batches[placed.index].declared.formUnion(placed.declared)
                batches[placed.index].used.formUnion(placed.used)
            } else {
                batches.append(Batch(members: [Member(block: planned)], declared: declared, used: used))
            }
        }
        return batches.map(\.members)
    }

    /// Whether the blocks of a batch import different modules: each file then sees the members
    /// of its own imports only (`MemberImportVisibility`).
    static func mixesImports(_ members: [Member]) -> Bool {
        Set(members.map { Set($0.block.imports) }).count > 1
    }
}
