/// Computes the static geometry of a configuration: sections stacked along the scroll axis, each
/// with header, items (placed by the kind), footer and optional background, as docs/formats.md defines.
enum LayoutComputer {
    static func compute(_ configuration: LayoutConfiguration) -> EngineLayout {
        if configuration.kind == .carousel { return CarouselGeometry.compute(configuration) }
        let axis = AxisMapper(direction: configuration.scrollDirection)
        let viewportU = axis.u(of: configuration.viewport)
        var columnExtent = viewportU
        if configuration.scrollDirection == .vertical, let cap = configuration.maxContentWidth {
            columnExtent = min(viewportU, cap)
        }
        let columnStart = (viewportU - columnExtent) / 2

        var elements: [LayoutElement] = []
        elements.reserveCapacity(configuration.sections.reduce(0) { $0 + $1.items.count + 3 })
        var sections: [SectionInfo] = []
        sections.reserveCapacity(configuration.sections.count)
        var cursor = 0.0
        for (s, section) in configuration.sections.enumerated() {
            let index = Int32(truncatingIfNeeded: s)
            if s > 0 { cursor += section.sectionSpacing }
            let sectionStart = cursor
            var info = SectionInfo(
                headerElement: nil, headerV: cursor, headerExtent: section.header ?? 0, itemsEndV: cursor,
                bodyEndV: cursor, endV: cursor, backgroundCornerRadius: section.background?.cornerRadius ?? 0)
            if let header = section.header {
                info.headerElement = elements.count
                elements.append(LayoutElement(
                    frame: axis.rect(u: columnStart, v: cursor, uSize: columnExtent, vSize: header),
                    section: index, item: 0, kind: .header))
            }
            let inset = axis.axes(of: section.inset)
            let area = SectionArea(
                uStart: columnStart + inset.uStart,
                available: max(0, columnExtent - inset.uStart - inset.uEnd),
                vStart: cursor + info.headerExtent + inset.vStart)
            let firstCell = elements.count
            let itemsEnd = placement(for: configuration.kind, section: section)
                .place(section, index: index, area: area, axis: axis, into: &elements)
            info.itemsEndV = section.items.isEmpty ? info.headerV + info.headerExtent : itemsEnd
            cursor = itemsEnd + inset.vEnd
            info.bodyEndV = cursor
            if let footer = section.footer {
                elements.append(LayoutElement(
                    frame: axis.rect(u: columnStart, v: cursor, uSize: columnExtent, vSize: footer),
                    section: index, item: 0, kind: .footer))
                cursor += footer
            }
            info.endV = cursor
            if let background = section.background {
                let covered: Rect2D?
                switch background.cover {
                case .items:
                    covered = elements[firstCell..<(firstCell + section.items.count)]
                        .lazy.map(\.frame).reduce(nil) { $0?.union($1) ?? $1 }
                case .section:
                    covered = axis.rect(
                        u: columnStart, v: sectionStart, uSize: columnExtent, vSize: cursor - sectionStart)
                }
                if let covered {
                    elements.append(LayoutElement(
                        frame: covered.insetBy(-background.outset), section: index, item: 0, kind: .decoration))
                }
            }
            sections.append(info)
        }
        return EngineLayout(
            configuration: configuration, contentSize: axis.size(u: viewportU, v: cursor), elements: elements,
            sections: sections)
    }

    private static func placement(for kind: LayoutKind, section: SectionConfiguration) -> any SectionPlacement.Type {
        switch kind {
        case .flow: FlowLinePlacement.self
        case .alignedFlow: section.follow ? FollowPlacement.self : FlowLinePlacement.self
        case .waterfall: WaterfallPlacement.self
        case .cards, .carousel: CardsPlacement.self
        case .compositional: FlowLinePlacement.self
        }
    }
}
