/// An object that stores color data and sometimes opacity.
/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
    public init(white: CGFloat, alpha: CGFloat) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uicolor/withalphacomponent(_:)
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor { self }

    /// https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/white
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/gray
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/red
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/green
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/blue
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/yellow
    open class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/orange
    open class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// https://developer.apple.com/documentation/uikit/uicolor/systembackground
    open class var systemBackground: UIColor { .white }
    /// https://developer.apple.com/documentation/uikit/uicolor/label
    open class var label: UIColor { .black }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
    open class var secondaryLabel: UIColor { .gray }
}

/// An object that provides access to the font's characteristics.
/// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    /// https://developer.apple.com/documentation/uikit/uifont/boldsystemfont(ofsize:)
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    public struct TextStyle: Hashable, RawRepresentable, Sendable {
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue
        public var rawValue: String
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        public static let body = TextStyle(rawValue: "body")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        public static let headline = TextStyle(rawValue: "headline")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "caption1")
    }
}

/// An object that manages image data in your app.
/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public init?(systemName name: String) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) { super.init() }
}
