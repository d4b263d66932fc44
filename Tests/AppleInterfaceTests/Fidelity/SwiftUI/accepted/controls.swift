import SwiftUI

// snippet: a Stepper over a closed range — https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)-4bl2o
struct StepperRangeSnippet: View {
    @State private var quantity = 1
    var body: some View {
        Stepper("Cantidad: \(quantity)", value: $quantity, in: 0...10)
    }
}

// snippet: a Stepper with a step and a custom label — https://developer.apple.com/documentation/swiftui/stepper
struct StepperLabelSnippet: View {
    @State private var value = 0
    let step = 5
    let range = 1...50
    var body: some View {
        Stepper(value: $value, in: range, step: step) {
            Text("Current: \(value) in \(range.description) stepping by \(step)")
        }
    }
}

// snippet: a Stepper with increment and decrement closures — https://developer.apple.com/documentation/swiftui/stepper/init(_:onincrement:ondecrement:oneditingchanged:)
struct StepperClosuresSnippet: View {
    @State private var value = 0
    var body: some View {
        Stepper("Valor \(value)") {
            value += 1
        } onDecrement: {
            value -= 1
        }
    }
}

// snippet: a Slider with a step and min/max labels — https://developer.apple.com/documentation/swiftui/slider
struct SliderSnippet: View {
    @State private var speed = 50.0
    @State private var isEditing = false
    var body: some View {
        VStack {
            Slider(value: $speed, in: 0...100, step: 5)
            Slider(
                value: $speed,
                in: 0...100
            ) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { editing in
                isEditing = editing
            }
        }
    }
}

// snippet: indeterminate and determinate progress views — https://developer.apple.com/documentation/swiftui/progressview
struct ProgressViewSnippet: View {
    @State private var progress = 0.5
    var body: some View {
        VStack {
            ProgressView()
            ProgressView("Descargando…", value: progress, total: 1.0)
            ProgressView(value: progress)
        }
    }
}

// snippet: a Menu with actions and a nested menu — https://developer.apple.com/documentation/swiftui/menu
struct MenuSnippet: View {
    var body: some View {
        Menu("Actions") {
            Button("Duplicate") {}
            Button("Rename") {}
            Button("Delete…", role: .destructive) {}
            Menu("Copy") {
                Button("Copy") {}
                Button("Copy Formatted") {}
            }
        }
    }
}

// snippet: a Menu with a Label built from a closure — https://developer.apple.com/documentation/swiftui/menu/init(content:label:)
struct MenuLabelSnippet: View {
    var body: some View {
        Menu {
            Button("Open in Preview") {}
            Button("Save as PDF") {}
        } label: {
            Label("PDF", systemImage: "doc.fill")
        }
    }
}

// snippet: a Link to a URL — https://developer.apple.com/documentation/swiftui/link
struct LinkSnippet: View {
    var body: some View {
        Link("View Our Terms of Service",
             destination: URL(string: "https://www.example.com/TOS.html")!)
    }
}

// snippet: a ShareLink for a URL, with a subject — https://developer.apple.com/documentation/swiftui/sharelink
struct ShareLinkSnippet: View {
    let url = URL(string: "https://developer.apple.com/xcode/swiftui/")!
    var body: some View {
        ShareLink(item: url, subject: Text("SwiftUI"))
    }
}

// snippet: a ColorPicker bound to a Color — https://developer.apple.com/documentation/swiftui/colorpicker
struct ColorPickerSnippet: View {
    @State private var bgColor = Color(.sRGB, red: 0.98, green: 0.9, blue: 0.2)
    var body: some View {
        ColorPicker("Alignment Guides", selection: $bgColor, supportsOpacity: false)
    }
}

// snippet: a SecureField for a password with onSubmit — https://developer.apple.com/documentation/swiftui/securefield
struct SecureFieldSnippet: View {
    @State private var username = ""
    @State private var password = ""
    var body: some View {
        VStack {
            TextField("User name (email address)", text: $username)
            SecureField("Password", text: $password)
                .onSubmit {
                    print("Autenticando \(username)")
                }
        }
    }
}

// snippet: a TextEditor bound to a String — https://developer.apple.com/documentation/swiftui/texteditor
struct TextEditorSnippet: View {
    @State private var fullText = "This is some editable text..."
    var body: some View {
        TextEditor(text: $fullText)
            .foregroundColor(Color.gray)
            .font(.custom("HelveticaNeue", size: 13))
            .frame(minHeight: 120)
    }
}

// snippet: a DatePicker for dates only — https://developer.apple.com/documentation/swiftui/datepicker
struct DatePickerSnippet: View {
    @State private var date = Date()
    var body: some View {
        DatePicker(
            "Start Date",
            selection: $date,
            displayedComponents: [.date]
        )
    }
}

// snippet: a TextField with a prompt and a submit label — https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-3ptsj
struct TextFieldPromptSnippet: View {
    @State private var name = ""
    var body: some View {
        TextField("Nombre", text: $name, prompt: Text("Obligatorio"))
            .submitLabel(.done)
    }
}
