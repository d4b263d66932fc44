import Foundation
import OrderedCollections
import SwiftUI

/// A view (or scene, or toolbar content) built from a view store of `store`, rebuilt when its
/// state changes: `WithViewStore(self.store) { viewStore in … }`.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore
public struct WithViewStore<State, Action, Content> {
    private let content: (ViewStore<State, Action>) -> Content
    @ObservedObject private var viewStore: ViewStore<State, Action>
    private var prefix: String?

    fileprivate init(
        store: Store<State, Action>,
        removeDuplicates isDuplicate: @escaping (State, State) -> Bool,
        file: StaticString = #fileID,
        line: UInt = #line,
        content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.content = content
        self.viewStore = ViewStore(store, removeDuplicates: isDuplicate)
    }

    /// Prints the state each time the content is built, in debug builds.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/debug(_:)
    public func debug(_ prefix: String = "") -> Self {
        var copy = self
        copy.prefix = prefix
        return copy
    }

    fileprivate var builtContent: Content {
        #if DEBUG
        if let prefix { print("\(prefix.isEmpty ? "" : "\(prefix): ")WithViewStore state: \(viewStore.state)") }
        #endif
        return content(viewStore)
    }
}

extension WithViewStore: View where Content: View {
    /// A view built from `store`, rebuilt when a state `isDuplicate` does not call the same arrives.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:removeduplicates:file:line:content:)
    public init(
        _ store: Store<State, Action>,
        removeDuplicates isDuplicate: @escaping (State, State) -> Bool,
        file: StaticString = #fileID,
        line: UInt = #line,
        @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store: store, removeDuplicates: isDuplicate, file: file, line: line, content: content)
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/body-swift.property
    public var body: Content {
        builtContent
    }
}

extension WithViewStore where State: Equatable, Content: View {
    /// A view built from `store`, rebuilt when its state changes.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:file:line:content:)
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
    /// A view built from a stateless store, built once.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:file:line:content:)
    public init(
        _ store: Store<State, Action>,
        file: StaticString = #fileID,
        line: UInt = #line,
        @ViewBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store, removeDuplicates: { _, _ in true }, file: file, line: line, content: content)
    }
}

extension WithViewStore: DynamicViewContent where State: Collection, Content: DynamicViewContent {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/data-swift.typealias
    public typealias Data = State

    /// The observed collection, for `onDelete` and `onMove`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/data-swift.property
    public var data: State {
        viewStore.state
    }
}

extension WithViewStore: Scene where Content: Scene {
    /// A scene built from `store`, rebuilt when a state `isDuplicate` does not call the same arrives.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:removeduplicates:file:line:content:)
    public init(
        _ store: Store<State, Action>,
        removeDuplicates isDuplicate: @escaping (State, State) -> Bool,
        file: StaticString = #fileID,
        line: UInt = #line,
        @SceneBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store: store, removeDuplicates: isDuplicate, file: file, line: line, content: content)
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/body-swift.property
    public var body: Content {
        builtContent
    }
}

extension WithViewStore where State: Equatable, Content: Scene {
    /// A scene built from `store`, rebuilt when its state changes.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:file:line:content:)
    public init(
        _ store: Store<State, Action>,
        file: StaticString = #fileID,
        line: UInt = #line,
        @SceneBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store, removeDuplicates: ==, file: file, line: line, content: content)
    }
}

extension WithViewStore where State == Void, Content: Scene {
    /// A scene built from a stateless store.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:file:line:content:)
    public init(
        _ store: Store<State, Action>,
        file: StaticString = #fileID,
        line: UInt = #line,
        @SceneBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store, removeDuplicates: { _, _ in true }, file: file, line: line, content: content)
    }
}

extension WithViewStore: ToolbarContent where Content: ToolbarContent {
    /// Toolbar content built from `store`, rebuilt when a state `isDuplicate` does not call the same arrives.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:removeduplicates:file:line:content:)
    public init(
        _ store: Store<State, Action>,
        removeDuplicates isDuplicate: @escaping (State, State) -> Bool,
        file: StaticString = #fileID,
        line: UInt = #line,
        @ToolbarContentBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store: store, removeDuplicates: isDuplicate, file: file, line: line, content: content)
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/body-swift.property
    public var body: Content {
        builtContent
    }
}

extension WithViewStore where State: Equatable, Content: ToolbarContent {
    /// Toolbar content built from `store`, rebuilt when its state changes.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:file:line:content:)
    public init(
        _ store: Store<State, Action>,
        file: StaticString = #fileID,
        line: UInt = #line,
        @ToolbarContentBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store, removeDuplicates: ==, file: file, line: line, content: content)
    }
}

