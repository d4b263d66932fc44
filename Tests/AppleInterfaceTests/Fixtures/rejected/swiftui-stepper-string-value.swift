// expect: initializer 'init(_:value:in:step:onEditingChanged:)' requires that 'String' conform to 'Strideable'
import SwiftUI
struct V: View { @State var text = ""
  var body: some View { Stepper("Count", value: $text, in: 0...10) } }
