import Foundation
import Markdown

/// A message about a block, at a line and column of its article (1-based, front matter included).
public struct ReportDiagnostic: Codable, Hashable, Sendable {
    /// How serious the message is.
    public enum Severity: String, Codable, Hashable, Sendable { case error, warning, note }

    /// 1-based line of the article file.
    public var line: Int
    /// 1-based column; 0 when only the line is known.
    public var column: Int
    /// How serious the message is.
    public var severity: Severity
    /// The message, without its place.
    public var message: String

    /// Creates the value.
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
    /// How the block was verified.
    public var kind: BlockKind
    /// Whether it passed.
    public var status: BlockStatus
    /// The first line readers see, to recognise the block in a report.
    public var firstLine: String
    /// Why it failed (errors and notes), at article lines.
    public var diagnostics: [ReportDiagnostic]
    /// What a run printed (standard output), or "" when the block was not run.
    public var output: String
    /// How deep the block was verified (for a failed block: how deep it was being checked).
    public var checked: VerificationLevel
    /// Why it was not checked deeper: set for unverified and skipped blocks, nil for run,
    /// compiled and typechecked ones.
    public var reason: LevelReason?
    /// The iOS version its verified code needs, from the Apple APIs it uses (`AppleAPICatalog`).
    public var requires: IOSRequirement?
    /// Its `// Prints "…"` comments, and whether they were compared with what it printed (only
    /// a block that ran is: `checked == .run`).
    public var expectedOutputs = 0
    public var expectedOutputsCompared: Bool { checked == .run && status != .skipped && expectedOutputs > 0 }
    /// Why the block got its kind, e.g. "uses the SwiftUI modifier .sheet" (`--verbose`; not in the JSON).
    public var kindReason: String
    /// Where a fragment was type-checked (inside which type, in which member), when it passed there.
    public var place: BlockPlace?
    /// The file that place left after the block (`BlockFile`; not in the JSON: the site shows it).
    public var wholeFile: BlockFile?
    /// What each name of a verified block resolved to (`BlockSymbols`; not in the JSON: the site shows it).
    public var symbols: BlockSymbols?

    /// Creates the value; `checked` defaults to the level `kind` reaches.
    public init(file: String, line: Int, endLine: Int, kind: BlockKind, status: BlockStatus, firstLine: String,
                diagnostics: [ReportDiagnostic] = [], output: String = "", checked: VerificationLevel? = nil,
                reason: LevelReason? = nil, kindReason: String = "") {
        self.file = file
        self.line = line
        self.endLine = endLine
        self.kind = kind
        self.status = status
        self.firstLine = firstLine
        self.diagnostics = diagnostics
        self.output = output
        self.checked = checked ?? (status == .skipped ? .skipped : VerificationLevel.reached(by: kind))
        self.reason = reason
        self.kindReason = kindReason
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, endLine, kind, checked, reason, reasonCode, missingAPI, iOS, prints, place, status, firstLine, diagnostics, output
    }

    /// The framework API the block needs that the interface modules do not declare.
    public var missingAPI: [String] {
        if case .missingAPI(let names) = reason { return names }
        return []
    }

    /// Encodes the JSON of DESIGN.md: `reason` (in English) and `reasonCode` (the typed value)
    /// only for unverified and skipped blocks.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(endLine, forKey: .endLine)
        try container.encode(kind, forKey: .kind)
        try container.encode(checked, forKey: .checked)
        if let reason {
            try container.encode(reason.description, forKey: .reason)
            try container.encode(reason, forKey: .reasonCode)
        }
        if !missingAPI.isEmpty { try container.encode(missingAPI, forKey: .missingAPI) }
        if let requires { try container.encode(requires, forKey: .iOS) }
        if expectedOutputs > 0 { try container.encode(["found": expectedOutputs, "compared": expectedOutputsCompared ? expectedOutputs : 0], forKey: .prints) }
        if let place { try container.encode(place, forKey: .place) }
        try container.encode(status, forKey: .status)
        try container.encode(firstLine, forKey: .firstLine)
        try container.encode(diagnostics, forKey: .diagnostics)
        try container.encode(output, forKey: .output)
    }

    /// Decodes the value, with defaults for what is missing.
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
        checked = try container.decodeIfPresent(VerificationLevel.self, forKey: .checked)
            ?? (status == .skipped ? .skipped : VerificationLevel.reached(by: kind))
        reason = try container.decodeIfPresent(LevelReason.self, forKey: .reasonCode)
        requires = try container.decodeIfPresent(IOSRequirement.self, forKey: .iOS)
        expectedOutputs = try container.decodeIfPresent([String: Int].self, forKey: .prints)?["found"] ?? 0
        place = try container.decodeIfPresent(BlockPlace.self, forKey: .place)
        kindReason = ""
    }

    /// The block this is the verdict on.
    public var blockID: CodeBlock.ID { CodeBlock.ID(file: file, line: line) }

    /// The diagnostics as a compiler prints them: `content/x.md:12:3: error: message`, one line
    /// each whatever the message holds (see `UntrustedText`).
    public var messages: [String] {
        diagnostics.map { diagnostic in
            let place = diagnostic.column > 0 ? "\(file):\(diagnostic.line):\(diagnostic.column)" : "\(file):\(diagnostic.line)"
            return "\(place): \(diagnostic.severity.rawValue): \(UntrustedText.escaped(diagnostic.message))"
        }
    }
}

