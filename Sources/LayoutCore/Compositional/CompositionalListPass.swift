/// What a list section draws beyond its rows, derived from the computed layout after the sections are placed:
/// each row's separators (decorations of kind `list-separator`), the `firstItemInSection` header row's name,
/// and the colour of the `backgroundColor` background (stretched across the collection view's whole width). Lists
/// scroll vertically, so rows stack along y.
struct CompositionalListPass {
    let viewport: CompositionalViewport
    /// The list configuration of each list section, by section index.
    let lists: [Int: CompositionalListConfiguration]

    /// The elements with each list section's separators after its decorations (the caller restores the canonical
    /// order where an app's own decoration sorts after them), the element kinds they name, and the colour of each
    /// list background, by position in the returned elements.
    func apply(
        to elements: [CompositionalElement], elementKinds: [String]
    ) -> (elements: [CompositionalElement], elementKinds: [String], colors: [Int32: RGBAColor]) {
        guard !lists.isEmpty else { return (elements, elementKinds, [:]) }
        var kinds = elementKinds
        func index(of name: String) -> Int32 {
            if let i = kinds.firstIndex(of: name) { return Int32(i) }
            kinds.append(name)
            return Int32(kinds.count - 1)
        }
        let separatorKind = index(of: CompositionalListConfiguration.separatorElementKind)
        let headerItemKind = index(of: CompositionalListConfiguration.headerItemElementKind)
        let backgroundKind = index(of: CompositionalListConfiguration.backgroundColorElementKind)
        var out: [CompositionalElement] = []
        out.reserveCapacity(elements.count * 2)
        var colors: [Int32: RGBAColor] = [:]
        var rows: [CompositionalElement] = []
        var start = 0
        while start < elements.count {
            let s = elements[start].section
            var end = start
            while end < elements.count, elements[end].section == s { end += 1 }
            guard let list = lists[Int(s)] else {
                out += elements[start..<end]
                start = end
                continue
            }
            rows.removeAll(keepingCapacity: true)
            for var element in elements[start..<end] {
                if element.kind == .cell {
                    if list.headerMode == .firstItemInSection, element.item == 0 { element.elementKind = headerItemKind }
                    rows.append(element)
                }
                if element.kind == .decoration, element.elementKind == backgroundKind, let color = list.backgroundColor {
                    // The list's background reaches from edge to edge, whatever the rows are inset by.
                    element.frame = Rect2D(x: 0, y: element.frame.y, width: viewport.size.width, height: element.frame.height)
                    colors[Int32(out.count)] = color
                }
                out.append(element)
            }
            if list.showsSeparators { out += separators(of: rows, in: list, kind: separatorKind) }
            start = end
        }
        return (out, kinds, colors)
    }

    /// The separators of one section's rows (in item order), top before bottom for each row.
    private func separators(
        of rows: [CompositionalElement], in list: CompositionalListConfiguration, kind: Int32
    ) -> [CompositionalElement] {
        var result: [CompositionalElement] = []
        let last = rows.map(\.item).max() ?? 0
        let thickness = list.metrics.separatorThickness
        for row in rows {
            let item = Int(row.item)
            var configuration = list.separatorConfiguration
            if let handler = list.itemSeparatorHandler {
                configuration = handler.configuration(Int(row.section), item, configuration)
            }
            let headerRow = list.headerMode == .firstItemInSection && item == 0
            let automaticBottom = row.item != last && !headerRow
            if configuration.topSeparatorVisibility == .visible {
                result.append(separator(
                    along: row, y: row.frame.y, thickness: thickness, insets: configuration.topSeparatorInsets, list: list, kind: kind))
            }
            let bottom = configuration.bottomSeparatorVisibility
            if bottom == .visible || (bottom == .automatic && automaticBottom) {
                result.append(separator(
                    along: row, y: row.frame.maxY - thickness, thickness: thickness, insets: configuration.bottomSeparatorInsets,
                    list: list, kind: kind))
            }
        }
        return result
    }

    /// A separator inside `row` from `y`, across the row less its insets. Automatic insets start at the cell's
    /// leading layout margin, which also keeps clear of the safe area for a row that reaches under it.
    private func separator(
        along row: CompositionalElement, y: Double, thickness: Double, insets: DirectionalEdgeInsets?,
        list: CompositionalListConfiguration, kind: Int32
    ) -> CompositionalElement {
        let frame = row.frame
        let leading = insets?.leading ?? list.metrics.cellLayoutMargin + max(0, viewport.safeAreaInsets.left - frame.x)
        let trailing = insets?.trailing ?? 0
        let width = max(0, frame.width - leading - trailing)
        return CompositionalElement(
            frame: Rect2D(x: frame.x + min(leading, frame.width), y: y, width: width, height: thickness),
            section: row.section, item: row.item, zIndex: row.zIndex &+ 1, kind: .decoration, elementKind: kind,
            pin: -1, scrollsOrthogonally: row.scrollsOrthogonally, cornerRadius: 0)
    }
}
