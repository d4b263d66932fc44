// Styles of lists, buttons, toggles, pickers and text fields: the protocols, the built-in
// styles and their static members (`.insetGrouped`, `.bordered`), and the modifiers that set
// them, with Apple's signatures. Bodies never run.

// MARK: Lists

/// A protocol that describes the behavior and appearance of a list.
/// https://developer.apple.com/documentation/swiftui/liststyle
public protocol ListStyle {}

/// https://developer.apple.com/documentation/swiftui/defaultliststyle
public struct DefaultListStyle: ListStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/plainliststyle
public struct PlainListStyle: ListStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/groupedliststyle
public struct GroupedListStyle: ListStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/insetliststyle
public struct InsetListStyle: ListStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/insetgroupedliststyle
public struct InsetGroupedListStyle: ListStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/sidebarliststyle
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/automatic
    public static var automatic: DefaultListStyle { .init() }
}
extension ListStyle where Self == PlainListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/plain
    public static var plain: PlainListStyle { .init() }
}
extension ListStyle where Self == GroupedListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/grouped
    public static var grouped: GroupedListStyle { .init() }
}
extension ListStyle where Self == InsetListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/inset
    public static var inset: InsetListStyle { .init() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/insetgrouped
    public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle {
    /// https://developer.apple.com/documentation/swiftui/liststyle/sidebar
    public static var sidebar: SidebarListStyle { .init() }
}

// MARK: Buttons

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/buttonstyle
public protocol ButtonStyle {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/makebody(configuration:)
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// https://developer.apple.com/documentation/swiftui/buttonstyle/configuration
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button.
/// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration
public struct ButtonStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.struct
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/role
    public let role: ButtonRole?
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/label-swift.property
    public let label: ButtonStyleConfiguration.Label
    /// https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed
    public let isPressed: Bool
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/makebody(configuration:)
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/configuration
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button, for a primitive style.
/// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration
public struct PrimitiveButtonStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.struct
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/role
    public let role: ButtonRole?
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/label-swift.property
    public let label: PrimitiveButtonStyleConfiguration.Label
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyleconfiguration/trigger()
    public func trigger() {}
}

/// https://developer.apple.com/documentation/swiftui/defaultbuttonstyle
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// https://developer.apple.com/documentation/swiftui/borderedbuttonstyle
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// https://developer.apple.com/documentation/swiftui/borderedprominentbuttonstyle
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// https://developer.apple.com/documentation/swiftui/borderlessbuttonstyle
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// https://developer.apple.com/documentation/swiftui/plainbuttonstyle
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/automatic
    public static var automatic: DefaultButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/bordered
    public static var bordered: BorderedButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderedprominent
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/borderless
    public static var borderless: BorderlessButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// https://developer.apple.com/documentation/swiftui/primitivebuttonstyle/plain
    public static var plain: PlainButtonStyle { .init() }
}

/// The shape of a bordered button.
/// https://developer.apple.com/documentation/swiftui/buttonbordershape
public struct ButtonBorderShape: Equatable, Sendable {
    private let id: Int
    /// https://developer.apple.com/documentation/swiftui/buttonbordershape/automatic
    public static let automatic = ButtonBorderShape(id: 0)
    /// https://developer.apple.com/documentation/swiftui/buttonbordershape/capsule
    public static let capsule = ButtonBorderShape(id: 1)
    /// https://developer.apple.com/documentation/swiftui/buttonbordershape/roundedrectangle
    public static let roundedRectangle = ButtonBorderShape(id: 2)
    /// https://developer.apple.com/documentation/swiftui/buttonbordershape/roundedrectangle(radius:)
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(id: 3) }
}

/// The size of a control.
/// https://developer.apple.com/documentation/swiftui/controlsize
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

// MARK: Toggles, pickers, text fields

/// The appearance and behavior of a toggle.
/// https://developer.apple.com/documentation/swiftui/togglestyle
public protocol ToggleStyle {
    /// https://developer.apple.com/documentation/swiftui/togglestyle/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:)
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// https://developer.apple.com/documentation/swiftui/togglestyle/configuration
    typealias Configuration = ToggleStyleConfiguration
}

