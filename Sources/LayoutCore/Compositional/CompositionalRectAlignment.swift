/// Where a boundary supplementary sits on its section or layout, as `NSRectAlignment`.
public enum CompositionalRectAlignment: String, Hashable, Sendable, CaseIterable {
    /// No edge: at the content's leading start, beside the content; never extends the boundary.
    case none
    /// Above the content, centred across.
    case top
    /// Above the content at the leading edge.
    case topLeading
    /// Beside the content at the leading edge.
    case leading
    /// Below the content at the leading edge.
    case bottomLeading
    /// Below the content, centred across.
    case bottom
    /// Below the content at the trailing edge.
    case bottomTrailing
    /// Beside the content at the trailing edge.
    case trailing
    /// Above the content at the trailing edge.
    case topTrailing

    /// The horizontal component: -1 leading, 0 centre, 1 trailing.
    var horizontal: Int {
        switch self {
        case .topLeading, .leading, .bottomLeading, .none: -1
        case .top, .bottom: 0
        case .topTrailing, .trailing, .bottomTrailing: 1
        }
    }

    /// The vertical component: -1 top, 0 middle, 1 bottom.
    var vertical: Int {
        switch self {
        case .top, .topLeading, .topTrailing, .none: -1
        case .leading, .trailing: 0
        case .bottom, .bottomLeading, .bottomTrailing: 1
        }
    }

    /// The component along the scroll axis (-1 before the content, 1 after it, 0 beside it) and across it.
    func components(scrollingAlong direction: ScrollDirection) -> (along: Int, across: Int) {
        let axis = AxisMapper(direction: direction)
        guard self != .none else { return (0, -1) }
        return (axis.v(width: horizontal, height: vertical), axis.u(width: horizontal, height: vertical))
    }
}
