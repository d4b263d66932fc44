// What makes a block Apple-only: frameworks that do not exist on Linux, and the types,
// attributes, macros and modifiers that only they provide. A block may use them without an
// import line (the articles often show a view body on its own), so names count too.

enum AppleFrameworks {
    /// Modules that exist only on Apple platforms. `Combine` is here too: an article can rename
    /// it to `OpenCombine` in its front matter, and a renamed import is no longer Apple-only.
    static let modules: Set<String> = [
        "SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "Combine", "SwiftData", "CoreData",
        "MapKit", "CoreLocation", "AVFoundation", "AVKit", "StoreKit", "WidgetKit", "ActivityKit", "PhotosUI",
        "Charts", "TipKit", "CoreGraphics", "QuartzCore", "CoreImage", "Metal", "MetalKit", "SpriteKit",
        "SceneKit", "GameKit", "HealthKit", "CloudKit", "UserNotifications", "SafariServices", "WebKit",
        "MessageUI", "PencilKit", "RealityKit", "ARKit", "Vision", "CoreML", "os", "OSLog", "Darwin",
        "ComposableArchitecture",
    ]

    /// The project's interface modules that only declare (bodies that never run) and whose names
    /// are Apple's: the core modules' names (`CoreNames`) never include theirs, even where a
    /// core module depends on them (ItemsCore on ComposableArchitecture on SwiftUI).
    /// ComposableArchitecture is not one of them: its runtime works, and its names count as core
    /// ones but for its views (`isAppleType`).
    static let declarationOnlyModules: Set<String> = ["SwiftUI", "UIKit", "ComposableArchitectureViews"]

    /// Interface modules that run, whose Apple-only view types (`isAppleType`: `WithViewStore`,
    /// `IfLetStore` …) are still not core names.
    static let modulesWithViews: Set<String> = ["ComposableArchitecture"]

    /// Types of SwiftUI (and the TCA views) that have no Linux counterpart.
    static let types: Set<String> = [
        "View", "App", "Scene", "WindowGroup", "PreviewProvider", "Text", "Button", "VStack", "HStack", "ZStack",
        "LazyVStack", "LazyHStack", "List", "ForEach", "NavigationView", "NavigationStack", "NavigationSplitView",
        "NavigationLink", "TabView", "Image", "Spacer", "EmptyView", "Form", "Toggle", "TextField", "SecureField",
        "DatePicker", "Picker", "Stepper", "Slider", "Binding", "State", "StateObject", "ObservedObject",
        "EnvironmentObject", "Environment", "Bindable", "GeometryReader", "Color", "Font", "Label", "Group",
        "ScrollView", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "ToolbarItem", "ToolbarItemGroup",
        "ToolbarItemPlacement", "Alert", "ActionSheet", "ViewBuilder", "ViewModifier", "AnyView", "Divider",
        "ProgressView", "Menu", "ContentUnavailableView", "LabeledContent", "ShareLink", "WithViewStore",
        "IfLetStore", "ForEachStore", "SwitchStore", "ButtonRole", "EditButton", "ViewStore", "UIApplicationDelegateAdaptor",
        "UIViewControllerRepresentable", "UIViewRepresentable", "NSViewRepresentable", "UIHostingController",
        "NSHostingView", "NSHostingController", "DismissAction", "Transaction", "Animation",
        "NSLayoutConstraint", "NSDiffableDataSourceSnapshot", "NSView", "NSViewController", "NSWindow",
        "NSColor", "NSImage", "NSApplication", "NSApplicationDelegate", "NSFont", "NSTableView",
    ]

    /// Property wrappers and attributes that only SwiftUI provides.
    static let attributes: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Bindable", "Binding",
        "FocusState", "AppStorage", "SceneStorage", "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
        "ViewBuilder", "Namespace", "GestureState", "Query", "Model", "ToolbarContentBuilder", "SceneBuilder",
    ]

    /// Freestanding macros of Apple-only frameworks.
    static let macros: Set<String> = ["Preview", "Playground"]

    /// SwiftUI modifiers: a call of one of these (`.sheet(…)`, `foo.alert(…)`) is a view.
    static let modifiers: Set<String> = [
        "sheet", "alert", "confirmationDialog", "toolbar", "navigationTitle", "navigationBarTitle",
        "navigationBarTitleDisplayMode", "navigationBarItems", "onOpenURL", "tabItem", "swipeActions",
        "foregroundColor", "foregroundStyle", "onTapGesture", "contentShape", "onDelete", "onMove",
        "navigationDestination", "fullScreenCover", "popover", "listStyle", "buttonStyle", "presentationDetents",
        "ignoresSafeArea", "environmentObject", "toolbarBackground", "refreshable", "searchable", "onAppear",
        "onDisappear", "frame", "font", "cornerRadius", "clipShape", "tint", "listRowBackground", "labelsHidden",
        "textFieldStyle", "pickerStyle", "datePickerStyle", "scrollContentBackground", "interactiveDismissDisabled",
        "onSubmit", "focused", "keyboardType", "autocorrectionDisabled", "textInputAutocapitalization",
        "fontWeight", "multilineTextAlignment", "lineLimit", "imageScale", "symbolRenderingMode", "badge",
    ]

    /// UIKit members a fragment often uses without naming a UIKit type.
    static let uiKitMembers: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "addSubview", "tabBarItem", "navigationItem",
        "setViewControllers", "dequeueReusableCell", "safeAreaLayoutGuide", "readableContentGuide",
        "rightBarButtonItem", "leftBarButtonItem", "translatesAutoresizingMaskIntoConstraints",
        "navigationController", "presentedViewController",
    ]

    /// Whether a type name is Apple-only: the names above, UIKit's `UI…` types, WatchKit's `WK…`.
    static func isAppleType(_ name: String) -> Bool {
        if types.contains(name) { return true }
        for prefix in ["UI", "WK"] where name.hasPrefix(prefix) && name.count > 2 {
            let third = name[name.index(name.startIndex, offsetBy: 2)]
            if third.isUppercase { return true }
        }
        return false
    }
}
