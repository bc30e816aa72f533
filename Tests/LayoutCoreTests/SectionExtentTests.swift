import LayoutCore
import Testing

/// `EngineLayout.sectionExtents`: each section's stretch along the scroll axis as the engine stacked it.
@Suite struct SectionExtentTests {
    /// Section 0: header 20, items 40 + 40 inset 5 before and 15 after, footer 10 → 0, 20, 120, 130.
    /// Section 1: 30 after it, no header, footer or items, insets 2 and 3 → 160, 160, 165, 165.
    /// Section 2: header 8, no items, insets 1 and 2, footer 4 → 165, 173, 176, 180.
    static func configuration(_ direction: ScrollDirection) -> LayoutConfiguration {
        let axis = AxisMapper(direction: direction)
        return LayoutConfiguration(
            kind: .flow, viewport: Size2D(width: 100, height: 100),
            sections: [
                SectionConfiguration(
                    items: [ItemSpec(), ItemSpec()], header: 20, footer: 10,
                    inset: axis.insets(uStart: 0, uEnd: 0, vStart: 5, vEnd: 15), itemSize: axis.size(u: 100, v: 40)),
                SectionConfiguration(inset: axis.insets(uStart: 0, uEnd: 0, vStart: 2, vEnd: 3), sectionSpacing: 30),
                SectionConfiguration(header: 8, footer: 4, inset: axis.insets(uStart: 0, uEnd: 0, vStart: 1, vEnd: 2)),
            ],
            scrollDirection: direction)
    }

    @Test(arguments: ScrollDirection.allCases)
    func workedByHand(direction: ScrollDirection) {
        let layout = Self.configuration(direction).compute()
        #expect(layout.sectionExtents == [
            SectionExtent(start: 0, bodyStart: 20, bodyEnd: 120, end: 130),
            SectionExtent(start: 160, bodyStart: 160, bodyEnd: 165, end: 165),
            SectionExtent(start: 165, bodyStart: 173, bodyEnd: 176, end: 180),
        ])
        #expect(AxisMapper(direction: direction).v(of: layout.contentSize) == 180)
    }

    /// Over random layouts the extents agree with the frames: the header spans start…bodyStart, the footer
    /// bodyEnd…end, the items and their insets fill the body, and sections follow one another by their spacing.
    @Test(arguments: [LayoutKind.flow, .alignedFlow, .waterfall], LayoutPropertyTests.seeds)
    func agreeWithTheFrames(kind: LayoutKind, seed: UInt64) {
        let configuration = LayoutPropertyTests.randomConfiguration(kind, seed: seed)
        let layout = configuration.compute()
        let axis = AxisMapper(direction: configuration.scrollDirection)
        let extents = layout.sectionExtents
        #expect(extents.count == configuration.sections.count)
        var previousEnd = 0.0
        for (s, (extent, section)) in zip(extents, configuration.sections).enumerated() {
            let frames = layout.staticAttributes.filter { $0.section == s }
            #expect(extent.start == (s == 0 ? 0 : previousEnd + section.sectionSpacing))
            let header = frames.first { $0.kind == .header }?.frame
            #expect(header.map { [axis.vMin(of: $0), axis.vMax(of: $0)] } ?? [extent.start, extent.start]
                == [extent.start, extent.bodyStart])
            let footer = frames.first { $0.kind == .footer }?.frame
            #expect(footer.map { [axis.vMin(of: $0), axis.vMax(of: $0)] } ?? [extent.bodyEnd, extent.bodyEnd]
                == [extent.bodyEnd, extent.end])
            let inset = axis.axes(of: section.inset)
            let itemsEnd = frames.filter { $0.kind == .cell }.map { axis.vMax(of: $0.frame) }.max()
                ?? extent.bodyStart + inset.vStart
            #expect(abs(itemsEnd + inset.vEnd - extent.bodyEnd) <= 1e-9 * max(1, extent.bodyEnd))
            previousEnd = extent.end
        }
        #expect(previousEnd == axis.v(of: layout.contentSize))
    }
}
