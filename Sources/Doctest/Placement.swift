import Markdown
import SwiftSyntax

/// A declaration block of a timeline, with the fragments the tutorial placed inside it since:
/// a member fragment (`@Published var items: [AlarmItemRowViewModel]`) shown after the type it
/// belongs to becomes part of that type, replacing the members of the same names, and later
/// blocks see the type as it then stands.
struct ContextUnit: Sendable {
    var host: PlannedBlock
    /// Fragments placed inside the host, oldest first.
    var splices: [Splice] = []
    /// Types of the host that a later block declares anew: their lines are left out, and so
    /// are their names (`withoutTypes(_:)`).
    var removedTypes: Set<String> = []
    /// Host lines of members a later extension declares anew (`withoutMembers(_:of:)`).
    var removedMemberLines: [ClosedRange<Int>] = []
    /// Whether the host is a program whose top-level statements are left out: later blocks
    /// build on its declarations only.
    var withoutStatements = false

    /// A fragment placed inside a host: its lines go before the host line `beforeLine` (the
    /// closing brace of a type, the closing brace or the `default:` of a `switch`), and host
    /// lines it replaces are left out.
    struct Splice: Sendable {
        var fragment: PlannedBlock
        /// The fragment's lines that are placed, when not all of them: a member of an
        /// earlier version of the type, kept in the new one.
        var lines: ClosedRange<Int>? = nil
        var beforeLine: Int
        var replacedLines: [ClosedRange<Int>]
        /// The members or cases it declares, to tell whether a later splice replaces it.
        var names: Set<String>
        /// Whether its place was guessed from the names it uses (see `Placement.isGuess`).
        var guessed = false
        /// The block whose lines `beforeLine` and `replacedLines` count: the host, or a
        /// fragment placed in it earlier (a case added to an enum that fragment declared).
        var target: Int? = nil
        /// Statements placed at the end of a method, in a scope of their own (`do {`) that the
        /// statements placed after them continue: they may declare anew a local the method
        /// has (`let alarms` in a new version of that part), and later ones see theirs.
        var scoped = false
        /// Whether the fragment is a chain of modifiers (`.alert(…)`) placed in a scope: it
        /// continues an `EmptyView()` that the scope's opening line ends with.
        var chain = false
        /// Whether it is placed in a closure's body (`LocalScope.inClosure`): an error of a
        /// statement before it there may hide its own.
        var inClosure = false
        /// Whether the fragment is a function's new signature (`func bind(viewModel:context:)`,
        /// "actualiza la función") that takes the place of the old one's head: it opens the
        /// old body, which stays.
        var opensBody = false
    }

    /// A type of the unit that code can be placed in: one of the host's, or one declared by a
    /// fragment placed in it (`Route` of `@Published var route: Route?; enum Route { … }`).
    struct Container {
        /// The block that declares it.
        var block: PlannedBlock
        var type: BlockOutline.TypeEntry
        /// Its name as code outside spells it: `AlarmsListViewModel.Route`.
        var name: String
    }

    /// The unit's types, the host's first, then those of its placed fragments.
    var containers: [Container] {
        var found = host.analysis.outline.types.map { Container(block: host, type: $0, name: $0.name) }
        for splice in splices where splice.lines == nil {
            let targetIndex = splice.target ?? host.index
            guard let outer = found.first(where: { $0.block.index == targetIndex && $0.type.closingLine == splice.beforeLine }) else { continue }
            for type in splice.fragment.analysis.outline.types {
                var inner = type
                inner.name = "\(outer.name).\(type.name)"
                found.append(Container(block: splice.fragment, type: inner, name: inner.name))
            }
        }
        return found
    }

    /// The host's place in the report: a unit is the host's latest version.
    var index: Int { host.index }
    var moduleNames: [String] { host.analysis.moduleNames.filter { !removedTypes.contains($0) } }
    var identifiers: Set<String> {
        Set(host.analysis.identifiers).union(splices.flatMap(\.fragment.analysis.identifiers))
    }
    var imports: [String] { host.imports + splices.flatMap(\.fragment.imports) }
    var blocks: [PlannedBlock] { [host] + splices.map(\.fragment) }

