/// What a view tells its container besides its size: layout priority, layout values and alignment guides
/// set by modifiers. A layout modifier's node takes the traits of the view it wraps, as SwiftUI's do.
struct ViewTraits {
    /// `layoutPriority(_:)`.
    var priority: Double = 0
    /// `layoutValue(key:value:)`, by key type.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// `alignmentGuide(_:computeValue:)`, innermost first.
    var guides: [GuideOverride] = []
    /// The `GridRow` the view is a cell of (one token per row), and that row's vertical alignment.
    var gridRow: AnyObject?
    var gridRowAlignment: VerticalAlignment?
    /// `gridCellColumns(_:)`.
    var gridCellColumns = 1
    /// `gridCellUnsizedAxes(_:)`: the axes on which the cell does not size its column or row.
    var gridUnsizedAxes: Axis.Set = []
    /// What the list row modifiers (`listRowInsets`, `listRowBackground`, `listRowSeparator`,
    /// `listSectionSeparator`) tell the list the view is a row or section of.
    var listRow = ListRowTraits()
    /// `gridCellAnchor(_:)`: the point of the cell, and of the view, that the grid aligns, in place of its alignment.
    var gridCellAnchor: UnitPoint?
}

/// One `alignmentGuide(_:computeValue:)`: the guide, its axis and how to compute it.
struct GuideOverride {
    let key: ObjectIdentifier
    let axis: Axis
    let compute: (ViewDimensions) -> CGFloat
}
