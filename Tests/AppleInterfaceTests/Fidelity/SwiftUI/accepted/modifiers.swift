import SwiftUI

struct Item: Identifiable, Hashable {
    let id = UUID()
    var name: String
}

// snippet: searchable with a prompt over a filtered list — https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-co5e
struct SearchableSnippet: View {
    @State private var searchText = ""
    let names = ["Holly", "Josh", "Rhonda", "Ted"]
    var filtered: [String] {
        searchText.isEmpty ? names : names.filter { $0.contains(searchText) }
    }
    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { name in
                Text(name)
            }
            .searchable(text: $searchText, prompt: "Buscar nombres")
        }
    }
}

// snippet: refreshable with an async action — https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
struct RefreshableSnippet: View {
    @State private var items: [Item] = []
    func load() async -> [Item] { [] }
    var body: some View {
        List(items) { item in
            Text(item.name)
        }
        .refreshable {
            items = await load()
        }
    }
}

// snippet: swipeActions on both edges with a destructive button — https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
struct SwipeActionsSnippet: View {
    @State private var items = [Item(name: "Uno")]
    var body: some View {
        List(items) { item in
            Text(item.name)
                .swipeActions(edge: .leading) {
                    Button("Leer") {}
                        .tint(.blue)
                }
                .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                    Button(role: .destructive) {
                        items.removeAll { $0.id == item.id }
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
        }
    }
}

// snippet: contextMenu with buttons — https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)
struct ContextMenuSnippet: View {
    var body: some View {
        Text("Turtle Rock")
            .padding()
            .contextMenu {
                Button {
                } label: {
                    Label("Add to Favorites", systemImage: "heart")
                }
                Button("Show in Maps") {}
            }
    }
}

// snippet: onDelete and onMove with remove(atOffsets:) and move(fromOffsets:toOffset:) — https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
struct EditableListSnippet: View {
    @State private var users = ["Paul", "Taylor", "Adele"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(users, id: \.self) { user in
                    Text(user)
                }
                .onDelete { offsets in
                    users.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    users.move(fromOffsets: source, toOffset: destination)
                }
            }
            .toolbar {
                EditButton()
            }
        }
    }
}

// snippet: task(id:) restarting when the id changes — https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
struct TaskIDSnippet: View {
    @State private var query = ""
    @State private var results: [String] = []
    var body: some View {
        List(results, id: \.self) { Text($0) }
            .task(id: query) {
                try? await Task.sleep(nanoseconds: 300_000_000)
            }
            .task(priority: .low) {
                await Task.yield()
            }
    }
}

// snippet: onAppear and onDisappear — https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
struct AppearSnippet: View {
    @State private var count = 0
    var body: some View {
        Text("Visto \(count) veces")
            .onAppear {
                count += 1
            }
            .onDisappear {
                print("fuera")
            }
    }
}

// snippet: onReceive from a Timer publisher — https://developer.apple.com/documentation/swiftui/view/onreceive(_:perform:)
struct OnReceiveSnippet: View {
    @State private var now = Date()
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        Text(now, style: .time)
            .onReceive(timer) { input in
                now = input
            }
    }
}

// snippet: overlay with alignment and a background in a shape — https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
struct OverlayBackgroundSnippet: View {
    var body: some View {
        Image(systemName: "bell")
            .font(.largeTitle)
            .overlay(alignment: .topTrailing) {
                Circle()
                    .fill(.red)
                    .frame(width: 10, height: 10)
            }
            .padding()
            .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}

// snippet: background with alignment and a view — https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
struct BackgroundAlignmentSnippet: View {
    var body: some View {
        Text("Hola")
            .frame(width: 200, height: 100)
            .background(alignment: .bottomLeading) {
                Image(systemName: "star")
            }
    }
}

// snippet: clipShape, shadow and opacity — https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
struct ClipShadowSnippet: View {
    var body: some View {
        Image("Avatar")
            .resizable()
            .frame(width: 80, height: 80)
            .clipShape(Circle())
            .shadow(radius: 4)
            .shadow(color: .black.opacity(0.2), radius: 8, x: 0, y: 4)
            .opacity(0.9)
    }
}

// snippet: disabled on a button — https://developer.apple.com/documentation/swiftui/view/disabled(_:)
struct DisabledSnippet: View {
    @State private var name = ""
    var body: some View {
        Button("Guardar") {}
            .disabled(name.isEmpty)
    }
}

// snippet: animation(_:value:) driven by a state value — https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
struct AnimationValueSnippet: View {
    @State private var isZoomed = false
    var body: some View {
        Image(systemName: "heart.fill")
            .scaleEffect(isZoomed ? 2 : 1)
            .animation(.easeInOut(duration: 0.3), value: isZoomed)
            .onTapGesture {
                isZoomed.toggle()
            }
    }
}

// snippet: transition on a view inserted with withAnimation — https://developer.apple.com/documentation/swiftui/view/transition(_:)-5h5h0
struct TransitionSnippet: View {
    @State private var showDetails = false
    var body: some View {
        VStack {
            Button("Detalles") {
                withAnimation(.spring()) {
                    showDetails.toggle()
                }
            }
            if showDetails {
                Text("Más información")
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            if !showDetails {
                Text("Resumen").transition(.slide)
            }
        }
    }
}

// snippet: matchedGeometryEffect between two views in a namespace — https://developer.apple.com/documentation/swiftui/view/matchedgeometryeffect(id:in:properties:anchor:issource:)
struct MatchedGeometrySnippet: View {
    @Namespace private var animation
    @State private var isFlipped = false
    var body: some View {
        VStack {
            if isFlipped {
                Circle()
                    .fill(.red)
                    .frame(width: 44, height: 44)
                    .matchedGeometryEffect(id: "Shape", in: animation)
            } else {
                RoundedRectangle(cornerRadius: 8)
                    .fill(.blue)
                    .frame(width: 100, height: 44)
                    .matchedGeometryEffect(id: "Shape", in: animation)
            }
        }
        .onTapGesture {
            withAnimation { isFlipped.toggle() }
        }
    }
}

// snippet: onChange(of:) with old and new values — https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-8wgw9
struct OnChangeSnippet: View {
    @State private var text = ""
    var body: some View {
        TextField("Texto", text: $text)
            .onChange(of: text) { oldValue, newValue in
                print(oldValue, newValue)
            }
            .onChange(of: text, initial: true) {
                print("cambió")
            }
    }
}

// snippet: padding on edges, frame with maxWidth and alignment, rotation — https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
struct LayoutModifiersSnippet: View {
    var body: some View {
        Text("Izquierda")
            .padding(.horizontal, 16)
            .padding([.top, .bottom])
            .frame(maxWidth: .infinity, alignment: .leading)
            .rotationEffect(.degrees(5))
    }
}
