import SwiftUI
import OpenCombine  // the doctests rename Combine to OpenCombine
final class Model: ObservableObject {
    @Published var count = 0
}
struct Root: View {
    @StateObject private var model = Model()
    var body: some View { Leaf().environmentObject(model) }
}
struct Leaf: View {
    @EnvironmentObject var model: Model
    var body: some View { Stepper("Count", value: $model.count) }
}
