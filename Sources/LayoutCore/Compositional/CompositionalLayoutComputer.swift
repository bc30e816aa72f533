/// Turns a compositional layout description into static geometry in one pass over the sections: each
/// section's group is resolved once and stamped once per group instance, so computing is O(n) in elements.
/// In a section where cells were measured, each group instance is resolved with its cells' sizes instead.
struct CompositionalLayoutComputer {
    let layout: CompositionalLayout
    let viewport: CompositionalViewport
    let measured: CompositionalMeasuredSizes
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

    init(layout: CompositionalLayout, viewport: CompositionalViewport, measured: CompositionalMeasuredSizes) {
        self.layout = layout
        self.viewport = viewport
        self.measured = measured
        axis = AxisMapper(direction: layout.configuration.scrollDirection)
    }

    /// Lays out sections of `itemCounts[s]` items each; returns the content's extent along the scroll axis.
    mutating func run(itemCounts: [Int]) -> Double {
        let configuration = layout.configuration
        let environment = layout.environment(for: viewport)
        let across = span(inside: configuration.contentInsetsReference)
        let container = axis.size(u: across.1 - across.0, v: axis.v(of: viewport.size))
        let global = configuration.boundarySupplementaryItems
        let lastSection = max(0, itemCounts.count - 1)
        let startBand = band(global, side: -1, section: 0, in: container)
        let endBand = band(global, side: 1, section: lastSection, in: container)
        let firstGlobalPin = pins.count
        placeBoundaryItems(
            global, sides: [-1, 0], section: 0, across: across, container: container,
            span: Span(start: 0, contentStart: startBand, end: startBand))
        let lastGlobalPin = pins.count
        // Cells and their views outnumber the rest; reserving them up front spares copies as the array grows.
        elements.reserveCapacity(itemCounts.reduce(0) { $0 + max(0, $1) } + pins.count + 16)
        var cursor = startBand
        for (s, count) in itemCounts.enumerated() {
            if s > 0 { cursor += configuration.interSectionSpacing }
            cursor = placeSection(s, startV: cursor, count: max(0, count), environment: environment)
        }
        let end = cursor + endBand
        for p in firstGlobalPin..<lastGlobalPin { pins[p].upper = end }
        placeBoundaryItems(
            global, sides: [1], section: lastSection, across: across, container: container,
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
        let runs = groupRuns(section.group, size: groupSize, count: count, measured: measured.cells[s])
        let orthogonal = section.orthogonalScrollingBehavior != .none

        let supplementaryFrameU = span(inside: section.supplementaryContentInsetsReference.following(reference))
        let supplementaryU = section.supplementariesFollowContentInsets
            ? (supplementaryFrameU.0 + insets.uStart, supplementaryFrameU.1 - insets.uEnd) : supplementaryFrameU
        let supplementaryContainer = axis.size(u: supplementaryU.1 - supplementaryU.0, v: effectiveV)
        let boundary = section.boundarySupplementaryItems
        let contentStart = startV + band(boundary, side: -1, section: s, in: supplementaryContainer)
        let spacing = section.interGroupSpacing
        let groups = runs.reduce(0) { $0 + $1.count }
        let groupsV = orthogonal
            ? runs.map { axis.v(of: $0.size) }.max() ?? 0
            : runs.reduce(0) { $0 + Double($1.count) * axis.v(of: $1.size) } + Double(max(0, groups - 1)) * spacing
        let contentEnd = contentStart + insets.vStart + groupsV + insets.vEnd
        let endV = contentEnd + band(boundary, side: 1, section: s, in: supplementaryContainer)
        let span = Span(start: startV, contentStart: contentStart, end: endV)

        placeBoundaryItems(boundary, sides: [-1], section: s, across: supplementaryU, container: supplementaryContainer, span: span)
        var leadU = contentU.0
        if section.orthogonalScrollingBehavior == .groupPagingCentered, let first = runs.first {
            leadU += max(0, (contentU.1 - contentU.0 - axis.u(of: first.size)) / 2)
        }
        var starts: [Double] = [], lengths: [Double] = []
        var u = leadU, v = contentStart + insets.vStart
        for run in runs {
            let runU = axis.u(of: run.size), runV = axis.v(of: run.size), perGroup = run.template.slots.count
            for g in 0..<run.count {
                if orthogonal {
                    starts.append(u - frameU.0)
                    lengths.append(runU)
                }
                stamp(run.template, at: axis.rect(u: u, v: v, uSize: 0, vSize: 0).origin, section: s,
                      firstItem: run.firstItem + g * perGroup, itemCount: count, orthogonal: orthogonal)
                if orthogonal { u += runU + spacing } else { v += runV + spacing }
            }
        }
        placeBoundaryItems(boundary, sides: [1], section: s, across: supplementaryU, container: supplementaryContainer, span: span)
        placeBoundaryItems(boundary, sides: [0], section: s, across: supplementaryU, container: supplementaryContainer, span: span)
        elements.append(contentsOf: attached)
        attached.removeAll(keepingCapacity: true)
        let frame = axis.rect(u: frameU.0, v: startV, uSize: frameU.1 - frameU.0, vSize: endV - startV)
        // A list's background lies behind its rows: inside the header and footer bands and the section's
        // contentInsets as they are now (the app may set them after making the section), then its own insets.
        let rowsV = contentStart + insets.vStart
        let rows = axis.rect(
            u: contentU.0, v: rowsV, uSize: contentU.1 - contentU.0, vSize: max(0, contentEnd - insets.vEnd - rowsV))
        for decoration in section.decorationItems {
            let isListBackground = section.list != nil
                && decoration.elementKind == CompositionalListConfiguration.backgroundElementKind
            elements.append(CompositionalElement(
                frame: (isListBackground ? rows : frame).inset(by: decoration.contentInsets), section: Int32(s), item: 0,
                zIndex: Int32(clamping: decoration.zIndex - 1), kind: .decoration, elementKind: kind(decoration.elementKind),
                pin: -1, scrollsOrthogonally: false, cornerRadius: decoration.cornerRadius))
        }
        var trailing = insets.uEnd
        if section.orthogonalScrollingBehavior == .groupPagingCentered { trailing += leadU - contentU.0 }
        sections.append(CompositionalSectionGeometry(
            frame: frame, orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
            orthogonalContentLength: orthogonal ? (starts.last.map { $0 + lengths[lengths.count - 1] } ?? insets.uStart) + trailing : 0,
            orthogonalViewportLength: orthogonal ? frameU.1 - frameU.0 : 0,
            groupStarts: starts, groupLengths: lengths, leadingContentInset: insets.uStart))
        return endV
    }

    /// Places one group instance's cells (items `firstItem...` while below `itemCount`) and attached views.
    private mutating func stamp(
        _ template: CompositionalGroupTemplate, at origin: Point2D, section: Int, firstItem: Int, itemCount: Int, orthogonal: Bool
    ) {
        let filled = min(template.slots.count, itemCount - firstItem)
        for (j, slot) in template.slots.prefix(filled).enumerated() {
            elements.append(CompositionalElement(
                frame: slot.frame.offsetBy(dx: origin.x, dy: origin.y), section: Int32(section), item: Int32(firstItem + j),
                zIndex: Int32(clamping: slot.zIndex), kind: .cell, elementKind: -1, pin: -1,
                scrollsOrthogonally: orthogonal, cornerRadius: 0, selfSizing: slot.selfSizing))
        }
        for supplementary in template.supplementaries where supplementary.slot < filled {
            attached.append(CompositionalElement(
                frame: supplementary.frame.offsetBy(dx: origin.x, dy: origin.y), section: Int32(section),
                item: Int32(firstItem + supplementary.slot), zIndex: Int32(clamping: supplementary.zIndex),
                kind: .supplementary, elementKind: kind(supplementary.elementKind), pin: -1,
                scrollsOrthogonally: orthogonal, cornerRadius: 0))
        }
    }

    /// The group instances that hold `count` items, as runs: the group resolved once at `size` and repeated;
    /// where cells of an instance were measured, that instance is resolved again with its cells' sizes (so an
    /// instance of estimated-width items holds as many as fit, and an estimated-height row is as tall as its tallest).
    private func groupRuns(_ group: CompositionalGroup, size: Size2D, count: Int, measured: [Int: Size2D]?) -> [CompositionalGroupRun] {
        let template = group.template(size: size, capacity: count)
        let perGroup = template.slots.count
        guard perGroup > 0, count > 0 else { return [] }
        guard let measured, !measured.isEmpty else {
            return [CompositionalGroupRun(template: template, size: size, firstItem: 0, count: (count + perGroup - 1) / perGroup)]
        }
        var runs: [CompositionalGroupRun] = []
        // Measured items in order, walked beside the instances, say which instances hold one without hashing each item.
        let measuredItems = measured.keys.sorted()
        var next = 0
        var first = 0, inTemplateRun = false
        while first < count {
            while next < measuredItems.count && measuredItems[next] < first { next += 1 }
            guard next < measuredItems.count && measuredItems[next] < first + perGroup else {
                if inTemplateRun {
                    runs[runs.count - 1].count += 1
                } else {
                    runs.append(CompositionalGroupRun(template: template, size: size, firstItem: first, count: 1))
                }
                inTemplateRun = true
                first += perGroup
                continue
            }
            inTemplateRun = false
            let sizes = CompositionalSlotSizes(firstItem: first, sizes: measured)
            // A group of fixed size keeps it; only an estimated one needs the dry run that measures its content.
            let instanceSize = CompositionalSelfSizingAxes(group.layoutSize).isEmpty
                ? size : group.measured(proposed: size, capacity: count, sizes: sizes).size
            let resolved = group.template(size: instanceSize, capacity: count, sizes: sizes)
            guard !resolved.slots.isEmpty else { break }
            runs.append(CompositionalGroupRun(template: resolved, size: instanceSize, firstItem: first, count: 1))
            first += resolved.slots.count
        }
        return runs
    }

    /// The room boundary supplementaries on `side` take along the scroll axis: the longest one that extends the boundary.
    private func band(_ items: [CompositionalBoundarySupplementaryItem], side: Int, section: Int, in container: Size2D) -> Double {
        items.reduce(0) { longest, item in
            guard item.extendsBoundary, item.alignment.components(scrollingAlong: axis.direction).along == side else { return longest }
            return max(longest, axis.v(of: boundarySize(item, section: section, in: container)))
        }
    }

    /// A boundary supplementary's size in `container`, its measured length on the axes its dimension estimates.
    private func boundarySize(_ item: CompositionalBoundarySupplementaryItem, section: Int, in container: Size2D) -> Size2D {
        let resolved = item.layoutSize.resolved(in: container)
        guard let size = measured.boundarySupplementaries[item.elementKind]?[section] else { return resolved }
        let axes = CompositionalSelfSizingAxes(item.layoutSize)
        return Size2D(
            width: axes.contains(.width) ? size.width : resolved.width,
            height: axes.contains(.height) ? size.height : resolved.height)
    }

    /// Places the boundary supplementaries whose side along the scroll axis is in `sides`: start-side ones at the
    /// span's start, end-side ones ending at its end, beside-the-content ones where the content starts.
    private mutating func placeBoundaryItems(
        _ items: [CompositionalBoundarySupplementaryItem], sides: Set<Int>, section: Int, across: (Double, Double),
        container: Size2D, span: Span
    ) {
        for item in items {
            let (along, side) = item.alignment.components(scrollingAlong: axis.direction)
            guard sides.contains(along) else { continue }
            let size = boundarySize(item, section: section, in: container)
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
                elementKind: self.kind(item.elementKind), pin: pin, scrollsOrthogonally: false, cornerRadius: 0,
                selfSizing: CompositionalSelfSizingAxes(item.layoutSize)))
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
