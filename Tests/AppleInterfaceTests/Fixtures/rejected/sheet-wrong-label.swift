// expect: incorrect argument label in call (have 'presented:_:', expected 'isPresented:_:')
import SwiftUI
struct V: View {
    @State var isShown = false
    var body: some View {
        Text("x").sheet(presented: $isShown) { Text("sheet") }
    }
}
