// UIKit, as an interface module: the classes, protocols and members the tutorial's UIKit code
// uses, with Apple's signatures, for `swiftc -typecheck` on Linux. Nothing here runs.
// See Sources/AppleInterfaces/README.md.
//
// Apple's UIKit classes are Objective-C classes rooted in NSObject; here they derive from
// Foundation's NSObject (swift-corelibs-foundation), which keeps `NSObject`, `NSCoder`,
// `NSObjectProtocol` and `Equatable` by identity. Objective-C optional protocol requirements
// become requirements with a default implementation in an extension.
@_exported import Foundation
