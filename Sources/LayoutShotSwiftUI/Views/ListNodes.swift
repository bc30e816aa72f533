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
