/// Space between elements, as `NSCollectionLayoutSpacing`.
public enum CompositionalSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points, growing to take an equal share of the free space with the other flexible spacings.
    case flexible(Double)

    /// The spacing before any free space is shared out.
    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): v
        }
    }

    /// True for `flexible`.
    public var isFlexible: Bool {
        if case .flexible = self { return true }
        return false
    }
}

/// Space around an item between it and its neighbours or its group's edges, as `NSCollectionLayoutEdgeSpacing`.
public struct CompositionalEdgeSpacing: Hashable, Sendable {
    /// Space before the leading (left) edge.
    public var leading: CompositionalSpacing?
    /// Space above the top edge.
    public var top: CompositionalSpacing?
    /// Space after the trailing (right) edge.
    public var trailing: CompositionalSpacing?
    /// Space below the bottom edge.
    public var bottom: CompositionalSpacing?

    /// Creates edge spacing; `nil` edges get no space.
    public init(
        leading: CompositionalSpacing? = nil, top: CompositionalSpacing? = nil,
        trailing: CompositionalSpacing? = nil, bottom: CompositionalSpacing? = nil
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
