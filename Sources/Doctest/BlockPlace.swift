/// Where the checker put a fragment of a tutorial, as a reader would say it: inside which type,
/// in which member, in which `switch`, and whether that place was guessed from the names the
/// fragment uses rather than known (`in=`, or the member it replaces). Set on a block whose
/// type-check passed in that place (`unconfirmed` where it passed only beside errors in other
/// blocks' code); nil for a complete block that stands as a file of its own.
public struct BlockPlace: Codable, Hashable, Sendable {
    public enum Site: String, Codable, Hashable, Sendable {
        /// Among the members of a type (`@Published var route: Route?` in `AlarmsListViewModel`).
        case type
        /// In the body of a member (`body`, `viewDidLoad()`), at its end.
        case member
        /// Among the cases of a `switch` in a member's body.
        case switchCases
        /// A function's new signature, in place of the old one's head (its body stays).
        case newSignature
        /// Content of a view (`List { … }`), with the members of the type in reach.
        case viewContent
        /// Statements of a method, with the members of the type in reach.
        case statements
        /// A function's signature shown alone, in an extension of a type (`in=View`).
        case signature
        /// At the top level of a file: a fragment checked as a file of its own (an extension
        /// of a type an earlier block declares, a top-level `let appReducer = …`).
        case topLevel
        /// Nowhere: the fragment is only comments (`// deeplink:///alarms/add`).
        case comments
        /// Not known: the block passed where it was put only beside errors in other blocks'
        /// code, and the compiler may have stopped before its lines (no type or member given:
        /// the place tried may be wrong).
        case unconfirmed
    }

    public var site: Site
    /// The type (`AlarmsListViewModel`, `AlarmsListViewModel.Route`); nil for a member at the
    /// top level of a file (`appReducer`).
    public var type: String?
    /// The member, for `member`, `switchCases` and `newSignature` (`body`, `bind(viewModel:)`).
    public var member: String?
    /// Whether the place was guessed from the names the block uses.
    public var guessed: Bool
    /// The opening fence's line of the earlier block of the same article whose code this one
    /// replaces in part (a member of the same name, an old signature), when there is one.
    public var replacesBlockAt: Int?

    public init(site: Site, type: String?, member: String? = nil, guessed: Bool, replacesBlockAt: Int? = nil) {
        self.site = site
        self.type = type
        self.member = member
        self.guessed = guessed
        self.replacesBlockAt = replacesBlockAt
    }
}

extension Placement {
    /// Where `entry` is in this placement, for the reader: a fragment checked as a file of its
    /// own goes at the top level (or nowhere, if only comments); nil for a complete block
    /// alone, or when the splice's target cannot be named.
    func place(of entry: PlannedBlock) -> BlockPlace? {
        switch self {
        case .alone:
            // A complete block is a file; a fragment checked as one goes at a file's top level.
            guard entry.kind == .fragment else { return nil }
            let onlyComments = entry.block.lines.compiled.split(separator: "\n").allSatisfy {
                let line = $0.drop { $0 == " " || $0 == "\t" }
                return line.isEmpty || line.hasPrefix("//")
            }
            return BlockPlace(site: onlyComments ? .comments : .topLevel, type: nil, guessed: false)
        case .wrapped(let typeName, let prefix, _, let guessed):
            let site: BlockPlace.Site = isSignature ? .signature : prefix.contains("some View") ? .viewContent : .statements
            return BlockPlace(site: site, type: typeName, guessed: guessed)
        case .inside(let unit):
            guard let splice = unit.splices.last(where: { $0.fragment.index == entry.index }) else { return nil }
            let targetIndex = splice.target ?? unit.host.index
            guard let target = unit.blocks.first(where: { $0.index == targetIndex }) else { return nil }
            let replaced = splice.replacedLines.isEmpty || target.block.file != entry.block.file ? nil : target.block.line
            let containers = unit.containers.filter { $0.block.index == targetIndex }
            if let container = containers.first(where: { $0.type.closingLine == splice.beforeLine }) {
                return BlockPlace(site: .type, type: container.name, guessed: splice.guessed, replacesBlockAt: replaced)
            }
            // The innermost member whose lines hold the place: a body, or a switch in one. The
            // members of the target's types, or its own members (a method placed in a type
            // earlier, a top-level `let appReducer = Reducer { … }`).
            var holders = containers.flatMap { container in
                container.type.members.filter { $0.firstLine <= splice.beforeLine && splice.beforeLine <= $0.lastLine }
                    .map { (type: Optional(container.name), member: $0) }
            }
            if holders.isEmpty {
                let owner = unit.splices.first { $0.fragment.index == targetIndex }.flatMap { outer in
                    unit.containers.first { $0.block.index == (outer.target ?? unit.host.index) && $0.type.closingLine == outer.beforeLine }
                }
                holders = target.analysis.outline.members.filter { $0.firstLine <= splice.beforeLine && splice.beforeLine <= $0.lastLine }
                    .map { (type: owner?.name, member: $0) }
            }
            // Lines of an earlier fragment that holds no member of its own (`case` lines placed
            // in a reducer's switch): this block goes where that one went.
            if holders.isEmpty, target.index != entry.index, unit.splices.contains(where: { $0.fragment.index == targetIndex }),
               var outer = place(of: target) {
                outer.guessed = outer.guessed || splice.guessed
                outer.replacesBlockAt = replaced
                return outer
            }
            guard let holder = holders.min(by: { $0.member.lastLine - $0.member.firstLine < $1.member.lastLine - $1.member.firstLine }),
                  let member = holder.member.names.first else { return nil }
            let inSwitch = target.analysis.outline.switches.contains { entry in
                entry.closingLine == splice.beforeLine || entry.cases.contains { $0.firstLine == splice.beforeLine }
            }
            let site: BlockPlace.Site = splice.opensBody ? .newSignature : inSwitch ? .switchCases : .member
            return BlockPlace(site: site, type: holder.type, member: member, guessed: splice.guessed,
                              replacesBlockAt: replaced ?? (splice.opensBody ? target.block.line : nil))
        }
    }
}
