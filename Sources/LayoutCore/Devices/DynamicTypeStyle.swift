/// A text style of Dynamic Type, as `UIFont.TextStyle` names it, with the point size UIKit gives it at every
/// `TextSizeCategory` on iPhone and iPad.
///
/// The sizes are Apple's Human Interface Guidelines table (Typography › Specifications › "iOS, iPadOS Dynamic Type
/// sizes", developer.apple.com/design/human-interface-guidelines/typography), the sizes
/// `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns.
public enum DynamicTypeStyle: String, Hashable, Sendable, CaseIterable {
    /// Large Title.
    case largeTitle
    /// Title 1.
    case title1
    /// Title 2.
    case title2
    /// Title 3.
    case title3
    /// Headline (semibold).
    case headline
    /// Body: the style `UIFontMetrics.default` scales by.
    case body
    /// Callout.
    case callout
    /// Subheadline.
    case subheadline
    /// Footnote.
    case footnote
    /// Caption 1.
    case caption1
    /// Caption 2.
    case caption2

    /// The style's point size at `category`.
    public func pointSize(at category: TextSizeCategory) -> Double {
        Self.sizes[self]![TextSizeCategory.allCases.firstIndex(of: category)!]
    }

    /// `size` scaled from the default category (`large`) to `category` as this style scales, as
    /// `UIFontMetrics(forTextStyle:).scaledValue(for:)` scales a custom size: by the ratio of the style's sizes.
    public func scaled(_ size: Double, to category: TextSizeCategory) -> Double {
        size * pointSize(at: category) / pointSize(at: .large)
    }

    /// Point sizes by style, one per category from `extraSmall` to `accessibilityExtraExtraExtraLarge`.
    private static let sizes: [DynamicTypeStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
}
