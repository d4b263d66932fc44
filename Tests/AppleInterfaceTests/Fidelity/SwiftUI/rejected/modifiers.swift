import SwiftUI

// snippet: searchable given a String instead of a binding — https://developer.apple.com/documentation/swiftui/view/searchable(text:placement:prompt:)-18a8f
struct SearchableValueSnippet: View {
    @State private var query = ""
    var body: some View {
        List { Text("Uno") }
            .searchable(text: query) // expected-error {{cannot convert value 'query' of type 'String' to expected type 'Binding<String>', use wrapper instead}}
    }
}

// snippet: onDelete removing with remove(at:) instead of remove(atOffsets:) — https://developer.apple.com/documentation/swiftui/dynamicviewcontent/ondelete(perform:)
struct RemoveAtSnippet: View {
    @State private var users = ["Paul", "Taylor"]
    var body: some View {
        List {
            ForEach(users, id: \.self) { Text($0) }
                .onDelete { offsets in
                    users.remove(at: offsets) // expected-error {{cannot convert value of type 'IndexSet' to expected argument type 'Int'}}
                }
        }
    }
}

// snippet: move(fromOffsets:toOffset:) with a wrong second label — https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)
struct MoveLabelSnippet: View {
    @State private var users = ["Paul", "Taylor"]
    var body: some View {
        List {
            ForEach(users, id: \.self) { Text($0) }
                .onMove { source, destination in
                    users.move(fromOffsets: source, to: destination) // expected-error {{incorrect argument label in call (have 'fromOffsets:to:', expected 'fromOffsets:toOffset:')}}
                }
        }
    }
}

// snippet: onMove with a one-parameter closure — https://developer.apple.com/documentation/swiftui/dynamicviewcontent/onmove(perform:)
struct OnMoveAritySnippet: View {
    @State private var users = ["Paul", "Taylor"]
    var body: some View {
        List {
            ForEach(users, id: \.self) { Text($0) }
                .onMove { source in // expected-error {{contextual closure type '(IndexSet, Int) -> Void' expects 2 arguments, but 1 was used in closure body}}
                    print(source)
                }
        }
    }
}

// snippet: task(id:) with an id that is not Equatable — https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)
struct Query {
    var text: String
}
struct TaskIDNotEquatableSnippet: View {
    let query = Query(text: "swift")
    var body: some View {
        Text("Resultados")
            .task(id: query) { // expected-error {{instance method 'task(id:priority:_:)' requires that 'Query' conform to 'Equatable'}}
            }
    }
}

// snippet: onAppear given an async function — https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
struct OnAppearAsyncSnippet: View {
    func load() async {}
    var body: some View {
        Text("Cargando")
            .onAppear(perform: load) // expected-error {{invalid conversion from 'async' function of type '() async -> ()' to synchronous function type '() -> Void'}}
    }
}

// snippet: an overlay alignment that Alignment does not have — https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
struct OverlayAlignmentSnippet: View {
    var body: some View {
        Image(systemName: "bell")
            .overlay(alignment: .topRight) { // expected-error {{type 'Alignment' has no member 'topRight'}}
                Circle().fill(.red)
            }
    }
}

// snippet: a shadow radius given as text — https://developer.apple.com/documentation/swiftui/view/shadow(color:radius:x:y:)
struct ShadowRadiusSnippet: View {
    var body: some View {
        Text("Sombra")
            .shadow(radius: "4") // expected-error {{cannot convert value of type 'String' to expected argument type 'CGFloat'}}
    }
}

// snippet: opacity given as text — https://developer.apple.com/documentation/swiftui/view/opacity(_:)
struct OpacityTextSnippet: View {
    var body: some View {
        Text("Tenue")
            .opacity("0.5") // expected-error {{cannot convert value of type 'String' to expected argument type 'Double'}}
    }
}

// snippet: disabled given a String — https://developer.apple.com/documentation/swiftui/view/disabled(_:)
struct DisabledStringSnippet: View {
    @State private var name = ""
    var body: some View {
        Button("Guardar") {}
            .disabled(name) // expected-error {{cannot convert value of type 'String' to expected argument type 'Bool'}}
    }
}

// snippet: animation(_:value:) with a value that is not Equatable — https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
struct Zoom {
    var scale: Double
}
struct AnimationNotEquatableSnippet: View {
    @State private var zoom = Zoom(scale: 1)
    var body: some View {
        Image(systemName: "heart")
            .animation(.easeInOut, value: zoom) // expected-error {{instance method 'animation(_:value:)' requires that 'Zoom' conform to 'Equatable'}}
    }
}

// snippet: matchedGeometryEffect given the namespace's projection — https://developer.apple.com/documentation/swiftui/namespace
struct NamespaceProjectionSnippet: View {
    @Namespace private var animation
    var body: some View {
        Circle()
            .matchedGeometryEffect(id: "shape", in: $animation) // expected-error {{cannot find '$animation' in scope}}
    }
}

// snippet: a navigation bar title display mode that does not exist — https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode-swift.enum
struct TitleDisplayModeSnippet: View {
    var body: some View {
        NavigationStack {
            Text("Ajustes")
                .navigationBarTitleDisplayMode(.small) // expected-error {{type 'NavigationBarItem.TitleDisplayMode' has no member 'small'}}
        }
    }
}

// snippet: a frame alignment that Alignment does not have — https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
struct FrameAlignmentSnippet: View {
    var body: some View {
        Text("Centro")
            .frame(width: 200, alignment: .middle) // expected-error {{type 'Alignment' has no member 'middle'}}
    }
}

// snippet: padding's length given as text — https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
struct PaddingTextSnippet: View {
    var body: some View {
        Text("Relleno")
            .padding(.horizontal, "16") // expected-error {{cannot convert value of type 'String' to expected argument type 'CGFloat'}}
    }
}

// snippet: rotationEffect given a bare number instead of an Angle — https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
struct RotationNumberSnippet: View {
    var body: some View {
        Image(systemName: "arrow.up")
            .rotationEffect(45) // expected-error {{cannot convert value of type 'Int' to expected argument type 'Angle'}}
    }
}

// snippet: swipeActions on an edge that HorizontalEdge does not have — https://developer.apple.com/documentation/swiftui/view/swipeactions(edge:allowsfullswipe:content:)
struct SwipeEdgeSnippet: View {
    var body: some View {
        List {
            Text("Uno")
                .swipeActions(edge: .left) { // expected-error {{type 'HorizontalEdge' has no member 'left'}}
                    Button("Borrar", role: .destructive) {}
                }
        }
    }
}

// snippet: refreshable with the perform: label of other modifiers — https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
struct RefreshableLabelSnippet: View {
    func reload() async {}
    var body: some View {
        List { Text("Uno") }
            .refreshable(perform: reload) // expected-error {{incorrect argument label in call (have 'perform:', expected 'action:')}}
    }
}
