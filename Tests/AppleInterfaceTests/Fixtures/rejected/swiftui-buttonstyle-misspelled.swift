// expect: reference to member 'bordred' cannot be resolved without a contextual type
import SwiftUI
struct V: View { var body: some View { Button("a") {}.buttonStyle(.bordred) } }
