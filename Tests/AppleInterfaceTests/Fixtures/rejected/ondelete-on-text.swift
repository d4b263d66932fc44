// expect: has no member 'onDelete'
import SwiftUI
struct V: View {
    var body: some View {
        List { Text("x").onDelete { _ in } }
    }
}
