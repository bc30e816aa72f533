#if !canImport(UIKit)
import LayoutCore

extension UIFont {
    /// The font of `style` at the text size of `traitCollection` (the app's when it specifies none).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return preferredFont(style, at: category == .unspecified ? UIApplication.shared.preferredContentSizeCategory : category)
    }

    /// The font of `style` at `category`: the size of Apple's Dynamic Type table (`DynamicTypeStyle`, from the
    /// Human Interface Guidelines' typography specifications), semibold for Headline as UIKit makes it.
    static func preferredFont(_ style: TextStyle, at category: UIContentSizeCategory) -> UIFont {
        let size = style.dynamicTypeStyle.map { CGFloat($0.pointSize(at: TextSizeCategory(category))) } ?? style.defaultSize
        let font = UIFont(fontName: ".SFUI", pointSize: size, weight: style == .headline ? .semibold : .regular, textStyle: style)
        font.sizedFor = category
        return font
    }

    /// The same font at `weight`, still of its text style.
    func withWeight(_ weight: Weight) -> UIFont {
        let font = UIFont(fontName: fontName, pointSize: pointSize, weight: weight, textStyle: textStyle)
        font.sizedFor = sizedFor
        return font
    }

    /// The font as shown at `category`: a text style's font (one `preferredFont` made) at the style's size there
    /// when it adjusts (`adjusts`), as a label with `adjustsFontForContentSizeCategory` follows the setting; else as is.
    func adjusted(to category: UIContentSizeCategory, adjusts: Bool) -> UIFont {
        // A style's font already sized for `category` is what a new one would be.
        guard adjusts, sizedFor != category, let style = textStyle?.dynamicTypeStyle else { return self }
        let size = CGFloat(style.pointSize(at: TextSizeCategory(category)))
        return UIFont(fontName: fontName, pointSize: size, weight: weight, textStyle: textStyle)
    }
}

extension UIFont.TextStyle {
    /// LayoutCore's style of the same name, `nil` for a style UIKit added later.
    var dynamicTypeStyle: DynamicTypeStyle? {
        switch self {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .body: .body
        case .callout: .callout
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        default: nil
        }
    }
}

extension TextSizeCategory {
    /// The category of UIKit's `category`; `large` for `unspecified` and unknown names.
    init(_ category: UIContentSizeCategory) {
        self = Self.byName[category.rawValue] ?? .large
    }

    /// Each category by UIKit's name, made once: cells ask for every text they lay out.
    private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { (UIContentSizeCategory($0).rawValue, $0) })
}
#endif
