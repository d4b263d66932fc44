// ComposableArchitecture, as an interface module with a working runtime: the public API of
// The Composable Architecture **0.39.1** (pointfreeco/swift-composable-architecture, tag 0.39.1,
// August 2022), the last release whose views are only the `observe:`-less `WithViewStore` and
// `ViewStore` of the `Reducer<State, Action, Environment>` struct era, before `observe:` (0.40.0)
// and `ReducerProtocol` (0.41.0). The declarations are written from the release's documentation
// (https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/)
// and its public signatures; no code of the library is copied. See Sources/AppleInterfaces/README.md.
//
// Unlike the SwiftUI and UIKit interface modules, the model half runs: `Store` sends actions
// through its reducer, `Effect` is an OpenCombine publisher whose outputs the store feeds back,
// `ViewStore` observes and sends, cancellation works. ItemsCore (the TCA articles' domain) runs its
// reducers on it on Linux. The view half (`WithViewStore`'s body, `IfLetStore`, `SwitchStore`, the
// alert modifiers, bindings) only type-checks against the SwiftUI interface module.
//
// What 0.39.1 re-exports and is here: CasePaths (as swift-case-paths 1.x's `CasePathsCore`, with
// 0.x's `CasePath` name and `/` operator, see CasePaths.swift) and IdentifiedCollections. Not
// here: CombineSchedulers (`AnySchedulerOf`), CustomDump, XCTestDynamicOverlay, `TestStore`.
@_exported import CasePathsCore
@_exported import IdentifiedCollections
