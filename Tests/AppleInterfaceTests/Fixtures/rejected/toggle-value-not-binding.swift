// expect: cannot convert value 'isOn' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI
struct V: View {
    @State var isOn = false
    var body: some View {
        Toggle("On", isOn: isOn)
    }
}