extension WithViewStore where State == Void, Content: ToolbarContent {
    /// Toolbar content built from a stateless store.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/withviewstore/init(_:file:line:content:)
    public init(
        _ store: Store<State, Action>,
        file: StaticString = #fileID,
        line: UInt = #line,
        @ToolbarContentBuilder content: @escaping (ViewStore<State, Action>) -> Content
    ) {
        self.init(store, removeDuplicates: { _, _ in true }, file: file, line: line, content: content)
    }
}

/// A view that shows `then` with a store of the unwrapped state while the store's optional
/// state is non-`nil`, and `else` (or nothing) otherwise.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/ifletstore
public struct IfLetStore<State, Action, Content: View>: View {
    private let store: Store<State?, Action>
    private let content: (ViewStore<State?, Action>) -> Content

    /// Shows `ifContent` while the state is non-`nil`, `elseContent` otherwise.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/ifletstore/init(_:then:else:)
    public init<IfContent, ElseContent>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping (Store<State, Action>) -> IfContent,
        @ViewBuilder else elseContent: @escaping () -> ElseContent
    ) where Content == _ConditionalContent<IfContent, ElseContent> {
        self.store = store
        self.content = { viewStore in
            if let state = viewStore.state {
                var last = state
                return ViewBuilder.buildEither(first: ifContent(store.scope { last = $0 ?? last; return last }))
            } else {
                return ViewBuilder.buildEither(second: elseContent())
            }
        }
    }

    /// Shows `ifContent` while the state is non-`nil`, nothing otherwise.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/ifletstore/init(_:then:)
    public init<IfContent>(
        _ store: Store<State?, Action>,
        @ViewBuilder then ifContent: @escaping (Store<State, Action>) -> IfContent
    ) where Content == IfContent? {
        self.store = store
        self.content = { viewStore in
            guard let state = viewStore.state else { return nil }
            var last = state
            return ifContent(store.scope { last = $0 ?? last; return last })
        }
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/ifletstore/body
    public var body: some View {
        WithViewStore(store, removeDuplicates: { ($0 != nil) == ($1 != nil) }, content: content)
    }
}

/// A view that shows one view per element of a store's identified array, each with a store of
/// its element.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/foreachstore
public struct ForEachStore<EachState, EachAction, Data: Collection, ID: Hashable, Content: View>: DynamicViewContent {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/foreachstore/data
    public let data: Data
    private let content: () -> Content

    /// One view per element of the store's identified array; actions are sent as `(id, action)`.
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/foreachstore/init(_:content:)
    public init<EachContent>(
        _ store: Store<IdentifiedArray<ID, EachState>, (ID, EachAction)>,
        @ViewBuilder content: @escaping (Store<EachState, EachAction>) -> EachContent
    ) where
        Data == IdentifiedArray<ID, EachState>,
        Content == WithViewStore<OrderedSet<ID>, (ID, EachAction), ForEach<OrderedSet<ID>, ID, EachContent>>
    {
        self.data = store.state.value
        self.content = {
            WithViewStore(store.scope(state: { $0.ids })) { viewStore in
                ForEach(viewStore.state, id: \.self) { id -> EachContent in
                    var element = store.state.value[id: id]!
                    return content(store.scope(
                        state: { element = $0[id: id] ?? element; return element },
                        action: { (id, $0) }
                    ))
                }
            }
        }
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/foreachstore/body
    public var body: some View {
        content()
    }
}

/// A value with an identity of its own, for lists of values that are not `Identifiable`.
/// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/identified
@dynamicMemberLookup
public struct Identified<ID: Hashable, Value>: Identifiable {
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/identified/id
    public let id: ID
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/identified/value
    public var value: Value

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/identified/init(_:id:)
    public init(_ value: Value, id: ID) {
        self.id = id
        self.value = value
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/identified/init(_:id:)
    public init(_ value: Value, id: (Value) -> ID) {
        self.init(value, id: id(value))
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/identified/init(_:id:)
    public init(_ value: Value, id: KeyPath<Value, ID>) {
        self.init(value, id: value[keyPath: id])
    }

    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/identified/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Subject {
        get { value[keyPath: keyPath] }
        set { value[keyPath: keyPath] = newValue }
    }
}

extension Identified: Decodable where ID: Decodable, Value: Decodable {}
extension Identified: Encodable where ID: Encodable, Value: Encodable {}
extension Identified: Equatable where Value: Equatable {}
extension Identified: Hashable where Value: Hashable {}
