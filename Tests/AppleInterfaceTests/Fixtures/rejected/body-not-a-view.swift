// expect: conform to 'View'
import SwiftUI
struct V: View {
    var body: some View {
        42
    }
}
