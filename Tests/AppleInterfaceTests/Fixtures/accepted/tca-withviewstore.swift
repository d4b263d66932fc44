import SwiftUI
import ComposableArchitectureViews
struct AppView: View {
    let store: Store<AppState, AppAction>
    var body: some View {
        WithViewStore(self.store) { viewStore in
            NavigationView {
                List {
                    ForEach(viewStore.items) { item in
                        Text("\(item.value)")
                            .listRowBackground(item.style.color)
                            .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                                Button(action: { viewStore.send(.removeAlertButtonTapped(item)) }, label: { Text("Remove") })
                                    .tint(.red)
                            }
                    }
                }
                .navigationTitle("Items")
                .toolbar {
                    ToolbarItem(placement: .navigationBarTrailing) {
                        Button(action: { viewStore.send(.addItemButtonTapped) }, label: { Image(systemName: "plus") })
                    }
                }
            }
        }
    }
}
struct Buttons: View {
    let viewModel: ActionViewModel<AppAction>
    let send: (AppAction) -> Void
    var body: some View {
        ForEach(viewModel.buttons, id: \.self) { button in
            Button(button.title, role: button.role) { send(button.action) }
        }
    }
}
let appView = AppView(store: .init(initialState: .init(), reducer: appReducer, environment: .init()))
let path: CasePath<AppState.Route, ActionViewModel<AppAction>> = /AppState.Route.removeItemAlert
