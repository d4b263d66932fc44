// expect: cannot infer key path type from context
import SwiftUI
struct V: View {
    @Environment(\.dismis) var dismiss
    var body: some View { Text("x") }
}
