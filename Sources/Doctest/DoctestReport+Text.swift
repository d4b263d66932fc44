import Diagnostics

/// The report as `sitegen test` prints it: a line per article, every failure as a compiler
/// prints it, and a last line with the totals.
extension DoctestReport {
    /// `content/x.md: 12 passed, 1 failed, 3 skipped (run 2, compile 5, fragment 4, apple 4, ignore 1)`
    public var articleSummaries: [String] {
        var order: [String] = []
        var byFile: [String: [BlockResult]] = [:]
        for block in blocks {
            if byFile[block.file] == nil { order.append(block.file) }
            byFile[block.file, default: []].append(block)
        }
        return order.map { file in
            let results = byFile[file]!
            let kinds = BlockKind.allCases.compactMap { kind -> String? in
                let count = results.count { $0.kind == kind }
                return count == 0 ? nil : "\(kind.rawValue) \(count)"
            }
            return "\(file): \(Self.totals(results)) (\(kinds.joined(separator: ", ")))" + Self.printsSummary(results)
        }
    }

    /// Every diagnostic of every failed block, `content/x.md:55:3: error: message`, in article order.
    public var failureMessages: [String] {
        blocks.filter { $0.status == .failed }.flatMap { block in
            block.messages.isEmpty ? ["\(block.file):\(block.line): error: the block failed"] : block.messages
        }
    }

    /// Each block's kind and why: `content/x.md:55: fragment (uses 'self' outside a type)`.
    public var classificationLines: [String] {
        blocks.map { "\($0.file):\($0.line): \($0.kind.rawValue) \($0.status.rawValue)\($0.kindReason.isEmpty ? "" : " (\($0.kindReason))")" }
    }

    /// `N passed, N failed, N skipped`: the last line of `sitegen test`.
    public var totalsLine: String { Self.totals(blocks) }

    /// How many blocks reached each level, and why the unverified and skipped ones did not
    /// go deeper: `levels: run 5, compiled 41, typechecked 120, unverified 8 (declared in
    /// another step 3, …), skipped 5 (ignore 5); failed 0`.
    public var levelsLine: String {
        let passed = blocks.filter { $0.status == .passed }
        var parts = [VerificationLevel.run, .compiled, .typechecked].map { level in
            "\(level.rawValue) \(passed.count { $0.checked == level })"
        }
        for level in [VerificationLevel.unverified, .skipped] {
            let these = blocks.filter { $0.status != .failed && $0.checked == level }
            var reasons: [String: Int] = [:]
            for block in these { reasons[block.reason?.code ?? "no reason", default: 0] += 1 }
            let why = reasons.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map { "\($0.key) \($0.value)" }
            parts.append("\(level.rawValue) \(these.count)" + (why.isEmpty ? "" : " (\(why.joined(separator: ", ")))"))
        }
        return "levels: " + parts.joined(separator: ", ") + "; failed \(blocks.count { $0.status == .failed })"
    }

    /// Every framework API that blocks needed and the interface modules do not declare, with the
    /// blocks that need it, most needed first: `SwiftUI.listStyle: 3 blocks (content/x.md:12, …)`.
    public var missingAPILines: [String] {
        var blocksByAPI: [String: [String]] = [:]
        for block in blocks { for api in block.missingAPI { blocksByAPI[api, default: []].append("\(block.file):\(block.line)") } }
        return blocksByAPI.sorted { ($0.value.count, $1.key) > ($1.value.count, $0.key) }.map { api, places in
            "\(api): \(places.count) block\(places.count == 1 ? "" : "s") (\(places.joined(separator: ", ")))"
        }
    }

    /// Each unverified block and why: `content/x.md:55: unverified: uses 'bind', which …`.
    public var unverifiedLines: [String] {
        blocks.filter { $0.checked == .unverified && $0.status != .failed }.map {
            "\($0.file):\($0.line): unverified: \($0.reason?.description ?? "no reason")"
        }
    }

    /// The whole text `sitegen test` prints on standard output.
    public var text: String {
        let articles = articleErrors.isEmpty ? []
            : ["\(Set(articleErrors.map(\.file)).count) article(s) with content errors"]
        // Each line one line, whatever a file name holds: none can forge the totals.
        let lines: [String] = articleSummaries + unverifiedLines + failureMessages + articleErrors.map(\.text) + [levelsLine] + articles + [totalsLine]
        return lines.map { TerminalText.escaped($0) }.joined(separator: "\n") + "\n"
    }

    /// `; // Prints: 5 found, 3 compared, 2 not (compiled 1, typechecked 1)` — nothing without any.
    static func printsSummary(_ results: [BlockResult]) -> String {
        let found = results.reduce(0) { $0 + $1.expectedOutputs }
        guard found > 0 else { return "" }
        let compared = results.filter(\.expectedOutputsCompared).reduce(0) { $0 + $1.expectedOutputs }
        var why: [String: Int] = [:]
        for block in results where block.expectedOutputs > 0 && !block.expectedOutputsCompared {
            let reason = block.status == .failed ? "failed" : block.checked == .unverified ? "unverified" : block.checked.rawValue
            why[reason, default: 0] += block.expectedOutputs
        }
        let notCompared = found - compared
        return "; // Prints: \(found) found, \(compared) compared"
            + (notCompared == 0 ? "" : ", \(notCompared) not (" + why.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")")
    }

    private static func totals(_ results: [BlockResult]) -> String {
        let passed = results.count { $0.status == .passed }
        let failed = results.count { $0.status == .failed }
        let skipped = results.count { $0.status == .skipped }
        return "\(passed) passed, \(failed) failed, \(skipped) skipped"
    }
}
