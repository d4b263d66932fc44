import SwiftUI

// snippet: a misspelled built-in button style (two buttonStyle overloads) — https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
struct MisspelledButtonStyleSnippet: View {
    var body: some View {
        Button("Sign In") {}
            .buttonStyle(.borderedProminant) // expected-error {{reference to member 'borderedProminant' cannot be resolved without a contextual type}}
    }
}

// snippet: a control size that ControlSize does not have — https://developer.apple.com/documentation/swiftui/controlsize
struct UnknownControlSizeSnippet: View {
    var body: some View {
        Button("Sign In") {}
            .controlSize(.huge) // expected-error {{type 'ControlSize' has no member 'huge'}}
    }
}

// snippet: a border shape that ButtonBorderShape does not have — https://developer.apple.com/documentation/swiftui/buttonbordershape
struct UnknownBorderShapeSnippet: View {
    var body: some View {
        Button("OK") {}
            .buttonStyle(.bordered)
            .buttonBorderShape(.oval) // expected-error {{type 'ButtonBorderShape' has no member 'oval'}}
    }
}

// snippet: a toggle style that ToggleStyle does not have — https://developer.apple.com/documentation/swiftui/togglestyle
struct UnknownToggleStyleSnippet: View {
    @State private var isOn = false
    var body: some View {
        Toggle("Wi-Fi", isOn: $isOn)
            .toggleStyle(.slider) // expected-error {{type 'ToggleStyle' has no member 'slider'}}
    }
}

// snippet: a picker style that PickerStyle does not have — https://developer.apple.com/documentation/swiftui/pickerstyle
struct UnknownPickerStyleSnippet: View {
    @State private var flavor = 0
    var body: some View {
        Picker("Flavor", selection: $flavor) {
            Text("Chocolate").tag(0)
        }
        .pickerStyle(.dropdown) // expected-error {{type 'PickerStyle' has no member 'dropdown'}}
    }
}

// snippet: a text field style that TextFieldStyle does not have — https://developer.apple.com/documentation/swiftui/textfieldstyle
struct UnknownTextFieldStyleSnippet: View {
    @State private var name = ""
    var body: some View {
        TextField("Nombre", text: $name)
            .textFieldStyle(.outlined) // expected-error {{type 'TextFieldStyle' has no member 'outlined'}}
    }
}

// snippet: a ButtonStyle reading a configuration property that does not exist — https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
struct HighlightStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isHighlighted ? 0.5 : 1) // expected-error {{value of type 'HighlightStyle.Configuration' (aka 'ButtonStyleConfiguration') has no member 'isHighlighted'}}
    }
}

// snippet: a ToggleStyle assigning a String to configuration.isOn — https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison
struct SwitchLikeStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button("Cambiar") {
            configuration.isOn = "sí" // expected-error {{cannot assign value of type 'String' to type 'Bool'}}
        }
    }
}

// snippet: a PreferenceKey whose reduce is given the wrong value type — https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
struct HeightKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue)  // expected-error {{function produces expected type 'CGFloat'; did you mean to call it with '()'?}}
    }
}

// snippet: onPreferenceChange with a closure of the wrong type — https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}
struct PreferenceReaderSnippet: View {
    @State private var title = ""
    var body: some View {
        Text("Medida")
            .onPreferenceChange(WidthKey.self) { width in
                title = width // expected-error {{cannot assign value of type 'CGFloat' to type 'String'}}
            }
    }
}

// snippet: a list style that ListStyle does not have — https://developer.apple.com/documentation/swiftui/liststyle
struct UnknownListStyleSnippet: View {
    var body: some View {
        List {
            Text("Uno")
        }
        .listStyle(.card) // expected-error {{type 'ListStyle' has no member 'card'}}
    }
}

// snippet: a ViewModifier used as if it were a View method, without the extension that would declare it — https://developer.apple.com/documentation/swiftui/viewmodifier
struct Caption: ViewModifier {
    func body(content: Content) -> some View {
        content.font(.caption)
    }
}
struct ModifierCallSnippet: View {
    var body: some View {
        Text("Pie de foto")
            .caption() // expected-error {{value of type 'Text' has no member 'caption'}}
    }
}
