import SwiftUI

// snippet: a NavigationLink value that is not Hashable — https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-3v6ld
struct Trail {
    var name: String
}
struct LinkValueNotHashableSnippet: View {
    let trail = Trail(name: "Mist Trail")
    var body: some View {
        NavigationStack {
            NavigationLink(value: trail) { // expected-error {{initializer 'init(value:label:)' requires that 'Trail' conform to 'Hashable'}}
                Text(trail.name)
            }
        }
    }
}

// snippet: navigationDestination given a type without .self — https://developer.apple.com/documentation/swiftui/view/navigationdestination(for:destination:)
struct DestinationTypeSnippet: View {
    var body: some View {
        NavigationStack {
            Text("Raíz")
                .navigationDestination(for: Int) { value in // expected-error {{expected member name or initializer call after type name}} expected-note {{add arguments after the type to construct a value of the type}} expected-note {{use '.self' to reference the type object}}
                    Text("\(value)")
                }
        }
    }
}

// snippet: NavigationStack given an array instead of a binding — https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
struct StackPathValueSnippet: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: path) { // expected-error {{cannot convert value 'path' of type '[Int]' to expected type 'Binding<[Int]>', use wrapper instead}}
            Text("Raíz")
        }
    }
}

// snippet: a NavigationPath removing by index — https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
func popFirst(of path: inout NavigationPath) {
    path.remove(at: 0) // expected-error {{value of type 'NavigationPath' has no member 'remove'}}
}

// snippet: a toolbar placement that ToolbarItemPlacement does not have — https://developer.apple.com/documentation/swiftui/toolbaritemplacement
struct ToolbarPlacementSnippet: View {
    var body: some View {
        NavigationStack {
            Text("Contenido")
                .toolbar {
                    ToolbarItem(placement: .topBarCenter) { // expected-error {{type 'ToolbarItemPlacement' has no member 'topBarCenter'}}
                        Text("Título")
                    }
                }
        }
    }
}

// snippet: a badge given a Bool — https://developer.apple.com/documentation/swiftui/view/badge(_:)
struct BadgeBoolSnippet: View {
    var body: some View {
        TabView {
            Text("Recibidos")
                .tabItem { Label("Received", systemImage: "tray") }
                .badge(true) // expected-error {{cannot convert value of type 'Bool' to expected argument type 'Int'}}
        }
    }
}

// snippet: the dismiss action called with an animated: argument — https://developer.apple.com/documentation/swiftui/dismissaction
struct DismissAnimatedSnippet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Cerrar") {
            dismiss(animated: true) // expected-error {{argument passed to call that takes no arguments}}
        }
    }
}

// snippet: navigationDestination(isPresented:) given a Bool — https://developer.apple.com/documentation/swiftui/view/navigationdestination(ispresented:destination:)
struct DestinationIsPresentedValueSnippet: View {
    @State private var showDetail = false
    var body: some View {
        NavigationStack {
            Text("Raíz")
                .navigationDestination(isPresented: showDetail) { // expected-error {{cannot convert value 'showDetail' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead}}
                    Text("Detalle")
                }
        }
    }
}

// snippet: a ToolbarItemGroup placement misspelled — https://developer.apple.com/documentation/swiftui/toolbaritemgroup/init(placement:content:)
struct ToolbarGroupPlacementSnippet: View {
    var body: some View {
        NavigationStack {
            Text("Texto")
                .toolbar {
                    ToolbarItemGroup(placement: .bottombar) { // expected-error {{type 'ToolbarItemPlacement' has no member 'bottombar'}}
                        Button("Siguiente") {}
                    }
                }
        }
    }
}

// snippet: a NavigationPath's depth read as length — https://developer.apple.com/documentation/swiftui/navigationpath/count
func depth(of path: NavigationPath) -> Int {
    path.length // expected-error {{value of type 'NavigationPath' has no member 'length'}}
}
