import SwiftUI
import Observation

// snippet: @State on a let — https://developer.apple.com/documentation/swiftui/state
struct StateLetSnippet: View {
    @State let count = 0 // expected-error {{property wrapper can only be applied to a 'var'}}
    var body: some View { Text("\(count)") }
}

// snippet: @FocusState given an initial value — https://developer.apple.com/documentation/swiftui/focusstate
struct FocusStateInitialValueSnippet: View {
    @FocusState private var isFocused = false // expected-error {{argument passed to call that takes no arguments}}
    var body: some View { Text("Campo") }
}

// snippet: focused(_:) given the Bool instead of the FocusState binding — https://developer.apple.com/documentation/swiftui/view/focused(_:)
struct FocusedValueSnippet: View {
    @State private var name = ""
    @FocusState private var isFocused: Bool
    var body: some View {
        TextField("Nombre", text: $name)
            .focused(isFocused) // expected-error {{cannot convert value 'isFocused' of type 'Bool' to expected type 'FocusState<Bool>.Binding', use wrapper instead}}
    }
}

// snippet: @AppStorage of an array, a type UserDefaults storage does not support — https://developer.apple.com/documentation/swiftui/appstorage
struct AppStorageArraySnippet: View {
    @AppStorage("favorites") private var favorites: [String] = [] // expected-error {{no exact matches in call to initializer}}
    var body: some View { Text("\(favorites.count)") }
}

// snippet: @SceneStorage of a Date, a type scene storage does not support — https://developer.apple.com/documentation/swiftui/scenestorage
struct SceneStorageDateSnippet: View {
    @SceneStorage("lastVisit") private var lastVisit = Date() // expected-error {{no exact matches in call to initializer}}
    var body: some View { Text("Visita") }
}

// snippet: a colour scheme that ColorScheme does not have — https://developer.apple.com/documentation/swiftui/colorscheme
struct ColorSchemeCaseSnippet: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text(colorScheme == .darkMode ? "Oscuro" : "Claro") // expected-error {{type 'ColorScheme' has no member 'darkMode'}}
    }
}

// snippet: a size class asked for a property it does not have — https://developer.apple.com/documentation/swiftui/userinterfacesizeclass
struct SizeClassPropertySnippet: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View {
        Text(sizeClass?.isCompact == true ? "Compacto" : "Regular") // expected-error {{value of type 'UserInterfaceSizeClass' has no member 'isCompact'}}
    }
}

// snippet: openURL called with a String — https://developer.apple.com/documentation/swiftui/openurlaction/callasfunction(_:)
struct OpenURLStringSnippet: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button("Ayuda") {
            openURL("https://www.example.com") // expected-error {{cannot convert value of type 'String' to expected argument type 'URL'}}
        }
    }
}

// snippet: a scene phase that ScenePhase does not have — https://developer.apple.com/documentation/swiftui/scenephase
struct ScenePhaseCaseSnippet: View {
    @Environment(\.scenePhase) private var scenePhase
    var body: some View {
        Text("Estado")
            .onChange(of: scenePhase) {
                if scenePhase == .foreground { // expected-error {{type 'ScenePhase' has no member 'foreground'}}
                    print("Activa")
                }
            }
    }
}

// snippet: a binding to an @Observable model that is not marked @Bindable — https://developer.apple.com/documentation/swiftui/bindable
@Observable
class Book {
    var title = "Sample Book Title"
}
struct BookTitleSnippet: View {
    var book: Book
    var body: some View {
        TextField("Title", text: $book.title) // expected-error {{cannot find '$book' in scope}}
    }
}

// snippet: a child's @Binding given the parent's Bool — https://developer.apple.com/documentation/swiftui/binding
struct PlayButton: View {
    @Binding var isPlaying: Bool
    var body: some View {
        Button(isPlaying ? "Pause" : "Play") { isPlaying.toggle() }
    }
}
struct PlayerSnippet: View {
    @State private var isPlaying = false
    var body: some View {
        PlayButton(isPlaying: isPlaying) // expected-error {{cannot convert value 'isPlaying' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead}}
    }
}

// snippet: @StateObject holding an @Observable class that is not an ObservableObject — https://developer.apple.com/documentation/swiftui/stateobject
@Observable
class Counter {
    var value = 0
}
struct StateObjectObservableSnippet: View {
    @StateObject private var counter = Counter() // expected-error {{generic struct 'StateObject' requires that 'Counter' conform to 'ObservableObject'}}
    var body: some View { Text("\(counter.value)") }
}

// snippet: @ObservedObject on a value type — https://developer.apple.com/documentation/swiftui/observedobject
struct ObservedIntSnippet: View {
    @ObservedObject var count: Int // expected-error {{generic struct 'ObservedObject' requires that 'Int' conform to 'ObservableObject'}}
    var body: some View { Text("\(count)") }
}

// snippet: a custom environment value set with a value of the wrong type — https://developer.apple.com/documentation/swiftui/environmentvalues
struct ThemeKey: EnvironmentKey {
    static let defaultValue = "claro"
}
extension EnvironmentValues {
    var theme: String {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}
struct EnvironmentKeyTypoSnippet: View {
    var body: some View {
        Text("Tema")
            .environment(\.theme, 3) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
    }
}
