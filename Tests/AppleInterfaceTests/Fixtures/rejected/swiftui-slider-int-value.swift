// expect: initializer 'init(value:in:onEditingChanged:)' requires that 'Int' conform to 'BinaryFloatingPoint'
import SwiftUI
struct V: View { @State var volume = 5
  var body: some View { Slider(value: $volume, in: 0...10) } }
