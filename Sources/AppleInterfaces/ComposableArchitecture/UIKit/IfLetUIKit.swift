import Foundation
import SwiftUI

extension Store {
    /// Calls `unwrap` with a store of the unwrapped state each time the optional state becomes
    /// non-`nil`, and `else` each time it becomes `nil` (UIKit navigation).
    /// https://pointfreeco.github.io/swift-composable-architecture/0.39.0/documentation/composablearchitecture/store/iflet(then:else:)
    public func ifLet<Wrapped>(
        then unwrap: @escaping (Store<Wrapped, Action>) -> Void,
        else: @escaping () -> Void = {}
    ) -> Cancellable where State == Wrapped? {
        state
            .removeDuplicates { ($0 != nil) == ($1 != nil) }
            .sink { state in
                if var last = state {
                    unwrap(self.scope { last = $0 ?? last; return last })
                } else {
                    `else`()
                }
            }
    }
}
