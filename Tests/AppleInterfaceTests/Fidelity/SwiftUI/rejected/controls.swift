import SwiftUI

// snippet: a SecureField given a String instead of a binding — https://developer.apple.com/documentation/swiftui/securefield
struct SecureFieldValueSnippet: View {
    @State private var password = ""
    var body: some View {
        SecureField("Password", text: password) // expected-error {{cannot convert value 'password' of type 'String' to expected type 'Binding<String>', use wrapper instead}}
    }
}

// snippet: a TextEditor given a String instead of a binding — https://developer.apple.com/documentation/swiftui/texteditor/init(text:)
struct TextEditorValueSnippet: View {
    @State private var notes = ""
    var body: some View {
        TextEditor(text: notes) // expected-error {{cannot convert value 'notes' of type 'String' to expected type 'Binding<String>', use wrapper instead}}
    }
}

// snippet: a Link whose destination is a String — https://developer.apple.com/documentation/swiftui/link/init(_:destination:)-2ug8v
struct LinkStringSnippet: View {
    var body: some View {
        Link("Apple", destination: "https://www.apple.com") // expected-error {{cannot convert value of type 'String' to expected argument type 'URL'}}
    }
}

// snippet: a Stepper over a half-open range — https://developer.apple.com/documentation/swiftui/stepper/init(_:value:in:step:oneditingchanged:)-4bl2o
struct StepperHalfOpenSnippet: View {
    @State private var quantity = 1
    var body: some View {
        Stepper("Cantidad", value: $quantity, in: 1..<10) // expected-error {{cannot convert value of type 'Range<Int>' to expected argument type 'ClosedRange<Int>'}}
    }
}

// snippet: a ProgressView whose value is text — https://developer.apple.com/documentation/swiftui/progressview/init(value:total:)
struct ProgressTextValueSnippet: View {
    var body: some View {
        ProgressView(value: "0.5") // expected-error {{initializer 'init(value:total:)' requires that 'String' conform to 'BinaryFloatingPoint'}}
    }
}

// snippet: a TextField whose text binding is an optional String — https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-5ssfq
struct TextFieldOptionalSnippet: View {
    @State private var nickname: String?
    var body: some View {
        TextField("Apodo", text: $nickname) // expected-error {{cannot convert value of type 'Binding<String?>' to expected argument type 'Binding<String>'}} expected-note {{arguments to generic parameter 'Value' ('String?' and 'String') are expected to be equal}}
    }
}

// snippet: a DatePicker component that does not exist — https://developer.apple.com/documentation/swiftui/datepickercomponents
struct DatePickerComponentSnippet: View {
    @State private var date = Date()
    var body: some View {
        DatePicker("Hora", selection: $date, displayedComponents: .time) // expected-error {{type 'DatePickerComponents' has no member 'time'}}
    }
}

// snippet: a Menu's button role that does not exist — https://developer.apple.com/documentation/swiftui/buttonrole
struct MenuRoleSnippet: View {
    var body: some View {
        Menu("Actions") {
            Button("Delete", role: .danger) {} // expected-error {{type 'ButtonRole?' has no member 'danger'}}
        }
    }
}

// snippet: an EditButton given a title — https://developer.apple.com/documentation/swiftui/editbutton/init()
struct EditButtonTitleSnippet: View {
    var body: some View {
        EditButton("Editar") // expected-error {{argument passed to call that takes no arguments}}
    }
}

// snippet: a Slider step labelled stepSize — https://developer.apple.com/documentation/swiftui/slider/init(value:in:step:oneditingchanged:)
struct SliderStepTextSnippet: View {
    @State private var speed = 50.0
    var body: some View {
        Slider(value: $speed, in: 0...100, stepSize: 5) // expected-error {{extra argument 'stepSize' in call}}
    }
}

// snippet: a Toggle whose isOn is a binding to an Int — https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l
struct ToggleIntBindingSnippet: View {
    @State private var count = 0
    var body: some View {
        Toggle("Activo", isOn: $count) // expected-error {{cannot convert value of type 'Binding<Int>' to expected argument type 'Binding<Bool>'}} expected-note {{arguments to generic parameter 'Value' ('Int' and 'Bool') are expected to be equal}}
    }
}

// snippet: a Picker whose selection is not a binding — https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
struct PickerSelectionValueSnippet: View {
    @State private var flavor = 0
    var body: some View {
        Picker("Flavor", selection: flavor) { // expected-error {{cannot convert value 'flavor' of type 'Int' to expected type 'Binding<Int>', use wrapper instead}}
            Text("Chocolate").tag(0)
        }
    }
}

// snippet: a Button whose action names a function that is not declared — https://developer.apple.com/documentation/swiftui/button/init(action:label:)
struct ButtonCallSnippet: View {
    var body: some View {
        Button(action: save) { // expected-error {{cannot find 'save' in scope}}
            Text("Guardar")
        }
    }
}
