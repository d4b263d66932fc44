// expect: has no dynamic member 'selectedItem'
import SwiftUI
import ComposableArchitectureViews
struct AppView: View {
    let store: Store<AppState, AppAction>
    var body: some View {
        WithViewStore(self.store) { viewStore in
            Text("\(viewStore.selectedItem)")
        }
    }
}
