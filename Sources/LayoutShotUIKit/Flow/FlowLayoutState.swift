#if !canImport(UIKit)
import LayoutCore

/// A flow layout's geometry for one `prepare()`: the engine's computed `flow` layout and, per section,
/// what pinning and index-path lookups need. Content coordinates start at the content's top-left corner.
struct FlowLayoutState {
    /// One section's pieces along the scroll axis (`v`) and its frames.
    struct Section {
        var header: Rect?
        var footer: Rect?
        /// Index of the section's first cell in `cellFrames`.
        var firstCell: Int
        var itemCount: Int
        /// Where the section's items area (with insets) starts and ends along the scroll axis.
        var bodyStart: Double
        var bodyEnd: Double
    }

    let snapshot: LayoutSnapshot
    let vertical: Bool
    let sections: [Section]
    private let cellFrames: [Rect]

    /// Asks the layout's delegate (or the layout's properties) for every size, inset and spacing and computes.
    @MainActor
    init(layout: UICollectionViewFlowLayout) {
        let inputs = FlowLayoutInputs(layout: layout)
        snapshot = inputs.configuration.compute()
        let vertical = layout.scrollDirection == .vertical
        self.vertical = vertical
        var sections: [Section] = []
        var cellFrames: [Rect] = []
        sections.reserveCapacity(inputs.configuration.sections.count)
        cellFrames.reserveCapacity(inputs.configuration.sections.reduce(0) { $0 + $1.items.count })
        var cursor = 0.0
        var all = snapshot.staticAttributes[...]
        for (s, configuration) in inputs.configuration.sections.enumerated() {
            var section = Section(
                header: nil, footer: nil, firstCell: cellFrames.count, itemCount: configuration.items.count,
                bodyStart: cursor, bodyEnd: cursor)
            var itemsEnd = -Double.infinity
            while let next = all.first, next.section == s {
                all.removeFirst()
                switch next.kind {
                case .header: section.header = next.frame
                case .footer: section.footer = next.frame
                case .cell:
                    cellFrames.append(next.frame)
                    itemsEnd = max(itemsEnd, vertical ? next.frame.maxY : next.frame.maxX)
                case .decoration, .supplementary: break
                }
            }
            if let header = section.header { section.bodyStart = vertical ? header.maxY : header.maxX }
            let inset = inputs.insets[s]
            let (insetStart, insetEnd) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            section.bodyEnd = (configuration.items.isEmpty ? section.bodyStart + insetStart : itemsEnd) + insetEnd
            cursor = section.footer.map { vertical ? $0.maxY : $0.maxX } ?? section.bodyEnd
            sections.append(section)
        }
        self.sections = sections
        self.cellFrames = cellFrames
    }

    /// The static frame of an item, `nil` when the index path does not exist.
    func cellFrame(section: Int, item: Int) -> Rect? {
        guard sections.indices.contains(section), (0..<sections[section].itemCount).contains(item) else { return nil }
        return cellFrames[sections[section].firstCell + item]
    }

    /// UIKit's sticky header: at the top of `visible` while its section is there, never above its static
    /// place, and pushed out by the end of its section's items area.
    func pinnedHeaderFrame(section s: Int, visible: Rect) -> Rect? {
        sections[s].header.map { pinned($0, edge: .start, limit: sections[s].bodyEnd, visible: visible) }
    }

    /// The sticky footer: at the bottom of `visible` while its section is there, never below its static
    /// place, and never above the start of its section's items area.
    func pinnedFooterFrame(section s: Int, visible: Rect) -> Rect? {
        sections[s].footer.map { pinned($0, edge: .end, limit: sections[s].bodyStart, visible: visible) }
    }

    /// `frame` moved along the scroll axis to where it pins to `edge` of `visible`, within `limit`.
    private func pinned(_ frame: Rect, edge: BoundaryPin.Edge, limit: Double, visible: Rect) -> Rect {
        let v = BoundaryPin(
            edge: edge, staticStart: vertical ? frame.y : frame.x, extent: vertical ? frame.height : frame.width, limit: limit
        ).start(visibleStart: vertical ? visible.y : visible.x, visibleEnd: vertical ? visible.maxY : visible.maxX)
        return vertical ? Rect(x: frame.x, y: v, width: frame.width, height: frame.height)
            : Rect(x: v, y: frame.y, width: frame.width, height: frame.height)
    }
}
#endif
