// expect: cannot convert value of type 'Image' to expected argument type 'Text'
import SwiftUI
struct V: View { var body: some View { Text("a").foregroundStyle(.red) + Image(systemName: "star") } }
