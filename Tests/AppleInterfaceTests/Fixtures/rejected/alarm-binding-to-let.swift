// expect: cannot assign through dynamic lookup property: 'id' is a get-only property
import SwiftUI
import AlarmCore
struct V: View {
    @ObservedObject var viewModel: AlarmItemViewModel
    var body: some View {
        Text("x").onAppear { self.$viewModel.id = UUID() }
    }
}
