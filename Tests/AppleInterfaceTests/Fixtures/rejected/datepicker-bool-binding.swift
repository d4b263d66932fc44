// expect: cannot convert value of type 'Binding<Bool>' to expected argument type 'Binding<Date>'
import SwiftUI
struct V: View {
    @State var isOn = false
    var body: some View {
        DatePicker("Date", selection: $isOn)
    }
}
