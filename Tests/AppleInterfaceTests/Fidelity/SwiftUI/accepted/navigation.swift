import SwiftUI

struct Park: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

// snippet: NavigationStack with a title shown inline — https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
struct InlineTitleSnippet: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Uno")
            }
            .navigationTitle("Ajustes")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}

// snippet: NavigationLink(value:) resolved by navigationDestination(for:) — https://developer.apple.com/documentation/swiftui/navigationstack
struct ValueLinkSnippet: View {
    let parks = [Park(name: "Yosemite")]
    var body: some View {
        NavigationStack {
            List(parks) { park in
                NavigationLink(park.name, value: park)
            }
            .navigationDestination(for: Park.self) { park in
                Text(park.name)
            }
        }
    }
}

// snippet: NavigationStack bound to a path of values, pushed programmatically — https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
struct PathStackSnippet: View {
    @State private var presentedParks: [Park] = []
    var body: some View {
        NavigationStack(path: $presentedParks) {
            Button("Mostrar") {
                presentedParks.append(Park(name: "Zion"))
            }
            .navigationDestination(for: Park.self) { park in
                Text(park.name)
            }
        }
    }
}

// snippet: a NavigationPath holding values of several types — https://developer.apple.com/documentation/swiftui/navigationpath
struct NavigationPathSnippet: View {
    @State private var path = NavigationPath()
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Número") { path.append(7) }
                Button("Texto") { path.append("siete") }
                Button("Volver") { path.removeLast() }
            }
            .navigationDestination(for: Int.self) { number in
                Text("\(number)")
            }
            .navigationDestination(for: String.self) { text in
                Text(text)
            }
        }
    }
}

// snippet: a NavigationLink with a label closure and a value — https://developer.apple.com/documentation/swiftui/navigationlink/init(value:label:)-4jswo
struct LabelValueLinkSnippet: View {
    let park = Park(name: "Acadia")
    var body: some View {
        NavigationStack {
            NavigationLink(value: park) {
                Label(park.name, systemImage: "leaf")
            }
            .navigationDestination(for: Park.self) { Text($0.name) }
        }
    }
}

// snippet: a NavigationLink with a destination closure — https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)-6hslu
struct DestinationLinkSnippet: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Detalle") {
                Text("Pantalla de detalle")
            }
        }
    }
}

// snippet: toolbar items at the top bar trailing and a confirmation action — https://developer.apple.com/documentation/swiftui/toolbaritem
struct ToolbarItemSnippet: View {
    var body: some View {
        NavigationStack {
            Text("Contenido")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Añadir", systemImage: "plus") {}
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Hecho") {}
                    }
                }
        }
    }
}

// snippet: a ToolbarItemGroup in the bottom bar — https://developer.apple.com/documentation/swiftui/toolbaritemgroup
struct ToolbarItemGroupSnippet: View {
    var body: some View {
        NavigationStack {
            Text("Texto")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Button("Anterior") {}
                        Spacer()
                        Button("Siguiente") {}
                    }
                }
        }
    }
}

// snippet: toolbar content chosen with if/else — https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
struct ToolbarIfElseSnippet: View {
    @State private var isEditing = false
    var body: some View {
        NavigationStack {
            Text("Lista")
                .toolbar {
                    if isEditing {
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Hecho") { isEditing = false }
                        }
                    } else {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Editar") { isEditing = true }
                        }
                    }
                }
        }
    }
}

// snippet: navigationBarItems with a leading and a trailing view — https://developer.apple.com/documentation/swiftui/view/navigationbaritems(leading:trailing:)
struct NavigationBarItemsSnippet: View {
    var body: some View {
        NavigationView {
            Text("Lista")
                .navigationBarTitle("Notas")
                .navigationBarItems(leading: EditButton(), trailing: Button("Añadir") {})
        }
    }
}

// snippet: a TabView with tab items and a selection — https://developer.apple.com/documentation/swiftui/tabview
struct TabViewSnippet: View {
    @State private var selection = 0
    var body: some View {
        TabView(selection: $selection) {
            Text("Recibidos")
                .tabItem {
                    Label("Received", systemImage: "tray.and.arrow.down.fill")
                }
                .tag(0)
            Text("Enviados")
                .tabItem {
                    Label("Sent", systemImage: "tray.and.arrow.up.fill")
                }
                .badge(2)
                .tag(1)
        }
    }
}

// snippet: navigationDestination(isPresented:) driven by a Bool — https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
struct DestinationIsPresentedSnippet: View {
    @State private var showDetail = false
    var body: some View {
        NavigationStack {
            Button("Ver detalle") { showDetail = true }
                .navigationDestination(isPresented: $showDetail) {
                    Text("Detalle")
                }
        }
    }
}
