import SwiftUI

// snippet: a single GridItem where LazyVGrid wants an array of columns — https://developer.apple.com/documentation/swiftui/lazyvgrid/init(columns:alignment:spacing:pinnedviews:content:)
struct GridColumnsNotArraySnippet: View {
    var body: some View {
        LazyVGrid(columns: GridItem(.flexible())) { // expected-error {{cannot convert value of type 'GridItem' to expected argument type '[GridItem]'}}
            Text("A")
        }
    }
}

// snippet: an adaptive grid item whose maximum is labelled max (the defaulted maximum: makes it an extra argument) — https://developer.apple.com/documentation/swiftui/griditem/size-swift.enum/adaptive(minimum:maximum:)
struct AdaptiveLabelSnippet: View {
    let columns = [GridItem(.adaptive(minimum: 80, max: 120))] // expected-error {{extra argument 'max' in call}}
    var body: some View {
        LazyVGrid(columns: columns) { Text("A") }
    }
}

// snippet: a GeometryProxy read as if it had width — https://developer.apple.com/documentation/swiftui/geometryproxy
struct ProxyWidthSnippet: View {
    var body: some View {
        GeometryReader { proxy in
            Text("Ancho")
                .frame(width: proxy.width) // expected-error {{value of type 'GeometryProxy' has no member 'width'}}
        }
    }
}

// snippet: a misspelled ScrollViewProxy method — https://developer.apple.com/documentation/swiftui/scrollviewproxy/scrollto(_:anchor:)
struct ScrollToSnippet: View {
    var body: some View {
        ScrollViewReader { proxy in
            Button("Arriba") {
                proxy.scroll(to: 0) // expected-error {{value of type 'ScrollViewProxy' has no member 'scroll'}}
            }
        }
    }
}

// snippet: a DisclosureGroup given a Bool instead of a binding — https://developer.apple.com/documentation/swiftui/disclosuregroup/init(_:isexpanded:content:)-8gb6z
struct DisclosureBoolSnippet: View {
    @State private var isExpanded = false
    var body: some View {
        DisclosureGroup("Items", isExpanded: isExpanded) { // expected-error {{cannot convert value 'isExpanded' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead}}
            Text("Item")
        }
    }
}

// snippet: a vertical alignment given to a LazyVStack — https://developer.apple.com/documentation/swiftui/lazyvstack/init(alignment:spacing:pinnedviews:content:)
struct LazyVStackAlignmentSnippet: View {
    var body: some View {
        LazyVStack(alignment: .top) { // expected-error {{type 'HorizontalAlignment' has no member 'top'}}
            Text("Uno")
        }
    }
}

// snippet: a horizontal alignment given to an HStack — https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
struct HStackAlignmentSnippet: View {
    var body: some View {
        HStack(alignment: .leading) { // expected-error {{type 'VerticalAlignment' has no member 'leading'}}
            Text("Uno")
        }
    }
}

// snippet: a ZStack alignment named the UIKit way — https://developer.apple.com/documentation/swiftui/alignment
struct ZStackAlignmentSnippet: View {
    var body: some View {
        ZStack(alignment: .topLeft) { // expected-error {{type 'Alignment' has no member 'topLeft'}}
            Text("Uno")
        }
    }
}

// snippet: ViewThatFits with an axis set member that does not exist — https://developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:)
struct ViewThatFitsAxisSnippet: View {
    var body: some View {
        ViewThatFits(in: .both) { // expected-error {{type 'Axis.Set' has no member 'both'}}
            Text("Largo")
            Text("Corto")
        }
    }
}

// snippet: a fractional column span in a Grid — https://developer.apple.com/documentation/swiftui/view/gridcellcolumns(_:)
struct GridSpanSnippet: View {
    var body: some View {
        Grid {
            GridRow {
                Text("Ancha")
                    .gridCellColumns(1.5) // expected-error {{cannot convert value of type 'Double' to expected argument type 'Int'}}
            }
        }
    }
}

// snippet: pinned views named as a single header — https://developer.apple.com/documentation/swiftui/pinnedscrollableviews
struct PinnedViewsSnippet: View {
    var body: some View {
        LazyVStack(pinnedViews: [.sectionHeader]) { // expected-error {{type 'PinnedScrollableViews' has no member 'sectionHeader'}}
            Text("Uno")
        }
    }
}

// snippet: a Form section whose header closure is given a String — https://developer.apple.com/documentation/swiftui/section/init(content:header:)
struct SectionHeaderStringSnippet: View {
    var body: some View {
        Form {
            Section {
                Text("Contenido")
            } header: {
                "Ajustes" // expected-error {{static method 'buildExpression' requires that 'String' conform to 'View'}}
            }
        }
    }
}

// snippet: a Spacer's minimum length given as text — https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
struct SpacerLengthSnippet: View {
    var body: some View {
        HStack {
            Text("Izquierda")
            Spacer(minLength: "8") // expected-error {{cannot convert value of type 'String' to expected argument type 'CGFloat'}}
        }
    }
}
