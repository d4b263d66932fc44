// expect: cannot convert value of type 'TabBarViewModel' to expected argument type 'AlarmsListViewModel'
import SwiftUI
import AlarmCore
struct AlarmsListView: View {
    @ObservedObject var viewModel: AlarmsListViewModel
    var body: some View { Text("list") }
}
struct TabBarView: View {
    @ObservedObject var viewModel: TabBarViewModel
    var body: some View {
        AlarmsListView(viewModel: self.viewModel)
    }
}
