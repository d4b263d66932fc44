// expect: 'ObservedObject' requires that 'Plain' conform to 'ObservableObject'
import SwiftUI
final class Plain {}
struct V: View {
    @ObservedObject var model: Plain
    var body: some View { Text("x") }
}
