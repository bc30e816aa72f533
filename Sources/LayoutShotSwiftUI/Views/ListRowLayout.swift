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
                let thickness = ListChrome.separatorThickness
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

/// The nodes of a list's content, each laid out as a row, sections as groups of rows.
@MainActor
func listNodes<Content: View>(
    _ typeName: String, _ style: ListRowsStyle, _ content: Content, _ environment: BuildEnvironment
) -> [ViewNode] {
    let viewport = ListViewport()
    var inner = environment
    inner.stackAxis = .vertical
    inner.listStyle = style
    inner.listViewport = viewport
    let column = ViewNode(typeName: "VStack", content: .container(LayoutBox(VStackLayout(spacing: 0))), environment: inner)
    let items = groupedRows(makeNodes(content, inner), style, inner)
    addSeparators(items, style, inner)
    column.adopt(items)
    let layout = ListLayout(scroll: environment.listScroll, viewport: viewport)
    let list = ViewNode(typeName: typeName, content: .container(LayoutBox(layout)), environment: environment)
    list.clipsContent = true
    list.adopt([column])
    if !environment.listScroll.backgroundHidden {
        let background = ListChrome.fill(ListChrome.backgroundTypeName, style.background, environment)
        background.isBackground = true
        list.adopt([background])
    }
    return [list]
}

/// Gives each row the separator below it that the list draws: between two rows unless one of them hides it, and
/// below a section's last row in the plain styles unless the row or the section hides it. The rows outside any
/// section are one section here. Runs once the list's content is built, as `listSectionSeparator` reaches a
/// section's node only then.
@MainActor
private func addSeparators(_ items: [ViewNode], _ style: ListRowsStyle, _ environment: BuildEnvironment) {
    func separate(_ rows: [ViewNode], sectionHides: VerticalEdge.Set) {
        for (index, row) in rows.enumerated() {
            let hides = row.rowTraits.hiddenSeparators
            if index == rows.count - 1 {
                guard style.separatesLastRow, !hides.contains(.bottom), !sectionHides.contains(.bottom) else { continue }
            } else {
                guard !hides.contains(.bottom), !rows[index + 1].rowTraits.hiddenSeparators.contains(.top) else { continue }
            }
            row.adopt([ListChrome.fill(ListChrome.separatorTypeName, ListChrome.separatorColor, environment)])
        }
    }
    var loose: [ViewNode] = []
    for item in items {
        if item.listRowRole != nil {
            loose.append(item)
            continue
        }
        separate(loose, sectionHides: [])
        loose = []
        guard item.typeName == sectionTypeName else { continue }
        let stack = item.isListSection ? item : item.children.first { $0.isListSection }
        let rows = stack?.children.filter { $0.listRowRole == .row } ?? []
        separate(rows, sectionHides: item.traits.listRow.hiddenSectionSeparators)
    }
    separate(loose, sectionHides: [])
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

/// A section of a list in `style`: its header, rows and footer stacked without spacing (see
/// `ListSectionLayout`), inset from the list's sides and spaced from the section above as the style does; its rows
/// on the style's section background, its header and footer pinned in a plain list (over the rows, on the list's
/// background).
@MainActor
func sectionNode(
    header: [ViewNode], rows: [ViewNode], footer: [ViewNode], _ style: ListRowsStyle, _ environment: BuildEnvironment
) -> ViewNode {
    let layout = ListSectionLayout(viewport: style.pinsHeaders ? environment.listViewport : nil)
    let column = ViewNode(typeName: sectionTypeName, content: .container(LayoutBox(layout)), environment: environment)
    column.adopt(header + rows + footer)
    if let background = style.sectionBackground, !rows.isEmpty {
        let node = ListChrome.fill(ListChrome.sectionBackgroundTypeName, background.color, radius: background.radius, environment)
        node.isBackground = true
        column.adopt([node])
    }
    if style.pinsHeaders {
        for row in header + footer {
            row.drawingLayer = 1
            let fill = ListChrome.fill(ListChrome.rowBackgroundTypeName, ListChrome.plainBackground, environment)
            fill.isBackground = true
            row.adopt([fill])
        }
    }
    guard style.sectionInset > 0 || style.sectionSpacing > 0 else { return column }
    let padding = PaddingLayout(insets: EdgeInsets(
        top: style.sectionSpacing, leading: style.sectionInset, bottom: 0, trailing: style.sectionInset))
    let padded = ViewNode(typeName: sectionTypeName, content: .container(LayoutBox(padding)), environment: environment)
    padded.adopt([column])
    return padded
}

/// `row` wrapped in a list row, with the insets and background its modifiers set (`ListRowTraits`).
@MainActor
func listRowNode(_ row: ViewNode, _ environment: BuildEnvironment) -> ViewNode {
    let traits = row.traits.listRow
    let layout = ListRowLayout(insets: traits.insets ?? ListRowLayout.defaultInsets)
    let node = ViewNode(typeName: "ListRow", content: .container(LayoutBox(layout)), environment: environment)
    node.adopt([row])
    if let background = traits.background {
        var outside = environment
        outside.stackAxis = nil
        let nodes = background(outside)
        for made in nodes { made.isBackground = true }
        node.adopt(nodes)
    }
    return node
}

extension ViewNode {
    /// What the node is in a list section when it is a list row (a row, a header, a footer); nil otherwise.
    var listRowRole: ListRowLayout.Role? {
        guard case .container(let box) = content, let row = box as? LayoutBox<ListRowLayout> else { return nil }
        return row.layout.role
    }

    /// Whether the node stacks a list section's header, rows and footer.
    var isListSection: Bool {
        guard case .container(let box) = content else { return false }
        return box is LayoutBox<ListSectionLayout>
    }

    /// The list row modifiers of the row's content.
    var rowTraits: ListRowTraits { children.first?.traits.listRow ?? ListRowTraits() }
}

/// The type name a section's node has, which a list keeps as it is instead of making it a row.
let sectionTypeName = "Section"
