// expect: cannot convert value of type 'AppState' to expected argument type 'Store<
import SwiftUI
import ComposableArchitectureViews
struct AppView: View {
    let state: AppState
    var body: some View {
        WithViewStore(self.state) { viewStore in Text("x") }
    }
}
