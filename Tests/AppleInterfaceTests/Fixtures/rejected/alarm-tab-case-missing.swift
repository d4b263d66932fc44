// expect: has no member 'settings'
import SwiftUI
import AlarmCore
struct V: View {
    @ObservedObject var viewModel: TabBarViewModel
    var body: some View {
        Text("x").tag(Tab.settings)
    }
}
