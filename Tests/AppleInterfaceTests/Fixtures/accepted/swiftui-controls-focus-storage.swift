import SwiftUI

// Controls, focus, storage and environment values of iOS 17 apps.
struct Settings: View {
    enum Field: Hashable { case name, email }

    @State private var count = 0
    @State private var volume = 0.5
    @State private var color = Color.red
    @State private var password = ""
    @State private var notes = ""
    @FocusState private var focused: Field?
    @FocusState private var isSearching: Bool
    @AppStorage("username") private var username = "Anonymous"
    @AppStorage("launches") private var launches = 0
    @SceneStorage("selectedTab") private var selectedTab = "home"
    @Namespace private var animation
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    var body: some View {
        Form {
            Stepper("Count: \(count)", value: $count, in: 0...10)
            Stepper("Step", value: $count, in: 0...100, step: 5)
            Slider(value: $volume, in: 0...1)
            ColorPicker("Tint", selection: $color)
            SecureField("Password", text: $password).focused($focused, equals: .email)
            TextEditor(text: $notes).focused($isSearching)
            Menu("Actions") {
                Button("Copy") {}
                Button("Delete", role: .destructive) {}
            }
            Link("Apple", destination: URL(string: "https://www.apple.com")!)
            ShareLink(item: URL(string: "https://www.apple.com")!)
            if sizeClass == .compact {
                Text("Compact").bold().italic()
            }
            ProgressView()
            Text("Hello").foregroundStyle(.red) + Text(" world").bold()
            Label("Favorites", systemImage: "star.fill").symbolRenderingMode(.hierarchical)
            Circle()
                .fill(LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom))
                .matchedGeometryEffect(id: "circle", in: animation)
                .shadow(radius: 4)
                .transition(.opacity)
            Button("Close") { dismiss() }
        }
        .task(id: count) { await Task.yield() }
        .contextMenu {
            Button("Reset") { count = 0 }
        }
        .onAppear { focused = .name }
    }
}

struct Grids: View {
    let columns = [GridItem(.adaptive(minimum: 80)), GridItem(.flexible())]
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVGrid(columns: columns, spacing: 8) {
                    ForEach(0..<20, id: \.self) { Text("\($0)").id($0) }
                }
                LazyVStack(alignment: .leading) {
                    DisclosureGroup("More") { Text("Details") }
                }
                Grid {
                    GridRow { Text("A"); Text("B") }
                }
                ViewThatFits { Text("A long title"); Text("Short") }
                Button("Top") { proxy.scrollTo(0, anchor: .top) }
            }
        }
    }
}

struct HeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

struct Measured: View {
    @State private var height: CGFloat = 0
    var body: some View {
        Text("Measure me")
            .preference(key: HeightKey.self, value: 10)
            .onPreferenceChange(HeightKey.self) { height = $0 }
    }
}