/// The properties of a toggle instance.
/// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration
public struct ToggleStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.struct
    public struct Label: View {
        public var body: Never { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/label-swift.property
    public let label: ToggleStyleConfiguration.Label
    /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ison
    @Binding public var isOn: Bool
    /// https://developer.apple.com/documentation/swiftui/togglestyleconfiguration/ismixed
    public var isMixed: Bool
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// https://developer.apple.com/documentation/swiftui/toggle/init(_:)
    public init(_ configuration: ToggleStyleConfiguration) {}
}

/// https://developer.apple.com/documentation/swiftui/defaulttogglestyle
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/defaulttogglestyle/makebody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// https://developer.apple.com/documentation/swiftui/switchtogglestyle
public struct SwitchToggleStyle: ToggleStyle {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/switchtogglestyle/init(tint:)
    public init(tint: Color) {}
    /// https://developer.apple.com/documentation/swiftui/switchtogglestyle/makebody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// https://developer.apple.com/documentation/swiftui/buttontogglestyle
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/buttontogglestyle/makebody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// https://developer.apple.com/documentation/swiftui/togglestyle/automatic
    public static var automatic: DefaultToggleStyle { .init() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// https://developer.apple.com/documentation/swiftui/togglestyle/switch
    public static var `switch`: SwitchToggleStyle { .init() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// https://developer.apple.com/documentation/swiftui/togglestyle/button
    public static var button: ButtonToggleStyle { .init() }
}

/// https://developer.apple.com/documentation/swiftui/pickerstyle
public protocol PickerStyle {}
/// https://developer.apple.com/documentation/swiftui/defaultpickerstyle
public struct DefaultPickerStyle: PickerStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/segmentedpickerstyle
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/wheelpickerstyle
public struct WheelPickerStyle: PickerStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/menupickerstyle
public struct MenuPickerStyle: PickerStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/inlinepickerstyle
public struct InlinePickerStyle: PickerStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/navigationlinkpickerstyle
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/automatic
    public static var automatic: DefaultPickerStyle { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/segmented
    public static var segmented: SegmentedPickerStyle { .init() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/wheel
    public static var wheel: WheelPickerStyle { .init() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/menu
    public static var menu: MenuPickerStyle { .init() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/inline
    public static var inline: InlinePickerStyle { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// https://developer.apple.com/documentation/swiftui/pickerstyle/navigationlink
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}

/// https://developer.apple.com/documentation/swiftui/textfieldstyle
public protocol TextFieldStyle {}
/// https://developer.apple.com/documentation/swiftui/defaulttextfieldstyle
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/plaintextfieldstyle
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// https://developer.apple.com/documentation/swiftui/roundedbordertextfieldstyle
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// https://developer.apple.com/documentation/swiftui/textfieldstyle/automatic
    public static var automatic: DefaultTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// https://developer.apple.com/documentation/swiftui/textfieldstyle/plain
    public static var plain: PlainTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// https://developer.apple.com/documentation/swiftui/textfieldstyle/roundedborder
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

// MARK: Labels

/// A type that applies a custom appearance to all labels within a view.
/// https://developer.apple.com/documentation/swiftui/labelstyle
public protocol LabelStyle {
    /// https://developer.apple.com/documentation/swiftui/labelstyle/body
    associatedtype Body: View
    /// https://developer.apple.com/documentation/swiftui/labelstyle/makebody(configuration:)
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// https://developer.apple.com/documentation/swiftui/labelstyle/configuration
    typealias Configuration = LabelStyleConfiguration
}

/// The properties of a label.
/// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration
public struct LabelStyleConfiguration {
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.struct
    public struct Title: View {
        public var body: Never { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.struct
    public struct Icon: View {
        public var body: Never { fatalError() }
    }
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/title-swift.property
    public var title: LabelStyleConfiguration.Title { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/labelstyleconfiguration/icon-swift.property
    public var icon: LabelStyleConfiguration.Icon { fatalError() }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:)
    public init(_ configuration: LabelStyleConfiguration) {}
}

/// https://developer.apple.com/documentation/swiftui/defaultlabelstyle
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/defaultlabelstyle/makebody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// https://developer.apple.com/documentation/swiftui/icononlylabelstyle
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/icononlylabelstyle/makebody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// https://developer.apple.com/documentation/swiftui/titleonlylabelstyle
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/titleonlylabelstyle/makebody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}
/// https://developer.apple.com/documentation/swiftui/titleandiconlabelstyle
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    /// https://developer.apple.com/documentation/swiftui/titleandiconlabelstyle/makebody(configuration:)
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// https://developer.apple.com/documentation/swiftui/labelstyle/automatic
    public static var automatic: DefaultLabelStyle { .init() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// https://developer.apple.com/documentation/swiftui/labelstyle/icononly
    public static var iconOnly: IconOnlyLabelStyle { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// https://developer.apple.com/documentation/swiftui/labelstyle/titleonly
    public static var titleOnly: TitleOnlyLabelStyle { .init() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// https://developer.apple.com/documentation/swiftui/labelstyle/titleandicon
    public static var titleAndIcon: TitleAndIconLabelStyle { .init() }
}

// MARK: Modifiers that set a style

extension View {
    /// https://developer.apple.com/documentation/swiftui/view/liststyle(_:)
    public func listStyle<S: ListStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-66fbx
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/buttonbordershape(_:)
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/controlsize(_:)
    public func controlSize(_ controlSize: ControlSize) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/labelstyle(_:)
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/togglestyle(_:)
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
    /// https://developer.apple.com/documentation/swiftui/view/textfieldstyle(_:)
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
}
