// expect: 'ObservedObject' requires that 'ToDoModel' conform to 'ObservableObject'
import SwiftUI
import ToDoCore
struct V: View {
    @ObservedObject var model: ToDoModel
    var body: some View { Text("x") }
}
