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
        /// An article's programs of top-level code, merged into one (`Executor.runTogether`).
        case chapter([PlannedBlock])
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
        case .chapter(let blocks):
            guard let verdicts = await executor.runTogether(blocks) else { return blocks.map(Work.run) }
            for (planned, verdict) in zip(blocks, verdicts) { finish(planned, verdict) }
        }
        return []
    }

    /// Programs first (they take longest: compile, link, run) — an article's programs of top-level
    /// code as one, where it has several (`chapters`) — then batches, then single checks.
    func plan(_ blocks: [PlannedBlock]) -> [Work] {
        let (chapters, merged) = Self.chapters(blocks.filter { $0.kind == .run })
        let runs = chapters.map(Work.chapter) + blocks.filter { $0.kind == .run && !merged.contains($0.index) }.map(Work.run)
        let shareable = blocks.filter { $0.kind != .run && Batching.canShare($0) }
        let alone = blocks.filter { $0.kind != .run && !Batching.canShare($0) }.map(Work.check)
        let maxSize = max(1, min(12, (shareable.count + jobs - 1) / jobs))
        let batches = Batching.batches(shareable, maxSize: maxSize).map { $0.count == 1 ? Work.check($0[0].block) : Work.batch($0) }
        return runs + batches + alone
    }

    /// The run blocks that can share one program, by article: top-level code (no tests, no
    /// `@main`), whose earlier steps are all blocks of the same article, two or more of them.
    /// Every program of top-level code of such an article goes in, in order, so each block
    /// runs after the steps it builds on, as it would on its own.
    static func chapters(_ runs: [PlannedBlock]) -> (chapters: [[PlannedBlock]], merged: Set<Int>) {
        var byFile: [String: [PlannedBlock]] = [:]
        var order: [String] = []
        for planned in runs where planned.analysis.runStyle ?? .topLevel == .topLevel && planned.analysis.hasTopLevelCode
            && !planned.analysis.expectsCompileFailure && planned.steps.allSatisfy({ $0.file == planned.block.file }) {
            if byFile[planned.block.file] == nil { order.append(planned.block.file) }
            byFile[planned.block.file, default: []].append(planned)
        }
        let chapters = order.compactMap { byFile[$0] }.filter { $0.count >= 2 }.map { $0.sorted { $0.index < $1.index } }
        return (chapters, Set(chapters.joined().map(\.index)))
    }
}
