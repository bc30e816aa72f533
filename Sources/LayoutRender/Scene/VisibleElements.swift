import LayoutCore

/// The elements of one frame that can change a pixel, in painting order, found before any drawing
/// work so that a scene costs what it shows, not how many elements a layout stacks on one spot.
///
/// An element is left out when it is hidden, fully transparent, or when nothing it draws (its box,
/// its label, `margin` around them for strokes and anti-aliasing) meets the visible rectangle: these
/// change no pixel. A frame of more than `occlusionThreshold` remaining elements is a pile no screen
/// shows one by one; there, an element is also left out when its box and label lie within the box of
/// an opaque element drawn later, and a label when that box covers the label alone. Such a pile is
/// drawn as its visible elements: the rounded corners and anti-aliased edges where boxes coincide
/// show one element's instead of many blended, and the SVG lists what shows. Below the threshold
/// every element is drawn, so ordinary pictures and their SVG do not change.
struct VisibleElements {
    /// Points around what an element draws within which it can still change a pixel, at scales
    /// down to 0.5.
    static let margin = 2.0
    /// How many of the largest opaque boxes seen so far are kept to test the elements below them.
    static let occluderLimit = 8
    /// How many of the opaque boxes drawn last above are also kept: in a staircase of boxes each
    /// element is covered by its neighbour.
    static let recentOccluderLimit = 4
    /// Elements meeting the visible rectangle above which covered ones are left out: far more than
    /// a screen of ordinary cells, far fewer than would make drawing them slow.
    static let occlusionThreshold = 4096

    /// One element kept for drawing.
    struct Element {
        /// Its attributes.
        var attributes: LayoutAttributes
        /// Its label, unless it has none or the label cannot show.
        var label: ElementStyle.Label?
    }

    /// The kept elements, bottom first.
    let elements: [Element]
    /// What drawing them takes.
    let cost: SceneCost

    /// The elements of `attributes` that show in `visible` drawn with `style`.
    init(_ attributes: [LayoutAttributes], visible: Rect2D, style: SceneStyle) {
        var candidates: [(index: Int, extent: Rect2D)] = []
        for (index, element) in attributes.enumerated() where element.isHidden == false && element.alpha > 0 {
            let extent = ElementStyle.extent(of: element, style: style)
            if extent.insetBy(-Self.margin).overlaps(visible) { candidates.append((index, extent)) }
        }
        let order = PaintingOrder(attributes)
        guard candidates.count > Self.occlusionThreshold else {
            candidates.sort { order.precedes($0.index, $1.index) }
            elements = candidates.map {
                Element(attributes: attributes[$0.index], label: ElementStyle.label(of: attributes[$0.index], style: style))
            }
            cost = Self.cost(of: elements, extents: candidates.map(\.extent), visible: visible)
            return
        }
        // One element covering the whole visible rectangle hides everything under it: finding the
        // topmost such element in linear time keeps a pile of full-screen cells from being sorted.
        if let cover = candidates.lazy.filter({ Self.opaqueBox(of: attributes[$0.index], style: style)?.contains(visible) == true })
            .max(by: { order.precedes($0.index, $1.index) })
        {
            candidates.removeAll { order.precedes($0.index, cover.index) }
        }
        candidates.sort { order.precedes($0.index, $1.index) }

        var occluders: [Rect2D] = [], recent: [Rect2D] = []
        func covered(_ box: Rect2D) -> Bool {
            occluders.contains { $0.contains(box) } || recent.contains { $0.contains(box) }
        }
        var kept: [Element] = []
        var extents: [Rect2D] = []
        for candidate in candidates.reversed() {
            let element = attributes[candidate.index]
            let shown = candidate.extent.intersection(visible)
            guard !covered(shown) else { continue }
            let label = ElementStyle.label(of: element, style: style).flatMap { label in
                let box = ElementStyle.extent(of: label, drawnBy: element).intersection(visible)
                return covered(box) ? nil : label
            }
            kept.append(Element(attributes: element, label: label))
            extents.append(candidate.extent)
            if let box = Self.opaqueBox(of: element, style: style)?.intersection(visible) {
                Self.insert(box, into: &occluders)
                if recent.count == Self.recentOccluderLimit { recent.removeFirst() }
                recent.append(box)
            }
        }
        elements = kept.reversed()
        cost = Self.cost(of: kept, extents: extents, visible: visible)
    }

    /// The cost of drawing `elements`, whose extents (in any order, the same for both) are given.
    private static func cost(of elements: [Element], extents: [Rect2D], visible: Rect2D) -> SceneCost {
        var cost = SceneCost(elements: elements.count)
        for (element, extent) in zip(elements, extents) {
            let shown = extent.insetBy(-margin).intersection(visible)
            cost.area += shown.area * (element.attributes.alpha < 1 ? 2 : 1)
            cost.glyphs += (element.label?.text.count ?? 0) + (element.attributes.content?.glyphCount ?? 0)
        }
        return cost
    }

    /// The box an element paints opaque, or nil when things under it show through (an alpha below 1,
    /// a decoration) or its drawn box is not its frame's rectangle (rotated or sheared).
    static func opaqueBox(of element: LayoutAttributes, style: SceneStyle) -> Rect2D? {
        guard element.alpha >= 1, element.transform.isIdentity, ElementStyle.isOpaque(element, style: style) else { return nil }
        let box = element.drawnFrame.standardized
        return box.width > 0 && box.height > 0 ? box : nil
    }

    /// Keeps `box` among the `occluderLimit` largest occluders.
    private static func insert(_ box: Rect2D, into occluders: inout [Rect2D]) {
        guard box.width > 0, box.height > 0 else { return }
        if occluders.count < occluderLimit {
            occluders.append(box)
        } else if let smallest = occluders.indices.min(by: { occluders[$0].area < occluders[$1].area }),
            occluders[smallest].area < box.area
        {
            occluders[smallest] = box
        }
    }
}

extension Rect2D {
    /// The same rectangle with a non-negative width and height.
    fileprivate var standardized: Rect2D {
        Rect2D(x: Swift.min(x, maxX), y: Swift.min(y, maxY), width: abs(width), height: abs(height))
    }

    /// The overlap of both rectangles (empty, with a zero side, when they do not overlap).
    fileprivate func intersection(_ other: Rect2D) -> Rect2D {
        let minX = Swift.max(x, other.x), minY = Swift.max(y, other.y)
        return Rect2D(
            x: minX, y: minY, width: Swift.max(0, Swift.min(maxX, other.maxX) - minX),
            height: Swift.max(0, Swift.min(maxY, other.maxY) - minY))
    }

    /// Whether `other` lies inside this rectangle, edges included.
    fileprivate func contains(_ other: Rect2D) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// Width times height.
    fileprivate var area: Double { width * height }
}
