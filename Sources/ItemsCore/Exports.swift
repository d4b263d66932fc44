// ItemsCore: the model layer of the TCA number-list app of articles 001 and 004,
// with the small reducer runtime those articles use (the API of the Composable
// Architecture releases of that time: `Reducer<State, Action, Environment>`, `Effect`,
// `Store`), ported so that it builds on Linux without SwiftUI.

// The articles write `IdentifiedArrayOf<Item>` and `AnyCasePath`/`CasePath` values with
// no import of their own, so a single `import ItemsCore` must bring them in.
@_exported import IdentifiedCollections
// Only the core of swift-case-paths is re-exported: its `CasePaths` module also declares
// a `/` operator, deprecated on every platform since 1.4, which would make
// `/AppState.Route.removeItemAlert` ambiguous next to ItemsCore's own (see CasePathOperator.swift).
@_exported import CasePathsCore
