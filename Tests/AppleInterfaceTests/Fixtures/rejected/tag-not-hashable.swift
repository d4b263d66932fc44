// expect: conform to 'Hashable'
import SwiftUI
struct Plain {}
struct V: View {
    var body: some View {
        TabView { Text("x").tag(Plain()) }
    }
}
