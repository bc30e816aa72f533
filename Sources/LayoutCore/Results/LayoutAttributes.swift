/// What kind of element an attribute describes.
public enum ElementKind: String, Hashable, Sendable, CaseIterable {
    /// An item.
    case cell
    /// A section header (supplementary view).
    case header
    /// A section footer (supplementary view).
    case footer
    /// A section background (decoration view).
    case decoration
    /// A supplementary view other than a header or footer (a badge, a separator); see `elementKind`.
    case supplementary

    /// Order within a section in the layout output: header, cells, footer, other supplementaries, decoration.
    public var sectionOrder: Int {
        switch self {
        case .header: 0
        case .cell: 1
        case .footer: 2
        case .supplementary: 3
        case .decoration: 4
        }
    }
}

/// Everything a renderer needs to know about one element, as `UICollectionViewLayoutAttributes`.
///
/// `frame` is the untransformed frame; what is drawn is `frame` scaled about its centre by `scale`, then
/// transformed about its centre by `transform` (UIKit's `transform` and the affine part of `transform3D`).
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, header, footer or decoration.
    public var kind: ElementKind
    /// Section index.
    public var section: Int
    /// The item of the element's index path: the item for cells, 0 for the engine's headers, footers and
    /// decorations, whatever a layout object gives its supplementary and decoration views.
    public var item: Int
    /// Frame in content coordinates.
    public var frame: Rect2D
    /// Drawing order: higher covers lower.
    public var zIndex: Int
    /// Scale about the frame's centre (carousel).
    public var scale: Double
    /// Opacity in 0...1: the element's whole drawing (box and label) is composited at it.
    public var alpha: Double
    /// Whether the element is left out of pictures, as UIKit does not show a hidden view.
    public var isHidden: Bool
    /// Corner radius for decoration backgrounds; 0 for other elements.
    public var cornerRadius: Double
    /// Applied about the frame's centre after `scale`; identity for the engine's own kinds.
    public var transform: Transform2D
    /// The UIKit element kind of a decoration or of a supplementary view that is not a header or footer (and
    /// of a list's `firstItemInSection` header cell, `list-header-item`, so that it is drawn as a header).
    public var elementKind: String?
    /// A fill the layout asks for (a list's `backgroundColor`); `nil` leaves the renderer's theme colour.
    public var color: RGBAColor?
    /// The shape the element's drawing is clipped to (a view's mask), in its own coordinates; `nil` draws the whole box.
    public var clip: ClipShape?
    /// What the element's view shows inside it (text, images, glyphs, its own background), drawn over or instead
    /// of the theme's box; `nil` for the layout's bare boxes and their generated labels.
    public var content: ElementContent?

    /// Creates attributes; `zIndex` defaults to the kind's default.
    public init(
        kind: ElementKind, section: Int, item: Int = 0, frame: Rect2D, zIndex: Int? = nil,
        scale: Double = 1, alpha: Double = 1, cornerRadius: Double = 0, transform: Transform2D = .identity,
        elementKind: String? = nil, isHidden: Bool = false, color: RGBAColor? = nil
    ) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex ?? (kind == .decoration ? -1 : 0)
        self.scale = scale
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.transform = transform
        self.elementKind = elementKind
        self.isHidden = isHidden
        self.color = color
    }

    /// Maps the untransformed frame to what is drawn: `scale`, then `transform`, both about the frame's centre.
    public var drawingTransform: Transform2D {
        let center = frame.center
        let scaled = scale == 1 ? Transform2D.identity : Transform2D.scale(scale, about: center)
        return transform.isIdentity ? scaled : scaled.concatenating(transform.about(center))
    }

    /// The box actually covered on screen: the bounding box of the frame under `drawingTransform`.
    public var drawnFrame: Rect2D {
        if transform.isIdentity { return scale == 1 ? frame : frame.scaledAboutCenter(scale) }
        return drawingTransform.apply(to: frame)
    }
}
