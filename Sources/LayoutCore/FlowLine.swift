/// One line of a flow section as `FlowLineBreaker` broke it, and where its items go along and across
/// the line for each alignment.
///
/// Works in scroll-relative axes (see `AxisMapper`): `u` along the line, `v` across it.
struct FlowLine {
    /// Index of the line's first item.
    let first: Int
    /// One past the index of the line's last item.
    let end: Int
    /// Sum of item extents along the line plus `interitemSpacing` between them.
    let used: Double
    /// The largest item extent across the line.
    let extent: Double
    /// Whether the line holds the section's last item (the justified padding rule applies to it).
    let isLast: Bool

    var count: Int { end - first }

    /// Calls `body(i, u)` for the line's items in data order: `i` counts from 0 at the line's first item,
    /// `u` is where the item starts along the line. `uSizes` are the line's extents, indexed the same way.
    ///
    /// `start`, `end` and `center` pack the items with `spacing`; `dataEnd` packs them at the end with the
    /// first item last along the line; `justified` is UIKit's spread (see `justifiedStart`).
    @inline(__always)
    func forEachPosition(
        alignment: HorizontalAlignment, uSizes: [Double], spacing: Double, area: SectionArea,
        _ body: (_ index: Int, _ u: Double) -> Void
    ) {
        let free = area.available - used
        switch alignment {
        case .start:
            pack(from: area.uStart, gap: spacing, uSizes: uSizes, body)
        case .end:
            pack(from: area.uStart + free, gap: spacing, uSizes: uSizes, body)
        case .center:
            pack(from: area.uStart + free / 2, gap: spacing, uSizes: uSizes, body)
        case .dataEnd:
            var u = area.uStart + area.available
            for i in 0..<count {
                u -= uSizes[i]
                body(i, u)
                u -= spacing
            }
        case .justified:
            let (start, gap) = justifiedStart(uSizes: uSizes, spacing: spacing, area: area)
            pack(from: start, gap: gap, uSizes: uSizes, body)
        }
    }

    @inline(__always)
    private func pack(from start: Double, gap: Double, uSizes: [Double], _ body: (Int, Double) -> Void) {
        var u = start
        for i in 0..<count {
            body(i, u)
            u += uSizes[i] + gap
        }
    }

    /// UIKit's placement: free space spread between items, a lone item centred, the last line
    /// spaced as if padded with copies of its last item so it lines up with the lines above.
    private func justifiedStart(uSizes: [Double], spacing: Double, area: SectionArea) -> (start: Double, gap: Double) {
        let itemsExtent = used - Double(count - 1) * spacing
        var slots = count
        var filled = itemsExtent
        if isLast {
            let pad = uSizes[count - 1]
            let limit = FlowLineBreaker.limit(for: area.available)
            let step = spacing + pad
            if step > 0, limit > used {
                // Capped so that near-zero steps (empty items, tiny spacing) cannot overflow Int.
                let copies = Int(min(((limit - used) / step).rounded(.down), Double(Int32.max)))
                filled += Double(copies) * pad
                slots += copies
            }
        }
        if slots == 1 {
            return (area.uStart + (area.available - itemsExtent) / 2, spacing)
        }
        return (area.uStart, (area.available - filled) / Double(slots - 1))
    }

    /// Where an item of extent `vSize` starts across a line that starts at `lineV`.
    @inline(__always)
    func v(of vSize: Double, lineV: Double, alignment: VerticalAlignment) -> Double {
        switch alignment {
        case .top: lineV
        case .center: lineV + (extent - vSize) / 2
        case .bottom: lineV + extent - vSize
        }
    }
}
