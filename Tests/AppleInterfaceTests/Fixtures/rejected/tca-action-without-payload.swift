// expect: member 'removeButtonTapped' expects argument of type 'AppState.Item'
import SwiftUI
import ComposableArchitectureViews
struct AppView: View {
    let store: Store<AppState, AppAction>
    var body: some View {
        WithViewStore(self.store) { viewStore in
            Button("Remove") { viewStore.send(.removeButtonTapped) }
        }
    }
}
