import SwiftUI

struct InventoryItem: Identifiable {
    let id: Int
    var title: String
}

// snippet: a sheet presented from a Bool, dismissed with the dismiss action — https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
struct SheetDismissSnippet: View {
    @State private var isShowingSheet = false
    var body: some View {
        Button("Show License Agreement") {
            isShowingSheet.toggle()
        }
        .sheet(isPresented: $isShowingSheet, onDismiss: didDismiss) {
            LicenseView()
        }
    }
    func didDismiss() {}
}
struct LicenseView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("License Agreement")
            Button("Dismiss") { dismiss() }
        }
    }
}

// snippet: a sheet presented from an optional Identifiable item — https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
struct SheetItemSnippet: View {
    @State private var selected: InventoryItem?
    var body: some View {
        Button("Abrir") {
            selected = InventoryItem(id: 0, title: "Tornillos")
        }
        .sheet(item: $selected) { item in
            Text(item.title)
        }
    }
}

// snippet: sheet detents and drag indicator — https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
struct DetentsSnippet: View {
    @State private var showSettings = false
    var body: some View {
        Button("View Settings") {
            showSettings = true
        }
        .sheet(isPresented: $showSettings) {
            Text("Settings")
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }
}

// snippet: a full screen cover with interactive dismissal disabled — https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
struct FullScreenCoverSnippet: View {
    @State private var isPresented = false
    var body: some View {
        Button("Present!") {
            isPresented.toggle()
        }
        .fullScreenCover(isPresented: $isPresented) {
            Text("Modal")
                .interactiveDismissDisabled()
        }
    }
}

// snippet: an alert with a cancel button and a message — https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-6awwp
struct AlertMessageSnippet: View {
    @State private var didFail = false
    var body: some View {
        Button("Import") { didFail = true }
            .alert("Import failed", isPresented: $didFail) {
                Button("OK", role: .cancel) {}
            } message: {
                Text("The file could not be read.")
            }
    }
}

// snippet: an alert presenting data — https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4
struct SaveDetails: Identifiable {
    let name: String
    let error: String
    let id = UUID()
}
struct AlertPresentingSnippet: View {
    @State private var didError = false
    @State private var details: SaveDetails?
    var body: some View {
        Button("Save") {}
            .alert("Save failed.", isPresented: $didError, presenting: details) { details in
                Button(role: .destructive) {
                } label: {
                    Text("Delete \(details.name)")
                }
                Button("Retry") {}
            } message: { details in
                Text(details.error)
            }
    }
}

// snippet: a confirmation dialog with a visible title — https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-6ozgl
struct ConfirmationDialogSnippet: View {
    @State private var isConfirming = false
    var body: some View {
        Button("Empty Trash") { isConfirming = true }
            .confirmationDialog(
                "Permanently erase the items in the trash?",
                isPresented: $isConfirming,
                titleVisibility: .visible
            ) {
                Button("Empty Trash", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("You cannot undo this action.")
            }
    }
}

// snippet: an old-style Alert value with primary and secondary buttons — https://developer.apple.com/documentation/swiftui/alert
struct LegacyAlertSnippet: View {
    @State private var showAlert = false
    var body: some View {
        Button("Tap to show alert") { showAlert = true }
            .alert(isPresented: $showAlert) {
                Alert(
                    title: Text("Current Location Not Available"),
                    message: Text("Your current location can’t be determined at this time."),
                    primaryButton: .destructive(Text("Borrar")) {},
                    secondaryButton: .cancel()
                )
            }
    }
}
