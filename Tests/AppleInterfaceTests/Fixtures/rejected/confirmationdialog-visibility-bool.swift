// expect: cannot convert value of type 'Bool' to expected argument type 'Visibility'
import SwiftUI
struct V: View {
    @State var isShown = false
    var body: some View {
        Text("x").confirmationDialog("Title", isPresented: $isShown, titleVisibility: true) {
            Button("OK") {}
        }
    }
}
