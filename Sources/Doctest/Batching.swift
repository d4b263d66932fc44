/// Packs `compile` blocks into groups that share one compiler invocation. Each block stays in
/// its own file; blocks share a module only when none declares a name another declares or
/// uses (a block's `struct AlarmItem` must not shadow the core module's `AlarmItem` for a
/// neighbour), and when they import the same modules.
enum Batching {
    /// Whether a block may share a module: declarations only, no `@main`, not `compile_fail`.
    static func canShare(_ planned: PlannedBlock) -> Bool {
        planned.kind == .compile && !planned.analysis.hasTopLevelCode && planned.analysis.runStyle == nil
            && !planned.analysis.expectsCompileFailure
    }

    /// Groups of at most `maxSize` blocks, in the order the blocks come.
    static func batches(_ blocks: [PlannedBlock], maxSize: Int) -> [[PlannedBlock]] {
        struct Batch {
            var imports: [String]
            var blocks: [PlannedBlock] = []
            var declared: Set<String> = []
            var used: Set<String> = []
        }
        var batches: [Batch] = []
        for planned in blocks {
            let imports = Array(Set(planned.imports)).sorted()
            let declared = Set(planned.analysis.moduleNames)
            let used = Set(planned.analysis.identifiers).union(declared)
            let fits = batches.firstIndex { batch in
                batch.imports == imports && batch.blocks.count < maxSize
                    && batch.declared.isDisjoint(with: used) && declared.isDisjoint(with: batch.used)
            }
            if let index = fits {
                batches[index].blocks.append(planned)
                batches[index].declared.formUnion(declared)
                batches[index].used.formUnion(used)
            } else {
                batches.append(Batch(imports: imports, blocks: [planned], declared: declared, used: used))
            }
        }
        return batches.map(\.blocks)
    }
}
