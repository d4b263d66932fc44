// expect: cannot convert value of type 'String' to expected argument type 'Int'
import SwiftUI
struct I7: View {
  @State private var n = 0
  var body: some View { Stepper("n", value: $n, in: 0...10, step: "1") }
}
