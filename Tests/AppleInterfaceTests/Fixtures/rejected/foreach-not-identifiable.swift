// expect: conform to 'Identifiable'
import SwiftUI
struct Row { let name: String }
struct V: View {
    let rows: [Row]
    var body: some View {
        List { ForEach(rows) { row in Text(row.name) } }
    }
}
