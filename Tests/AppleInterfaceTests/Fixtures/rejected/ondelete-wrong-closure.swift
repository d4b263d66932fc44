// expect: contextual closure type '(IndexSet) -> Void' expects 1 argument, but 2 were used
import SwiftUI
struct V: View {
    let names = ["a"]
    var body: some View {
        List { ForEach(names, id: \.self) { Text($0) }.onDelete { a, b in } }
    }
}
