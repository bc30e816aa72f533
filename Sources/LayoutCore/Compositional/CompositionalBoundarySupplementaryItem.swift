/// A header, footer or other view on an edge of a section or of the whole layout,
/// as `NSCollectionLayoutBoundarySupplementaryItem`.
public struct CompositionalBoundarySupplementaryItem: Hashable, Sendable {
    /// The size; fractions are of the section's (or layout's) content size.
    public var layoutSize: CompositionalSize
    /// The kind the data source is asked for.
    public var elementKind: String
    /// The edge it sits on.
    public var alignment: CompositionalRectAlignment
    /// A move from the aligned position, in points.
    public var absoluteOffset: Point2D
    /// Stays in the visible bounds while its section is on screen (a sticky header or footer).
    public var pinToVisibleBounds: Bool
    /// Takes room of its own before or after the content instead of lying over it.
    public var extendsBoundary: Bool
    /// Drawing order; Apple's default of 1 puts it above the cells.
    public var zIndex: Int

    /// Creates a boundary supplementary item.
    public init(
        layoutSize: CompositionalSize, elementKind: String, alignment: CompositionalRectAlignment,
        absoluteOffset: Point2D = .zero, pinToVisibleBounds: Bool = false, extendsBoundary: Bool = true, zIndex: Int = 1
    ) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
        self.zIndex = zIndex
    }
}
