// The SwiftUI side of ItemsCore's model that ItemsCore cannot hold without SwiftUI. These are
// not Apple or TCA API: they restore, for views, what the articles wrote with SwiftUI types
// and ItemsCore had to express portably. TCA itself (`WithViewStore`, `ViewStore`, …) is the
// ComposableArchitecture module's, re-exported here with ItemsCore so that one import brings
// an article's whole world. See Sources/AppleInterfaces/README.md.
import SwiftUI
@_exported import ComposableArchitecture
@_exported import ItemsCore

extension Button where Label == Text {
    /// A button with a role from ItemsCore's `ActionViewModel.Button`.
    ///
    /// The articles' `ActionViewModel.Button` stores SwiftUI's `ButtonRole?`; ItemsCore stores
    /// its portable twin `ActionButtonRole?`, so `Button(button.title, role: button.role) { … }`
    /// still reads as in the article. Mirrors
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-9x0e5
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ActionButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(title, role: role.map(ButtonRole.init), action: action)
    }
}

extension ButtonRole {
    /// SwiftUI's role for ItemsCore's portable `ActionButtonRole`.
    /// https://developer.apple.com/documentation/swiftui/buttonrole
    public init(_ role: ActionButtonRole) {
        switch role {
        case .destructive: self = .destructive
        case .cancel: self = .cancel
        }
    }
}

extension AppState.Item.Style {
    /// The row background of each style, as article 001 maps it (`var color: Color`).
    /// https://developer.apple.com/documentation/swiftui/color
    public var color: Color {
        switch self {
        case .none: return .white
        case .yellow: return .yellow
        case .blue: return .blue
        case .green: return .green
        }
    }
}
