#if !canImport(UIKit)
import LayoutCore

/// A header, footer or other view on an edge of a section or of the whole layout, as UIKit's class.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The edge it sits on.
    public let alignment: NSRectAlignment
    /// The move from the aligned position, in points.
    public let offset: CGPoint
    /// Whether it takes room of its own instead of lying over the content; `true` by default.
    public var extendsBoundary = true
    /// Whether it stays in the visible bounds while its section is on screen; `false` by default.
    public var pinToVisibleBounds = false

    /// A boundary supplementary of `layoutSize` on `alignment`'s edge.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// A boundary supplementary of `layoutSize` on `alignment`'s edge, moved by `absoluteOffset` points.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    /// The wrapper of an engine value, for sections the engine builds (lists).
    convenience init(_ value: CompositionalBoundarySupplementaryItem) {
        self.init(
            layoutSize: NSCollectionLayoutSize(value.layoutSize), elementKind: value.elementKind,
            alignment: NSRectAlignment(value.alignment),
            absoluteOffset: CGPoint(x: value.absoluteOffset.x, y: value.absoluteOffset.y))
        extendsBoundary = value.extendsBoundary
        pinToVisibleBounds = value.pinToVisibleBounds
        zIndex = value.zIndex
    }

    /// A boundary supplementary with the same settings.
    public override func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: offset)
        copy.extendsBoundary = extendsBoundary
        copy.pinToVisibleBounds = pinToVisibleBounds
        copy.zIndex = zIndex
        copy.contentInsets = contentInsets
        return copy
    }

    /// The engine's value of this boundary supplementary.
    var boundaryValue: CompositionalBoundarySupplementaryItem {
        CompositionalBoundarySupplementaryItem(
            layoutSize: layoutSize.value, elementKind: elementKind, alignment: alignment.value,
            absoluteOffset: Point2D(x: Double(offset.x), y: Double(offset.y)), pinToVisibleBounds: pinToVisibleBounds,
            extendsBoundary: extendsBoundary, zIndex: zIndex)
    }
}
#endif
