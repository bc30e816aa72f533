/// A list row, as UIKit's table view cell: the content inset by the row insets and offered the width left, the
/// row as wide as the list and at least `minimumHeight` tall, the content centred vertically. Its other subviews
/// are what the list draws for it: its background (filling the row) and its separator (along its bottom, from the
/// leading inset to the trailing edge, as a list cell's separator follows its content's leading edge).
struct ListRowLayout: Layout, BuiltInLayout {
    /// What the row is in its section.
    enum Role { case row, header, footer }

    /// The default minimum row height on iOS (`EnvironmentValues.defaultMinListRowHeight`), 44 points: the
    /// HIG's minimum hit target ("Layout": at least 44x44 pt), the height of UIKit's standard table view row.
    static let minimumHeight: CGFloat = 44
    /// The row insets: 16 points leading and trailing (UIKit's system minimum layout margins for a compact-width
    /// iPhone, Apple's `UIViewController.systemMinimumLayoutMargins`, which a cell's content follows) and 6 above
    /// and below. Apple documents no vertical figure; 6 is chosen so that a row holding a switch (31 points) or a
    /// stepper (32) keeps the 44-point minimum, as the rows of iOS's Settings do.
    static let defaultInsets = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)

    var insets = ListRowLayout.defaultInsets
    var minimumHeight = ListRowLayout.minimumHeight
    var role = Role.row

    private func offered(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(offered(proposal)) ?? .zero
        let width = proposal.width ?? content.width + insets.leading + insets.trailing
        return CGSize(width: width, height: max(minimumHeight, content.height + insets.top + insets.bottom))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let content = subviews.first else { return }
        let size = content.sizeThatFits(offered(proposal))
        content.place(
            at: CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + (bounds.height - size.height) / 2),
            proposal: offered(proposal))
        for subview in subviews.dropFirst() {
            if subview.node.typeName == ListChrome.separatorTypeName {
                let thickness = ListChrome.separatorThickness(displayScale: subview.node.environment.values.displayScale)
                subview.place(
                    at: CGPoint(x: bounds.minX + insets.leading, y: bounds.maxY - thickness),
                    proposal: ProposedViewSize(width: max(0, bounds.width - insets.leading), height: thickness))
            } else {
                subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
            }
        }
    }
}

/// A list's or form's scrolling column: its rows offered the list's width and no height, stacked without
/// spacing from the top, scrolled as `defaultScrollAnchor(_:)` chose; the list takes the space offered, as a
/// scroll view does. Its other subview is its background, filling it and not scrolling.
struct ListLayout: Layout, BuiltInLayout {
    var scroll = ListScrollSettings()
    var viewport = ListViewport()

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
        return CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        viewport.visible = (bounds.minY, bounds.maxY)
        guard let column = subviews.first else { return }
        let offered = ProposedViewSize(width: bounds.width, height: nil)
        let offset = scroll.offset(contentHeight: column.sizeThatFits(offered).height, height: bounds.height)
        column.place(at: CGPoint(x: bounds.minX, y: bounds.minY - offset), proposal: offered)
        for background in subviews.dropFirst() { background.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}
