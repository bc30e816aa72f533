#if !canImport(UIKit)
/// A text label, as UIKit's class: its text and style are kept; views are not drawn, so it is never shown.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The font; the system font at 17 points by default.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    /// The text colour.
    open var textColor: UIColor! = .black
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means no limit.
    open var numberOfLines = 1
    /// How text too long for the label ends.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width; kept.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to; kept.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the label follows the text size setting: a text style's font is measured and drawn at the size of
    /// the label's text size category (the app's, or an ancestor's override).
    open var adjustsFontForContentSizeCategory = false
    /// The width lines wrap at for Auto Layout; kept.
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the label draws highlighted; kept.
    open var isHighlighted = false
    /// Whether the label draws enabled; kept.
    open var isEnabled = true
    /// The text with attributes; kept as given.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? text.map(NSAttributedString.init(string:)) }
        set {
            storedAttributedText = newValue
            text = newValue?.string
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// A label of `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Labels do not take touches by default, as in UIKit.
    override class var startsUserInteractionEnabled: Bool { false }

    /// Storyboards do not exist here; the initialiser exists so that subclasses written for UIKit compile.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The text's size in the label's font (one line per paragraph, or wrapped at spaces to `size.width` when
    /// `numberOfLines` is not 1), each line `font.lineHeight` high, the height rounded up to the screen's
    /// pixels (`PixelGrid`); measured in LayoutShot's embedded font.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = shownFont
        return TextMeasure.size(of: text ?? "", fontSize: font.pointSize, lineHeight: font.lineHeight,
                         width: numberOfLines == 1 ? nil : size.width, maximumLines: numberOfLines,
                         scale: ContentTraits(of: self).displayScale)
    }

    /// The text's size on one line per paragraph (or wrapped at `preferredMaxLayoutWidth` when set).
    open override var intrinsicContentSize: CGSize {
        let font = shownFont
        return TextMeasure.size(of: text ?? "", fontSize: font.pointSize, lineHeight: font.lineHeight,
                         width: numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil,
                         maximumLines: numberOfLines, scale: ContentTraits(of: self).displayScale)
    }

    /// The font as the label shows it: following the text size when `adjustsFontForContentSizeCategory`, as drawn.
    private var shownFont: UIFont {
        adjustsFontForContentSizeCategory ? font.adjusted(to: ContentTraits(of: self).category, adjusts: true) : font
    }
}

/// How text lines are aligned, as UIKit's enum.
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left
    /// Centred.
    case center
    /// Right.
    case right
    /// Both edges.
    case justified
    /// The script's natural side.
    case natural
}

/// How text too long for its box ends, as UIKit's enum.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at words.
    case byWordWrapping
    /// Wrap at characters.
    case byCharWrapping
    /// Cut off.
    case byClipping
    /// An ellipsis at the start.
    case byTruncatingHead
    /// An ellipsis at the end.
    case byTruncatingTail
    /// An ellipsis in the middle.
    case byTruncatingMiddle
}
#endif
