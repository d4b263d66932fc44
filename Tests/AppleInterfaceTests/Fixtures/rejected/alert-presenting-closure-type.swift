// expect: cannot convert value of type
import SwiftUI
struct V: View {
    @State var isShown = false
    let item: String? = "a"
    var body: some View {
        Text("x").alert("Title", isPresented: $isShown, presenting: item) { (number: Int) in
            Button("OK") {}
        }
    }
}
