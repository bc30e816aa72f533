extension View {
    /// Aligns the view in its grid cell by `anchor`, in place of the row's and the grid's alignment: the anchor's
    /// point of the view on the same point of the cell, as SwiftUI's `gridCellAnchor(_:)`. Outside a grid, inert.
    nonisolated public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        _TraitView(content: self) { $0.gridCellAnchor = anchor }
    }
}
