/// The app's root: whether the SwiftUI or the UIKit screens are shown, and the tab bar.
/// Deeplinks enter here (`open(url:)`, in MainViewModel+Deeplink.swift).
public final class MainViewModel: ObservableObject {
    /// Whether the SwiftUI screens are shown (otherwise the UIKit ones).
    @Published public var isSwiftUI = false
    /// The tab bar.
    @Published public var tabBarViewModel: TabBarViewModel

    /// Creates the root model.
    public init(
        isSwiftUI: Bool = false,
        tabBarViewModel: TabBarViewModel
    ) {
        self.isSwiftUI = isSwiftUI
        self.tabBarViewModel = tabBarViewModel
    }
}
