import LayoutCore

/// Finds, per section, the smallest gap between two cells as drawn: along the scroll axis (line
/// spacing) and along the line axis (interitem spacing).
enum GapMeasurement {
    /// Cells considered per section; the first lines show the spacings, and the search is quadratic.
    static let cellsPerSection = 64
    /// Gaps and overlaps smaller than this count as none.
    static let epsilon = 1e-6

    /// Line- and interitem-spacing dimensions for the cells among `attributes`, in content coordinates.
    static func dimensions(of attributes: [LayoutAttributes], direction: ScrollDirection) -> [Dimension] {
        let axes = MeasurementAxes(direction)
        var bySection: [Int: [Rect]] = [:]
        for a in attributes where a.kind == .cell && bySection[a.section, default: []].count < cellsPerSection {
            bySection[a.section, default: []].append(a.drawnFrame)
        }
        var result: [Dimension] = []
        for (section, frames) in bySection.sorted(by: { $0.key < $1.key }) {
            if let gap = smallestGap(in: frames, along: axes.v0, axes.v1, across: axes.u0, axes.u1) {
                let u = gap.acrossMid
                result.append(Dimension(
                    kind: .lineSpacing, section: section, from: axes.point(u: u, v: gap.start), to: axes.point(u: u, v: gap.end)))
            }
            if let gap = smallestGap(in: frames, along: axes.u0, axes.u1, across: axes.v0, axes.v1) {
                let v = gap.acrossMid
                result.append(Dimension(
                    kind: .interitemSpacing, section: section, from: axes.point(u: gap.start, v: v),
                    to: axes.point(u: gap.end, v: v)))
            }
        }
        return result
    }

    /// The smallest positive gap along one axis between two frames that overlap on the other axis, with
    /// no third frame across the line through the middle of their overlap (overlapping cards leave no
    /// gap between the first and the third); ties go to the first pair in data order.
    private static func smallestGap(
        in frames: [Rect], along lo: (Rect) -> Double, _ hi: (Rect) -> Double,
        across crossLo: (Rect) -> Double, _ crossHi: (Rect) -> Double
    ) -> (start: Double, end: Double, acrossMid: Double)? {
        var best: (start: Double, end: Double, acrossMid: Double)?
        for a in frames {
            for b in frames {
                let gap = lo(b) - hi(a)
                guard gap > epsilon else { continue }
                let overlapLo = max(crossLo(a), crossLo(b)), overlapHi = min(crossHi(a), crossHi(b))
                guard overlapHi - overlapLo > epsilon else { continue }
                if let current = best, gap >= current.end - current.start - epsilon { continue }
                let mid = (overlapLo + overlapHi) / 2
                let blocked = frames.contains { c in
                    lo(c) < lo(b) - epsilon && hi(c) > hi(a) + epsilon && crossLo(c) < mid && crossHi(c) > mid
                }
                if !blocked { best = (hi(a), lo(b), mid) }
            }
        }
        return best
    }
}
