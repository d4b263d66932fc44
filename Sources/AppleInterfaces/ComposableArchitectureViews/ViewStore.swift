// The view half of the pre-1.0 Composable Architecture (the releases of 2021–2022 that the
// articles use: `WithViewStore`, `ViewStore`), over ItemsCore's `Store`, with the signatures
// of swift-composable-architecture 0.x. ItemsCore holds the reducer runtime; this module adds
// what needs SwiftUI. See Sources/AppleInterfaces/README.md.
import SwiftUI
@_exported import ItemsCore

/// An object that observes a store's state and sends it actions, for use in views.
/// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/viewstore
@dynamicMemberLookup
public final class ViewStore<ViewState, ViewAction>: ObservableObject {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/viewstore/init(_:removeduplicates:)
    public init(_ store: Store<ViewState, ViewAction>, removeDuplicates isDuplicate: @escaping (ViewState, ViewState) -> Bool) {
        self.store = store
    }
    private let store: Store<ViewState, ViewAction>

    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/viewstore/state
    public var state: ViewState { store.state }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/viewstore/subscript(dynamicmember:)
    public subscript<LocalState>(dynamicMember keyPath: KeyPath<ViewState, LocalState>) -> LocalState {
        state[keyPath: keyPath]
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/viewstore/send(_:)
    public func send(_ action: ViewAction) {
        store.send(action)
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/viewstore/binding(get:send:)-65xes
    public func binding<LocalState>(
        get: @escaping (ViewState) -> LocalState,
        send localStateToViewAction: @escaping (LocalState) -> ViewAction
    ) -> Binding<LocalState> {
        fatalError()
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/viewstore/binding(get:send:)-l66r
    public func binding<LocalState>(
        get: @escaping (ViewState) -> LocalState,
        send action: ViewAction
    ) -> Binding<LocalState> {
        fatalError()
    }
}

extension ViewStore where ViewState: Equatable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/viewstore/init(_:)
    public convenience init(_ store: Store<ViewState, ViewAction>) {
        self.init(store, removeDuplicates: ==)
    }
}

/// A view helper that transforms a store into a view store that is observed by a view builder.
/// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/withviewstore
public struct WithViewStore<State, Action, Content> {
    private let content: (ViewStore<State, Action>) -> Content
    private let viewStore: ViewStore<State, Action>

    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/withviewstore/init(_:removeduplicates:file:line:content:)-1gjbi
    public init(
        _ store: Store<State, Action>,
        removeDuplicates isDuplicate: @escaping (State, State) -> Bool,
        file: StaticString = #fileID,
        line: UInt = #line,
        @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) where Content: View {
        self.content = content
        self.viewStore = ViewStore(store, removeDuplicates: isDuplicate)
    }
}

extension WithViewStore: View where Content: View {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/withviewstore/body-swift.property
    public var body: Content { return content(viewStore) }
}

extension WithViewStore where State: Equatable, Content: View {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/withviewstore/init(_:file:line:content:)-4gpoj
    public init(
        _ store: Store<State, Action>,
        file: StaticString = #fileID,
        line: UInt = #line,
        @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store, removeDuplicates: ==, file: file, line: line, content: content)
    }
}

extension WithViewStore where State == Void, Content: View {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.41.0/documentation/composablearchitecture/withviewstore/init(_:file:line:content:)-8b21b
    public init(
        _ store: Store<State, Action>,
        file: StaticString = #fileID,
        line: UInt = #line,
        @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store, removeDuplicates: { _, _ in true }, file: file, line: line, content: content)
    }
}
