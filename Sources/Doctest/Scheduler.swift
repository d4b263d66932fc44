import Foundation

/// Runs the compiler work with at most `jobs` invocations at a time: `run` blocks one program
/// each, `compile` blocks packed into batches (see `Batching`); a batch that fails is split so
/// each of its blocks is checked alone and only the failing one is blamed.
struct Scheduler: Sendable {
    var executor: Executor
    var jobs: Int

    enum Work: Sendable {
        case batch([Batching.Member])
        case check(PlannedBlock)
        case run(PlannedBlock)
    }

    func verify(_ blocks: [PlannedBlock],
                onVerdict: @escaping @Sendable (PlannedBlock, BlockVerdict) -> Void) async -> [(Int, BlockVerdict)] {
        let collected = Locked([(Int, BlockVerdict)]())
        var queue = plan(blocks)
        await withTaskGroup(of: [Work].self) { group in
            var running = 0
            func startNext() {
                guard !queue.isEmpty else { return }
                let work = queue.removeFirst()
                running += 1
                group.addTask { await perform(work) { planned, verdict in
                    collected.mutate { $0.append((planned.index, verdict)) }
                    onVerdict(planned, verdict)
                } }
            }
            while running < jobs, !queue.isEmpty { startNext() }
            while let followUp = await group.next() {
                running -= 1
                // A failed batch's blocks go first: they were due now.
                queue.insert(contentsOf: followUp, at: 0)
                while running < jobs, !queue.isEmpty { startNext() }
            }
        }
        return collected.value
    }

    /// Does one piece of work; returns the work it leaves (a failed batch's blocks, one by one).
    private func perform(_ work: Work, finish: @Sendable (PlannedBlock, BlockVerdict) -> Void) async -> [Work] {
        switch work {
        case .batch(let blocks):
            guard let verdicts = await executor.checkTogether(blocks) else { return blocks.map { Work.check($0.block) } }
            for (member, verdict) in zip(blocks, verdicts) { finish(member.block, verdict) }
        case .check(let planned):
            finish(planned, await executor.check(planned))
        case .run(let planned):
            finish(planned, await executor.run(planned))
        }
        return []
    }

    /// Programs first (they take longest: compile, link, run), then batches, then single checks.
    func plan(_ blocks: [PlannedBlock]) -> [Work] {
        let runs = blocks.filter { $0.kind == .run }.map(Work.run)
        let shareable = blocks.filter { $0.kind != .run && Batching.canShare($0) }
        let alone = blocks.filter { $0.kind != .run && !Batching.canShare($0) }.map(Work.check)
        let maxSize = max(1, min(12, (shareable.count + jobs - 1) / jobs))
        let batches = Batching.batches(shareable, maxSize: maxSize).map { $0.count == 1 ? Work.check($0[0].block) : Work.batch($0) }
        return runs + batches + alone
    }
}
