// expect: conform to 'View'
import SwiftUI
let controller = UIHostingController(rootView: 42)
