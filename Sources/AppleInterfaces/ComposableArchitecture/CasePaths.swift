import CasePaths

/// The case path type of swift-case-paths 0.x, which TCA 0.39.1 re-exports: swift-case-paths 1.x
/// renamed `CasePath` to `AnyCasePath` (and 1.10.0 no longer has the old name), so
/// `CasePath<Enum, Case>` parameters keep compiling through this alias.
/// https://pointfreeco.github.io/swift-case-paths/0.9.0/documentation/casepaths/casepath
public typealias CasePath<Root, Value> = AnyCasePath<Root, Value>

/// The case path operator of swift-case-paths 0.x: `/AppState.Route.removeItemAlert`.
/// https://pointfreeco.github.io/swift-case-paths/0.9.0/documentation/casepaths/casepath
prefix operator /

/// Returns a case path for an enum case with an associated value, written `/Enum.case`.
/// https://pointfreeco.github.io/swift-case-paths/0.9.0/documentation/casepaths/casepath
///
/// swift-case-paths 1.10.0 still ships this operator but marks it deprecated on every
/// platform; its replacement, `AnyCasePath(unsafe:)`, does the same runtime enum
/// reflection and is deprecated on Apple platforms only. Going through it keeps
/// the 0.x spelling free of warnings on Linux.
///
/// Only cases with an associated value are covered, which is what the TCA articles use.
/// swift-case-paths also has an `@autoclosure` overload for cases without a value, but in
/// Swift 6 that overload wins even for `/Enum.caseWithValue` when no type is expected
/// (`let path = /AppState.Route.removeItemAlert` becomes a `Void` path whose root is the
/// constructor), so it is left out here.
///
/// - Parameter embed: The case's constructor, such as `AppAction.addItem`.
/// - Returns: A case path that embeds with `embed` and extracts by matching the case.
public prefix func / <Root, Value>(
    embed: @escaping (Value) -> Root
) -> AnyCasePath<Root, Value> {
    // Enum case constructors are pure, but the closure type does not say so.
    nonisolated(unsafe) let embed = embed
    return AnyCasePath(unsafe: { embed($0) })
}

/// Returns the extract function of an enum case with an associated value, written `/Enum.case`
/// where a function `(Enum) -> Case?` is expected: `CaseLet(state: /AppState.loggedIn, …)`,
/// `store.scope(state: /AppState.loggedIn, …)`. swift-case-paths 0.x has it, disfavored so
/// that `/Enum.case` is a case path wherever both fit.
/// https://pointfreeco.github.io/swift-case-paths/0.9.0/documentation/casepaths/casepath
@_disfavoredOverload
public prefix func / <Root, Value>(
    embed: @escaping (Value) -> Root
) -> (Root) -> Value? {
    (/embed).extract(from:)
}
