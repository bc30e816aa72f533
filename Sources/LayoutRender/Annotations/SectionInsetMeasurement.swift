import LayoutCore

/// Measures each section's insets and the spacing before it from the static layout, with each section's
/// stretch along the scroll axis as the engine stacked it.
enum SectionInsetMeasurement {
    /// Layouts with more elements than this are not walked: only their spacings are measured.
    static let maximumElements = 200_000

    /// Inset and section-spacing dimensions of every section, in content coordinates.
    static func dimensions(of layout: EngineLayout) -> [Dimension] {
        let configuration = layout.configuration
        guard configuration.kind != .carousel, layout.elementCount <= maximumElements else { return [] }
        let axes = AxisMapper(direction: configuration.scrollDirection)
        var cells = Array(repeating: [Rect2D](), count: configuration.sections.count)
        for attributes in layout.staticAttributes where attributes.kind == .cell {
            cells[attributes.section].append(attributes.frame)
        }
        let viewportU = axes.u(of: configuration.viewport)
        var columnU = viewportU
        if axes.direction == .vertical, let cap = configuration.maxContentWidth { columnU = min(viewportU, cap) }
        let columnStart = (viewportU - columnU) / 2

        let extents = layout.sectionExtents
        var result: [Dimension] = []
        for (s, section) in configuration.sections.enumerated() {
            if s > 0, section.sectionSpacing > 0 {
                let u = columnStart + columnU / 2
                result.append(Dimension(
                    kind: .sectionSpacing, section: s, from: axes.point(u: u, v: extents[s - 1].end),
                    to: axes.point(u: u, v: extents[s].start)))
            }
            let inset = axes.axes(
                top: (section.inset.top, Dimension.Kind.topInset), left: (section.inset.left, .leftInset),
                bottom: (section.inset.bottom, .bottomInset), right: (section.inset.right, .rightInset))
            let itemsStart = extents[s].bodyStart + inset.vStart.0
            let frames = cells[s]
            if let itemsEnd = frames.map(axes.vMax).max() {
                let area = (start: columnStart + inset.uStart.0, end: columnStart + columnU - inset.uEnd.0)
                result += insetDimensions(
                    frames, axes: axes, section: s, inset: inset, items: (itemsStart, itemsEnd),
                    column: (columnStart, columnStart + columnU), area: area)
            }
        }
        return result
    }

    /// The four insets of one section: each spans the inset exactly and sits on the middle of the
    /// cell that touches that side of the item area (the first such cell in data order).
    private static func insetDimensions(
        _ frames: [Rect2D], axes: AxisMapper, section: Int,
        inset: (uStart: (Double, Dimension.Kind), uEnd: (Double, Dimension.Kind), vStart: (Double, Dimension.Kind), vEnd: (Double, Dimension.Kind)),
        items: (start: Double, end: Double), column: (start: Double, end: Double), area: (start: Double, end: Double)
    ) -> [Dimension] {
        func first(by key: (Rect2D) -> Double, _ better: (Double, Double) -> Bool) -> Rect2D {
            frames.dropFirst().reduce(frames[0]) { better(key($1), key($0)) ? $1 : $0 }
        }
        var result: [Dimension] = []
        let top = first(by: axes.vMin, <), bottom = first(by: axes.vMax, >)
        let leading = first(by: axes.uMin, <), trailing = first(by: axes.uMax, >)
        if inset.vStart.0 > 0 {
            result.append(Dimension(
                kind: inset.vStart.1, section: section, from: axes.point(u: axes.uMid(of: top), v: items.start - inset.vStart.0),
                to: axes.point(u: axes.uMid(of: top), v: items.start)))
        }
        if inset.vEnd.0 > 0 {
            result.append(Dimension(
                kind: inset.vEnd.1, section: section, from: axes.point(u: axes.uMid(of: bottom), v: items.end),
                to: axes.point(u: axes.uMid(of: bottom), v: items.end + inset.vEnd.0)))
        }
        if inset.uStart.0 > 0 {
            result.append(Dimension(
                kind: inset.uStart.1, section: section, from: axes.point(u: column.start, v: axes.vMid(of: leading)),
                to: axes.point(u: area.start, v: axes.vMid(of: leading))))
        }
        if inset.uEnd.0 > 0 {
            result.append(Dimension(
                kind: inset.uEnd.1, section: section, from: axes.point(u: area.end, v: axes.vMid(of: trailing)),
                to: axes.point(u: column.end, v: axes.vMid(of: trailing))))
        }
        return result
    }
}
