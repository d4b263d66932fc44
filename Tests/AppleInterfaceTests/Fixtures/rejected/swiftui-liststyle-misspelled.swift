// expect: type 'ListStyle' has no member 'insetGroupd'
import SwiftUI
struct V: View { var body: some View { List { Text("a") }.listStyle(.insetGroupd) } }
