// expect: cannot convert value 'on' of type 'Bool' to expected type 'Binding<Bool>', use wrapper instead
import SwiftUI
struct I2: View {
  @State private var on = false
  var body: some View { Toggle("X", isOn: on) }
}
