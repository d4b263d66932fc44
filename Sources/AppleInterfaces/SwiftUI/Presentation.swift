// Sheets, alerts and confirmation dialogs: every form the articles use, iOS 15+ and older,
// with Apple's overload sets (LocalizedStringKey, StringProtocol and Text titles) so that the
// compiler reports errors against the right overload.

extension View {
    // MARK: Sheets

    /// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(ispresented:ondismiss:content:)
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    public func fullScreenCover<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
    public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

    // MARK: Alerts (iOS 15+)

    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-1bkka
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-2gsoj
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)-3200l
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-3rabc
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-6awwp
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)-8dvt8
    public func alert<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-4rhk6
    public func alert<A: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-42oms
    public func alert<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-7di8j
    public func alert<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
    public func alert<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-29bp4
    public func alert<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-3md6l
    public func alert<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }

    // MARK: Alerts (iOS 13–14, deprecated)

    /// https://developer.apple.com/documentation/swiftui/view/alert(ispresented:content:)
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/alert(item:content:)
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/actionsheet(ispresented:content:)
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View { self }

    // MARK: Confirmation dialogs

    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-9ibgk
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-6ozgl
    public func confirmationDialog<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:)-8lg0u
    public func confirmationDialog<A: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-2s7pd
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-3uuwj
    public func confirmationDialog<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)-9c2ve
    public func confirmationDialog<A: View, M: View>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-1l7ol
    public func confirmationDialog<S: StringProtocol, A: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-8ewpw
    public func confirmationDialog<A: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:)-5znj9
    public func confirmationDialog<A: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A) -> some View { self }

    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-8y541
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(_ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-9s6b8
    public func confirmationDialog<A: View, M: View, T>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-3bbjr
    public func confirmationDialog<A: View, M: View, T>(_ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M) -> some View { self }
}

/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
/// https://developer.apple.com/documentation/swiftui/visibility
@frozen
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic, visible, hidden
}

/// A representation of an alert presentation (iOS 13–14 API).
/// https://developer.apple.com/documentation/swiftui/alert
public struct Alert {
    /// https://developer.apple.com/documentation/swiftui/alert/init(title:message:dismissbutton:)
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/alert/init(title:message:primarybutton:secondarybutton:)
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button) {}

    /// https://developer.apple.com/documentation/swiftui/alert/button
    public struct Button {
        /// https://developer.apple.com/documentation/swiftui/alert/button/default(_:action:)
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// https://developer.apple.com/documentation/swiftui/alert/button/cancel(_:action:)
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// https://developer.apple.com/documentation/swiftui/alert/button/cancel(_:)
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
        /// https://developer.apple.com/documentation/swiftui/alert/button/destructive(_:action:)
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button { Alert.Button() }
    }
}

/// A representation of an action sheet presentation (iOS 13–14 API).
/// https://developer.apple.com/documentation/swiftui/actionsheet
public struct ActionSheet {
    /// https://developer.apple.com/documentation/swiftui/actionsheet/init(title:message:buttons:)
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {}
    /// https://developer.apple.com/documentation/swiftui/actionsheet/button
    public typealias Button = Alert.Button
}

/// A type that represents a height where a sheet naturally rests (iOS 16).
/// https://developer.apple.com/documentation/swiftui/presentationdetent
public struct PresentationDetent: Hashable, Sendable {
    private let id: Double
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/medium
    public static let medium = PresentationDetent(id: -1)
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/large
    public static let large = PresentationDetent(id: -2)
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(id: Double(fraction)) }
    /// https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(id: 1000 + Double(height)) }
}
