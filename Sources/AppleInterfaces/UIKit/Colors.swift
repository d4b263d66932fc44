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
    /// https://developer.apple.com/documentation/uikit/uicolor/systemblue
    open class var systemBlue: UIColor { .blue }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemred
    open class var systemRed: UIColor { .red }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgreen
    open class var systemGreen: UIColor { .green }
    /// https://developer.apple.com/documentation/uikit/uicolor/systemgray
    open class var systemGray: UIColor { .gray }
    /// https://developer.apple.com/documentation/uikit/uicolor/secondarysystembackground
    open class var secondarySystemBackground: UIColor { .white }
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
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)
    public init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) { super.init() }
    /// https://developer.apple.com/documentation/uikit/uiimage/withtintcolor(_:)
    open func withTintColor(_ color: UIColor) -> UIImage { self }
    /// https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)
    open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { self }
    /// https://developer.apple.com/documentation/uikit/uiimage/applyingsymbolconfiguration(_:)
    open func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? { self }
    /// https://developer.apple.com/documentation/uikit/uiimage/size
    open var size: CGSize { .zero }

    /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
    public enum RenderingMode: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum/automatic
        case automatic, alwaysOriginal, alwaysTemplate
    }
    /// https://developer.apple.com/documentation/uikit/uiimage/symbolweight
    public enum SymbolWeight: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolweight/regular
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }
    /// https://developer.apple.com/documentation/uikit/uiimage/symbolscale
    public enum SymbolScale: Int, Sendable {
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolscale/default
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// An object that contains the traits the system uses when selecting the current image variant.
    /// https://developer.apple.com/documentation/uikit/uiimage/configuration
    open class Configuration: NSObject, @unchecked Sendable {}

    /// An object that contains the specific font, size, style, and weight attributes to apply to a symbol image.
    /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration
    open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:)
        public convenience init(pointSize: CGFloat) { self.init() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:weight:)
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) { self.init() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(pointsize:weight:scale:)
        public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) { self.init() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(weight:)
        public convenience init(weight: UIImage.SymbolWeight) { self.init() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(scale:)
        public convenience init(scale: UIImage.SymbolScale) { self.init() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(textstyle:)
        public convenience init(textStyle: UIFont.TextStyle) { self.init() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/init(hierarchicalcolor:)
        public convenience init(hierarchicalColor: UIColor) { self.init() }
        /// https://developer.apple.com/documentation/uikit/uiimage/symbolconfiguration/applying(_:)-3bujz
        open func applying(_ configuration: UIImage.SymbolConfiguration?) -> Self { self }
    }
}

/// An object that displays a single image or a sequence of animated images in your interface.
/// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
    public init(image: UIImage?) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(image:highlightedimage:)
    public init(image: UIImage?, highlightedImage: UIImage?) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// https://developer.apple.com/documentation/uikit/uiimageview/init(coder:)
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// https://developer.apple.com/documentation/uikit/uiimageview/image
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/uiimageview/preferredsymbolconfiguration
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
}
