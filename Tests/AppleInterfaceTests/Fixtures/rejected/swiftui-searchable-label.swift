// expect: incorrect argument label in call (have 'txt:', expected 'text:')
import SwiftUI
struct V: View { @State var q = ""
  var body: some View { List { Text("a") }.searchable(txt: $q) } }
