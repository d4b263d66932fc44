// expect: cannot find '$title' in scope
import SwiftUI
struct V: View {
    let title: String
    var body: some View {
        TextField("Title", text: $title)
    }
}
