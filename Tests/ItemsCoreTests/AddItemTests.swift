import Foundation
import ItemsCore
import Testing

/// The add-item sheet of article 004, alone and inside the list.
struct AddItemTests {
    @Test func addItemReducerComposesTheItem() {
        var state = AddItemState(item: Item(id: uuid(1)))
        let environment = AddItemEnvironment(random: { _ in 77 })

        _ = addItemReducer.run(&state, .incrementButtonTapped, environment)
        _ = addItemReducer.run(&state, .incrementButtonTapped, environment)
        _ = addItemReducer.run(&state, .decrementButtonTapped, environment)
        #expect(state.item.value == 1)

        _ = addItemReducer.run(&state, .change(style: .green), environment)
        #expect(state.item.style == .green)

        _ = addItemReducer.run(&state, .generateRandomValueButtonTapped, environment)
        #expect(state.item.value == 77)

        let before = state
        let effect = addItemReducer.run(&state, .saveButtonTapped, environment)
        #expect(state == before)
        #expect(effect.outputs.isEmpty)
        #expect(state.id == uuid(1))
    }

    @Test func decrementGoesBelowZero() {
        var state = AddItemState(item: Item())
        _ = addItemReducer.run(&state, .decrementButtonTapped, AddItemEnvironment())
        #expect(state.item.value == -1)
    }

    @Test func randomValueIsAskedIn0Through100() {
        let asked = RangeRecorder()
        var state = AddItemState(item: Item())
        _ = addItemReducer.run(&state, .generateRandomValueButtonTapped, AddItemEnvironment(random: { asked.record($0); return 3 }))
        #expect(asked.ranges == [0...100])
    }

    @Test func theSheetOpensWithAFreshItem() {
        var state = AppState()
        _ = appReducer.run(&state, .addItemSheet(isPresented: true), .test())
        #expect(state.addItemState == AddItemState(item: Item(id: uuid(1), value: 0, style: .none)))
    }

    @Test func sheetActionsRunTheSheetsReducerAndSavingAppendsAndCloses() {
        let store = Store(initialState: AppState(), reducer: appReducer, environment: .test(random: 60))
        let viewStore = ViewStore(store)
        viewStore.send(.addItemSheet(isPresented: true))
        viewStore.send(.addItem(.generateRandomValueButtonTapped))
        viewStore.send(.addItem(.incrementButtonTapped))
        viewStore.send(.addItem(.change(style: .yellow)))
        #expect(viewStore.state.addItemState?.item == Item(id: uuid(1), value: 61, style: .yellow))
        #expect(viewStore.state.items.isEmpty)

        viewStore.send(.addItem(.saveButtonTapped))

        #expect(viewStore.state.addItemState == nil)
        #expect(viewStore.state.items.elements == [Item(id: uuid(1), value: 61, style: .yellow)])
    }

    @Test func closingTheSheetDiscardsTheItem() {
        var state = AppState()
        let environment = AppEnvironment.test()
        _ = appReducer.run(&state, .addItemSheet(isPresented: true), environment)
        _ = appReducer.run(&state, .addItem(.incrementButtonTapped), environment)
        _ = appReducer.run(&state, .addItemSheet(isPresented: false), environment)
        #expect(state.addItemState == nil)
        #expect(state.items.isEmpty)
    }

    @Test func sheetActionsWithoutASheetDoNothing() {
        var state = AppState()
        _ = appReducer.run(&state, .addItem(.incrementButtonTapped), .test())
        _ = appReducer.run(&state, .addItem(.saveButtonTapped), .test())
        #expect(state == AppState())
    }

    @Test func aScopedStoreDrivesTheSheetAsInTheArticle() throws {
        let store = Store(initialState: AppState(), reducer: appReducer, environment: .test())
        let viewStore = ViewStore(store)
        viewStore.send(.addItemSheet(isPresented: true))
        let addItemState = try #require(viewStore.state.addItemState)

        // Article 001's closing example: `self.store.scope(state: { _ in addItemState }, action: AppAction.addItem)`.
        let sheetStore = store.scope(state: { $0.addItemState ?? addItemState }, action: AppAction.addItem)
        let sheetViewStore = ViewStore(sheetStore)
        sheetViewStore.send(.incrementButtonTapped)
        sheetViewStore.send(.incrementButtonTapped)

        #expect(sheetViewStore.state.item.value == 2)
        #expect(viewStore.state.addItemState?.item.value == 2)
    }
}
