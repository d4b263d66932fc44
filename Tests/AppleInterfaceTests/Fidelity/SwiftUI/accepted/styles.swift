import SwiftUI

// snippet: a custom ButtonStyle that reacts to isPressed — https://developer.apple.com/documentation/swiftui/buttonstyle
struct ScaleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Color.blue)
            .foregroundStyle(.white)
            .clipShape(Capsule())
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}
struct CustomButtonStyleSnippet: View {
    var body: some View {
        Button("Press Me") {}
            .buttonStyle(ScaleButtonStyle())
    }
}

// snippet: bordered prominent buttons with a control size and a border shape — https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
struct BorderedProminentSnippet: View {
    var body: some View {
        Button("Sign In") {}
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .buttonBorderShape(.capsule)
    }
}

// snippet: a destructive button with the bordered style and a role — https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-5ge4e
struct DestructiveButtonSnippet: View {
    var body: some View {
        Button("Delete", role: .destructive) {}
            .buttonStyle(.bordered)
    }
}

// snippet: a custom ViewModifier and a View extension that applies it — https://developer.apple.com/documentation/swiftui/viewmodifier
struct BorderedCaption: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.caption2)
            .padding(10)
            .overlay(
                RoundedRectangle(cornerRadius: 15)
                    .stroke(lineWidth: 1)
            )
            .foregroundColor(Color.blue)
    }
}
extension View {
    func borderedCaption() -> some View {
        modifier(BorderedCaption())
    }
}
struct ViewModifierSnippet: View {
    var body: some View {
        Image(systemName: "bus")
            .borderedCaption()
    }
}

// snippet: a PreferenceKey whose values a parent reads with onPreferenceChange — https://developer.apple.com/documentation/swiftui/preferencekey
struct WidthPreferenceKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}
struct PreferenceKeySnippet: View {
    @State private var width: CGFloat = 0
    var body: some View {
        Text("Medida")
            .preference(key: WidthPreferenceKey.self, value: 120)
            .onPreferenceChange(WidthPreferenceKey.self) { value in
                width = value
            }
    }
}

// snippet: a list with the inset grouped style — https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped
struct InsetGroupedListSnippet: View {
    var body: some View {
        List {
            Text("Uno")
            Text("Dos")
        }
        .listStyle(.insetGrouped)
    }
}

// snippet: a toggle with the switch style and a tinted SwitchToggleStyle — https://developer.apple.com/documentation/swiftui/togglestyle/switch
struct SwitchToggleSnippet: View {
    @State private var isEnhanced = false
    var body: some View {
        VStack {
            Toggle("Enhance Sound", isOn: $isEnhanced)
                .toggleStyle(.switch)
            Toggle("Vibrate", isOn: $isEnhanced)
                .toggleStyle(SwitchToggleStyle(tint: .green))
        }
    }
}

// snippet: a toggle shown as a button, with a Label — https://developer.apple.com/documentation/swiftui/togglestyle/button
struct ButtonToggleSnippet: View {
    @State private var isFlagged = false
    var body: some View {
        Toggle(isOn: $isFlagged) {
            Label("Flag", systemImage: "flag.fill")
        }
        .toggleStyle(.button)
    }
}

// snippet: a custom ToggleStyle that reads and writes configuration.isOn — https://developer.apple.com/documentation/swiftui/togglestyle
struct ChecklistToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.circle.fill" : "circle")
                configuration.label
            }
        }
        .tint(.primary)
        .buttonStyle(.borderless)
    }
}
struct CustomToggleStyleSnippet: View {
    @State private var isDone = false
    var body: some View {
        Toggle("Comprar pan", isOn: $isDone)
            .toggleStyle(ChecklistToggleStyle())
    }
}

// snippet: a segmented picker with tags — https://developer.apple.com/documentation/swiftui/pickerstyle/segmented
enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
}
struct SegmentedPickerSnippet: View {
    @State private var selectedFlavor: Flavor = .chocolate
    var body: some View {
        Picker("Flavor", selection: $selectedFlavor) {
            ForEach(Flavor.allCases) { flavor in
                Text(flavor.rawValue.capitalized).tag(flavor)
            }
        }
        .pickerStyle(.segmented)
    }
}

// snippet: a menu picker and a wheel picker — https://developer.apple.com/documentation/swiftui/pickerstyle/wheel
struct WheelPickerSnippet: View {
    @State private var hour = 8
    var body: some View {
        VStack {
            Picker("Hora", selection: $hour) {
                Text("8").tag(8)
                Text("9").tag(9)
            }
            .pickerStyle(.wheel)
            Picker("Hora", selection: $hour) {
                Text("8").tag(8)
            }
            .pickerStyle(.menu)
        }
    }
}

// snippet: a text field with the rounded border style — https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder
struct RoundedBorderTextFieldSnippet: View {
    @State private var username = ""
    var body: some View {
        TextField("User name (email address)", text: $username)
            .textFieldStyle(.roundedBorder)
            .textInputAutocapitalization(.never)
            .autocorrectionDisabled()
    }
}
