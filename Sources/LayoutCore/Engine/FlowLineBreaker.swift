/// Breaks a section's items into lines as UICollectionViewFlowLayout does.
///
/// Item extents are worked out from the items whenever they are needed rather than stored: that is a few
/// comparisons per item, cheaper than filling and reading scratch arrays the size of the section.
///
/// Works in scroll-relative axes (see `AxisMapper`): `u` along a line, `v` across it.
struct FlowLineBreaker {
    /// Relative slack for "fits in the line" so that sums of decimal widths are not rejected by rounding.
    static let fitTolerance = 1e-9

    private let items: [ItemSpec]
    private let itemSize: Size2D
    private let axis: AxisMapper
    /// The section's `interitemSpacing`.
    let spacing: Double
    /// The largest `used` extent that still counts as fitting in the line.
    let limit: Double

    init(section: SectionConfiguration, available: Double, axis: AxisMapper) {
        items = section.items
        itemSize = section.itemSize
        self.axis = axis
        spacing = section.interitemSpacing
        limit = Self.limit(for: available)
    }

    /// The largest extent that still counts as fitting in `available`.
    static func limit(for available: Double) -> Double {
        available + fitTolerance * max(1, available)
    }

    /// Item `k`'s extents along and across a line, from its own size or the section's `itemSize`.
    @inline(__always)
    func extents(of k: Int) -> (u: Double, v: Double) {
        let size = items[k].resolvedSize(default: itemSize)
        return (axis.u(of: size), axis.v(of: size))
    }

    /// The line starting at item `first`: later items join while the sum of extents and spacings fits;
    /// the first item always stays, so an item longer than the line takes a line of its own.
    ///
    /// O(count): each item of the line is sized once, plus the one that did not fit.
    func line(from first: Int) -> FlowLine {
        let n = items.count
        let head = extents(of: first)
        var used = head.u
        var extent = head.v
        var end = first + 1
        while end < n {
            let next = extents(of: end)
            let total = used + spacing + next.u
            if total > limit { break }
            used = total
            // A select, not `max`, so it compiles to a branch-free maximum: heights vary at random.
            extent = next.v > extent ? next.v : extent
            end += 1
        }
        return FlowLine(first: first, end: end, used: used, extent: extent, isLast: end == n)
    }
}
