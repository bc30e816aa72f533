#if !canImport(UIKit)
/// A font, as UIKit's class: its size and metrics are what layout code reads. Every font is LayoutShot's
/// embedded font (the one labels are drawn and `SelfSizingProvider.text` measures with); the metrics are the
/// system font's proportions (line height 1.19 × the size).
///
/// `@unchecked Sendable` as UIKit's fonts are immutable.
open class UIFont: NSObject, @unchecked Sendable {
    /// A font weight, as UIKit's struct.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The weight from −1 (thinnest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// A weight of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
    }

    /// A Dynamic Type text style, as UIKit's struct.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String
        /// A style of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// 34 points at the default size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's size at the `.large` text size (Apple's Human Interface Guidelines, Typography).
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }

    /// The font's size in points.
    public let pointSize: CGFloat
    /// The font's name.
    public let fontName: String
    /// The font's weight.
    public let weight: Weight
    /// The Dynamic Type style the font was made for, so that a label adjusting to the text size can rescale it.
    let textStyle: TextStyle?
    /// The text size a text style's font was sized for (`preferredFont`), so that showing it at that size needs
    /// no new font (`adjusted(to:adjusts:)`); `nil` for other fonts.
    var sizedFor: UIContentSizeCategory?

    /// A font of `fontName`, `pointSize` and `weight`, of `textStyle` when made for one.
    init(fontName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        super.init()
    }

    /// The font named `fontName` at `fontSize`; every name gives the embedded font here.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, pointSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Regular", pointSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI", pointSize: fontSize, weight: weight)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Bold", pointSize: fontSize, weight: .bold)
    }

    /// Whether the font slants: the italic system font, or a font whose name says so (`Helvetica-Oblique`).
    var isItalic: Bool { fontName.hasSuffix("Italic") || fontName.hasSuffix("Oblique") }

    /// The italic system font at `fontSize`.
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", pointSize: fontSize, weight: .regular)
    }

    /// The system font with digits of one width.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-Monospaced", pointSize: fontSize, weight: weight)
    }

    /// The font of `style` at the app's text size (`UIApplication.shared.preferredContentSizeCategory`, which the
    /// host sets from the snapshot's traits), as UIKit sizes it for the user's setting.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(style, at: UIApplication.shared.preferredContentSizeCategory)
    }

    /// The size labels use by default: 17 points.
    open class var labelFontSize: CGFloat { 17 }
    /// The system font size: 14 points.
    open class var systemFontSize: CGFloat { 14 }

    /// The same font at `fontSize`.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight)
    }

    /// The font's family name.
    open var familyName: String { fontName }
    /// The height of the tallest letters above the baseline: 0.95 × the size.
    open var ascender: CGFloat { pointSize * 0.952 }
    /// How far letters reach below the baseline (negative): −0.24 × the size.
    open var descender: CGFloat { -pointSize * 0.241 }
    /// The distance between baselines: 1.19 × the size.
    open var lineHeight: CGFloat { ascender - descender }
    /// Extra space between lines: none.
    open var leading: CGFloat { 0 }
    /// The height of capitals: 0.7 × the size.
    open var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of lowercase x: 0.53 × the size.
    open var xHeight: CGFloat { pointSize * 0.528 }

    /// Equal when of the same name, size and weight.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize && weight == other.weight
    }

    /// Consistent with `isEqual(_:)`.
    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }
}
#endif
