// expect: value of type 'Text' has no member 'fontt'
import SwiftUI
struct I1: View {
  var body: some View { Text("Hola").fontt(.title) }
}
