// expect: incorrect argument label in call (have '_:destinaton:', expected '_:destination:')
import SwiftUI
struct I4: View {
  var body: some View { NavigationLink("Ir", destinaton: Text("b")) }
}
