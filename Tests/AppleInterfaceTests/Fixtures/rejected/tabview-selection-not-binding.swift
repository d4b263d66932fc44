// expect: cannot convert value of type 'Int' to expected argument type 'Binding<SelectionValue>'
import SwiftUI
struct V: View {
    @State var selection = 0
    var body: some View {
        TabView(selection: selection) { Text("x").tag(0) }
    }
}
