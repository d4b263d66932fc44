import ItemsCore
import Testing

/// The articles' own expressions around the store, written as they are in 001 and 004.
struct ArticleUsageTests {
    @Test func appViewsStoreAsInArticle001() {
        // `AppView(store: .init(initialState: .init(), reducer: appReducer, environment: .init()))`
        let store: Store<AppState, AppAction> = .init(
            initialState: .init(),
            reducer: appReducer,
            environment: .init()
        )
        let viewStore = ViewStore(store)
        viewStore.send(.addItemButtonTapped)
        #expect(viewStore.state.items.count == 1)
        #expect((0...100).contains(viewStore.state.items[0].value))
    }

    @Test func addItemPreviewStoreAsInArticle004() {
        let store: Store<AddItemState, AddItemAction> = .init(
            initialState: .init(
                item: .init()
            ),
            reducer: addItemReducer,
            environment: .init()
        )
        let viewStore = ViewStore(store)
        viewStore.send(.incrementButtonTapped)
        #expect(viewStore.state.item.value == 1)
        #expect(viewStore.state.item.style == .none)
    }

    @Test func article001ItemsAreIdentifiedAndLookedUpById() {
        var state = AppState()
        let item = AppState.Item(value: 8)
        state.items.append(item)
        #expect(state.items[id: item.id] == item)
        state.items[id: item.id]?.style = .yellow
        #expect(state.items[id: item.id]?.style == .yellow)
        state.items.remove(id: item.id)
        #expect(state.items.isEmpty)
    }
}
