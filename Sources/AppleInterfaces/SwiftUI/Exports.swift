// SwiftUI, as an interface module: the declarations the tutorial's views use, with Apple's
// signatures, so that `swiftc -typecheck` accepts what Apple's SwiftUI accepts and rejects
// what it rejects. Nothing here runs: bodies are `fatalError()` or the least that compiles.
// See Sources/AppleInterfaces/README.md.

// On iOS, `import SwiftUI` alone brings UIKit, Foundation, Combine's `ObservableObject` and
// `@Published`, and Observation's `@Observable` into scope; the articles rely on it
// (`import SwiftUI` then `class …: ObservableObject { @Published var … }`). Combine is
// OpenCombine on Linux, the same module AlarmCore re-exports, so the two never clash.
@_exported import Foundation
@_exported import OpenCombine
// Combine's Foundation and Dispatch side, as Apple's Combine has it: `DispatchQueue` and
// `RunLoop` as schedulers (`.receive(on: DispatchQueue.main)`), `Timer.publish(every:on:in:)`.
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
@_exported import Observation
@_exported import UIKit
