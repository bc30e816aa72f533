import LayoutCore

/// What `--annotate` measures in one frame of a layout: section insets, section spacing, line and
/// interitem spacing, and the size of the frame (the content size when it shows the whole content).
public enum LayoutMeasurement {
    /// The dimensions of `layout` seen in `frame`, in content coordinates: those inside the frame's
    /// visible rectangle, then the frame's own width and height along its bottom and right edges.
    ///
    /// - Complexity: O(n) in the layout's elements for the insets (skipped above 200,000 elements),
    ///   plus O(k²) for the first 64 visible cells of each section.
    public static func dimensions(of layout: LayoutSnapshot, in frame: SceneFrame) -> [Dimension] {
        let visible = frame.visible
        let drawn = layout.attributes(in: visible, at: frame.offset)
        let inside = (SectionInsetMeasurement.dimensions(of: layout)
            + GapMeasurement.dimensions(of: drawn, direction: layout.configuration.scrollDirection))
            .filter { contains(visible, $0.from) && contains(visible, $0.to) }
        let isContent = visible == Rect(origin: .zero, size: layout.contentSize)
        let bottomLeft = Point(x: visible.x, y: visible.maxY), topRight = Point(x: visible.maxX, y: visible.y)
        return inside + [
            Dimension(
                kind: isContent ? .contentWidth : .viewportWidth, section: nil, from: bottomLeft,
                to: Point(x: visible.maxX, y: visible.maxY)),
            Dimension(
                kind: isContent ? .contentHeight : .viewportHeight, section: nil, from: topRight,
                to: Point(x: visible.maxX, y: visible.maxY)),
        ]
    }

    private static func contains(_ rect: Rect, _ point: Point) -> Bool {
        let slack = 1e-9
        return point.x >= rect.x - slack && point.x <= rect.maxX + slack && point.y >= rect.y - slack
            && point.y <= rect.maxY + slack
    }
}
