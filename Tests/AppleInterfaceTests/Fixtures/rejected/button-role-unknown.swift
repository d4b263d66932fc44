// expect: has no member 'primary'
import SwiftUI
struct V: View {
    var body: some View {
        Button("Delete", role: .primary) { print("x") }
    }
}
