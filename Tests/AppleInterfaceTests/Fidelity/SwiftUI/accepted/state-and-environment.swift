import SwiftUI
import Observation

// snippet: @FocusState of Bool moved from a button — https://developer.apple.com/documentation/swiftui/focusstate
struct FocusBoolSnippet: View {
    @State private var username = ""
    @FocusState private var usernameFieldIsFocused: Bool
    var body: some View {
        VStack {
            TextField("User name (email address)", text: $username)
                .focused($usernameFieldIsFocused)
            Button("Focus") {
                usernameFieldIsFocused = true
            }
        }
    }
}

// snippet: @FocusState of an optional enum with focused(_:equals:) — https://developer.apple.com/documentation/swiftui/view/focused(_:equals:)
struct FocusEnumSnippet: View {
    enum Field: Hashable {
        case username
        case password
    }
    @State private var username = ""
    @State private var password = ""
    @FocusState private var focusedField: Field?
    var body: some View {
        Form {
            TextField("Username", text: $username)
                .focused($focusedField, equals: .username)
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
            Button("Sign In") {
                if username.isEmpty {
                    focusedField = .username
                } else {
                    focusedField = nil
                }
            }
        }
    }
}

// snippet: @AppStorage with a default value and its binding — https://developer.apple.com/documentation/swiftui/appstorage
struct AppStorageSnippet: View {
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("launchCount") private var launchCount = 0
    var body: some View {
        VStack {
            Text("Welcome, \(username)! \(launchCount)")
            TextField("Nombre", text: $username)
        }
    }
}

// snippet: @AppStorage of a String-backed enum in a picker — https://developer.apple.com/documentation/swiftui/appstorage/init(wrappedvalue:_:store:)-6ldch
enum Theme: String, CaseIterable, Identifiable {
    case light, dark, system
    var id: Self { self }
}
struct AppStorageEnumSnippet: View {
    @AppStorage("theme") private var theme: Theme = .system
    var body: some View {
        Picker("Tema", selection: $theme) {
            ForEach(Theme.allCases) { Text($0.rawValue).tag($0) }
        }
    }
}

// snippet: @SceneStorage for the selected tab — https://developer.apple.com/documentation/swiftui/scenestorage
struct SceneStorageSnippet: View {
    @SceneStorage("ContentView.selectedTab") private var selectedTab = 0
    var body: some View {
        TabView(selection: $selectedTab) {
            Text("A").tag(0)
            Text("B").tag(1)
        }
    }
}

// snippet: horizontalSizeClass from the environment — https://developer.apple.com/documentation/swiftui/environmentvalues/horizontalsizeclass
struct SizeClassSnippet: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    var body: some View {
        if horizontalSizeClass == .compact {
            VStack { Text("Uno"); Text("Dos") }
        } else {
            HStack { Text("Uno"); Text("Dos") }
        }
    }
}

// snippet: colorScheme from the environment — https://developer.apple.com/documentation/swiftui/environmentvalues/colorscheme
struct ColorSchemeSnippet: View {
    @Environment(\.colorScheme) var colorScheme
    var body: some View {
        Text(colorScheme == .dark ? "In dark mode" : "In light mode")
    }
}

// snippet: openURL from the environment — https://developer.apple.com/documentation/swiftui/openurlaction
struct OpenURLSnippet: View {
    @Environment(\.openURL) private var openURL
    var body: some View {
        Button {
            if let url = URL(string: "https://www.example.com") {
                openURL(url)
            }
        } label: {
            Label("Get Help", systemImage: "person.fill.questionmark")
        }
    }
}

// snippet: scenePhase observed with onChange — https://developer.apple.com/documentation/swiftui/scenephase
struct ScenePhaseSnippet: View {
    @Environment(\.scenePhase) private var scenePhase
    var body: some View {
        Text("Estado")
            .onChange(of: scenePhase) { oldPhase, newPhase in
                if newPhase == .inactive {
                    print("Inactive")
                } else if newPhase == .active {
                    print("Active")
                }
            }
    }
}

// snippet: a custom environment value through an EnvironmentKey — https://developer.apple.com/documentation/swiftui/environmentkey
private struct MyEnvironmentKey: EnvironmentKey {
    static let defaultValue: String = "Default value"
}
extension EnvironmentValues {
    var myCustomValue: String {
        get { self[MyEnvironmentKey.self] }
        set { self[MyEnvironmentKey.self] = newValue }
    }
}
struct CustomEnvironmentSnippet: View {
    @Environment(\.myCustomValue) var customValue: String
    var body: some View {
        Text(customValue)
            .environment(\.myCustomValue, "Another string")
    }
}

// snippet: an @Observable model edited through @Bindable — https://developer.apple.com/documentation/swiftui/bindable
@Observable
class Book: Identifiable {
    var title = "Sample Book Title"
    var isAvailable = true
}
struct BookEditView: View {
    @Bindable var book: Book
    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            Toggle("Book is available", isOn: $book.isAvailable)
        }
    }
}

// snippet: an @Observable model in @State, passed through the environment — https://developer.apple.com/documentation/swiftui/managing-model-data-in-your-app
@Observable
class Library {
    var books: [Book] = [Book(), Book()]
}
struct LibraryRootSnippet: View {
    @State private var library = Library()
    var body: some View {
        LibraryView()
            .environment(library)
    }
}
struct LibraryView: View {
    @Environment(Library.self) private var library
    var body: some View {
        List(library.books) { book in
            @Bindable var book = book
            TextField("Title", text: $book.title)
        }
    }
}

// snippet: a @Binding passed from a parent's @State — https://developer.apple.com/documentation/swiftui/binding
struct PlayButton: View {
    @Binding var isPlaying: Bool
    var body: some View {
        Button(isPlaying ? "Pause" : "Play") {
            isPlaying.toggle()
        }
    }
}
struct PlayerView: View {
    @State private var isPlaying = false
    var body: some View {
        VStack {
            Text(isPlaying ? "Reproduciendo" : "En pausa")
            PlayButton(isPlaying: $isPlaying)
            PlayButton(isPlaying: .constant(true))
        }
    }
}

// snippet: an ObservableObject in @StateObject, observed by a child — https://developer.apple.com/documentation/swiftui/stateobject
final class DataModel: ObservableObject {
    @Published var name = "Some Name"
    @Published var isEnabled = false
}
struct StateObjectSnippet: View {
    @StateObject private var model = DataModel()
    var body: some View {
        VStack {
            Text(model.name)
            MySubView(model: model)
        }
    }
}
struct MySubView: View {
    @ObservedObject var model: DataModel
    var body: some View {
        Toggle("Enabled", isOn: $model.isEnabled)
    }
}
