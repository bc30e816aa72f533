import LayoutCore

/// A spec's `compositional` layout: the engine's description plus what the spec file adds to it
/// (the viewport's safe area and margins, the item counts, the orthogonal scrollers' offsets).
public struct CompositionalSpecLayout: Sendable {
    /// The layout description, as `UICollectionViewCompositionalLayout` would hold it.
    public var layout: CompositionalLayout
    /// The collection view's bounds with its safe area and layout margins.
    public var viewport: CompositionalViewport
    /// The number of items in each section, from the spec's `sections`.
    public var itemCounts: [Int]
    /// The content offset of each orthogonally scrolling section named in `orthogonalOffsets` (the first frame's
    /// when they make a filmstrip): the layout output's.
    public var orthogonalOffsets: [Int: Double]
    /// One set of orthogonal offsets per frame when an `offsets` list makes a filmstrip across them; else empty.
    public var orthogonalOffsetFrames: [[Int: Double]]

    /// Creates a compositional spec layout.
    public init(
        layout: CompositionalLayout, viewport: CompositionalViewport, itemCounts: [Int], orthogonalOffsets: [Int: Double] = [:],
        orthogonalOffsetFrames: [[Int: Double]] = []
    ) {
        self.layout = layout
        self.viewport = viewport
        self.itemCounts = itemCounts
        self.orthogonalOffsets = orthogonalOffsets
        self.orthogonalOffsetFrames = orthogonalOffsetFrames
    }

    /// The computed geometry.
    public func compute() -> CompositionalGeometry {
        layout.compute(in: viewport, itemCounts: itemCounts)
    }
}
