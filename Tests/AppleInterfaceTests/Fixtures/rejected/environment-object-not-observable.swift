// expect: no exact matches in call to initializer
import SwiftUI
final class Plain {}
struct V: View {
    @Environment(Plain.self) var model
    var body: some View { Text("x") }
}
