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

    /// Order within a section in the layout output: header, cells, footer, decoration.
    public var sectionOrder: Int {
        switch self {
        case .header: 0
        case .cell: 1
        case .footer: 2
        case .decoration: 3
        }
    }
}

/// Everything a renderer needs to know about one element, as `UICollectionViewLayoutAttributes`.
///
/// `frame` is the untransformed frame; the drawn box is `frame` scaled about its centre by `scale`.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, header, footer or decoration.
    public var kind: ElementKind
    /// Section index.
    public var section: Int
    /// Item index for cells; 0 for supplementary and decoration elements.
    public var item: Int
    /// Frame in content coordinates.
    public var frame: Rect
    /// Drawing order: higher covers lower.
    public var zIndex: Int
    /// Scale about the frame's centre (carousel).
    public var scale: Double
    /// Opacity in 0...1.
    public var alpha: Double
    /// Corner radius for decoration backgrounds; 0 for other elements.
    public var cornerRadius: Double

    /// Creates attributes; `zIndex` defaults to the kind's default.
    public init(
        kind: ElementKind, section: Int, item: Int = 0, frame: Rect, zIndex: Int? = nil,
        scale: Double = 1, alpha: Double = 1, cornerRadius: Double = 0
    ) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.zIndex = zIndex ?? (kind == .decoration ? -1 : 0)
        self.scale = scale
        self.alpha = alpha
        self.cornerRadius = cornerRadius
    }

    /// The box actually covered on screen: `frame` scaled about its centre.
    public var drawnFrame: Rect { scale == 1 ? frame : frame.scaledAboutCenter(scale) }
}
