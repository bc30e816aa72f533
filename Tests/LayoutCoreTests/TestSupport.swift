import LayoutCore
@_exported import LayoutShotTestSupport

extension EngineLayout {
    /// Static frames of one kind in canonical order.
    func frames(_ kind: ElementKind) -> [Rect2D] {
        staticAttributes.filter { $0.kind == kind }.map(\.frame)
    }

    /// Static cell frames of one section.
    func cellFrames(section: Int) -> [Rect2D] {
        staticAttributes.filter { $0.kind == .cell && $0.section == section }.map(\.frame)
    }

    /// The header of `section` at `offset`, effects applied.
    func header(_ section: Int, at offset: Point2D) -> LayoutAttributes? {
        attributes(at: offset).first { $0.kind == .header && $0.section == section }
    }
}

/// `[x, y, width, height]` shorthand for expected frames.
func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect2D {
    Rect2D(x: x, y: y, width: w, height: h)
}

/// Items of the given heights.
func heights(_ values: [Double]) -> [ItemSpec] {
    values.map { ItemSpec(height: $0) }
}
