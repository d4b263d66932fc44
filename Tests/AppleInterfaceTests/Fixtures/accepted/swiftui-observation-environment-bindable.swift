import SwiftUI
import Observation
import ToDoCore
struct ToDoList: View {
    @Environment(ToDoModel.self) private var model
    @Environment(\.scenePhase) var scenePhase
    @Environment(\.dismiss) var dismiss
    var body: some View {
        @Bindable var model = model
        NavigationView {
            List() {
                ForEach($model.toDoItems) { $item in
                    Text(item.nombreItem)
                        .contentShape(Rectangle())
                        .onTapGesture { item.completado.toggle() }
                }
            }
            .onChange(of: scenePhase) {
                if scenePhase == .active { dismiss() }
            }
        }
    }
}
struct ToDoApp: App {
    @State private var model = ToDoModel()
    var body: some Scene {
        WindowGroup { ToDoList().environment(model) }
    }
}
struct Editor: View {
    let model: ToDoModel
    var body: some View { Text("\(Bindable(model).toDoItems.count)") }
}
