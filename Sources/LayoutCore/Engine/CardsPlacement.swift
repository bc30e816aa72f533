/// One column of cards at the section's leading inset; a negative `lineSpacing` makes them overlap.
///
/// A card never starts above the card before it, so a spacing more negative than a card's height
/// stacks the next card exactly on it instead of climbing out of the section.
enum CardsPlacement: SectionPlacement {
    static func place(
        _ section: SectionConfiguration, index: Int32, area: SectionArea, axis: AxisMapper,
        into elements: inout [LayoutElement]
    ) -> Double {
        var v = area.vStart
        var maxEnd = area.vStart
        for (k, item) in section.items.enumerated() {
            let size = item.resolvedSize(default: section.itemSize)
            let vSize = axis.v(of: size)
            elements.appendCell(
                section: index, item: k, frame: axis.rect(u: area.uStart, v: v, uSize: axis.u(of: size), vSize: vSize))
            maxEnd = max(maxEnd, v + vSize)
            v = max(v, v + vSize + section.lineSpacing)
        }
        return maxEnd
    }
}
