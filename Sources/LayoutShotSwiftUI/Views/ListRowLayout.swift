/// A list row, as UIKit's table view cell: the content inset by the row insets and offered the width left, the
/// row as wide as the list and at least `minimumHeight` tall, the content centred vertically.
struct ListRowLayout: Layout, BuiltInLayout {
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
    }
}

/// A list's or form's scrolling column: its rows offered the list's width and no height, stacked without
/// spacing from the top; the list takes the space offered, as a scroll view does.
struct ListLayout: Layout, BuiltInLayout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = subviews.first?.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) ?? .zero
        return CGSize(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width, height: nil))
    }
}

/// The nodes of a list's content, each laid out as a row, sections as groups of rows.
@MainActor
func listNodes<Content: View>(
    _ typeName: String, _ style: ListRowsStyle, _ content: Content, _ environment: BuildEnvironment
) -> [ViewNode] {
    var inner = environment
    inner.stackAxis = .vertical
    inner.listStyle = style
    let column = ViewNode(typeName: "VStack", content: .container(LayoutBox(VStackLayout(spacing: 0))), environment: inner)
    column.adopt(groupedRows(makeNodes(content, inner), style, inner))
    let list = ViewNode(typeName: typeName, content: .container(LayoutBox(ListLayout())), environment: environment)
    list.adopt([column])
    return [list]
}

/// A list's nodes with each view outside a `Section` made a row; in a style that insets or spaces sections, each
/// run of such rows is one section, as iOS groups them.
@MainActor
private func groupedRows(_ nodes: [ViewNode], _ style: ListRowsStyle, _ environment: BuildEnvironment) -> [ViewNode] {
    guard style.groupsLooseRows else {
        return nodes.map { $0.typeName == sectionTypeName ? $0 : listRowNode($0, environment) }
    }
    var result: [ViewNode] = []
    var loose: [ViewNode] = []
    func closeSection() {
        guard !loose.isEmpty else { return }
        result.append(sectionNode(header: [], rows: loose.map { listRowNode($0, environment) }, footer: [], style, environment))
        loose = []
    }
    for node in nodes {
        if node.typeName == sectionTypeName {
            closeSection()
            result.append(node)
        } else {
            loose.append(node)
        }
    }
    closeSection()
    return result
}

/// A section of a list in `style`: its header, rows and footer stacked without spacing, inset from the list's
/// sides and spaced from the section above as the style does.
@MainActor
func sectionNode(
    header: [ViewNode], rows: [ViewNode], footer: [ViewNode], _ style: ListRowsStyle, _ environment: BuildEnvironment
) -> ViewNode {
    let column = ViewNode(typeName: sectionTypeName, content: .container(LayoutBox(VStackLayout(spacing: 0))), environment: environment)
    column.adopt(header + rows + footer)
    guard style.sectionInset > 0 || style.sectionSpacing > 0 else { return column }
    let padding = PaddingLayout(insets: EdgeInsets(
        top: style.sectionSpacing, leading: style.sectionInset, bottom: 0, trailing: style.sectionInset))
    let padded = ViewNode(typeName: sectionTypeName, content: .container(LayoutBox(padding)), environment: environment)
    padded.adopt([column])
    return padded
}

/// `row` wrapped in a list row.
@MainActor
func listRowNode(_ row: ViewNode, _ environment: BuildEnvironment) -> ViewNode {
    let node = ViewNode(typeName: "ListRow", content: .container(LayoutBox(ListRowLayout())), environment: environment)
    node.adopt([row])
    return node
}

/// The type name a section's node has, which a list keeps as it is instead of making it a row.
let sectionTypeName = "Section"
