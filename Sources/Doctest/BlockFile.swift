/// The file a step leaves, as the reader would write it: the article's lines the checker
/// compiled for a block — the declaration it builds on, with this and the earlier fragments
/// placed in it — less the checker's scaffolding (imports, `#sourceLocation` lines, the scopes
/// and wrappers it adds, the lines a later step replaces). Set with `BlockPlace`, where the
/// block's type-check passed; nil for a block checked in a wrapper of sitegen's.
public struct BlockFile: Codable, Hashable, Sendable {
    public struct Line: Codable, Hashable, Sendable {
        public var text: String
        /// Whether the line is the block's own: this step's.
        public var isStep: Bool
        /// A hidden line (`# `) of its block: compiled, shown only with «Ver todo».
        public var isHidden: Bool

        public init(text: String, isStep: Bool = false, isHidden: Bool = false) {
            self.text = text
            self.isStep = isStep
            self.isHidden = isHidden
        }
    }

    /// The type the file declares (`AlarmsListViewModel`): a later step's file of the same
    /// name is a new version of it.
    public var name: String
    public var lines: [Line]

    public init(name: String, lines: [Line]) {
        self.name = name
        self.lines = lines
    }
}

extension Placement {
    /// The file `entry` leaves in this placement (`BlockFile`), with the units `sameFile` that
    /// the check put in its file and the earlier units of its `context`; nil for a block alone
    /// that declares no type.
    ///
    /// In a wrapper (`extension T { var __sitegenSnippet: some View { EmptyView() … } }`) the
    /// checker compiled the block apart from `T`: its file is `T` as the check saw it, then
    /// the block's lines — the wrapper left out, as every scaffolding line is.
    func file(of entry: PlannedBlock, sameFile: [ContextUnit], context: [ContextUnit] = []) -> BlockFile? {
        switch self {
        case .wrapped(let typeName, _, _, _):
            let own = ContextUnit(host: entry).readerLines(step: entry)
            let declaring = context.last { $0.host.analysis.outline.types.first?.name == typeName }
            return BlockFile(name: typeName, lines: (declaring?.readerLines(step: entry) ?? []) + own)
        case .alone:
            guard let name = entry.analysis.outline.types.first?.name else { return nil }
            let unit = ContextUnit(host: entry)
            return BlockFile(name: name, lines: unit.readerLines(step: entry))
        case .inside(let unit):
            guard let name = unit.host.analysis.outline.types.first?.name else { return nil }
            return BlockFile(name: name, lines: ([unit] + sameFile).flatMap { $0.readerLines(step: entry) })
        }
    }
}

extension ContextUnit {
    /// The unit's lines as the article writes them (`segments` less the checker's own lines),
    /// those of `step` marked.
    func readerLines(step: PlannedBlock) -> [BlockFile.Line] {
        // Each block's code lines: a line of a segment outside them is the checker's (a scope
        // opened at a fence line, its closing brace).
        // (A block's text ends with its last line's newline: no line after it.)
        let sources = blocks.map { block in
            var lines = block.block.lines.compiled.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }
            return (block: block, lines: lines)
        }
        let shifts = indentShifts(sources.map(\.lines))
        var lines: [BlockFile.Line] = []
        for segment in segments {
            for (offset, text) in segment.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let number = segment.line + offset
                guard let source = sources.first(where: {
                    $0.block.block.file == segment.file && (0..<$0.lines.count).contains(number - $0.block.block.firstCodeLine)
                }) else { continue }
                let index = number - source.block.block.firstCodeLine
                // A line a later step replaces is left as an empty line (its number kept for the compiler).
                if text.isEmpty, !source.lines[index].allSatisfy(\.isWhitespace) { continue }
                let shift = shifts[source.block.index] ?? 0
                let shown = shift > 0 && !text.isEmpty ? String(repeating: " ", count: shift) + text
                    : shift < 0 ? String(text.dropFirst(min(-shift, text.prefix { $0 == " " }.count))) : String(text)
                lines.append(BlockFile.Line(text: shown, isStep: source.block.index == step.index,
                                            isHidden: source.block.block.lines.markerWidth(ofLine: index) > 0))
            }
        }
        return lines
    }

    /// How many spaces each placed fragment's lines move so that they stand one level inside
    /// the body or type they go in, as the reader would indent them (a fragment is written
    /// from column 0 in its article): the indent of the line they go before (a closing brace,
    /// or a `default:`), one level deeper before a brace. Fragments placed in fragments move
    /// with them. Keyed by the block's index; the host does not move.
    private func indentShifts(_ lines: [[Substring]]) -> [Int: Int] {
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        let blocks = self.blocks
        var shifts: [Int: Int] = [host.index: 0]
        for splice in splices {
            let targetIndex = splice.target ?? host.index
            guard let target = blocks.firstIndex(where: { $0.index == targetIndex }),
                  let own = blocks.firstIndex(where: { $0.index == splice.fragment.index }) else { continue }
            let offset = splice.beforeLine - 1
            guard lines[target].indices.contains(offset) else { continue }
            let before = lines[target][offset]
            let level = indent(before) + (shifts[targetIndex] ?? 0)
            let wanted = before.drop { $0 == " " }.hasPrefix("}") ? level + 2 : level
            let written = lines[own].filter { !$0.allSatisfy(\.isWhitespace) }.map(indent).min() ?? 0
            shifts[splice.fragment.index] = wanted - written
        }
        return shifts
    }
}
