import SwiftUI

// snippet: a horizontal ScrollView without indicators holding a LazyHStack — https://developer.apple.com/documentation/swiftui/scrollview
struct HorizontalScrollSnippet: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(1...20, id: \.self) { value in
                    Text("Item \(value)")
                }
            }
        }
    }
}

// snippet: ScrollViewReader scrolling to an id with an anchor — https://developer.apple.com/documentation/swiftui/scrollviewreader
struct ScrollViewReaderSnippet: View {
    @Namespace var topID
    @Namespace var bottomID
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                Button("Scroll to Bottom") {
                    withAnimation {
                        proxy.scrollTo(bottomID)
                    }
                }
                .id(topID)
                VStack(spacing: 0) {
                    ForEach(0..<100) { i in
                        Text("Fila \(i)")
                    }
                }
                Button("Top") {
                    proxy.scrollTo(topID, anchor: .top)
                }
                .id(bottomID)
            }
        }
    }
}

// snippet: a LazyVStack with pinned section headers — https://developer.apple.com/documentation/swiftui/lazyvstack
struct PinnedHeadersSnippet: View {
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 8, pinnedViews: [.sectionHeaders]) {
                ForEach(0..<5) { index in
                    Section {
                        Text("Contenido \(index)")
                    } header: {
                        Text("Sección \(index)")
                    }
                }
            }
        }
    }
}

// snippet: a LazyVGrid with adaptive columns — https://developer.apple.com/documentation/swiftui/lazyvgrid
struct AdaptiveGridSnippet: View {
    let columns = [GridItem(.adaptive(minimum: 80))]
    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 20) {
                ForEach(0..<30) { i in
                    Text("\(i)")
                }
            }
            .padding(.horizontal)
        }
    }
}

// snippet: a LazyVGrid with fixed and flexible grid items — https://developer.apple.com/documentation/swiftui/griditem
struct FixedFlexibleGridSnippet: View {
    let columns: [GridItem] = [
        GridItem(.fixed(100), spacing: 16),
        GridItem(.flexible(minimum: 50, maximum: 200)),
        GridItem(.flexible()),
    ]
    var body: some View {
        LazyVGrid(columns: columns, alignment: .leading) {
            Text("A")
            Text("B")
            Text("C")
        }
    }
}

// snippet: a Grid of GridRows, one cell spanning two columns — https://developer.apple.com/documentation/swiftui/grid
struct GridSnippet: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 8, verticalSpacing: 4) {
            GridRow {
                Text("Hello")
                Image(systemName: "globe")
            }
            Divider()
                .gridCellUnsizedAxes(.horizontal)
            GridRow {
                Text("Una celda ancha")
                    .gridCellColumns(2)
            }
        }
    }
}

// snippet: GeometryReader reading the proxy size — https://developer.apple.com/documentation/swiftui/geometryreader
struct GeometryReaderSnippet: View {
    var body: some View {
        GeometryReader { proxy in
            Rectangle()
                .fill(.blue)
                .frame(width: proxy.size.width / 2, height: proxy.size.height)
        }
    }
}

// snippet: a Group applying a modifier to views chosen with if/else — https://developer.apple.com/documentation/swiftui/group
struct GroupSnippet: View {
    let isLoggedIn: Bool
    var body: some View {
        Group {
            if isLoggedIn {
                Text("Bienvenido")
            } else {
                Button("Iniciar sesión") {}
            }
        }
        .font(.headline)
    }
}

// snippet: a DisclosureGroup bound to an expansion state — https://developer.apple.com/documentation/swiftui/disclosuregroup
struct DisclosureGroupSnippet: View {
    @State private var topExpanded = true
    @State private var toggleStates = false
    var body: some View {
        DisclosureGroup("Items", isExpanded: $topExpanded) {
            Toggle("Toggle 1", isOn: $toggleStates)
            DisclosureGroup("Sub-items") {
                Text("Sub-item 1")
            }
        }
    }
}

// snippet: ViewThatFits picking the first layout that fits horizontally — https://developer.apple.com/documentation/swiftui/viewthatfits
struct ViewThatFitsSnippet: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("Guardar cambios")
                Image(systemName: "square.and.arrow.down")
            }
            Image(systemName: "square.and.arrow.down")
        }
    }
}

// snippet: ZStack and HStack alignment and spacing — https://developer.apple.com/documentation/swiftui/zstack
struct StackAlignmentSnippet: View {
    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            Rectangle().fill(.gray)
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("12").font(.largeTitle)
                Text("°C")
            }
        }
    }
}

// snippet: a Form with sections, header and footer — https://developer.apple.com/documentation/swiftui/form
struct FormSnippet: View {
    @State private var notify = true
    var body: some View {
        Form {
            Section {
                Toggle("Send notifications", isOn: $notify)
            } header: {
                Text("Notifications")
            } footer: {
                Text("Se envían a diario")
            }
            Section("Perfil") {
                Text("Nombre")
            }
        }
    }
}