/// Everything `sitegen test` found: one result per Swift block of the content, in article order.
public struct DoctestReport: Codable, Hashable, Sendable {
    /// How many blocks, and how many passed, failed or were skipped.
    public struct Summary: Codable, Hashable, Sendable {
        /// Every Swift block of the content.
        public var blocks: Int
        /// Blocks that ran, compiled or type-checked as they should.
        public var passed: Int
        /// Blocks with at least one error.
        public var failed: Int
        /// Blocks not verified: marked `ignore`, left out by `--filter`, or `unverified`.
        public var skipped: Int
        /// Of the skipped, the blocks that could not be checked deeper than their syntax.
        public var unverified: Int = 0
    }

    /// The counts.
    public var summary: Summary
    /// One result per Swift block, in article order.
    public private(set) var blocks: [BlockResult]
    /// The results by block, made once with the report.
    public private(set) var verdicts: [CodeBlock.ID: BlockResult]

    /// Creates the value.
    public init(blocks: [BlockResult]) {
        self.blocks = blocks
        verdicts = Self.index(blocks)
        summary = Summary(blocks: blocks.count,
                          passed: blocks.count { $0.status == .passed },
                          failed: blocks.count { $0.status == .failed },
                          skipped: blocks.count { $0.status == .skipped },
                          unverified: blocks.count { $0.checked == .unverified })
    }

    /// Content errors outside any Swift block (a bare generic in prose, a broken front matter):
    /// each fails its article, and the run goes on (`sitegen test` exits 1).
    public private(set) var articleErrors: [ArticleError] = []

    /// Whether every block passed or was skipped and no article has an error (exit code 0).
    public var succeeded: Bool { summary.failed == 0 && articleErrors.isEmpty }

    /// The report with the content's errors in it: an error on a Swift block's lines (an Xcode
    /// placeholder, prose swallowed by the fence) fails that block, at its line, whatever its
    /// check said; any other error fails its article.
    public func including(_ errors: [ArticleError]) -> DoctestReport {
        var blocks = self.blocks
        var others: [ArticleError] = []
        for error in errors {
            guard let index = blocks.firstIndex(where: { $0.file == error.file && ($0.line...$0.endLine).contains(error.line) }) else {
                others.append(error)
                continue
            }
            var block = blocks[index]
            if block.status != .failed { block.diagnostics = [] }
            block.status = .failed
            block.diagnostics.insert(ReportDiagnostic(line: error.line, column: error.column, severity: .error, message: error.message),
                                     at: block.diagnostics.firstIndex { ($0.line, $0.column) > (error.line, error.column) } ?? block.diagnostics.count)
            blocks[index] = block
        }
        var report = DoctestReport(blocks: blocks)
        report.articleErrors = articleErrors + others
        return report
    }


    /// The JSON of `--report FILE`, as DESIGN.md specifies it.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    private static func index(_ blocks: [BlockResult]) -> [CodeBlock.ID: BlockResult] {
        Dictionary(blocks.map { ($0.blockID, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private enum CodingKeys: String, CodingKey { case summary, blocks, articleErrors }

    /// Encodes the JSON of DESIGN.md (`articleErrors` only when there are some).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary, forKey: .summary)
        try container.encode(blocks, forKey: .blocks)
        if !articleErrors.isEmpty { try container.encode(articleErrors, forKey: .articleErrors) }
    }

    /// Decodes the value, with defaults for what is missing.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        blocks = try container.decode([BlockResult].self, forKey: .blocks)
        articleErrors = try container.decodeIfPresent([ArticleError].self, forKey: .articleErrors) ?? []
        // The counts follow from the blocks: never trusted apart from them.
        summary = DoctestReport(blocks: blocks).summary
        verdicts = Self.index(blocks)
    }
}

/// A content error found while reading an article (Markdown, front matter), at its line.
public struct ArticleError: Codable, Hashable, Sendable {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `content/x.md:12:3: error: message`, one line whatever the message holds.
    public var text: String {
        "\(file):\(line)\(column > 0 ? ":\(column)" : ""): error: \(UntrustedText.escaped(message))"
    }
}
