// expect: cannot convert parent type 'FocusState<Int>' to expected type 'FocusState<Bool>'
import SwiftUI
struct V: View { @FocusState var field: Int
  var body: some View { TextField("a", text: .constant("")).focused($field) } }
