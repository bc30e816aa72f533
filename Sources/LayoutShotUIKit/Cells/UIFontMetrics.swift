#if !canImport(UIKit)
import LayoutCore

/// Scales custom fonts and values as a text style scales with Dynamic Type, as UIKit's class: by the ratio of the
/// style's size at the text size in effect to its size at Large (Apple's Dynamic Type table, `DynamicTypeStyle`;
/// "UIFontMetrics" in Apple's documentation: a custom font scales as the style would).
@preconcurrency @MainActor
open class UIFontMetrics: NSObject {
    /// The metrics of the body style.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    private let style: UIFont.TextStyle

    /// The metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        style = textStyle
        super.init()
    }

    /// `font` at the size the style's scaling gives at the app's text size.
    open func scaledFont(for font: UIFont) -> UIFont { scaledFont(for: font, compatibleWith: nil) }

    /// `font` scaled, at most `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the text size of `traitCollection` (the app's when `nil` or unspecified).
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(scaledValue(for: font.pointSize, compatibleWith: traitCollection))
    }

    /// `font` scaled for `traitCollection`, at most `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(min(maximumPointSize, scaledValue(for: font.pointSize, compatibleWith: traitCollection)))
    }

    /// `value` scaled as the style scales at the app's text size.
    open func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    /// `value` scaled as the style scales at the text size of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        guard let dynamic = style.dynamicTypeStyle else { return value }
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UIApplication.shared.preferredContentSizeCategory }
        return CGFloat(dynamic.scaled(Double(value), to: TextSizeCategory(category)))
    }
}
#endif
