/// A menu element that performs its action in a closure.
/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor @preconcurrency
open class UIAction: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init()
    }
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:subtitle:image:identifier:discoverabilitytitle:attributes:state:handler:)
    public convenience init(
        title: String = "",
        subtitle: String? = nil,
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init()
    }
    /// https://developer.apple.com/documentation/uikit/uiaction/title
    open var title: String = ""
    /// https://developer.apple.com/documentation/uikit/uiaction/subtitle
    open var subtitle: String?
    /// https://developer.apple.com/documentation/uikit/uiaction/image
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uiaction/attributes
    open var attributes: UIMenuElement.Attributes = []
    /// https://developer.apple.com/documentation/uikit/uiaction/state
    open var state: UIMenuElement.State = .off
    /// https://developer.apple.com/documentation/uikit/uiaction/sender
    open var sender: Any? { nil }

    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(_:)
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An object representing a menu, action, or command.
/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor @preconcurrency
open class UIMenuElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/rawvalue
        public var rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/disabled
        public static let disabled = Attributes(rawValue: 1)
        /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/destructive
        public static let destructive = Attributes(rawValue: 2)
        /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes/hidden
        public static let hidden = Attributes(rawValue: 4)
    }
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum
    public enum State: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenuelement/state-swift.enum/off
        case off, on, mixed
    }
}

/// A container for grouping related commands and actions.
/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor @preconcurrency
open class UIMenu: UIMenuElement {
    /// One declaration for the SDK's overloads (`init(title:image:identifier:options:children:)`, iOS 13;
    /// `subtitle:` from iOS 15; `preferredElementSize:` from iOS 16): every call they accept, it accepts.
    /// https://developer.apple.com/documentation/uikit/uimenu/init(title:subtitle:image:identifier:options:preferredelementsize:children:)
    public convenience init(
        title: String = "",
        subtitle: String? = nil,
        image: UIImage? = nil,
        identifier: UIMenu.Identifier? = nil,
        options: UIMenu.Options = [],
        preferredElementSize: UIMenu.ElementSize = .automatic,
        children: [UIMenuElement] = []
    ) { self.init() }
    /// https://developer.apple.com/documentation/uikit/uimenu/children
    open var children: [UIMenuElement] { [] }
    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.property
    open var options: UIMenu.Options { [] }
    /// https://developer.apple.com/documentation/uikit/uimenu/replacingchildren(_:)
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu { self }

    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
    public struct Options: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/rawvalue
        public var rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/displayinline
        public static let displayInline = Options(rawValue: 1)
        /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/destructive
        public static let destructive = Options(rawValue: 2)
        /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/singleselection
        public static let singleSelection = Options(rawValue: 32)
        /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct/displayaspalette
        public static let displayAsPalette = Options(rawValue: 128)
    }
    /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct/init(_:)
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    /// https://developer.apple.com/documentation/uikit/uimenu/elementsize
    public enum ElementSize: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uimenu/elementsize/small
        case small, medium, large, automatic = -1
    }
}

/// The base class for controls, which are visual elements that convey a specific action or
/// intention in response to user interactions.
/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor @preconcurrency
open class UIControl: UIView {
    /// https://developer.apple.com/documentation/uikit/uicontrol/init(frame:primaryaction:)
    public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
    /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
    open var isEnabled: Bool = true
    /// https://developer.apple.com/documentation/uikit/uicontrol/isselected
    open var isSelected: Bool = false

    /// https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/rawvalue
        public var rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// https://developer.apple.com/documentation/uikit/uicontrol/event/editingchanged
        public static let editingChanged = Event(rawValue: 1 << 17)
    }
    /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
    public struct State: OptionSet, Sendable {
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/rawvalue
        public var rawValue: UInt
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
        public static let normal = State([])
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/highlighted
        public static let highlighted = State(rawValue: 1)
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled
        public static let disabled = State(rawValue: 2)
        /// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/selected
        public static let selected = State(rawValue: 4)
    }
}

/// A control that executes your custom code in response to user interactions.
/// https://developer.apple.com/documentation/uikit/uibutton
@MainActor @preconcurrency
open class UIButton: UIControl {
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
    public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) { self.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    /// https://developer.apple.com/documentation/uikit/uibutton/settitlecolor(_:for:)
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
    /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
    open func setImage(_ image: UIImage?, for state: UIControl.State) {}
    /// https://developer.apple.com/documentation/uikit/uibutton/titlelabel
    open var titleLabel: UILabel? { nil }

    /// https://developer.apple.com/documentation/uikit/uibutton/buttontype
    public enum ButtonType: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uibutton/buttontype/custom
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }
}

/// A control that offers a binary choice, such as on/off.
/// https://developer.apple.com/documentation/uikit/uiswitch
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// https://developer.apple.com/documentation/uikit/uiswitch/ison
    open var isOn: Bool = false
    /// https://developer.apple.com/documentation/uikit/uiswitch/seton(_:animated:)
    open func setOn(_ on: Bool, animated: Bool) {}
}

/// A control for the inputting of date and time values.
/// https://developer.apple.com/documentation/uikit/uidatepicker
@MainActor @preconcurrency
open class UIDatePicker: UIControl {
    /// https://developer.apple.com/documentation/uikit/uidatepicker/date
    open var date: Date = Date()
    /// https://developer.apple.com/documentation/uikit/uidatepicker/setdate(_:animated:)
    open func setDate(_ date: Date, animated: Bool) {}
    /// https://developer.apple.com/documentation/uikit/uidatepicker/datepickermode-swift.property
    open var datePickerMode: UIDatePicker.Mode = .dateAndTime
    /// https://developer.apple.com/documentation/uikit/uidatepicker/preferreddatepickerstyle
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// https://developer.apple.com/documentation/uikit/uidatepicker/minimumdate
    open var minimumDate: Date?
    /// https://developer.apple.com/documentation/uikit/uidatepicker/maximumdate
    open var maximumDate: Date?

    /// https://developer.apple.com/documentation/uikit/uidatepicker/mode
    public enum Mode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uidatepicker/mode/time
        case time, date, dateAndTime, countDownTimer, yearAndMonth
    }
}

/// https://developer.apple.com/documentation/uikit/uidatepickerstyle
public enum UIDatePickerStyle: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uidatepickerstyle/automatic
    case automatic, wheels, compact, inline
}

/// An object that displays an editable text area in your interface.
/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor @preconcurrency
open class UITextField: UIControl {
    /// https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String?
    /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
    open var placeholder: String?
}
