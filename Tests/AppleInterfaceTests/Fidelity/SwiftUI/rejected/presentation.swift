import SwiftUI

// snippet: sheet(item:) bound to a value that is not Identifiable — https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
struct SheetItemIntSnippet: View {
    @State private var selectedID: Int?
    var body: some View {
        Text("Lista")
            .sheet(item: $selectedID) { id in // expected-error {{instance method 'sheet(item:onDismiss:content:)' requires that 'Int' conform to 'Identifiable'}}
                Text("\(id)")
            }
    }
}

// snippet: presentationDetents given one detent instead of a set — https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
struct DetentNotSetSnippet: View {
    @State private var show = false
    var body: some View {
        Button("Ajustes") { show = true }
            .sheet(isPresented: $show) {
                Text("Ajustes")
                    .presentationDetents(PresentationDetent.medium) // expected-error {{cannot convert value of type 'PresentationDetent' to expected argument type 'Set<PresentationDetent>'}}
            }
    }
}

// snippet: presentationDragIndicator given a Bool — https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
struct DragIndicatorBoolSnippet: View {
    @State private var show = false
    var body: some View {
        Button("Ajustes") { show = true }
            .sheet(isPresented: $show) {
                Text("Ajustes")
                    .presentationDragIndicator(true) // expected-error {{cannot convert value of type 'Bool' to expected argument type 'Visibility'}}
            }
    }
}

// snippet: a detent that PresentationDetent does not have — https://developer.apple.com/documentation/swiftui/presentationdetent
struct UnknownDetentSnippet: View {
    let detent = PresentationDetent.small // expected-error {{type 'PresentationDetent' has no member 'small'}}
    var body: some View { Text("Ajustes") }
}

// snippet: an old-style Alert whose title is a String — https://developer.apple.com/documentation/swiftui/alert/init(title:message:dismissbutton:)
struct AlertStringTitleSnippet: View {
    @State private var show = false
    var body: some View {
        Button("Mostrar") { show = true }
            .alert(isPresented: $show) {
                Alert(title: "Error") // expected-error {{cannot convert value of type 'String' to expected argument type 'Text'}}
            }
    }
}

// snippet: fullScreenCover given a Bool instead of a binding — https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
struct FullScreenCoverValueSnippet: View {
    @State private var isPresented = false
    var body: some View {
        Button("Present!") { isPresented = true }
            .fullScreenCover(isPresented: isPresented) { // expected-error {{cannot convert value 'isPresented' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead}}
                Text("Modal")
            }
    }
}

// snippet: an alert presenting data whose actions closure takes no parameter — https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-42oms
struct AlertPresentingAritySnippet: View {
    @State private var didError = false
    @State private var message: String?
    var body: some View {
        Button("Guardar") {}
            .alert("Save failed.", isPresented: $didError, presenting: message) { // expected-error {{contextual type for closure argument list expects 1 argument, which cannot be implicitly ignored}}
                Button("OK") {}
            }
    }
}

// snippet: interactiveDismissDisabled given a String — https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
struct InteractiveDismissStringSnippet: View {
    @State private var show = false
    var body: some View {
        Button("Abrir") { show = true }
            .sheet(isPresented: $show) {
                Text("Formulario")
                    .interactiveDismissDisabled("sí") // expected-error {{cannot convert value of type 'String' to expected argument type 'Bool'}}
            }
    }
}

// snippet: an old-style Alert button style that Alert.Button does not have — https://developer.apple.com/documentation/swiftui/alert/button
struct AlertButtonStyleSnippet: View {
    @State private var show = false
    var body: some View {
        Button("Borrar") { show = true }
            .alert(isPresented: $show) {
                Alert(title: Text("¿Borrar?"),
                      primaryButton: .danger(Text("Borrar")), // expected-error {{type 'Alert.Button' has no member 'danger'}}
                      secondaryButton: .cancel())
            }
    }
}
