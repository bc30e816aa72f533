extension EngineLayout: ComputedGeometry {
    /// A picture shows the elements whose frames at `offset` meet the visible rect.
    func attributes(showing visible: Rect2D, at offset: Point2D) -> [LayoutAttributes] {
        attributes(in: visible, at: offset)
    }
}
