// ItemsCore: the model layer of the TCA number-list app of articles 001 and 004, on the
// Composable Architecture 0.39.1 API (`Reducer<State, Action, Environment>`, `Effect`, `Store`)
// of the ComposableArchitecture module, whose runtime works on Linux.

// The articles write `Reducer`, `IdentifiedArrayOf<Item>` and `CasePath` values with no import
// of their own, so a single `import ItemsCore` must bring them in, as `import
// ComposableArchitecture` does in a 0.x app (it re-exports CasePaths and IdentifiedCollections).
@_exported import ComposableArchitecture
