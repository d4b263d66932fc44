// expect: has no member 'navigationBarCenter'
import SwiftUI
struct V: View {
    var body: some View {
        Text("x").toolbar {
            ToolbarItem(placement: .navigationBarCenter) { Button("Add") {} }
        }
    }
}
