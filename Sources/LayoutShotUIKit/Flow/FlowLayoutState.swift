#if !canImport(UIKit)
import LayoutCore

/// A flow layout's geometry for one `prepare()`: the engine's computed `flow` layout and, per section,
/// what pinning and index-path lookups need. Content coordinates start at the content's top-left corner.
struct FlowLayoutState {
    /// One section's frames and its stretch along the scroll axis.
    struct Section {
        var header: Rect2D?
        var footer: Rect2D?
        /// Index of the section's first cell in `cellFrames`.
        var firstCell: Int
        var itemCount: Int
        /// The engine's stretch of the section: its items area (with insets) bounds the pinned views' travel.
        var extent: SectionExtent
    }

    let geometry: EngineLayout
    /// Maps to and from the scroll axis (`v`).
    let axis: AxisMapper
    let sections: [Section]
    private let cellFrames: [Rect2D]

    /// Asks the layout's delegate (or the layout's properties) for every size, inset and spacing and computes.
    @MainActor
    init(layout: UICollectionViewFlowLayout) {
        let inputs = FlowLayoutInputs(layout: layout)
        let geometry = inputs.configuration.compute()
        self.geometry = geometry
        axis = layout.scrollAxis
        var sections: [Section] = []
        var cellFrames: [Rect2D] = []
        sections.reserveCapacity(inputs.configuration.sections.count)
        cellFrames.reserveCapacity(inputs.configuration.sections.reduce(0) { $0 + $1.items.count })
        var all = geometry.staticAttributes[...]
        for (s, extent) in geometry.sectionExtents.enumerated() {
            var section = Section(
                header: nil, footer: nil, firstCell: cellFrames.count,
                itemCount: inputs.configuration.sections[s].items.count, extent: extent)
            while let next = all.first, next.section == s {
                all.removeFirst()
                switch next.kind {
                case .header: section.header = next.frame
                case .footer: section.footer = next.frame
                case .cell: cellFrames.append(next.frame)
                case .decoration, .supplementary: break
                }
            }
            sections.append(section)
        }
        self.sections = sections
        self.cellFrames = cellFrames
    }

    /// The static frame of an item, `nil` when the index path does not exist.
    func cellFrame(section: Int, item: Int) -> Rect2D? {
        guard sections.indices.contains(section), (0..<sections[section].itemCount).contains(item) else { return nil }
        return cellFrames[sections[section].firstCell + item]
    }

    /// UIKit's sticky header: at the top of `visible` while its section is there, never above its static
    /// place, and pushed out by the end of its section's items area.
    func pinnedHeaderFrame(section s: Int, visible: Rect2D) -> Rect2D? {
        sections[s].header.map { pinned($0, edge: .start, limit: sections[s].extent.bodyEnd, visible: visible) }
    }

    /// The sticky footer: at the bottom of `visible` while its section is there, never below its static
    /// place, and never above the start of its section's items area.
    func pinnedFooterFrame(section s: Int, visible: Rect2D) -> Rect2D? {
        sections[s].footer.map { pinned($0, edge: .end, limit: sections[s].extent.bodyStart, visible: visible) }
    }

    /// `frame` moved along the scroll axis to where it pins to `edge` of `visible`, within `limit`.
    private func pinned(_ frame: Rect2D, edge: BoundaryPin.Edge, limit: Double, visible: Rect2D) -> Rect2D {
        let pin = BoundaryPin(edge: edge, staticStart: axis.vMin(of: frame), extent: axis.v(of: frame.size), limit: limit)
        return axis.moved(frame, toV: pin.start(visibleStart: axis.vMin(of: visible), visibleEnd: axis.vMax(of: visible)))
    }
}
#endif
