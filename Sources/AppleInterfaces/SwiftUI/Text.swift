/// A view that displays one or more lines of read-only text.
/// https://developer.apple.com/documentation/swiftui/text
@frozen
public struct Text: View, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) {}
    /// https://developer.apple.com/documentation/swiftui/text/init(_:style:)
    public init(_ date: Date, style: Text.DateStyle) {}
    /// https://developer.apple.com/documentation/swiftui/text/body-swift.property
    public var body: Never { fatalError() }

    /// https://developer.apple.com/documentation/swiftui/text/datestyle
    public struct DateStyle: Sendable {
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/time
        public static let time = DateStyle()
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/date
        public static let date = DateStyle()
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/relative
        public static let relative = DateStyle()
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/offset
        public static let offset = DateStyle()
        /// https://developer.apple.com/documentation/swiftui/text/datestyle/timer
        public static let timer = DateStyle()
    }

    /// https://developer.apple.com/documentation/swiftui/text/font(_:)
    public func font(_ font: Font?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/foregroundcolor(_:)
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/fontweight(_:)
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/bold()
    public func bold() -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/italic()
    public func italic() -> Text { self }
    /// https://developer.apple.com/documentation/swiftui/text/+(_:_:)
    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

/// The key for a string in a localizable strings file; what a string literal given to `Text`,
/// `Button`, `Label` … becomes.
/// https://developer.apple.com/documentation/swiftui/localizedstringkey
@frozen
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    // The key's text, interpolations written out (Apple's keeps the key and the arguments
    // apart): what TCA's `TextState` reads back, by reflection as on iOS, to compare texts.
    let key: String
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(_:)
    public init(_ value: String) { key = value }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) { key = value }
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringinterpolation:)
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { key = stringInterpolation.text }

    /// Interpolations a localized string accepts: strings, numbers with a format specifier,
    /// reference-convertible values and objects with a formatter, Text, Image, dates.
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/init(literalcapacity:interpolationcount:)
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
        public mutating func appendLiteral(_ literal: String) { text += literal }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-2wq1v
        public mutating func appendInterpolation(_ string: String) { text += string }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-7ntta
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { text += "\(value)" }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable { text += "\(value)" }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)-94lbb
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: ReferenceConvertible {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:formatter:)-8k3xi
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil) where Subject: NSObject {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-5a7jr
        public mutating func appendInterpolation(_ text: Text) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-7gxrq
        public mutating func appendInterpolation(_ image: Image) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:style:)
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {}
    }
}

/// Numbers a localized string can format with a `printf` specifier.
/// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:specifier:)
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

/// An environment-dependent font.
/// https://developer.apple.com/documentation/swiftui/font
public struct Font: Hashable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/font/largetitle
    public static let largeTitle = Font()
    /// https://developer.apple.com/documentation/swiftui/font/title
    public static let title = Font()
    /// https://developer.apple.com/documentation/swiftui/font/title2
    public static let title2 = Font()
    /// https://developer.apple.com/documentation/swiftui/font/title3
    public static let title3 = Font()
    /// https://developer.apple.com/documentation/swiftui/font/headline
    public static let headline = Font()
    /// https://developer.apple.com/documentation/swiftui/font/subheadline
    public static let subheadline = Font()
    /// https://developer.apple.com/documentation/swiftui/font/body
    public static let body = Font()
    /// https://developer.apple.com/documentation/swiftui/font/callout
    public static let callout = Font()
    /// https://developer.apple.com/documentation/swiftui/font/footnote
    public static let footnote = Font()
    /// https://developer.apple.com/documentation/swiftui/font/caption
    public static let caption = Font()
    /// https://developer.apple.com/documentation/swiftui/font/caption2
    public static let caption2 = Font()
    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:)
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
    /// https://developer.apple.com/documentation/swiftui/font/bold()
    public func bold() -> Font { self }

    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight
        public static let ultraLight = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/thin
        public static let thin = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/light
        public static let light = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/medium
        public static let medium = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/heavy
        public static let heavy = Weight()
        /// https://developer.apple.com/documentation/swiftui/font/weight/black
        public static let black = Weight()
    }
    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/font/design/default
        case `default`, serif, rounded, monospaced
    }
}

