/// A compositional layout with its orthogonal scrollers at given offsets: the geometry a compositional
/// ``ComputedLayout`` answers with.
struct OrthogonallyScrolledGeometry: ComputedGeometry {
    /// The layout as computed.
    let layout: CompositionalGeometry
    /// Each orthogonally scrolling section's offset, by section index.
    let orthogonalOffsets: [Int: Double]

    var viewport: Size2D { layout.viewport }
    var contentSize: Size2D { layout.contentSize }
    var elementCount: Int { layout.elementCount }

    func attributes(at offset: Point2D) -> [LayoutAttributes] {
        layout.attributes(at: offset, orthogonalOffsets: orthogonalOffsets)
    }

    func attributes(in rect: Rect2D) -> [LayoutAttributes] {
        layout.attributes(in: rect)
    }

    func attributes(in rect: Rect2D, at offset: Point2D) -> [LayoutAttributes] {
        layout.attributes(in: rect, at: offset, orthogonalOffsets: orthogonalOffsets)
    }

    /// An orthogonal scroller's cells past the visible rect are left out of a picture.
    func attributes(showing visible: Rect2D, at offset: Point2D) -> [LayoutAttributes] {
        layout.attributes(showing: visible, at: offset, orthogonalOffsets: orthogonalOffsets)
    }
}
