// expect: extraneous argument label 'systemNam:' in call
import SwiftUI
struct I8: View {
  var body: some View { Image(systemNam: "star") }
}
