/// The carousel's static geometry: one horizontal line of `itemSize` items, inset so that the first
/// and last items can stand in the viewport's centre, centred vertically in the viewport.
enum CarouselGeometry {
    static func compute(_ configuration: LayoutConfiguration) -> EngineLayout {
        let viewport = configuration.viewport
        let section = configuration.sections.first ?? SectionConfiguration()
        let size = section.itemSize
        let inset = viewport.width / 2 - size.width / 2
        let y = (viewport.height - size.height) / 2
        var elements: [LayoutElement] = []
        elements.reserveCapacity(section.items.count)
        var x = inset
        for k in section.items.indices {
            elements.appendCell(section: 0, item: k, frame: Rect2D(x: x, y: y, width: size.width, height: size.height))
            x += size.width + section.lineSpacing
        }
        let contentWidth = section.items.isEmpty ? viewport.width : x - section.lineSpacing + inset
        let info = SectionInfo(
            headerElement: nil, headerV: 0, headerExtent: 0, itemsEndV: contentWidth, bodyEndV: contentWidth,
            endV: contentWidth, backgroundCornerRadius: 0)
        return EngineLayout(
            configuration: configuration, contentSize: Size2D(width: contentWidth, height: viewport.height),
            elements: elements, sections: configuration.sections.isEmpty ? [] : [info])
    }
}
