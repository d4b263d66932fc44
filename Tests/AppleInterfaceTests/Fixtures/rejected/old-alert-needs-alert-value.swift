// expect: cannot convert value of type 'Text' to closure result type 'Alert'
import SwiftUI
struct V: View {
    @State var isShown = false
    var body: some View {
        Text("x").alert(isPresented: $isShown) { Text("Are you sure?") }
    }
}
