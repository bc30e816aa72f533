#if !canImport(UIKit)
import Foundation

/// How a list content configuration's text or secondary text looks, as UIKit's structure.
public struct UIListContentTextProperties: Hashable {
    /// How the text lines up.
    public enum TextAlignment: Int, Hashable, Sendable {
        /// The script's natural side.
        case natural
        /// Centred.
        case center
        /// Both edges.
        case justified
    }

    /// A change of case applied to the text shown.
    public enum TextTransform: Int, Hashable, Sendable {
        /// As written.
        case none
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
        /// Each word capitalised.
        case capitalized
    }

    /// The font; a text style's font follows the text size when `adjustsFontForContentSizeCategory`.
    public var font: UIFont
    /// The colour.
    public var color: UIColor
    /// How lines line up.
    public var alignment: TextAlignment = .natural
    /// How text too long for its lines ends.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The most lines; 0, the default, for no limit.
    public var numberOfLines = 0
    /// Whether the font shrinks to fit; kept.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to; kept.
    public var minimumScaleFactor: CGFloat = 0
    /// Whether letters tighten before truncating; kept.
    public var allowsDefaultTighteningForTruncation = true
    /// Whether a text style's font follows the text size setting (Dynamic Type).
    public var adjustsFontForContentSizeCategory = true
    /// The change of case applied to the text shown.
    public var transform: TextTransform = .none
    /// Whether truncated text expands on hover; kept.
    public var showsExpansionTextWhenTruncated = false

    /// Properties of `font` and `color`.
    init(font: UIFont, color: UIColor) {
        self.font = font
        self.color = color
    }

    /// The colour as shown.
    public func resolvedColor() -> UIColor { color }

    /// `text` with `transform` applied.
    func transformed(_ text: String) -> String {
        switch transform {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
    }
}

/// How a list content configuration's image looks, as UIKit's structure.
public struct UIListContentImageProperties: Hashable {
    /// The dimension that asks for the system's standard size.
    public static let standardDimension: CGFloat = -.greatestFiniteMagnitude

    /// The tint of a template or symbol image; `nil` for the view's tint.
    public var tintColor: UIColor?
    /// How a symbol image is drawn; kept, as symbols are drawn as placeholders.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The corner radius the image is clipped to.
    public var cornerRadius: CGFloat = 0
    /// The largest size shown; zero for no limit.
    public var maximumSize: CGSize = .zero
    /// The size laid out for the image whatever its own size; `standardDimension` on an axis for the standard.
    public var reservedLayoutSize: CGSize = .zero
    /// Whether the image keeps its colours under Smart Invert; kept.
    public var accessibilityIgnoresInvertColors = false

    /// Default properties.
    public init() {}

    /// The tint as shown, `color` when none is set.
    public func resolvedTintColor(for color: UIColor) -> UIColor { tintColor ?? color }
}
#endif
