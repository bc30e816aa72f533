/// An environment-dependent font, as SwiftUI's `Font`: only its size changes layout; its weight and slant change
/// how pictures draw the glyphs (synthesized from the one embedded face, advance widths unchanged).
///
/// Text styles have the sizes Apple's Human Interface Guidelines give for iOS at the default (`.large`) text
/// size ("Typography", Dynamic Type sizes: large title 34, title 28, title 2 22, title 3 20, headline 17,
/// body 17, callout 16, subheadline 15, footnote 13, caption 12, caption 2 11); the headline is semibold there.
public struct Font: Hashable, Sendable {
    let pointSize: CGFloat
    /// The weight on `Weight`'s scale (0 regular).
    let weightValue: Double
    let isItalic: Bool

    init(pointSize: CGFloat, weight: Double = 0, isItalic: Bool = false) {
        self.pointSize = pointSize
        self.weightValue = weight
        self.isItalic = isItalic
    }

    /// A dynamic text style.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        /// 34 pt.
        case largeTitle
        /// 28 pt.
        case title
        /// 22 pt.
        case title2
        /// 20 pt.
        case title3
        /// 17 pt.
        case headline
        /// 15 pt.
        case subheadline
        /// 17 pt.
        case body
        /// 16 pt.
        case callout
        /// 13 pt.
        case footnote
        /// 12 pt.
        case caption
        /// 11 pt.
        case caption2

        var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption: 12
            case .caption2: 11
            }
        }
    }

    /// A font weight, on UIKit's `UIFont.Weight` scale.
    public struct Weight: Hashable, Sendable {
        let value: Double
        /// The ultraLight weight.
        public static let ultraLight = Weight(value: -0.8)
        /// The thin weight.
        public static let thin = Weight(value: -0.6)
        /// The light weight.
        public static let light = Weight(value: -0.4)
        /// The regular weight.
        public static let regular = Weight(value: 0)
        /// The medium weight.
        public static let medium = Weight(value: 0.23)
        /// The semibold weight.
        public static let semibold = Weight(value: 0.3)
        /// The bold weight.
        public static let bold = Weight(value: 0.4)
        /// The heavy weight.
        public static let heavy = Weight(value: 0.56)
        /// The black weight.
        public static let black = Weight(value: 0.62)
    }

    /// A font design; inert.
    public enum Design: Hashable, Sendable {
        /// The system design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A monospaced design.
        case monospaced
    }

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(pointSize: style.pointSize, weight: weight?.value ?? (style == .headline ? Weight.semibold.value : 0))
    }

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(pointSize: size, weight: weight?.value ?? 0)
    }

    /// A named font at a size.
    public static func custom(_ name: String, size: CGFloat) -> Font { Font(pointSize: size) }

    /// A named font at a size relative to a text style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font(pointSize: size) }

    /// A named font at a fixed size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font(pointSize: fixedSize) }

    /// Large title.
    public static let largeTitle = Font.system(.largeTitle)
    /// Title.
    public static let title = Font.system(.title)
    /// Second-level title.
    public static let title2 = Font.system(.title2)
    /// Third-level title.
    public static let title3 = Font.system(.title3)
    /// Headline.
    public static let headline = Font.system(.headline)
    /// Subheadline.
    public static let subheadline = Font.system(.subheadline)
    /// Body.
    public static let body = Font.system(.body)
    /// Callout.
    public static let callout = Font.system(.callout)
    /// Footnote.
    public static let footnote = Font.system(.footnote)
    /// Caption.
    public static let caption = Font.system(.caption)
    /// Second caption.
    public static let caption2 = Font.system(.caption2)

    /// The font with a weight.
    public func weight(_ weight: Weight) -> Font { Font(pointSize: pointSize, weight: weight.value, isItalic: isItalic) }
    /// The bold font.
    public func bold() -> Font { self.weight(.bold) }
    /// The italic font.
    public func italic() -> Font { Font(pointSize: pointSize, weight: weightValue, isItalic: true) }
    /// Monospaced digits: inert.
    public func monospacedDigit() -> Font { self }
}

/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`: text scales as the body style does, by the sizes
/// Apple's Human Interface Guidelines give for iOS body text (14, 15, 16, 17 at `.large`, 19, 21, 23, then 28,
/// 33, 40, 47, 53 for the accessibility sizes).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    /// Body text 14 pt.
    case xSmall
    /// Body text 15 pt.
    case small
    /// Body text 16 pt.
    case medium
    /// Body text 17 pt: the default.
    case large
    /// Body text 19 pt.
    case xLarge
    /// Body text 21 pt.
    case xxLarge
    /// Body text 23 pt.
    case xxxLarge
    /// Body text 28 pt.
    case accessibility1
    /// Body text 33 pt.
    case accessibility2
    /// Body text 40 pt.
    case accessibility3
    /// Body text 47 pt.
    case accessibility4
    /// Body text 53 pt.
    case accessibility5

    var bodyPointSize: CGFloat {
        switch self {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
