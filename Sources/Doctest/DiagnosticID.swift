/// The compiler's stable name of a diagnostic (`-debug-diagnostic-names`), e.g.
/// `cannot_find_in_scope`: the names a verdict is decided by live here, in one place.
struct DiagnosticID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, Codable {
    var rawValue: String
    init(rawValue: String) { self.rawValue = rawValue }
    init(stringLiteral value: String) { rawValue = value }

    /// `cannot find 'x' in scope`.
    static let cannotFindInScope: DiagnosticID = "cannot_find_in_scope"
    /// `cannot find type 'X' in scope`.
    static let cannotFindTypeInScope: DiagnosticID = "cannot_find_type_in_scope"
    /// `value of type 'T' has no member 'm'`.
    static let noValueMember: DiagnosticID = "could_not_find_value_member"
    /// `type 'T' has no member 'm'`.
    static let noTypeMember: DiagnosticID = "could_not_find_type_member"
    /// `'X' is not a member type of 'T'`.
    static let noMemberType: DiagnosticID = "invalid_member_type"
    /// `value of type 'T' has no dynamic member 'm' using key path from root type 'S'`.
    static let noDynamicMember: DiagnosticID = "could_not_find_value_dynamic_member"
    /// `type 'T' has no member 'm'` on an implicit member expression (`.m` in context).
    static let noEnumCase: DiagnosticID = "could_not_find_enum_case"
    /// `type 'T' does not conform to protocol 'P'`.
    static let doesNotConform: DiagnosticID = "type_does_not_conform"

    /// A type the compiler could not infer (`cannot infer contextual base in reference to member
    /// 'init'`, `generic parameter 'T' could not be inferred`, an ambiguous expression): what
    /// follows an unknown name in the same expression.
    var isInferenceFailure: Bool {
        rawValue.contains("infer") || rawValue.contains("ambiguous") || rawValue.hasPrefix("unbound_generic")
            || self == "no_accessible_initializers"
    }

    /// `unknown attribute 'X'` (`@Publishd var …`).
    static let unknownAttribute: DiagnosticID = "unknown_attr_name"

    /// What the Objective-C runtime gives and Swift on Linux does not have, by the feature it is
    /// about: `#selector` (`expr_selector_no_objc_runtime`), `@objc` (`objc_interop_disabled`),
    /// `@IBOutlet`/`@IBAction` (`iboutlet_nonobjc_class`, …); nil for any other diagnostic.
    var objectiveCFeature: String? {
        if rawValue.contains("selector") && rawValue.contains("objc") { return "#selector" }
        if rawValue.hasPrefix("iboutlet") { return "@IBOutlet" }
        if rawValue.hasPrefix("ibaction") { return "@IBAction" }
        if rawValue.contains("objc") { return "@objc" }
        return nil
    }

    /// An unqualified name that nothing in scope declares (an attribute's too).
    var isUnknownName: Bool { self == .cannotFindInScope || self == .cannotFindTypeInScope || self == .unknownAttribute }

    /// A member that the type it is looked up in does not have.
    var isUnknownMember: Bool {
        [.noValueMember, .noTypeMember, .noMemberType, .noDynamicMember, .noEnumCase].contains(self)
            || rawValue.hasPrefix("could_not_find_")
    }
}
