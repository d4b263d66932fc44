// expect: reference to member 'horizontall' cannot be resolved without a contextual type
import SwiftUI
struct I3: View {
  var body: some View { VStack { Text("a") }.padding(.horizontall) }
}
