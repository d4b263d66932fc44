// expect: incorrect argument label in call (have 'atOffset:', expected 'atOffsets:')
import SwiftUI
struct V: View { @State var items = ["a"]
  var body: some View { List { ForEach(items, id: \.self) { Text($0) }.onDelete { items.remove(atOffset: $0) } } } }
