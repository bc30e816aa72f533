/// A computed layout mirrored across its content width, as UIKit shows a flipping layout right to left: every
/// query is asked of the original in mirrored coordinates and its frames mirrored back.
struct MirroredGeometry: ComputedGeometry {
    /// The layout as computed left to right.
    let base: ComputedLayout

    var viewport: Size2D { base.viewport }
    var contentSize: Size2D { base.contentSize }
    var elementCount: Int { base.elementCount }

    func attributes(at offset: Point2D) -> [LayoutAttributes] {
        mirror(base.attributes(at: mirror(offset)))
    }

    func attributes(in rect: Rect2D) -> [LayoutAttributes] {
        mirror(base.attributes(in: mirror(rect)))
    }

    func attributes(in rect: Rect2D, at offset: Point2D) -> [LayoutAttributes] {
        mirror(base.attributes(in: mirror(rect), at: mirror(offset)))
    }

    func attributes(showing visible: Rect2D, at offset: Point2D) -> [LayoutAttributes] {
        mirror(base.attributes(showing: mirror(visible), at: mirror(offset)))
    }

    /// The width the layout is mirrored across: its content's.
    private var mirrorWidth: Double { contentSize.width }

    /// `rect` in the other direction's coordinates.
    private func mirror(_ rect: Rect2D) -> Rect2D { rect.mirrored(acrossWidth: mirrorWidth) }

    /// The content offset that shows the mirror image of what `offset` shows.
    private func mirror(_ offset: Point2D) -> Point2D { Point2D(x: mirrorWidth - viewport.width - offset.x, y: offset.y) }

    /// The elements with their frames mirrored; order, transforms and clips are kept, as UIKit moves only the frame.
    /// The width is read once: each read asks the mirrored layout's case for its geometry again.
    private func mirror(_ attributes: [LayoutAttributes]) -> [LayoutAttributes] {
        let width = mirrorWidth
        return attributes.map { element in
            var element = element
            element.frame = element.frame.mirrored(acrossWidth: width)
            return element
        }
    }
}
