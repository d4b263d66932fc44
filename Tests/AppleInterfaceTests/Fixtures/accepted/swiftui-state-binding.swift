import SwiftUI
struct Counter: View {
    @State private var count = 0
    @State private var isOn = false
    @State private var name = ""
    @State private var date = Date()
    var body: some View {
        Form {
            Toggle("On", isOn: $isOn)
            TextField("Name", text: $name)
            DatePicker("Date", selection: $date)
            Button("Add") { count += 1 }
            Child(value: $count)
            Child(value: .constant(3))
            Child(value: Binding(get: { count }, set: { count = $0 }))
            if isOn {
                Text("\(count)")
            } else {
                Text(verbatim: name)
            }
        }
    }
}
struct Child: View {
    @Binding var value: Int
    var body: some View { Text("\(value)").font(.caption).foregroundColor(.black.opacity(0.5)) }
}
