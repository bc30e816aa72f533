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

    /// Calls `body(k, u, size)` for the line's items in data order: `u` is where item `k` starts along the
    /// line and `size` its extents as `sizes` reports them.
    ///
    /// `start`, `end` and `center` pack the items with `interitemSpacing`; `dataEnd` packs them at the end with the
    /// first item last along the line; `justified` is UIKit's spread (see `justifiedStart`).
    @inline(__always)
    func forEachPosition(
        alignment: LineAlignment, sizes: FlowLineBreaker, area: SectionArea,
        _ body: (_ item: Int, _ u: Double, _ size: (u: Double, v: Double)) -> Void
    ) {
        let free = area.available - used
        switch alignment {
        case .start:
            pack(from: area.uStart, gap: sizes.spacing, sizes: sizes, body)
        case .end:
            pack(from: area.uStart + free, gap: sizes.spacing, sizes: sizes, body)
        case .center:
            pack(from: area.uStart + free / 2, gap: sizes.spacing, sizes: sizes, body)
        case .dataEnd:
            var u = area.uStart + area.available
            for k in first..<end {
                let size = sizes.extents(of: k)
                u -= size.u
                body(k, u, size)
                u -= sizes.spacing
            }
        case .justified:
            let (start, gap) = justifiedStart(sizes: sizes, area: area)
            pack(from: start, gap: gap, sizes: sizes, body)
        }
    }

    @inline(__always)
    private func pack(
        from start: Double, gap: Double, sizes: FlowLineBreaker, _ body: (Int, Double, (u: Double, v: Double)) -> Void
    ) {
        var u = start
        for k in first..<end {
            let size = sizes.extents(of: k)
            body(k, u, size)
            u += size.u + gap
        }
    }

    /// UIKit's placement: free space spread between items, a lone item centred, the last line
    /// spaced as if padded with copies of its last item so it lines up with the lines above.
    private func justifiedStart(sizes: FlowLineBreaker, area: SectionArea) -> (start: Double, gap: Double) {
        let spacing = sizes.spacing
        let itemsExtent = used - Double(count - 1) * spacing
        var slots = count
        var filled = itemsExtent
        if isLast {
            let pad = sizes.extents(of: end - 1).u
            let limit = sizes.limit
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
    func v(of vSize: Double, lineV: Double, alignment: CrossAlignment) -> Double {
        switch alignment {
        case .top: lineV
        case .center: lineV + (extent - vSize) / 2
        case .bottom: lineV + extent - vSize
        }
    }
}
