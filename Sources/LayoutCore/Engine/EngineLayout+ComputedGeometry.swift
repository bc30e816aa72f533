extension EngineLayout: ComputedGeometry {
    /// A picture shows the elements whose frames at `offset` meet the visible rect.
    func attributes(showing visible: Rect, at offset: Point) -> [LayoutAttributes] {
        attributes(in: visible, at: offset)
    }
}
