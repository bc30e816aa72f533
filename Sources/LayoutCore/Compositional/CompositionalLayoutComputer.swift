/// Turns a compositional layout description into static geometry in one pass over the sections: each
/// section's group is resolved once and stamped once per group instance, so computing is O(n) in elements.
struct CompositionalLayoutComputer {
    let layout: CompositionalLayout
    let viewport: CompositionalViewport
    let axis: AxisMapper
    var elements: [CompositionalElement] = []
    var elementKinds: [String] = []
    private var kindIndex: [String: Int32] = [:]
    var pins: [CompositionalPin] = []
    var sections: [CompositionalSectionGeometry] = []
    /// The list sections' configurations, by section index, for `CompositionalListPass`.
    var lists: [Int: CompositionalListConfiguration] = [:]
    /// Views attached to cells of the section being placed; they follow its footers in canonical order.
    private var attached: [CompositionalElement] = []

    /// A stretch along the scroll axis that boundary supplementaries are placed on.
    struct Span {
        /// Where start-side views go.
        var start: Double
        /// Where the content begins: beside-the-content views go here.
        var contentStart: Double
        /// Where end-side views end.
        var end: Double
    }

    init(layout: CompositionalLayout, viewport: CompositionalViewport) {
        self.layout = layout
        self.viewport = viewport
        axis = AxisMapper(direction: layout.configuration.scrollDirection)
    }

    /// Lays out sections of `itemCounts[s]` items each; returns the content's extent along the scroll axis.
    mutating func run(itemCounts: [Int]) -> Double {
        let configuration = layout.configuration
        let environment = layout.environment(for: viewport)
        let across = span(inside: configuration.contentInsetsReference)
        let container = axis.size(u: across.1 - across.0, v: axis.v(of: viewport.size))
        let global = configuration.boundarySupplementaryItems
        let startBand = band(global, side: -1, in: container), endBand = band(global, side: 1, in: container)
        let firstGlobalPin = pins.count
        placeBoundaryItems(
            global, sides: [-1, 0], section: 0, across: across, container: container,
            span: Span(start: 0, contentStart: startBand, end: startBand))
        let lastGlobalPin = pins.count
        var cursor = startBand
        for (s, count) in itemCounts.enumerated() {
            if s > 0 { cursor += configuration.interSectionSpacing }
            cursor = placeSection(s, startV: cursor, count: max(0, count), environment: environment)
        }
        let end = cursor + endBand
        for p in firstGlobalPin..<lastGlobalPin { pins[p].upper = end }
        placeBoundaryItems(
            global, sides: [1], section: max(0, itemCounts.count - 1), across: across, container: container,
            span: Span(start: 0, contentStart: startBand, end: end))
        return end
    }

    /// The span across the scroll axis that `reference` leaves of the viewport.
    private func span(inside reference: CompositionalContentInsetsReference) -> (Double, Double) {
        let insets = axis.axes(of: reference.insets(in: viewport, scrollDirection: axis.direction))
        return (insets.uStart, axis.u(of: viewport.size) - insets.uEnd)
    }

    /// Lays out section `s` from `startV`; returns where it ends along the scroll axis.
    private mutating func placeSection(_ s: Int, startV: Double, count: Int, environment: CompositionalEnvironment) -> Double {
        let section = layout.sectionProvider(s, environment)
        if let list = section.list { lists[s] = list }
        let insets = axis.axes(of: section.contentInsets.edgeInsets)
        let reference = layout.configuration.contentInsetsReference
        let frameU = span(inside: section.contentInsetsReference.following(reference))
        let contentU = (frameU.0 + insets.uStart, frameU.1 - insets.uEnd)
        let effectiveV = axis.v(of: viewport.size) - insets.vStart - insets.vEnd
        let effective = axis.size(u: contentU.1 - contentU.0, v: effectiveV)
        let groupSize = section.group.layoutSize.resolved(in: effective)
        let template = section.group.template(size: groupSize, capacity: count)
        let perGroup = template.slots.count
        let groups = perGroup == 0 ? 0 : (count + perGroup - 1) / perGroup
        let orthogonal = section.orthogonalScrollingBehavior != .none

        let supplementaryFrameU = span(inside: section.supplementaryContentInsetsReference.following(reference))
        let supplementaryU = section.supplementariesFollowContentInsets
            ? (supplementaryFrameU.0 + insets.uStart, supplementaryFrameU.1 - insets.uEnd) : supplementaryFrameU
        let supplementaryContainer = axis.size(u: supplementaryU.1 - supplementaryU.0, v: effectiveV)
        let boundary = section.boundarySupplementaryItems
        let contentStart = startV + band(boundary, side: -1, in: supplementaryContainer)
        let groupU = axis.u(of: groupSize), groupV = axis.v(of: groupSize), spacing = section.interGroupSpacing
        let groupsV = groups == 0 ? 0 : (orthogonal ? groupV : Double(groups) * groupV + Double(groups - 1) * spacing)
        let contentEnd = contentStart + insets.vStart + groupsV + insets.vEnd
        let endV = contentEnd + band(boundary, side: 1, in: supplementaryContainer)
        let span = Span(start: startV, contentStart: contentStart, end: endV)

        placeBoundaryItems(boundary, sides: [-1], section: s, across: supplementaryU, container: supplementaryContainer, span: span)
        var leadU = contentU.0
        if section.orthogonalScrollingBehavior == .groupPagingCentered { leadU += max(0, (contentU.1 - contentU.0 - groupU) / 2) }
        var starts: [Double] = []
        for g in 0..<groups {
            let u = orthogonal ? leadU + Double(g) * (groupU + spacing) : contentU.0
            let v = contentStart + insets.vStart + (orthogonal ? 0 : Double(g) * (groupV + spacing))
            if orthogonal { starts.append(u - frameU.0) }
            stamp(template, at: axis.rect(u: u, v: v, uSize: 0, vSize: 0).origin, section: s,
                  firstItem: g * perGroup, itemCount: count, orthogonal: orthogonal)
        }
        placeBoundaryItems(boundary, sides: [1], section: s, across: supplementaryU, container: supplementaryContainer, span: span)
        placeBoundaryItems(boundary, sides: [0], section: s, across: supplementaryU, container: supplementaryContainer, span: span)
        elements.append(contentsOf: attached)
        attached.removeAll(keepingCapacity: true)
        let frame = axis.rect(u: frameU.0, v: startV, uSize: frameU.1 - frameU.0, vSize: endV - startV)
        for decoration in section.decorationItems {
            elements.append(CompositionalElement(
                frame: frame.inset(by: decoration.contentInsets), section: Int32(s), item: 0,
                zIndex: Int32(clamping: decoration.zIndex - 1), kind: .decoration, elementKind: kind(decoration.elementKind),
                pin: -1, scrollsOrthogonally: false, cornerRadius: decoration.cornerRadius))
        }
        var trailing = insets.uEnd
        if section.orthogonalScrollingBehavior == .groupPagingCentered { trailing += leadU - contentU.0 }
        sections.append(CompositionalSectionGeometry(
            frame: frame, orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
            orthogonalContentLength: orthogonal ? (starts.last.map { $0 + groupU } ?? insets.uStart) + trailing : 0,
            orthogonalViewportLength: orthogonal ? frameU.1 - frameU.0 : 0,
            groupStarts: starts, groupLength: orthogonal ? groupU : 0, leadingContentInset: insets.uStart))
        return endV
    }

