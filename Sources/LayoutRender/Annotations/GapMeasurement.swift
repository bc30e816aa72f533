import LayoutCore

/// Finds, per section, the smallest gap between two cells as drawn: along the scroll axis (line
/// spacing) and along the line axis (interitem spacing).
enum GapMeasurement {
    /// Cells considered per section; the first lines show the spacings, and the search is quadratic.
    static let cellsPerSection = 64
    /// Gaps and overlaps smaller than this count as none.
    static let epsilon = 1e-6

    /// Line- and interitem-spacing dimensions for the cells among `attributes`, in content coordinates,
    /// each shown: inside `visible` and not under one of `covers` (headers and footers drawn over cells).
    static func dimensions(
        of attributes: [LayoutAttributes], direction: ScrollDirection, visible: Rect2D, covers: [Rect2D]
    ) -> [Dimension] {
        let axes = AxisMapper(direction: direction)
        var bySection: [Int: [Rect2D]] = [:]
        for a in attributes where a.kind == .cell && bySection[a.section, default: []].count < cellsPerSection {
            bySection[a.section, default: []].append(a.drawnFrame)
        }
        let shown = { (dimension: Dimension) in dimension.isShown(in: visible, covers: covers) }
        var result: [Dimension] = []
        for (section, frames) in bySection.sorted(by: { $0.key < $1.key }) {
            let lineSpacing = smallestGap(in: frames, along: axes.vMin, axes.vMax, across: axes.uMin, axes.uMax, shown: shown) { start, end, u in
                Dimension(kind: .lineSpacing, section: section, from: axes.point(u: u, v: start), to: axes.point(u: u, v: end))
            }
            let interitemSpacing = smallestGap(in: frames, along: axes.uMin, axes.uMax, across: axes.vMin, axes.vMax, shown: shown) { start, end, v in
                Dimension(kind: .interitemSpacing, section: section, from: axes.point(u: start, v: v), to: axes.point(u: end, v: v))
            }
            result += [lineSpacing, interitemSpacing].compactMap { $0 }
        }
        return result
    }

    /// The dimension (made by `make` from the gap's start, end and the middle of the overlap) of the
    /// smallest positive gap along one axis between two frames that overlap on the other axis, with no
    /// third frame across the line through the middle of their overlap (overlapping cards leave no gap
    /// between the first and the third) and the line `shown`; ties go to the first pair in data order.
    private static func smallestGap(
        in frames: [Rect2D], along lo: (Rect2D) -> Double, _ hi: (Rect2D) -> Double,
        across crossLo: (Rect2D) -> Double, _ crossHi: (Rect2D) -> Double, shown: (Dimension) -> Bool,
        make: (Double, Double, Double) -> Dimension
    ) -> Dimension? {
        var best: Dimension?
        for a in frames {
            for b in frames {
                let gap = lo(b) - hi(a)
                guard gap > epsilon else { continue }
                let overlapLo = max(crossLo(a), crossLo(b)), overlapHi = min(crossHi(a), crossHi(b))
                guard overlapHi - overlapLo > epsilon else { continue }
                if let current = best, gap >= current.length - epsilon { continue }
                let mid = (overlapLo + overlapHi) / 2
                let blocked = frames.contains { c in
                    lo(c) < lo(b) - epsilon && hi(c) > hi(a) + epsilon && crossLo(c) < mid && crossHi(c) > mid
                }
                let candidate = make(hi(a), lo(b), mid)
                if !blocked, shown(candidate) { best = candidate }
            }
        }
        return best
    }
}
