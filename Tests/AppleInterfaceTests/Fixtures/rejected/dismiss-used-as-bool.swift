// expect: cannot convert value of type 'DismissAction' to expected condition type 'Bool'
import SwiftUI
struct V: View {
    @Environment(\.dismiss) var dismiss
    var body: some View {
        Button("Close") { if dismiss { print("x") } }
    }
}
