// expect: cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<String>'
import SwiftUI
struct V: View {
    @State var count = 0
    var body: some View {
        TextField("Count", text: $count)
    }
}
