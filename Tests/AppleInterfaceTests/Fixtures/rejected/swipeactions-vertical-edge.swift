// expect: has no member 'top'
import SwiftUI
struct V: View {
    var body: some View {
        Text("x").swipeActions(edge: .top) { Button("Delete") {} }
    }
}