/// A color or pattern to use when rendering a shape.
/// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// A representation of a color that adapts to a given context.
/// https://developer.apple.com/documentation/swiftui/color
@frozen
public struct Color: View, ShapeStyle, Hashable, CustomStringConvertible, Sendable {
    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    /// https://developer.apple.com/documentation/swiftui/color/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/color/init(uicolor:)
    public init(uiColor: UIColor) {}
    /// https://developer.apple.com/documentation/swiftui/color/init(_:)-38ma0
    public init(_ color: UIColor) {}
    /// https://developer.apple.com/documentation/swiftui/color/body-swift.property
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/color/description
    public var description: String { "Color" }

    /// https://developer.apple.com/documentation/swiftui/color/opacity(_:)
    public func opacity(_ opacity: Double) -> Color { self }

    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace/srgb
        case sRGB, sRGBLinear, displayP3
    }

    /// https://developer.apple.com/documentation/swiftui/color/black
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/white
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// https://developer.apple.com/documentation/swiftui/color/gray
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// https://developer.apple.com/documentation/swiftui/color/red
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/green
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/blue
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// https://developer.apple.com/documentation/swiftui/color/yellow
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/orange
    public static let orange = Color(red: 1, green: 0.5, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/pink
    public static let pink = Color(red: 1, green: 0.4, blue: 0.6)
    /// https://developer.apple.com/documentation/swiftui/color/purple
    public static let purple = Color(red: 0.6, green: 0.2, blue: 0.8)
    /// https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// https://developer.apple.com/documentation/swiftui/color/primary
    public static let primary = Color(red: 0, green: 0, blue: 0)
    /// https://developer.apple.com/documentation/swiftui/color/secondary
    public static let secondary = Color(red: 0.5, green: 0.5, blue: 0.5)
    /// https://developer.apple.com/documentation/swiftui/color/accentcolor
    public static let accentColor = Color(red: 0, green: 0.5, blue: 1)
}

/// `.red`, `.gray` … wherever a ShapeStyle is expected (`foregroundStyle(.gray)`).
/// https://developer.apple.com/documentation/swiftui/shapestyle/red
extension ShapeStyle where Self == Color {
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/black
    public static var black: Color { Color.black }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/white
    public static var white: Color { Color.white }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/gray
    public static var gray: Color { Color.gray }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/red
    public static var red: Color { Color.red }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/green
    public static var green: Color { Color.green }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/blue
    public static var blue: Color { Color.blue }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/yellow
    public static var yellow: Color { Color.yellow }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/orange
    public static var orange: Color { Color.orange }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/pink
    public static var pink: Color { Color.pink }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/purple
    public static var purple: Color { Color.purple }
    /// https://developer.apple.com/documentation/swiftui/shapestyle/red/clear
    public static var clear: Color { Color.clear }
}

/// A view that displays an image.
/// https://developer.apple.com/documentation/swiftui/image
@frozen
public struct Image: View, Equatable, Sendable {
    /// https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    public init(systemName: String) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:)
    public init(_ name: String, bundle: Bundle? = nil) {}
    /// https://developer.apple.com/documentation/swiftui/image/init(uiimage:)
    public init(uiImage: UIImage) {}
    /// https://developer.apple.com/documentation/swiftui/image/body-swift.property
    public var body: Never { fatalError() }
    /// https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image { self }
    /// https://developer.apple.com/documentation/swiftui/image/renderingmode(_:)
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image { self }

    /// https://developer.apple.com/documentation/swiftui/image/resizingmode
    public enum ResizingMode: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/image/resizingmode/tile
        case tile, stretch
    }
    /// https://developer.apple.com/documentation/swiftui/image/templaterenderingmode
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// https://developer.apple.com/documentation/swiftui/image/templaterenderingmode/template
        case template, original
    }
}

/// A standard label for user interface items, consisting of an icon with a title.
/// https://developer.apple.com/documentation/swiftui/label
public struct Label<Title: View, Icon: View>: View {
    /// https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    /// https://developer.apple.com/documentation/swiftui/label/body-swift.property
    public var body: Never { fatalError() }
}

extension Label where Title == Text, Icon == Image {
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-6ya8j
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {}
    /// https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)-1kmp1
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
    /// https://developer.apple.com/documentation/swiftui/label/init(_:image:)-4kt8a
    public init(_ titleKey: LocalizedStringKey, image name: String) {}
}