    /// What the unit adds to a verdict's cache key: its blocks' texts and where each splice
    /// goes — not their articles' paths: a renamed article keeps its verdicts.
    var cacheKeyText: String {
        (["\(host.textHash)-\(removedTypes.sorted())\(removedMemberLines)\(withoutStatements ? "-declarations" : "")"]
            + splices.map { "\($0.fragment.textHash)\($0.lines.map { "[\($0)]" } ?? "")>\($0.target ?? -1):\($0.beforeLine)-\($0.replacedLines)\($0.scoped ? "{" : "")\($0.chain ? "." : "")\($0.opensBody ? "(" : "")" })
            .joined(separator: "\u{2}")
    }

    /// The `switch`es of the unit, oldest first: the host's, then those of the fragments placed
    /// in it (statements placed at the end of a method), with the block and line each such
    /// fragment is placed at.
    var switchSites: [(block: PlannedBlock, entry: BlockOutline.SwitchEntry, placedAt: (block: Int, line: Int)?)] {
        host.analysis.outline.switches.map { (host, $0, nil) }
            + splices.filter { $0.lines == nil }.flatMap { splice in
                splice.fragment.analysis.outline.switches.map { (splice.fragment, $0, (splice.target ?? host.index, splice.beforeLine)) }
            }
    }

    /// The names of the members (and cases) of the host's types, with those of its splices.
    func memberNames(of type: BlockOutline.TypeEntry) -> Set<String> {
        memberNames(of: Container(block: host, type: type, name: type.name))
    }

    /// The names of the members (and cases) of a container, with those placed in it.
    func memberNames(of container: Container) -> Set<String> {
        Set(container.type.members.flatMap(\.names)).union(splices.filter {
            ($0.target ?? host.index) == container.block.index && $0.beforeLine == container.type.closingLine
        }.flatMap(\.names))
    }

    /// The unit with `fragment` placed before `beforeLine`, replacing `replacedLines` and the
    /// earlier splices whose names it declares anew.
    func placing(_ fragment: PlannedBlock, before beforeLine: Int, replacing replacedLines: [ClosedRange<Int>],
                 names: Set<String>, guessed: Bool = false, in target: PlannedBlock? = nil, scoped: Bool = false,
                 chain: Bool = false, opensBody: Bool = false, inClosure: Bool = false) -> ContextUnit {
        var unit = self
        let targetIndex = target?.index ?? host.index
        let replacesSplice = { (splice: Splice) in
            (splice.target ?? host.index) == targetIndex && splice.beforeLine == beforeLine && !splice.names.isEmpty
                && splice.names.isSubset(of: names)
        }
        // The host lines a replaced splice left out stay left out: it was their new version,
        // and this is a newer one (`init(items:route:)` twice, after the host's `init(items:)`).
        let inherited = unit.splices.filter(replacesSplice).flatMap(\.replacedLines)
        unit.splices.removeAll(where: replacesSplice)
        // A splice that shows some of these names and others besides keeps only its other
        // members (`@Published var route` beside the `enum Route` a new version replaces).
        unit.splices = unit.splices.flatMap { splice -> [Splice] in
            guard (splice.target ?? host.index) == targetIndex, splice.beforeLine == beforeLine, splice.lines == nil,
                  !splice.names.isDisjoint(with: names) else { return [splice] }
            let members = splice.fragment.analysis.outline.members
            guard !members.isEmpty, members.allSatisfy(\.ownsItsLines) else { return [splice] }
            return members.filter { Set($0.names).isDisjoint(with: names) }.map { member in
                var part = splice
                part.lines = member.firstLine...member.lastLine
                part.names = Set(member.names)
                return part
            }
        }
        unit.splices.append(Splice(fragment: fragment, beforeLine: beforeLine, replacedLines: replacedLines + inherited, names: names,
                                   guessed: guessed, target: target.map(\.index), scoped: scoped, chain: chain,
                                   inClosure: inClosure, opensBody: opensBody))
        return unit
    }

    /// `host`, a new declaration of classes an earlier unit declared, keeps the members of
    /// their earlier version it does not declare again: the tutorial often shows only the part
    /// of a view model that changes. Structs and enums are shown whole (a view's stored
    /// property kept from its earlier version would change its memberwise initializer).
    static func declaring(_ host: PlannedBlock, after earlier: [ContextUnit]) -> ContextUnit {
        var unit = ContextUnit(host: host)
        unit.withoutStatements = host.analysis.hasTopLevelCode
        for type in host.analysis.outline.types where !type.isExtension && !type.isValueType && type.closingAlone {
            guard let previous = earlier.last(where: { unit in
                unit.host.analysis.outline.types.contains { !$0.isExtension && $0.name == type.name }
            }), let old = previous.host.analysis.outline.types.last(where: { !$0.isExtension && $0.name == type.name })
            else { continue }
            let declared = Set(type.members.flatMap(\.names))
            for member in old.members where member.ownsItsLines && Set(member.names).isDisjoint(with: declared) {
                unit.splices.append(Splice(fragment: previous.host, lines: member.firstLine...member.lastLine,
                                           beforeLine: type.closingLine, replacedLines: [], names: Set(member.names)))
            }
            var keptFragments: Set<Int> = []
            for splice in previous.splices where splice.target == nil && splice.beforeLine == old.closingLine
                && splice.names.isDisjoint(with: declared) {
                var kept = splice
                kept.beforeLine = type.closingLine
                kept.replacedLines = []
                unit.splices.append(kept)
                keptFragments.insert(splice.fragment.index)
            }
            // And what was placed inside those (a case added to an enum a kept fragment declares).
            unit.splices += previous.splices.filter { $0.target.map(keptFragments.contains) == true }
        }
        return unit
    }

    /// The unit without the top-level types `names` (a later block declares them anew), or nil
    /// when one of them cannot be left out on its own: not a type of the host with lines of
    /// its own, or a type the host also extends.
    func withoutTypes(_ names: Set<String>) -> ContextUnit? {
        let types = host.analysis.outline.types
        for name in names {
            guard types.contains(where: { $0.name == name && !$0.isExtension && $0.ownsItsLines && $0.firstLine >= 1 }),
                  !types.contains(where: { $0.isExtension && $0.name == name }) else { return nil }
        }
        var unit = self
        unit.removedTypes.formUnion(names)
        let closings = Set(types.filter { names.contains($0.name) }.map(\.closingLine))
        unit.splices.removeAll { $0.target == nil && closings.contains($0.beforeLine) }
        return unit
    }

    /// The unit without its members `names` of the type `typeName`: a later extension
    /// (`extension AlarmsListViewModel { func add(item:) … }`) declares them anew.
    func withoutMembers(_ names: Set<String>, of typeName: String, before index: Int) -> ContextUnit {
        // Most units have none of those members: say so without working out their containers.
        let hasOne = splices.contains { !$0.names.isDisjoint(with: names) }
            || host.analysis.outline.types.contains { type in type.members.contains { !Set($0.names).isDisjoint(with: names) } }
        guard hasOne else { return self }
        var unit = self
        for container in containers where container.name == typeName && !container.type.isExtension {
            if container.block.index == host.index && host.index < index {
                unit.removedMemberLines += container.type.members
                    .filter { $0.ownsItsLines && !$0.names.isEmpty && Set($0.names).isSubset(of: names) }.map { $0.firstLine...$0.lastLine }
            }
            unit.splices.removeAll { splice in
                (splice.target ?? host.index) == container.block.index && splice.beforeLine == container.type.closingLine
                    && !splice.names.isEmpty && splice.names.isSubset(of: names) && splice.fragment.index < index
            }
        }
        return unit
    }

    /// Host lines left out: those of the removed types and members, and those replaced by splices.
    var leftOutLines: [ClosedRange<Int>] {
        host.analysis.outline.types.filter { removedTypes.contains($0.name) && !$0.isExtension }
            .map { $0.firstLine...$0.closingLine } + removedMemberLines
            + splices.filter { ($0.target ?? host.index) == host.index }.flatMap(\.replacedLines)
            + (withoutStatements ? host.analysis.outline.statementLines ?? [] : [])
    }

    /// The unit's code, as the compiler reads it: runs of host lines and the splices' lines,
    /// each naming its article lines. Replaced host lines become blank lines, so a run of host
    /// lines needs no new `#sourceLocation` (one is not allowed right after `switch … {`).
    var segments: [Harness.Segment] {
        segments(of: host, leftOut: leftOutLines)
    }

    /// Whether the unit's code holds `fragment`'s lines: a splice whose place is left out (in
    /// the body of a member a later step declares anew, or in lines of a fragment that are not
    /// kept) is not in the file, and a check of that file says nothing about the fragment.
    func shows(_ fragment: PlannedBlock) -> Bool {
        if fragment.index == host.index { return true }
        let code = fragment.block
        let lines = (code.firstCodeLine - 1)...(code.firstCodeLine + max(code.lines.compiled.split(separator: "\n").count, 1))
        return segments.contains { $0.file == code.file && lines.contains($0.line) }
    }

    /// The segments of `block` (the host, or a placed fragment), with the splices that target
    /// it placed before their lines, each in turn with its own.
    private func segments(of block: PlannedBlock, leftOut: [ClosedRange<Int>], only range: ClosedRange<Int>? = nil) -> [Harness.Segment] {
        let code = block.block
        let lines = code.lines.compiled.split(separator: "\n", omittingEmptySubsequences: false)
        let mine = splices.filter { ($0.target ?? host.index) == block.index }
        var segments: [Harness.Segment] = []
        var run: [Substring] = []
        var runStart = 1
        func flush() {
            if !run.isEmpty { segments.append(Harness.Segment(file: code.file, line: code.firstCodeLine + runStart - 1,
                                                              text: run.joined(separator: "\n"))) }
            run = []
        }
        for (offset, line) in lines.enumerated() {
            let number = offset + 1
            if let range, !range.contains(number) { continue }
            let placed = mine.filter { $0.beforeLine == number }
            if !placed.isEmpty {
                flush()
                var scopes = 0
                for splice in placed {
                    let fence = splice.fragment.block.firstCodeLine - 1
                    if splice.opensBody {
                        // The new head, and the brace of the old body it opens on its last line.
                        segments.append(Harness.Segment(file: splice.fragment.block.file, line: splice.fragment.block.firstCodeLine,
                                                        text: splice.fragment.block.lines.compiled + " {"))
                        continue
                    }
                    if splice.chain {
                        // One segment: a `#sourceLocation` line between `EmptyView()` and `.alert(`
                        // would end the expression.
                        segments.append(Harness.Segment(file: splice.fragment.block.file, line: fence,
                                                        text: "do { EmptyView()\n" + splice.fragment.block.lines.compiled))
                        scopes += 1
                        continue
                    }
                    if splice.scoped {
                        segments.append(Harness.Segment(file: splice.fragment.block.file, line: fence, text: "do {"))
                        scopes += 1
                    }
                    let own = splices.filter { ($0.target ?? host.index) == splice.fragment.index }.flatMap(\.replacedLines)
                    segments += self.segments(of: splice.fragment, leftOut: own, only: splice.lines)
                }
                if scopes > 0, let last = placed.last {
                    segments.append(Harness.Segment(file: last.fragment.block.file, line: last.fragment.block.firstCodeLine - 1,
                                                    text: String(repeating: "}", count: scopes)))
                }
            }
            if run.isEmpty { runStart = number }
            run.append(leftOut.contains { $0.contains(number) } ? "" : line)
        }
        flush()
        return segments
    }
}

/// Where a block is type-checked.
enum Placement: Sendable {
    /// As a file of its own.
    case alone
    /// Inside a declaration of the timeline: the block is the last splice of the unit.
    case inside(ContextUnit)
    /// Wrapped in code of sitegen's on one line before it (`extension AlarmsListView { var
    /// __sitegenSnippet: some View { EmptyView()`) and closed after it: a snippet of a view, a
    /// chain of modifiers, statements of a method, in an extension of the type whose members it uses.
    case wrapped(typeName: String, prefix: String, suffix: String, guessed: Bool)

    /// The blocks of the file `entry` is checked in.
    func blocks(_ entry: PlannedBlock) -> [PlannedBlock] {
        if case .inside(let unit) = self { return unit.blocks }
        return [entry]
    }

    /// Whether the place was guessed from the names the block uses, rather than known: a
    /// member that replaces one of the same name, or `case` lines of a `switch` they continue.
    var isGuess: Bool {
        switch self {
        case .alone: return false
        case .inside(let unit): return unit.splices.last?.guessed ?? true
        case .wrapped(_, _, _, let guessed): return guessed
        }
    }

    var isAlone: Bool { if case .alone = self { return true } else { return false } }

    /// What the placement adds to a verdict's cache key.
    var cacheKeyText: String {
        switch self {
        case .alone: return "alone"
        case .inside(let unit): return "inside " + unit.cacheKeyText
        case .wrapped(_, let prefix, let suffix, _): return "wrapped \(prefix)\u{2}\(suffix)"
        }
    }

    /// What a reader is told about the placement in verbose output.
    var summary: String {
        switch self {
        case .alone: return "as a file"
        case .inside(let unit): return "inside \(unit.host.block.file):\(unit.host.block.line)"
        case .wrapped(let typeName, _, _, _): return "in an extension of \(typeName)"
        }
    }

    /// How many places a fragment whose place is a guess is tried in, best first.
    static let tries = 4

    /// Where `entry`, which does not stand alone, may belong among `units` (newest last), best
    /// first: one place when it names what it replaces, else up to `tries` guesses.
    static func find(for entry: PlannedBlock, in units: [ContextUnit]) -> [Placement] {
        let outline = entry.analysis.outline
        if let typeName = entry.block.attributes.placement {
            return named(typeName, entry, units: units).map { [$0] } ?? []
        }
        switch entry.analysis.context {
        case .members:
            return members(entry, names: outline.memberNames, units: units)
        case .file where !entry.analysis.hasTopLevelCode:
            // Members written at file level (`func toggle(alarm:)` using `self`).
            return members(entry, names: outline.memberNames, units: units)
        case .switchCases:
            return cases(entry, names: Set(outline.cases.flatMap(\.names)), units: units)
        case .file, .memberChain:
            return snippet(entry, units: units)
        default:
            return []
        }
    }

    /// Functions and properties that read as a file of their own but redeclare members of a
    /// type the tutorial showed before (`func sumar() { valor += 2 }` after `class Contador`):
    /// the new version of those members, inside the type.
    static func replacing(_ entry: PlannedBlock, in units: [ContextUnit]) -> Placement? {
        let outline = entry.analysis.outline
        guard entry.kind == .fragment || entry.kind == .apple, !entry.analysis.hasTopLevelCode, outline.types.isEmpty,
              !outline.members.isEmpty, entry.block.attributes.placement == nil else { return nil }
        let placements = members(entry, names: outline.memberNames, units: units)
        guard placements.count == 1, let placement = placements.first, !placement.isGuess else { return nil }
        return placement
    }

    /// Where the author said the fragment goes (`in=Type`): inside the newest declaration of
    /// that type, replacing the members of the same names, for members; in an extension of
    /// it, for statements, views and chains of modifiers.
    private static func named(_ typeName: String, _ entry: PlannedBlock, units: [ContextUnit]) -> Placement? {
        let outline = entry.analysis.outline
        if outline.hasBodilessFunction, outline.members.count == 1 {
            return newSignature(entry, in: typeName, units: units) ?? signature(in: typeName)
        }
        if !units.contains(where: { unit in unit.containers.contains { $0.name == typeName } }),
           let dot = typeName.lastIndex(of: "."), entry.analysis.context == .file || entry.analysis.context == .switchCases {
            return body(of: String(typeName[typeName.index(after: dot)...]), in: String(typeName[..<dot]), entry, units: units)
        }
        let isMembers = entry.analysis.context == .members || (entry.analysis.context == .file && !entry.analysis.hasTopLevelCode)
        for unit in units.reversed() {
            if isMembers {
                guard let container = unit.containers.last(where: {
                    $0.name == typeName && !$0.type.isExtension && $0.type.closingAlone
                }) else { continue }
                let type = container.type
                let names = outline.memberNames
                let replaced = type.members.filter { $0.ownsItsLines && Set($0.names).isSubset(of: names) }.map { $0.firstLine...$0.lastLine }
                return .inside(unit.placing(entry, before: type.closingLine, replacing: replaced, names: names,
                                            in: container.block.index == unit.host.index ? nil : container.block))
            }
            if let container = unit.containers.last(where: { $0.name == typeName }) {
                return wrapper(in: container.type, isChain: entry.analysis.context == .memberChain || outline.startsWithPeriod,
                               isViewContent: outline.isViewContent, guessed: false)
            }
        }
        return nil
    }

    /// A function shown without its body whose name a method of the type has (`func
    /// bind(viewModel: AlarmItemRowViewModel, context: UIViewController)` after `func
    /// bind(viewModel:) { … }`, "actualiza la función"): the method's new head, over its old
    /// body — known, so later blocks see the new parameters. Nil when the type has no such
    /// method, or its head does not end its own line with the body's brace.
    private static func newSignature(_ entry: PlannedBlock, in typeName: String, units: [ContextUnit]) -> Placement? {
        guard let name = entry.analysis.outline.members.first?.names.first.map(spelled),
              !name.isEmpty else { return nil }
        for unit in units.reversed() {
            guard let container = unit.containers.last(where: { $0.name == typeName && $0.type.closingAlone }),
                  let (block, member) = memberSites(named: name, in: container, of: unit).last,
                  member.names.contains(where: { $0.contains("(") && !$0.hasPrefix("init(") }),
                  let brace = FunctionHeads.bodyBraceLine(in: block.block.lines.compiled, functionAt: member.firstLine)
            else { continue }
            return .inside(unit.placing(entry, before: member.firstLine, replacing: [member.firstLine...brace], names: [],
                                        in: block.index == unit.host.index ? nil : block, opensBody: true))
        }
        return nil
    }

    /// A function shown without its body (a signature the prose explains, `func sheet<Item,
    /// Content>(item:onDismiss:content:) -> some View`), in an extension of the type the author
    /// names (`in=View`), with a body that never runs: its types are checked, nothing else.
    private static func signature(in typeName: String) -> Placement {
        .wrapped(typeName: typeName, prefix: "extension \(typeName) {", suffix: signatureSuffix, guessed: false)
    }

    /// The body and closing brace a signature gets (see `signature(in:)`).
    static let signatureSuffix = "{ fatalError() } }"

    /// Whether the block is a signature in an extension (see `signature(in:)`).
    var isSignature: Bool {
        if case .wrapped(_, _, let suffix, _) = self { return suffix == Self.signatureSuffix }
        return false
    }

    /// Statements, or `case` lines, that go at the end of the body of a method the tutorial
    /// showed (`in=AlarmsListViewController.viewDidLoad`, "añade al final del viewDidLoad"):
    /// they see its locals and the statements placed there before them. `case` lines go into
    /// the newest `switch` of that body instead.
    private static func body(of memberName: String, in typeName: String, _ entry: PlannedBlock, units: [ContextUnit]) -> Placement? {
        for unit in units.reversed() {
            guard let container = unit.containers.last(where: { $0.name == typeName && $0.type.closingAlone }) else { continue }
            guard let site = memberSites(named: memberName, in: container, of: unit).last else { continue }
            let lines = site.block.block.lines.compiled.split(separator: "\n", omittingEmptySubsequences: false)
            guard site.member.lastLine >= 1, site.member.lastLine <= lines.count,
                  lines[site.member.lastLine - 1].trimmingCharacters(in: .whitespaces) == "}" else { return nil }
            let target = site.block.index == unit.host.index ? nil : site.block
            if entry.analysis.context == .switchCases {
                let inBody = unit.switchSites.filter { switchSite in
                    let (block, line) = switchSite.placedAt ?? (switchSite.block.index, switchSite.entry.closingLine)
                    return block == site.block.index && line > site.member.firstLine && line <= site.member.lastLine
                }
                guard let last = inBody.last, last.entry.closingAlone, !last.entry.cases.isEmpty else { return nil }
                let names = Set(entry.analysis.outline.cases.flatMap(\.names)).subtracting(["default"])
                let replaced = last.entry.cases.filter { $0.ownsItsLines && !$0.names.contains("default") && Set($0.names).isSubset(of: names) }
                guard replaced.count < last.entry.cases.count else { return nil }
                let before = last.entry.cases.first { $0.names == ["default"] }?.firstLine ?? last.entry.closingLine
                return .inside(unit.placing(entry, before: before, replacing: replaced.map { $0.firstLine...$0.lastLine }, names: names,
                                            in: last.block.index == unit.host.index ? nil : last.block))
            }
            return .inside(unit.placing(entry, before: site.member.lastLine, replacing: [], names: [], in: target, scoped: true))
        }
        return nil
    }

    /// The members named `memberName` (`bind`, or as the outline spells them) of a type of the
    /// unit: in the type's own lines, then in the fragments placed in it since, oldest first.
    private static func memberSites(named memberName: String, in container: ContextUnit.Container,
                                    of unit: ContextUnit) -> [(block: PlannedBlock, member: BlockOutline.Entry)] {
        func matches(_ member: BlockOutline.Entry) -> Bool {
            member.names.contains { spelled($0) == memberName || $0 == memberName }
        }
        var sites = container.type.members.filter(matches).map { (container.block, $0) }
        for splice in unit.splices where (splice.target ?? unit.host.index) == container.block.index
            && splice.beforeLine == container.type.closingLine {
            let members = splice.fragment.analysis.outline.members + splice.fragment.analysis.outline.types.flatMap(\.members)
            for member in members where matches(member) && splice.lines.map({ $0.contains(member.firstLine) }) ?? true {
                sites.append((splice.fragment, member))
            }
        }
        return sites
    }

    /// A member fragment goes into the type the evidence points to most: each member of the
    /// type it uses (`self.items`, `case .deleteAlert` in `switch self`), the prose before it
    /// naming the type ("Añade en AlarmsListViewModel:", "que AlarmItemRowViewModel cumpla con
    /// Identifiable"), and the type having a member the fragment shows anew (which it then
    /// replaces). The place is known when it is the one type the prose names and it leads, or
    /// else the type (of the most points, the newest of equal ones) that has every member the
    /// fragment shows anew; else it is a guess, and the next types are tried after it.
    private static func members(_ entry: PlannedBlock, names: Set<String>, units: [ContextUnit]) -> [Placement] {
        // A function shown without its body (a signature the prose explains) has no place in a type.
        guard !names.isEmpty, !entry.analysis.outline.hasBodilessFunction else { return [] }
        let own = spelled(names)
        let used = Set(entry.analysis.identifiers).subtracting(own)
        let outline = entry.analysis.outline
        let declaresCases = names.contains { $0.hasPrefix("case ") }
        struct Candidate {
            var unit: ContextUnit
            var container: ContextUnit.Container
            var members: Set<String>
            var uses: Int
            var named: Bool
            var declares: Bool
            /// Members used count two, being named three, having one of the names two.
            var points: Int { uses * 2 + (named ? 3 : 0) + (declares ? 2 : 0) }
        }
        var candidates: [Candidate] = []
        var seen: Set<String> = []
        for unit in units.reversed() {
            // Only the newest version of each type, and only a type that may hold such members:
            // cases go in an enum, a `@Published` property or an `override` in a class, a
            // stored property in neither an enum nor an extension.
            for container in unit.containers.reversed() where seen.insert("\(container.name) \(container.type.isExtension)").inserted
                && container.type.closingAlone && (container.type.isEnum || !declaresCases)
                && (!outline.membersNeedClass || !container.type.isValueType && !container.type.isExtension)
                && (!outline.membersStoreValues || !container.type.isEnum && !container.type.isExtension) {
                let members = unit.memberNames(of: container)
                candidates.append(Candidate(unit: unit, container: container, members: members,
                                            uses: spelled(members).filter(used.contains).count,
                                            named: Self.names(container.name, in: entry.lead), declares: !members.isDisjoint(with: names)))
            }
        }
        // The place replaces the type's members of the same names.
        func place(_ candidate: Candidate, guessed: Bool) -> Placement {
            let type = candidate.container.type
            let replaced = type.members.filter { $0.ownsItsLines && Set($0.names).isSubset(of: names) }.map { $0.firstLine...$0.lastLine }
            return .inside(candidate.unit.placing(entry, before: type.closingLine, replacing: replaced, names: names, guessed: guessed,
                                                  in: candidate.container.block.index == candidate.unit.host.index ? nil : candidate.container.block))
        }
        // An initializer whose labels extend those of the type's own one (`init(items:route:)`
        // after `init(items:)`, "actualiza el constructor") is its new version.
        if !candidates.contains(where: \.declares) {
            for candidate in candidates where candidate.uses > 0 {
                if let extended = Self.initializerExtended(by: names, in: candidate.container.type) {
                    return [.inside(candidate.unit.placing(entry, before: candidate.container.type.closingLine,
                                                           replacing: [extended.firstLine...extended.lastLine], names: names,
                                                           in: candidate.container.block.index == candidate.unit.host.index ? nil : candidate.container.block))]
                }
            }
        }
        // Stable: of equal points, the newest first.
        let ranked = candidates.enumerated().filter { $0.element.points > 0 }
            .sorted { ($0.element.points, -$0.offset) > ($1.element.points, -$1.offset) }.map(\.element)
        // A type with every member the fragment shows anew: the fragment is its new version of
        // them — unless the one type the prose names has more points.
        let full = ranked.first { names.isSubset(of: $0.members) }
        let named = candidates.filter(\.named)
        if named.count == 1, let only = named.first, only.points > full?.points ?? 0, only.points >= ranked[0].points {
            return [place(only, guessed: false)]
        }
        if let full { return [place(full, guessed: false)] }
        return ranked.prefix(tries).map { place($0, guessed: true) }
    }

    /// The names of the types and members a `switch` of a unit stands in, innermost last
    /// (`AlarmsListViewController`, `viewDidLoad`).
    static func enclosingNames(of site: (block: PlannedBlock, entry: BlockOutline.SwitchEntry, placedAt: (block: Int, line: Int)?),
                               in unit: ContextUnit) -> [String] {
        let line = site.entry.cases.first?.firstLine ?? site.entry.closingLine
        let outline = site.block.analysis.outline
        var names: [String] = []
        if let placedAt = site.placedAt,
           let container = unit.containers.first(where: { $0.block.index == placedAt.block && $0.type.closingLine == placedAt.line }) {
            names.append(container.name)
        }
        for type in outline.types where type.firstLine <= line && line <= type.closingLine {
            names.append(type.name)
            names += type.members.filter { $0.firstLine <= line && line <= $0.lastLine }.flatMap(\.names).map(spelled)
        }
        names += outline.members.filter { $0.firstLine <= line && line <= $0.lastLine }.flatMap(\.names).map(spelled)
        return names
    }

    /// Whether `prose` names the type `typeName` (`AlarmsListViewModel.Route`): its whole name,
    /// or its own name, as a word.
    static func names(_ typeName: String, in prose: String) -> Bool {
        guard !prose.isEmpty else { return false }
        let words = Set(codeWords(in: prose).flatMap { word in [word] + word.split(separator: ".") }.map(String.init))
        let own = typeName.split(separator: ".").last.map(String.init) ?? typeName
        return words.contains(typeName) || words.contains(own)
    }

    /// The words of `prose` as code spells names, a dotted name whole (`AlarmsListViewModel.Route`).
    static func codeWords(in prose: String) -> [Substring] {
        prose.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }

    /// The one initializer of `type` that `names`, a single initializer, is a new version of:
    /// its labels are among the new one's (`init(items:)` for `init(items:route:)`).
    static func initializerExtended(by names: Set<String>, in type: BlockOutline.TypeEntry) -> BlockOutline.Entry? {
        guard names.count == 1, let new = names.first, new.hasPrefix("init(") else { return nil }
        func labels(_ name: String) -> Set<Substring> { Set(name.dropFirst(5).dropLast().split(separator: ":")) }
        let inits = type.members.filter { $0.names.contains { $0.hasPrefix("init(") } }
        guard inits.count == 1, let old = inits.first, old.ownsItsLines, old.names.count == 1,
              labels(old.names[0]).isSubset(of: labels(new)) else { return nil }
        return old
    }

    /// `case` lines go into the newest `switch` that matches one of their enum cases,
    /// replacing the cases they show anew, before a `default:`.
    private static func cases(_ entry: PlannedBlock, names: Set<String>, units: [ContextUnit]) -> [Placement] {
        let names = names.subtracting(["default"])
        guard !names.isEmpty else { return [] }
        // The newest `switch` that matches one of the cases — of those, the newest in a method or
        // type the prose before the block names ("el case de Route en el viewDidLoad").
        var newest: Placement?
        for unit in units.reversed() {
            for site in unit.switchSites.reversed() where site.entry.closingAlone {
                let (block, entrySwitch) = (site.block, site.entry)
                let hostCases = Set(entrySwitch.cases.flatMap(\.names))
                guard !hostCases.isDisjoint(with: names) else { continue }
                let replaced = entrySwitch.cases.filter { $0.ownsItsLines && !$0.names.contains("default") && Set($0.names).isSubset(of: names) }
                // At least one case must stay before the fragment: a `#sourceLocation` may not open a switch.
                guard replaced.count < entrySwitch.cases.count else { continue }
                let before = entrySwitch.cases.first { $0.names == ["default"] }?.firstLine ?? entrySwitch.closingLine
                let placement = Placement.inside(unit.placing(entry, before: before, replacing: replaced.map { $0.firstLine...$0.lastLine },
                                                              names: names, in: block.index == unit.host.index ? nil : block))
                if enclosingNames(of: site, in: unit).contains(where: { Self.names($0, in: entry.lead) }) { return [placement] }
                newest = newest ?? placement
            }
        }
        if let newest { return [newest] }
        // New cases of an enum: the newest `switch` over that enum (one that matches another of its cases).
        let declared = Set(names.map { "case \($0)" })
        guard let enumCases = units.reversed().lazy.compactMap({ unit in
            unit.containers.last { container in container.type.isEnum && declared.isSubset(of: unit.memberNames(of: container)) }
                .map { spelled(unit.memberNames(of: $0)) }
        }).first else { return [] }
        for unit in units.reversed() {
            for (block, entrySwitch, _) in unit.switchSites.reversed() where entrySwitch.closingAlone && !entrySwitch.cases.isEmpty {
                guard !Set(entrySwitch.cases.flatMap(\.names)).isDisjoint(with: enumCases) else { continue }
                let before = entrySwitch.cases.first { $0.names == ["default"] }?.firstLine ?? entrySwitch.closingLine
                return [.inside(unit.placing(entry, before: before, replacing: [], names: names,
                                             in: block.index == unit.host.index ? nil : block))]
            }
        }
        return []
    }

    /// Member names as code spells them where it uses them: `add` for `case add`.
    static func spelled(_ name: String) -> String {
        let bare = name.hasPrefix("case ") ? name.dropFirst(5) : Substring(name)
        return String(bare.prefix { $0 != "(" })
    }

    private static func spelled(_ names: Set<String>) -> Set<String> {
        Set(names.map(spelled))
    }

    /// Statements, a view or a chain of modifiers go into an extension of the newest type
    /// whose members they use most: a view's `@ViewBuilder` property, or a method.
    private static func snippet(_ entry: PlannedBlock, units: [ContextUnit]) -> [Placement] {
        let used = Set(entry.analysis.identifiers)
        let reached = Set(entry.analysis.outline.selfMembers)
        let isChain = entry.analysis.context == .memberChain || entry.analysis.outline.startsWithPeriod
        let wantsView = isChain || entry.analysis.outline.isViewContent
        // Ranked by: the `self.` members it has, then being a view for a view's code, then
        // the other names it shares; of equal ranks, the newest first.
        var ranked: [(type: BlockOutline.TypeEntry, rank: [Int])] = []
        var seen: Set<String> = []
        for unit in units.reversed() {
            for type in unit.host.analysis.outline.types.reversed() where seen.insert(type.name).inserted {
                let members = spelled(unit.memberNames(of: type))
                let overlap = members.filter(used.contains).count
                guard overlap > 0 else { continue }
                let hasReached = reached.filter(members.contains).count - reached.subtracting(members).count
                ranked.append((type, [hasReached, wantsView && type.isView ? 1 : 0, overlap, -ranked.count]))
            }
        }
        return ranked.sorted { $0.rank.lexicographicallyPrecedes($1.rank) == false && $0.rank != $1.rank }.prefix(tries)
            .map { wrapper(in: $0.type, isChain: isChain, isViewContent: entry.analysis.outline.isViewContent) }
    }

    /// An extension of `type` holding a snippet: a view's content or a modifier chain (on
    /// `EmptyView()`) in a `@ViewBuilder` property, or else statements in a method.
    private static func wrapper(in type: BlockOutline.TypeEntry, isChain: Bool, isViewContent: Bool, guessed: Bool = true) -> Placement {
        if type.isView && (isChain || isViewContent) {
            return .wrapped(typeName: type.name,
                            prefix: "extension \(type.name) { @MainActor @ViewBuilder var __sitegenSnippet: some View {\(isChain ? " EmptyView()" : "")",
                            suffix: "} }", guessed: guessed)
        }
        let mutating = type.isValueType && !type.isView ? "mutating " : ""
        return .wrapped(typeName: type.name, prefix: "extension \(type.name) { \(mutating)func __sitegenSnippet() throws {",
                        suffix: "} }", guessed: guessed)
    }
}

extension Placement {
    /// The names in scope where `splice` is placed: those of the scope of its target that ends
    /// there, and of the scopes around that target, when it is a fragment placed in turn.
    private static func inherited(_ splice: ContextUnit.Splice, in unit: ContextUnit,
                                  scopes: (PlannedBlock) -> [LocalScope]) -> Set<String> {
        var names: Set<String> = []
        var current = splice
        var seen: Set<Int> = [splice.fragment.index]
        while true {
            let target = unit.blocks.first { $0.index == (current.target ?? unit.host.index) } ?? unit.host
            names.formUnion(scopes(target).first { $0.beforeLine == current.beforeLine }?.names ?? [])
            guard target.index != unit.host.index, seen.insert(target.index).inserted,
                  let outer = unit.splices.last(where: { $0.fragment.index == target.index }) else { return names }
            current = outer
        }
    }

    /// The first modifier of a chain, with its argument labels: `alert(route:case:actions:onDismiss:)`
    /// for `.alert(route: …, case: …, actions: …, onDismiss: …).padding()`; nil for other code.
    static func chainHead(of tree: SourceFileSyntax) -> String? {
        guard let first = tree.statements.first, case .expr(let expression) = first.item,
              var call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        while let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard let inner = base.as(FunctionCallExprSyntax.self) else { return nil }
            call = inner
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        let labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
        return "\(member.declName.baseName.text)(\(labels))"
    }

    /// Where a fragment that uses locals another step declares (`cell.bind(viewModel: item,
    /// context: self)`, `state.route = …(item.value)`) may go: at the end of the scopes that
    /// have all of `needed` in scope (`LocalScopes`), in the newest declarations first, the
    /// inner scope first; at most `tries`. Statements and views go in a `do { }` of their own,
    /// a chain of modifiers continues an `EmptyView()`; `case` lines and members have other places.
    static func localScopes(for entry: PlannedBlock, needing needed: Set<String>, in units: [ContextUnit], guessed: Bool,
                            scopes: (PlannedBlock) -> [LocalScope]) -> [Placement] {
        guard !needed.isEmpty, [.file, .memberChain].contains(entry.analysis.context), !entry.analysis.outline.hasBodilessFunction,
              entry.analysis.outline.types.isEmpty, entry.analysis.outline.members.isEmpty else { return [] }
        let isChain = entry.analysis.context == .memberChain || entry.analysis.outline.startsWithPeriod
        var found: [Placement] = []
        // A chain that starts with the same modifier as one placed before (`.alert(route:case:
        // actions:onDismiss:)` shown again, "y, por último, la alerta") is its new version: in
        // its place, instead of it.
        if isChain, let head = entry.analysis.outline.chainHead {
            for unit in units.reversed() {
                guard let old = unit.splices.last(where: { $0.chain && $0.fragment.analysis.outline.chainHead == head }) else { continue }
                var without = unit
                without.splices.removeAll { $0.fragment.index == old.fragment.index }
                let target = unit.blocks.first { $0.index == old.target }
                return [.inside(without.placing(entry, before: old.beforeLine, replacing: [], names: [], guessed: guessed,
                                                in: target, scoped: true, chain: true, inClosure: old.inClosure))]
            }
        }
        let head = isChain ? nil : entry.analysis.outline.assignmentHead
        // The scopes that have the names themselves first; only where none has them, the
        // scopes of fragments placed in a scope, with that scope's names too (`viewStore`
        // around the `actions:` closure of an `.alert` placed in the view).
        for inheriting in [false, true] where found.isEmpty {
            for unit in units.reversed() {
                let leftOut = unit.leftOutLines
                let blocks = unit.splices.filter { $0.lines == nil }.map(\.fragment).reversed() + [unit.host]
                for block in blocks where block.index != entry.index {
                    let around = !inheriting ? [] : unit.splices.last { $0.fragment.index == block.index }
                        .map { inherited($0, in: unit, scopes: scopes) } ?? []
                    if inheriting && around.isEmpty { continue }
                    let fitting = scopes(block).filter { scope in
                        needed.isSubset(of: scope.names.union(around))
                            && (block.index != unit.host.index || !leftOut.contains { $0.contains(scope.beforeLine) })
                    }
                    // A scope that makes the assignment the fragment makes anew first: it is the
                    // fragment's place.
                    func renews(_ scope: LocalScope) -> Int { head.map { head in scope.assignments.contains { $0.head == head } ? 1 : 0 } ?? 0 }
                    for scope in fitting.sorted(by: { (renews($0), $0.depth, $0.beforeLine) > (renews($1), $1.depth, $1.beforeLine) }) {
                        // An assignment the scope makes already (`state.route = .removeItemAlert(…)`)
                        // is replaced by the fragment's, its new version.
                        let replaced = head.flatMap { head in scope.assignments.last { $0.head == head }?.lines }
                        // So is a fragment placed there before that makes it.
                        var place = unit
                        if let head {
                            place.splices.removeAll { splice in
                                (splice.target ?? unit.host.index) == block.index && splice.beforeLine == scope.beforeLine && splice.scoped
                                    && !splice.chain && splice.fragment.analysis.outline.assignmentHead == head
                            }
                        }
                        found.append(.inside(place.placing(entry, before: scope.beforeLine, replacing: replaced.map { [$0] } ?? [], names: [],
                                                           guessed: guessed, in: block.index == unit.host.index ? nil : block,
                                                           scoped: true, chain: isChain, inClosure: scope.inClosure)))
                        if found.count == tries { return found }
                    }
                }
            }
        }
        return found
    }
}
