/// One element's static geometry as stored in a computed layout; attributes are made from it on demand.
struct LayoutElement: Sendable {
    var frame: Rect2D
    var section: Int32
    var item: Int32
    var kind: ElementKind
}

/// Where one section's pieces sit, kept for scroll effects and section-level queries.
struct SectionInfo: Sendable {
    /// Index of the header element, if the section has a header.
    var headerElement: Int?
    /// Header's static start along the scroll axis.
    var headerV: Double
    /// Header's extent along the scroll axis.
    var headerExtent: Double
    /// Largest item end along the scroll axis, or the header's static end when there are no items.
    var itemsEndV: Double
    /// Where the items area, its insets included, ends along the scroll axis: the footer's start.
    var bodyEndV: Double
    /// Where the section ends along the scroll axis: the footer's end.
    var endV: Double
    /// Corner radius of the section's background decoration.
    var backgroundCornerRadius: Double
}
