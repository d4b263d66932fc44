import SwiftUI

// List, button, toggle, picker and text field styles, as Apple's documentation shows them.
struct Fruit: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

struct FruitList: View {
    @State private var fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
    @State private var query = ""
    @State private var isOn = false
    @State private var flavor = "Chocolate"
    @State private var name = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(fruits) { fruit in
                    Text(fruit.name)
                }
                .onDelete { offsets in fruits.remove(atOffsets: offsets) }
                .onMove { source, destination in fruits.move(fromOffsets: source, toOffset: destination) }
                Toggle("Notifications", isOn: $isOn).toggleStyle(.switch)
                Picker("Flavor", selection: $flavor) {
                    Text("Chocolate").tag("Chocolate")
                    Text("Vanilla").tag("Vanilla")
                }
                .pickerStyle(.segmented)
                TextField("Name", text: $name).textFieldStyle(.roundedBorder)
            }
            .listStyle(.insetGrouped)
            .searchable(text: $query)
            .navigationTitle("Fruits")
            .toolbar {
                if !fruits.isEmpty {
                    ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
                }
            }
        }
    }
}

struct Buttons: View {
    var body: some View {
        VStack {
            Button("Bordered") {}.buttonStyle(.bordered)
            Button("Prominent") {}.buttonStyle(.borderedProminent).controlSize(.large)
            Button("Plain") {}.buttonStyle(.plain)
            Button("Custom") {}.buttonStyle(PressedStyle())
            Button("Shape") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
        }
        .listStyle(.plain)
    }
}

struct PressedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

struct ToolbarWithElse: View {
    @State private var editing = false
    var body: some View {
        Text("Hi")
            .toolbar {
                if editing {
                    ToolbarItem { Button("Done") { editing = false } }
                } else {
                    ToolbarItemGroup(placement: .navigationBarTrailing) {
                        Button("Edit") { editing = true }
                        Button("Share") {}
                    }
                }
            }
            .navigationBarItems(trailing: Button("Add") {})
    }
}
