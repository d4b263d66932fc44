import SwiftUI

// snippet: a Text styled with font, bold and italic — https://developer.apple.com/documentation/swiftui/text
struct StyledTextSnippet: View {
    var body: some View {
        Text("Hamlet")
            .font(.title)
            .bold()
            .italic()
    }
}

// snippet: font weight and a system font with size, weight and design — https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
struct SystemFontSnippet: View {
    var body: some View {
        VStack {
            Text("Tamaño fijo").font(.system(size: 20, weight: .bold, design: .rounded))
            Text("Semibold").fontWeight(.semibold)
        }
    }
}

// snippet: foregroundStyle with a hierarchical style and a colour — https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
struct ForegroundStyleSnippet: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Título").foregroundStyle(.primary)
            Text("Subtítulo").foregroundStyle(.secondary)
            Text("Aviso").foregroundStyle(Color.red)
        }
    }
}

// snippet: tint on a control — https://developer.apple.com/documentation/swiftui/view/tint(_:)-93mfq
struct TintSnippet: View {
    @State private var isOn = true
    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
            .tint(.orange)
    }
}

// snippet: a Label from a title and a system image — https://developer.apple.com/documentation/swiftui/label
struct LabelSnippet: View {
    var body: some View {
        Label("Lightning", systemImage: "bolt.fill")
    }
}

// snippet: a Label with a custom title and icon — https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
struct CustomLabelSnippet: View {
    var body: some View {
        Label {
            Text("Rain")
                .font(.body)
        } icon: {
            Image(systemName: "cloud.rain")
        }
    }
}

// snippet: label styles titleAndIcon and iconOnly — https://developer.apple.com/documentation/swiftui/labelstyle/titleandicon
struct LabelStyleSnippet: View {
    var body: some View {
        VStack {
            Label("Rain", systemImage: "cloud.rain")
            Label("Snow", systemImage: "snow")
                .labelStyle(.iconOnly)
        }
        .labelStyle(.titleAndIcon)
    }
}

// snippet: Image(systemName:) with a hierarchical symbol rendering mode — https://developer.apple.com/documentation/swiftui/symbolrenderingmode/hierarchical
struct HierarchicalSymbolSnippet: View {
    var body: some View {
        Image(systemName: "exclamationmark.triangle.fill")
            .symbolRenderingMode(.hierarchical)
            .foregroundStyle(.orange)
    }
}

// snippet: palette rendering mode with two foreground styles — https://developer.apple.com/documentation/swiftui/symbolrenderingmode/palette
struct PaletteSymbolSnippet: View {
    var body: some View {
        Image(systemName: "person.crop.circle.badge.plus")
            .symbolRenderingMode(.palette)
            .foregroundStyle(.blue, .gray)
    }
}

// snippet: a resizable image that fits its frame — https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
struct ResizableImageSnippet: View {
    var body: some View {
        Image("Landscape")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 300, height: 200)
    }
}

// snippet: scaledToFit and imageScale on symbols — https://developer.apple.com/documentation/swiftui/view/scaledtofit()
struct ScaledImageSnippet: View {
    var body: some View {
        HStack {
            Image("Landscape").resizable().scaledToFit()
            Image(systemName: "star").imageScale(.large)
        }
    }
}

// snippet: text concatenation and a relative date — https://developer.apple.com/documentation/swiftui/text/init(_:style:)
struct TextConcatenationSnippet: View {
    let due = Date()
    var body: some View {
        Text("Vence ").bold() + Text(due, style: .relative)
    }
}

// snippet: a number with a format specifier inside a localized string — https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
struct SpecifierSnippet: View {
    let total = 12.5
    var body: some View {
        Text("Total: \(total, specifier: "%.2f") €")
    }
}

// snippet: line limit and multiline alignment — https://developer.apple.com/documentation/swiftui/view/multilinetextalignment(_:)
struct MultilineSnippet: View {
    var body: some View {
        Text("Un texto bastante largo que ocupa varias líneas en pantalla")
            .lineLimit(2)
            .multilineTextAlignment(.center)
    }
}

// snippet: underline and strikethrough on Text — https://developer.apple.com/documentation/swiftui/text/strikethrough(_:color:)
struct DecorationsSnippet: View {
    var body: some View {
        VStack {
            Text("Hecho").strikethrough()
            Text("Importante").underline(true, color: .red)
        }
    }
}
