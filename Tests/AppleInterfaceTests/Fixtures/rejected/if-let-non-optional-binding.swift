// expect: initializer for conditional binding must have Optional type, not 'Binding<Int>'
import SwiftUI
func f() {
    var stored = 1
    if let value = Binding(get: { stored }, set: { stored = $0 }) {
        print(value)
    }
}
