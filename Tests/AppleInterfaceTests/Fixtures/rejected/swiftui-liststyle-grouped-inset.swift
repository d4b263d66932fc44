// expect: type 'ListStyle' has no member 'groupedInset'
import SwiftUI
struct I6: View {
  var body: some View { List { Text("a") }.listStyle(.groupedInset) }
}
