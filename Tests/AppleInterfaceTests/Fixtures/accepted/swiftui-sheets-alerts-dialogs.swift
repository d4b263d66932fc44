import SwiftUI
import AlarmCore
struct Row: View {
    @ObservedObject var viewModel: AlarmItemRowViewModel
    @State var isShown = false
    @State var selected: AlarmItemViewModel?
    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 4) {
                Text(self.viewModel.item.name)
                Text(self.viewModel.item.description).font(.caption)
            }
            Spacer()
        }
        .swipeActions(edge: .trailing) {
            Button(role: .destructive) { self.viewModel.deleteButtonTapped() } label: {
                Label("Trash", systemImage: "trash.circle")
            }
        }
        .alert(
            viewModel.item.name,
            isPresented: Binding(
                get: { self.viewModel.route == .deleteAlert },
                set: { if !$0 { self.viewModel.route = nil } }
            ),
            presenting: viewModel.item,
            actions: { item in
                Button("Delete", role: .destructive) {
                    withAnimation { self.viewModel.deleteConfirmationButtonTapped() }
                }
            },
            message: { _ in Text("Are you sure?") }
        )
        .confirmationDialog(
            viewModel.item.name,
            isPresented: $isShown,
            titleVisibility: .visible,
            presenting: viewModel.item,
            actions: { item in Button(item.status) {} },
            message: { item in Text(item.description) }
        )
        .alert(Text("Title"), isPresented: $isShown) { Button("OK") {} } message: { Text("Message") }
        .alert("Old", isPresented: $isShown) { Button("OK", role: .cancel) {} }
        .alert(isPresented: $isShown) { Alert(title: Text("Old style"), dismissButton: .default(Text("OK"))) }
        .sheet(isPresented: $isShown) { Text("Sheet") }
        .sheet(item: $selected) { model in Text(model.alarmItem.name) }
    }
}
