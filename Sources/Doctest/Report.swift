import Foundation
import Markdown

/// A message about a block, at a line and column of its article (1-based, front matter included).
public struct ReportDiagnostic: Codable, Hashable, Sendable {
    public enum Severity: String, Codable, Hashable, Sendable { case error, warning, note }

    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String

    public init(line: Int, column: Int, severity: Severity, message: String) {
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
    }
}

/// Whether a block passed.
public enum BlockStatus: String, Codable, Hashable, Sendable {
    case passed, failed, skipped
}

/// The verdict on one Swift block, as the report and the rendered page show it.
public struct BlockResult: Codable, Hashable, Sendable {
    /// The article file, e.g. `content/000-intro.md`.
    public var file: String
    /// The opening fence's line.
    public var line: Int
    /// The closing fence's line.
    public var endLine: Int
    public var kind: BlockKind
    public var status: BlockStatus
    /// The first line readers see, to recognise the block in a report.
    public var firstLine: String
    public var diagnostics: [ReportDiagnostic]
    /// What a run printed (standard output), or "" when the block was not run.
    public var output: String
    /// The hash of the block's text (`DoctestBlock.textHash`): a page shows this result only
    /// for a block with the same text. Not part of the JSON report.
    public var textHash: String
    /// Why the block got its kind, e.g. "uses the SwiftUI modifier .sheet" (`--verbose`; not in the JSON).
    public var reason: String

    public init(file: String, line: Int, endLine: Int, kind: BlockKind, status: BlockStatus, firstLine: String,
                diagnostics: [ReportDiagnostic] = [], output: String = "", textHash: String = "", reason: String = "") {
        self.file = file
        self.line = line
        self.endLine = endLine
        self.kind = kind
        self.status = status
        self.firstLine = firstLine
        self.diagnostics = diagnostics
        self.output = output
        self.textHash = textHash
        self.reason = reason
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, endLine, kind, status, firstLine, diagnostics, output
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        endLine = try container.decode(Int.self, forKey: .endLine)
        kind = try container.decode(BlockKind.self, forKey: .kind)
        status = try container.decode(BlockStatus.self, forKey: .status)
        firstLine = try container.decode(String.self, forKey: .firstLine)
        diagnostics = try container.decodeIfPresent([ReportDiagnostic].self, forKey: .diagnostics) ?? []
        output = try container.decodeIfPresent(String.self, forKey: .output) ?? ""
        textHash = ""
        reason = ""
    }

    /// The badge a page shows: "ran", "compiled", "syntax-checked", "Apple-only", "failed" or "not checked".
    public var badge: String {
        switch (status, kind) {
        case (.failed, _): return "failed"
        case (.skipped, _), (_, .ignore): return "not checked"
        case (.passed, .run): return "ran"
        case (.passed, .compile): return "compiled"
        case (.passed, .fragment): return "syntax-checked"
        case (.passed, .apple): return "Apple-only"
        }
    }

    /// The diagnostics as a compiler prints them: `content/x.md:12:3: error: message`.
    public var messages: [String] {
        diagnostics.map { diagnostic in
            let place = diagnostic.column > 0 ? "\(file):\(diagnostic.line):\(diagnostic.column)" : "\(file):\(diagnostic.line)"
            return "\(place): \(diagnostic.severity.rawValue): \(diagnostic.message)"
        }
    }
}

/// Everything `sitegen test` found: one result per Swift block of the content, in article order.
public struct DoctestReport: Codable, Hashable, Sendable {
    public struct Summary: Codable, Hashable, Sendable {
        public var blocks: Int
        public var passed: Int
        public var failed: Int
        public var skipped: Int
    }

    public var summary: Summary
    public var blocks: [BlockResult]

    public init(blocks: [BlockResult]) {
        self.blocks = blocks
        summary = Summary(blocks: blocks.count,
                          passed: blocks.count { $0.status == .passed },
                          failed: blocks.count { $0.status == .failed },
                          skipped: blocks.count { $0.status == .skipped })
    }

    /// Whether every block passed or was skipped (exit code 0).
    public var succeeded: Bool { summary.failed == 0 }

    /// The result for the block whose opening fence is at `file:line`.
    public func result(forFile file: String, line: Int) -> BlockResult? {
        index[Key(file: file, line: line)].map { blocks[$0] }
    }

    /// The result for this exact block, or nil when the report has none or holds an older
    /// text of it (so a page never shows a stale verdict).
    public func result(for block: DoctestBlock) -> BlockResult? {
        guard let result = result(forFile: block.file, line: block.line), result.textHash == block.textHash else { return nil }
        return result
    }

    /// The result for a code block of a parsed article, when its text is the one verified.
    public func result(for block: CodeBlock) -> BlockResult? {
        result(for: DoctestBlock(block))
    }

    /// The JSON of `--report FILE`, as DESIGN.md specifies it.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    private struct Key: Hashable { var file: String; var line: Int }

    private var index: [Key: Int] {
        var index: [Key: Int] = [:]
        for (offset, block) in blocks.enumerated() { index[Key(file: block.file, line: block.line)] = offset }
        return index
    }

    private enum CodingKeys: String, CodingKey { case summary, blocks }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        summary = try container.decode(Summary.self, forKey: .summary)
        blocks = try container.decode([BlockResult].self, forKey: .blocks)
    }
}