    /// Places one group instance's cells (items `firstItem...` while below `itemCount`) and attached views.
    private mutating func stamp(
        _ template: CompositionalGroupTemplate, at origin: Point, section: Int, firstItem: Int, itemCount: Int, orthogonal: Bool
    ) {
        let filled = min(template.slots.count, itemCount - firstItem)
        for (j, slot) in template.slots.prefix(filled).enumerated() {
            elements.append(CompositionalElement(
                frame: slot.frame.offsetBy(dx: origin.x, dy: origin.y), section: Int32(section), item: Int32(firstItem + j),
                zIndex: Int32(clamping: slot.zIndex), kind: .cell, elementKind: -1, pin: -1,
                scrollsOrthogonally: orthogonal, cornerRadius: 0))
        }
        for supplementary in template.supplementaries where supplementary.slot < filled {
            attached.append(CompositionalElement(
                frame: supplementary.frame.offsetBy(dx: origin.x, dy: origin.y), section: Int32(section),
                item: Int32(firstItem + supplementary.slot), zIndex: Int32(clamping: supplementary.zIndex),
                kind: .supplementary, elementKind: kind(supplementary.elementKind), pin: -1,
                scrollsOrthogonally: orthogonal, cornerRadius: 0))
        }
    }

    /// The room boundary supplementaries on `side` take along the scroll axis: the longest one that extends the boundary.
    private func band(_ items: [CompositionalBoundarySupplementaryItem], side: Int, in container: Size) -> Double {
        items.reduce(0) { longest, item in
            guard item.extendsBoundary, item.alignment.components(scrollingAlong: axis.direction).along == side else { return longest }
            return max(longest, axis.v(of: item.layoutSize.resolved(in: container)))
        }
    }

    /// Places the boundary supplementaries whose side along the scroll axis is in `sides`: start-side ones at the
    /// span's start, end-side ones ending at its end, beside-the-content ones where the content starts.
    private mutating func placeBoundaryItems(
        _ items: [CompositionalBoundarySupplementaryItem], sides: Set<Int>, section: Int, across: (Double, Double),
        container: Size, span: Span
    ) {
        for item in items {
            let (along, side) = item.alignment.components(scrollingAlong: axis.direction)
            guard sides.contains(along) else { continue }
            let size = item.layoutSize.resolved(in: container)
            let uSize = axis.u(of: size), vSize = axis.v(of: size)
            let u = side < 0 ? across.0 : side == 0 ? (across.0 + across.1 - uSize) / 2 : across.1 - uSize
            let v = along < 0 ? span.start : along == 0 ? span.contentStart : span.end - vSize
            let frame = axis.rect(u: u, v: v, uSize: uSize, vSize: vSize).offsetBy(dx: item.absoluteOffset.x, dy: item.absoluteOffset.y)
            var pin: Int32 = -1
            if item.pinToVisibleBounds {
                pin = Int32(pins.count)
                pins.append(CompositionalPin(
                    side: along, staticV: axis.vMin(of: frame), extent: vSize,
                    lower: span.start, upper: span.end))
            }
            let kind: ElementKind = along < 0 ? .header : along > 0 ? .footer : .supplementary
            elements.append(CompositionalElement(
                frame: frame, section: Int32(section), item: 0, zIndex: Int32(clamping: item.zIndex), kind: kind,
                elementKind: self.kind(item.elementKind), pin: pin, scrollsOrthogonally: false, cornerRadius: 0))
        }
    }

    /// The index of an element-kind name, added on first use.
    private mutating func kind(_ name: String) -> Int32 {
        if let index = kindIndex[name] { return index }
        let index = Int32(elementKinds.count)
        elementKinds.append(name)
        kindIndex[name] = index
        return index
    }
}
