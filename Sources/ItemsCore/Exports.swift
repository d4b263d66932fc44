// ItemsCore: the model layer of the TCA number-list app of articles 001 and 004,
// with the small reducer runtime those articles use (the API of the Composable
// Architecture releases of that time: `Reducer<State, Action, Environment>`, `Effect`,
// `Store`), ported so that it builds on Linux without SwiftUI.

// The articles write `IdentifiedArrayOf<Item>` and `AnyCasePath`/`CasePath` values with
// no import of their own, so a single `import ItemsCore` must bring them in.
@_exported import IdentifiedCollections
// Only the core of swift-case-paths (`AnyCasePath`) is re-exported: it is all the articles
// need besides the `/` operator, and the `CasePaths` module's `/` is deprecated on every
// platform, so ItemsCore declares its own (CasePathOperator.swift). A file that imports
// CasePaths as well still gets ItemsCore's `/`, which shadows the one it wraps.
@_exported import CasePathsCore
