// expect: value of type 'AlarmsListViewModel' has no dynamic member 'deleteAll'
import SwiftUI
import AlarmCore
struct V: View {
    @ObservedObject var viewModel: AlarmsListViewModel
    var body: some View {
        Button("Delete all") { self.viewModel.deleteAll() }
    }
}
