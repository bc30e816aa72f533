/// The offset-dependent behaviour of a layout: sticky and pinned headers, card pinning, carousel scale.
///
/// Elements it may move are indexed by their reach (every place they can be), so a query at any
/// offset stays O(log n + k).
struct ScrollEffects: Sendable {
    let axis: AxisMapper
    let viewport: Size2D
    let stickyHeaders: Bool
    let pinnedSection: Int?
    let carousel: CarouselOptions?
    let cardPinTop: Double?

    init(_ configuration: LayoutConfiguration, sections: [SectionInfo]) {
        axis = AxisMapper(direction: configuration.scrollDirection)
        viewport = configuration.viewport
        stickyHeaders = configuration.pinHeaders
        if let k = configuration.pinnedSection, sections.indices.contains(k), sections[k].headerElement != nil {
            pinnedSection = k
        } else {
            pinnedSection = nil
        }
        carousel = configuration.kind == .carousel ? configuration.carousel : nil
        cardPinTop = configuration.kind == .cards ? configuration.pinTop : nil
    }

    /// Whether any element can move with the offset; when not, building the index skips the per-element checks.
    var movesAnything: Bool { stickyHeaders || pinnedSection != nil || carousel != nil || cardPinTop != nil }

    /// Whether the element's frame depends on the content offset.
    func moves(_ element: LayoutElement) -> Bool {
        switch element.kind {
        case .header: stickyHeaders || Int(element.section) == pinnedSection
        case .cell: carousel != nil || cardPinTop != nil
        case .footer, .decoration, .supplementary: false
        }
    }

    /// The interval along the scroll axis that holds the element at every offset.
    func reach(of element: LayoutElement, sections: [SectionInfo]) -> (Double, Double) {
        let lo = axis.vMin(of: element.frame), hi = axis.vMax(of: element.frame)
        switch element.kind {
        case .header:
            if Int(element.section) == pinnedSection { return (lo, .infinity) }
            return (lo, max(hi, sections[Int(element.section)].itemsEndV))
        case .cell:
            if cardPinTop != nil { return (lo, .infinity) }
            guard let carousel else { return (lo, hi) }
            let s = max(1, carousel.centerScale, carousel.edgeScale)
            let mid = (lo + hi) / 2, half = (hi - lo) / 2 * s
            return (mid - half, mid + half)
        case .footer, .decoration, .supplementary:
            return (lo, hi)
        }
    }

    /// The element's zIndex, which does not depend on the offset.
    func zIndex(of element: LayoutElement) -> Int {
        switch element.kind {
        case .decoration: -1
        case .header where Int(element.section) == pinnedSection: PinnedZIndex.permanent
        case .header where stickyHeaders: PinnedZIndex.sticky
        case .cell where cardPinTop != nil: Int(element.item)
        default: 0
        }
    }

    /// Applies the offset-dependent changes to `attributes` of a moving element.
    func apply(to attributes: inout LayoutAttributes, sections: [SectionInfo], offset: Point2D) {
        let y0 = axis.v(of: offset)
        switch attributes.kind {
        case .header:
            let info = sections[attributes.section]
            let visibleEnd = y0 + axis.v(of: viewport)
            let pin: BoundaryPin
            var visibleStart = y0
            if attributes.section == pinnedSection {
                pin = BoundaryPin(edge: .start, staticStart: info.headerV, extent: info.headerExtent, limit: .infinity)
            } else {
                if let k = pinnedSection, y0 >= sections[k].headerV { visibleStart += sections[k].headerExtent }
                pin = BoundaryPin(edge: .start, staticStart: info.headerV, extent: info.headerExtent, limit: info.itemsEndV)
            }
            attributes.frame = axis.moved(attributes.frame, toV: pin.start(visibleStart: visibleStart, visibleEnd: visibleEnd))
        case .cell:
            if let pinTop = cardPinTop {
                attributes.frame = axis.moved(attributes.frame, toV: max(axis.vMin(of: attributes.frame), y0 + pinTop))
            } else if let carousel {
                let centre = offset.x + viewport.width / 2
                let d = abs(attributes.frame.midX - centre)
                let m = viewport.width / 2 + attributes.frame.width / 2
                let t = m > 0 ? min(1, d / m) : 1
                attributes.scale = carousel.centerScale + (carousel.edgeScale - carousel.centerScale) * t
            }
        case .footer, .decoration, .supplementary:
            break
        }
    }
}
