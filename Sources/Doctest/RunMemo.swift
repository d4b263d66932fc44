import Foundation
import Markdown

/// A whole run's report, kept under a key made of everything its verdicts depend on: every
/// Swift block (its article, place, info string and code), the articles' settings and series,
/// the build of the modules the blocks are checked against, the compiler, the sandbox and its
/// limits, and the versions of sitegen's checks. A run whose key was seen before returns that
/// report without placing, classifying or looking up a single block — the run after a save
/// that changed no code. Any change to one of those inputs is a new key, and the run goes
/// block by block, with each verdict's own cache.
enum RunMemo {
    /// Bump when what the key covers changes.
    static let version = "sitegen-doctest-run-7"

    struct Stored: Codable {
        var report: DoctestReport
        /// Why each block got its kind, for verbose output (the report's JSON leaves it out).
        var kindReasons: [String]
        /// Each block's whole file after its step (the report's JSON leaves it out too).
        var wholeFiles: [BlockFile?]
        /// Each block's symbols (`BlockSymbols`), left out of the JSON as well.
        var symbols: [BlockSymbols?]
        /// The isolation the programs ran under, for the run's summary line.
        var isolation: String

        init(report: DoctestReport, isolation: String) {
            self.report = report
            self.kindReasons = report.blocks.map(\.kindReason)
            self.wholeFiles = report.blocks.map(\.wholeFile)
            self.symbols = report.blocks.map(\.symbols)
            self.isolation = isolation
        }

        /// The report as the run made it.
        var restored: DoctestReport {
            var blocks = report.blocks
            for index in blocks.indices where index < kindReasons.count { blocks[index].kindReason = kindReasons[index] }
            for index in blocks.indices where index < wholeFiles.count { blocks[index].wholeFile = wholeFiles[index] }
            for index in blocks.indices where index < symbols.count { blocks[index].symbols = symbols[index] }
            return DoctestReport(blocks: blocks)
        }
    }

    /// The key of a run, or nil when the run must not be answered from a memo: no cache, no
    /// build, or a run asked to show its work (trace, kept type-check files).
    static func key(for found: [(block: CodeBlock, settings: DoctestSettings, textHash: String)], timelines: [String: String],
                    leads: [String: [Int: String]] = [:], options: DoctestOptions, toolchain: Toolchain?) -> String? {
        guard options.useCache, options.keepTypecheckFiles == nil, !options.traceCompiler, let toolchain else { return nil }
        let limits = Sandbox.boundedAsAWhole(options.limits, mode: options.sandbox)
        var parts = [
            version, Harness.version, TypecheckStage.version, BlockSymbols.version, BlockAnalyzer.version, AppleAPICatalog.shared.digest,
            toolchain.compilerFingerprint, toolchain.linkage(for: Array(toolchain.modules.keys)).fingerprint,
            options.filter ?? "", options.sandbox.rawValue, options.bubblewrapPath ?? "", options.searchPath ?? "",
            options.libraryPath ?? "",
            limits.key,
        ]
        for entry in found {
            let block = entry.block
            parts.append("\(block.file):\(block.line):\(block.column):\(block.endLine)\u{2}\(entry.textHash)\u{2}"
                         + "\(entry.settings.cacheKeyText)\u{2}\(timelines[block.file] ?? "")\u{2}\(leads[block.file]?[block.line] ?? "")")
        }
        return SHA256.hex(parts.joined(separator: "\u{1}"))
    }
}
