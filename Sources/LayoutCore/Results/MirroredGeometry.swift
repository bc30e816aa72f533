/// A computed layout mirrored across its content width, as UIKit shows a flipping layout right to left: every
/// query is asked of the original in mirrored coordinates and its frames mirrored back.
struct MirroredGeometry: ComputedGeometry {
    /// The layout as computed left to right.
    let base: ComputedLayout

    var viewport: Size { base.viewport }
    var contentSize: Size { base.contentSize }
    var elementCount: Int { base.elementCount }

    func attributes(at offset: Point) -> [LayoutAttributes] {
        mirror(base.attributes(at: mirror(offset)))
    }

    func attributes(in rect: Rect) -> [LayoutAttributes] {
        mirror(base.attributes(in: mirror(rect)))
    }

    func attributes(in rect: Rect, at offset: Point) -> [LayoutAttributes] {
        mirror(base.attributes(in: mirror(rect), at: mirror(offset)))
    }

    func attributes(showing visible: Rect, at offset: Point) -> [LayoutAttributes] {
        mirror(base.attributes(showing: mirror(visible), at: mirror(offset)))
    }

    /// The width the layout is mirrored across: its content's.
    private var mirrorWidth: Double { contentSize.width }

    /// `rect` in the other direction's coordinates.
    private func mirror(_ rect: Rect) -> Rect { rect.mirrored(acrossWidth: mirrorWidth) }

    /// The content offset that shows the mirror image of what `offset` shows.
    private func mirror(_ offset: Point) -> Point { Point(x: mirrorWidth - viewport.width - offset.x, y: offset.y) }

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
