// expect: does not conform to protocol 'App'
import SwiftUI
struct MyApp: App {
    init() {}
}
