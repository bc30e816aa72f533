import LayoutCore

/// A list section's stack: its header, rows and footer (its `ListRowLayout` subviews) offered the section's width
/// and stacked without spacing, as a `VStack` with no spacing does; its background (any other subview) placed
/// behind its rows only, from the first row's top to the last row's bottom, as UIKit draws a grouped section's
/// cells and not its header or footer. Given the list's viewport (a plain list), the header stays at the list's
/// visible top while the section runs under it, pushed up by the section's end, and the footer at its visible
/// bottom, stopped by the section's start, as a plain table view's headers and footers float (Apple's
/// `UITableView.Style.plain`), by LayoutCore's one pinning rule (`BoundaryPin`).
struct ListSectionLayout: Layout, BuiltInLayout {
    var viewport: ListViewport?

    private func stacked(_ subviews: Subviews) -> [LayoutSubview] { subviews.filter { $0.node.listRowRole != nil } }

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = stacked(subviews).map { $0.sizeThatFits(offered(proposal)) }
        return CGSize(
            width: proposal.width ?? sizes.map(\.width).max() ?? 0,
            height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let rows = stacked(subviews)
        var frames: [CGRect] = []
        var y = bounds.minY
        for row in rows {
            let size = row.sizeThatFits(offered(proposal))
            frames.append(CGRect(x: bounds.minX + (bounds.width - size.width) / 2, y: y, width: size.width, height: size.height))
            y += size.height
        }
        if let visible = viewport?.visible {
            for (index, row) in rows.enumerated() {
                let pin: BoundaryPin.Edge
                switch row.node.listRowRole {
                case .header?: pin = .start
                case .footer?: pin = .end
                default: continue
                }
                let frame = frames[index]
                let limit = pin == .start ? bounds.maxY : bounds.minY
                let start = BoundaryPin(edge: pin, staticStart: Double(frame.minY), extent: Double(frame.height), limit: Double(limit))
                    .start(visibleStart: Double(visible.top), visibleEnd: Double(visible.bottom))
                frames[index].origin.y = CGFloat(start)
            }
        }
        for (row, frame) in zip(rows, frames) { row.place(at: frame.origin, proposal: offered(proposal)) }
        let rowFrames = zip(rows, frames).filter { $0.0.node.listRowRole == .row }.map(\.1)
        let band = rowFrames.first.map { first in
            CGRect(x: bounds.minX, y: first.minY, width: bounds.width, height: (rowFrames.last?.maxY ?? first.maxY) - first.minY)
        } ?? CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 0)
        for background in subviews where background.node.listRowRole == nil {
            background.place(at: band.origin, proposal: ProposedViewSize(band.size))
        }
    }
}
