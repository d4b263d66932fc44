// expect: cannot convert value of type 'Binding<Bool>' to expected argument type 'Binding<Item?>'
import SwiftUI
struct V: View {
    @State var isShown = false
    var body: some View {
        Text("x").sheet(item: $isShown) { _ in Text("sheet") }
    }
}
