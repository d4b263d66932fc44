// expect: requires that 'ToDoItem' conform to 'Observable'
import SwiftUI
import ToDoCore
struct V: View {
    @Bindable var item: ToDoItem
    var body: some View { Text(item.nombreItem) }
}
