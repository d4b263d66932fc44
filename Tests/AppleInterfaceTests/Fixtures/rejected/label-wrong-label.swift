// expect: no exact matches in call to initializer
import SwiftUI
struct V: View {
    var body: some View {
        Label("Trash", systemName: "trash")
    }
}
