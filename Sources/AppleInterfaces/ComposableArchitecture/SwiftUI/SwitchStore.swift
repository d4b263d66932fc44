import Foundation
import SwiftUI

/// A view that shows the `CaseLet` matching the current case of a store's enum state:
/// `SwitchStore(self.store) { CaseLet(state: /AppState.loggedIn, action: AppAction.loggedIn) { … } }`.
/// Its initializers, one per number of cases, are in SwitchStore+Inits.swift.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/switchstore
public struct SwitchStore<State, Action, Content: View>: View {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/switchstore/store
    public let store: Store<State, Action>
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/switchstore/content
    public let content: () -> Content

    init(store: Store<State, Action>) {
        self.store = store
        // Type-checking only: the case views are built by SwiftUI, which does not run on Linux.
        self.content = { fatalError("SwitchStore is not rendered on Linux") }
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/switchstore/body
    public var body: some View {
        content()
    }
}

/// One case of a `SwitchStore`: the case path of the state's case and the action that wraps the
/// case's actions, and the view built from a store of the case.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/caselet
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/caselet/tocasestate
    public let toCaseState: (EnumState) -> CaseState?
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/caselet/fromcaseaction
    public let fromCaseAction: (CaseAction) -> EnumAction
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/caselet/content
    public let content: (Store<CaseState, CaseAction>) -> Content

    /// A case whose state `toCaseState` extracts and whose actions `fromCaseAction` embeds.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/caselet/init(state:action:then:)
    public init(
        state toCaseState: @escaping (EnumState) -> CaseState?,
        action fromCaseAction: @escaping (CaseAction) -> EnumAction,
        @ViewBuilder then content: @escaping (Store<CaseState, CaseAction>) -> Content
    ) {
        self.toCaseState = toCaseState
        self.fromCaseAction = fromCaseAction
        self.content = content
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/caselet/body
    public var body: some View {
        // The enclosing SwitchStore's store reaches a case through SwiftUI's environment,
        // which does not run on Linux.
        EmptyView()
    }
}

extension CaseLet where EnumAction == CaseAction {
    /// A case whose actions are the enum's own.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/caselet/init(state:then:)
    public init(
        state toCaseState: @escaping (EnumState) -> CaseState?,
        @ViewBuilder then content: @escaping (Store<CaseState, CaseAction>) -> Content
    ) {
        self.init(state: toCaseState, action: { $0 }, then: content)
    }
}

/// The view a `SwitchStore` shows when no `CaseLet` matches.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/default
public struct Default<Content: View>: View {
    private let content: () -> Content

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/default/init(content:)
    public init(@ViewBuilder content: @escaping () -> Content) {
        self.content = content
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/default/body
    public var body: some View {
        content()
    }
}

/// What a `SwitchStore` without `Default` shows for a case it does not handle (a runtime
/// warning in 0.39.1).
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/_exhaustivitycheckview
public struct _ExhaustivityCheckView<State, Action>: View {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/_exhaustivitycheckview/body
    public var body: some View {
        EmptyView()
    }
}
