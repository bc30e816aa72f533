#if !canImport(SwiftUI)
/// An environment-dependent font, as SwiftUI's `Font`: only its size changes layout.
///
/// Text styles have the sizes Apple's Human Interface Guidelines give for iOS at the default (`.large`) text
/// size ("Typography", Dynamic Type sizes: large title 34, title 28, title 2 22, title 3 20, headline 17,
/// body 17, callout 16, subheadline 15, footnote 13, caption 12, caption 2 11).
public struct Font: Hashable, Sendable {
    let pointSize: CGFloat

    init(pointSize: CGFloat) { self.pointSize = pointSize }

    /// A dynamic text style.
    public enum TextStyle: Hashable, CaseIterable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2

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

    /// A font weight; inert.
    public struct Weight: Hashable, Sendable {
        let value: Double
        public static let ultraLight = Weight(value: -0.8)
        public static let thin = Weight(value: -0.6)
        public static let light = Weight(value: -0.4)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 0.23)
        public static let semibold = Weight(value: 0.3)
        public static let bold = Weight(value: 0.4)
        public static let heavy = Weight(value: 0.56)
        public static let black = Weight(value: 0.62)
    }

    /// A font design; inert.
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The system font of a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(pointSize: style.pointSize)
    }

    /// The system font at a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(pointSize: size)
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

    /// The font with a weight: inert.
    public func weight(_ weight: Weight) -> Font { self }
    /// The bold font: inert.
    public func bold() -> Font { self }
    /// The italic font: inert.
    public func italic() -> Font { self }
    /// Monospaced digits: inert.
    public func monospacedDigit() -> Font { self }
}

/// A Dynamic Type size, as SwiftUI's `DynamicTypeSize`: text scales as the body style does, by the sizes
/// Apple's Human Interface Guidelines give for iOS body text (14, 15, 16, 17 at `.large`, 19, 21, 23, then 28,
/// 33, 40, 47, 53 for the accessibility sizes).
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

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
#endif
