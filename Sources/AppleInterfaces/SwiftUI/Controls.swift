/// A control that initiates an action.
/// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(role:action:label:)
    @available(iOS 15.0, *)
    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/button/body-swift.property
    public var body: Never { fatalError() }
}

extension Button where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-1asy
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-5ge4e
    @available(iOS 15.0, *)
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)-9x0e5
    @available(iOS 15.0, *)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)-4f0ju
    @available(iOS 17.0, *)
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:action:)-6wc1n
    @available(iOS 17.0, *)
    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}
    /// https://developer.apple.com/documentation/swiftui/button/init(_:systemimage:role:action:)
    @available(iOS 17.0, *)
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

/// A value that describes the purpose of a button.
/// https://developer.apple.com/documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
    private let id: Int
    /// https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    public static let destructive = ButtonRole(id: 0)
    /// https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    public static let cancel = ButtonRole(id: 1)
}

/// A control that toggles between on and off states.
/// https://developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/toggle/body-swift.property
    public var body: Never { fatalError() }
}

extension Toggle where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-8qx3l
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)-2qurm
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

/// A control for selecting an absolute date.
/// https://developer.apple.com/documentation/swiftui/datepicker
public struct DatePicker<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/datepicker/components
    public typealias Components = DatePickerComponents
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:displayedcomponents:label:)
    public init(selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(selection:in:displayedcomponents:label:)-7t2ih
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/datepicker/body-swift.property
    public var body: Never { fatalError() }
}

extension DatePicker where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)-6kp3x
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
    /// https://developer.apple.com/documentation/swiftui/datepicker/init(_:selection:displayedcomponents:)-7qde4
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]) {}
}

/// https://developer.apple.com/documentation/swiftui/datepickercomponents
public struct DatePickerComponents: OptionSet, Sendable {
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/rawvalue
    public var rawValue: UInt
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/init(rawvalue:)
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/hourandminute
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    /// https://developer.apple.com/documentation/swiftui/datepickercomponents/date
    public static let date = DatePickerComponents(rawValue: 2)
}

/// A control that displays an editable text interface.
/// https://developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/textfield/init(text:prompt:label:)
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/body-swift.property
    public var body: Never { fatalError() }
}

extension TextField where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-5ssfq
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-4a6gq
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
    /// https://developer.apple.com/documentation/swiftui/textfield/init(_:text:prompt:)-3ptsj
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {}
}

/// A control for selecting from a set of mutually exclusive values.
/// https://developer.apple.com/documentation/swiftui/picker
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// https://developer.apple.com/documentation/swiftui/picker/init(selection:content:label:)
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    /// https://developer.apple.com/documentation/swiftui/picker/body-swift.property
    public var body: Never { fatalError() }
}

extension Picker where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
    /// https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-6lwfn
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

/// A control that performs increment and decrement actions.
/// https://developer.apple.com/documentation/swiftui/stepper
public struct Stepper<Label: View>: View {
    /// https://developer.apple.com/documentation/swiftui/stepper/body-swift.property
    public var body: Never { fatalError() }
}

extension Stepper where Label == Text {
    /// https://developer.apple.com/documentation/swiftui/stepper/init(_:value:step:oneditingchanged:)-7r7xl
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

/// A button that toggles the edit mode environment value.
/// https://developer.apple.com/documentation/swiftui/editbutton
public struct EditButton: View {
    /// https://developer.apple.com/documentation/swiftui/editbutton/init()
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/editbutton/body-swift.property
    public var body: Never { fatalError() }
}

/// An indicator that shows the progress towards completion of a task.
/// https://developer.apple.com/documentation/swiftui/progressview
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// https://developer.apple.com/documentation/swiftui/progressview/body-swift.property
    public var body: Never { fatalError() }
}
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// https://developer.apple.com/documentation/swiftui/progressview/init()
    public init() {}
}
