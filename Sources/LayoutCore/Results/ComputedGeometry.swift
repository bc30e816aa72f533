/// What a ``ComputedLayout`` asks of the geometry its case holds: each case answers every query through one value
/// of this kind, so a query is written once per kind of geometry rather than once per case in every query.
protocol ComputedGeometry: PreparedLayout {
    /// The number of elements laid out.
    var elementCount: Int { get }
    /// Every element at content offset `offset`, scroll effects applied, in canonical order.
    func attributes(at offset: Point2D) -> [LayoutAttributes]
    /// The elements a picture of `visible` at `offset` shows.
    func attributes(showing visible: Rect2D, at offset: Point2D) -> [LayoutAttributes]
}
