import LayoutCore

/// A view with no subviews and its sizing rule.
enum LeafContent {
    /// `Text`, measured with `TextMeasure`.
    case text(TextMeasure)
    /// `Image`: a placeholder of its natural size, or filling the proposal once `resizable()`; a system symbol
    /// (`isSymbol`) is drawn as `SymbolGlyph`'s stand-in.
    case image(name: String, size: CGSize, resizable: Bool, isSymbol: Bool = false)
    /// `Color` and the shapes: the proposal, 10 points where unspecified (`replacingUnspecifiedDimensions`'s
    /// documented default, which SwiftUI's shapes take).
    case shape(ShapeDrawing)
    /// `Spacer`.
    case spacer(minLength: CGFloat?)
    /// `Divider`.
    case divider

    /// A `Spacer` with no minimum length keeps the default spacing (Apple: "If nil, the system default
    /// amount of space is used"; that default is `ViewSpacing`'s 8 points).
    static let spacerDefaultMinimum: CGFloat = ViewSpacing.defaultDistance

    /// A divider's thickness. Apple documents none; 1 point shows at scale 1.
    static let dividerThickness: CGFloat = 1

    func size(for proposal: ProposedViewSize, stackAxis: Axis?) -> CGSize {
        switch self {
        case .text(let text):
            return text.size(for: proposal)
        case let .image(_, size, resizable, _):
            return resizable ? proposal.replacingUnspecifiedDimensions(by: size) : size
        case .shape(let drawing):
            return drawing.sizing?(proposal) ?? proposal.replacingUnspecifiedDimensions()
        case .spacer(let minLength):
            let minimum = minLength ?? Self.spacerDefaultMinimum
            func along(_ proposed: CGFloat?) -> CGFloat { max(minimum, proposed ?? minimum) }
            // Along its stack's axis a spacer takes what it is offered (at least its minimum) and nothing across
            // it; outside a stack it grows both ways.
            switch stackAxis {
            case .horizontal?: return CGSize(width: along(proposal.width), height: 0)
            case .vertical?: return CGSize(width: 0, height: along(proposal.height))
            case nil: return CGSize(width: along(proposal.width), height: along(proposal.height))
            }
        case .divider:
            // A divider runs across its stack: vertical in an `HStack`, horizontal otherwise.
            if stackAxis == .horizontal { return CGSize(width: Self.dividerThickness, height: proposal.height ?? 0) }
            return CGSize(width: proposal.width ?? 0, height: Self.dividerThickness)
        }
    }

    /// The explicit value of a text baseline guide: text sets both; other leaves set none.
    func baseline(_ key: ObjectIdentifier, proposal: ProposedViewSize) -> CGFloat? {
        guard case .text(let text) = self else { return nil }
        if key == VerticalAlignment.firstTextBaseline.key { return text.baseline(last: false, proposal: proposal) }
        if key == VerticalAlignment.lastTextBaseline.key { return text.baseline(last: true, proposal: proposal) }
        return nil
    }
}

/// How a shape or colour is drawn: its fill (nil: the theme's) and corners.
struct ShapeDrawing {
    enum Corners { case square, rounded(CGFloat), capsule }
    var fill: RGBAColor?
    var corners: Corners
    /// The shape's own `sizeThatFits(_:)`; `nil` for a colour.
    var sizing: (@Sendable (ProposedViewSize) -> CGSize)? = nil
}
