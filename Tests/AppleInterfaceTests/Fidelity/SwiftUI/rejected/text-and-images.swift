import SwiftUI

// snippet: a misspelled Text modifier — https://developer.apple.com/documentation/swiftui/text/font(_:)
struct MisspelledFontSnippet: View {
    var body: some View {
        Text("Hamlet")
            .fnt(Font.title) // expected-error {{value of type 'Text' has no member 'fnt'}}
    }
}

// snippet: a text style that Font does not have — https://developer.apple.com/documentation/swiftui/font
struct UnknownTextStyleSnippet: View {
    var body: some View {
        Text("Hamlet")
            .font(.titel) // expected-error {{type 'Font?' has no member 'titel'}}
    }
}

// snippet: a weight that Font.Weight does not have — https://developer.apple.com/documentation/swiftui/font/weight
struct UnknownWeightSnippet: View {
    var body: some View {
        Text("Hamlet")
            .fontWeight(.extraBold) // expected-error {{type 'Font.Weight?' has no member 'extraBold'}}
    }
}

// snippet: a misspelled view type — https://developer.apple.com/documentation/swiftui/text
struct MisspelledTypeSnippet: View {
    var body: some View {
        Txt("Hamlet") // expected-error {{cannot find 'Txt' in scope}}
    }
}

// snippet: a Label's system image given as a number — https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-6ya8j
struct LabelImageNumberSnippet: View {
    var body: some View {
        Label("Lightning", systemImage: 7) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
    }
}

// snippet: a String where foregroundStyle wants a ShapeStyle — https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
struct ForegroundStyleStringSnippet: View {
    var body: some View {
        Image(systemName: "star")
            .foregroundStyle("red") // expected-error {{instance method 'foregroundStyle' requires that 'String' conform to 'ShapeStyle'}}
    }
}

// snippet: a symbol rendering mode that does not exist — https://developer.apple.com/documentation/swiftui/symbolrenderingmode
struct UnknownRenderingModeSnippet: View {
    var body: some View {
        Image(systemName: "cloud.sun.rain.fill")
            .symbolRenderingMode(.colorful) // expected-error {{type 'SymbolRenderingMode?' has no member 'colorful'}}
    }
}

// snippet: a date style that Text.DateStyle does not have — https://developer.apple.com/documentation/swiftui/text/datestyle
struct UnknownDateStyleSnippet: View {
    let due = Date()
    var body: some View {
        Text(due, style: .countdown) // expected-error {{type 'Text.DateStyle' has no member 'countdown'}}
    }
}

// snippet: a text alignment spelled the British way — https://developer.apple.com/documentation/swiftui/textalignment
struct TextAlignmentSnippet: View {
    var body: some View {
        Text("Un texto largo")
            .multilineTextAlignment(.centre) // expected-error {{type 'TextAlignment' has no member 'centre'}}
    }
}

// snippet: a label style that LabelStyle does not have — https://developer.apple.com/documentation/swiftui/labelstyle
struct UnknownLabelStyleSnippet: View {
    var body: some View {
        Label("Rain", systemImage: "cloud.rain")
            .labelStyle(.iconAndTitle) // expected-error {{type 'LabelStyle' has no member 'iconAndTitle'}}
    }
}

// snippet: Image's resizable() misspelled — https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
struct ResizableTypoSnippet: View {
    var body: some View {
        Image("Landscape")
            .resizeable() // expected-error {{value of type 'Image' has no member 'resizeable'}}
    }
}

// snippet: a content mode that ContentMode does not have — https://developer.apple.com/documentation/swiftui/contentmode
struct UnknownContentModeSnippet: View {
    var body: some View {
        Image("Landscape")
            .resizable()
            .aspectRatio(contentMode: .stretch) // expected-error {{type 'ContentMode' has no member 'stretch'}}
    }
}

// snippet: a number given to Text(verbatim:) — https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
struct VerbatimNumberSnippet: View {
    let count = 3
    var body: some View {
        Text(verbatim: count) // expected-error {{cannot convert value of type 'Int' to expected argument type 'String'}}
    }
}
