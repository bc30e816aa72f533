import LayoutCore

/// What `--annotate` measures in one frame of a layout: section insets, section spacing, line and
/// interitem spacing, and the size of the frame (the content size when it shows the whole content).
public enum LayoutMeasurement {
    /// The dimensions seen in `frame`, in content coordinates: those inside the frame's visible
    /// rectangle, then the frame's own width and height along its bottom and right edges. Section insets
    /// are measured only when the engine's `layout` is given (an app's own layout object has no insets to read).
    ///
    /// - Complexity: O(n) in the layout's elements for the insets (skipped above 200,000 elements),
    ///   plus O(k²) for the first 64 visible cells of each section.
    public static func dimensions(in frame: SceneFrame, measuring layout: EngineLayout?) -> [Dimension] {
        let visible = frame.visible
        let drawn = frame.layout.attributes
        // Headers and footers are drawn over cells (a sticky header covers the cells it scrolls over), so a
        // line through one would measure something the picture does not show.
        let covers = drawn.filter { $0.kind == .header || $0.kind == .footer }.map(\.drawnFrame)
        let direction = layout?.configuration.scrollDirection
            ?? (frame.layout.contentSize.width > frame.layout.viewport.width ? .horizontal : .vertical)
        let inside = ((layout.map(SectionInsetMeasurement.dimensions(of:)) ?? [])
            + GapMeasurement.dimensions(of: drawn, direction: direction, visible: visible, covers: covers))
            .filter { $0.isShown(in: visible, covers: covers) }
        let isContent = visible == frame.layout.contentRect
        let bottomLeft = Point2D(x: visible.x, y: visible.maxY), topRight = Point2D(x: visible.maxX, y: visible.y)
        return inside + [
            Dimension(
                kind: isContent ? .contentWidth : .viewportWidth, section: nil, from: bottomLeft,
                to: Point2D(x: visible.maxX, y: visible.maxY)),
            Dimension(
                kind: isContent ? .contentHeight : .viewportHeight, section: nil, from: topRight,
                to: Point2D(x: visible.maxX, y: visible.maxY)),
        ]
    }
}

extension Dimension {
    /// Whether the whole line lies in `visible` and passes under none of `covers`.
    func isShown(in visible: Rect2D, covers: [Rect2D]) -> Bool {
        let slack = 1e-9
        let inside = [from, to].allSatisfy { p in
            p.x >= visible.x - slack && p.x <= visible.maxX + slack && p.y >= visible.y - slack && p.y <= visible.maxY + slack
        }
        return inside && !covers.contains(where: passes(through:))
    }

    /// Whether the line, without its end points, crosses the inside of `rect`.
    func passes(through rect: Rect2D) -> Bool {
        let slack = 1e-6
        if isHorizontal {
            let lo = min(from.x, to.x) + slack, hi = max(from.x, to.x) - slack
            return from.y > rect.y && from.y < rect.maxY && lo < rect.maxX && hi > rect.x
        }
        let lo = min(from.y, to.y) + slack, hi = max(from.y, to.y) - slack
        return from.x > rect.x && from.x < rect.maxX && lo < rect.maxY && hi > rect.y
    }
}
