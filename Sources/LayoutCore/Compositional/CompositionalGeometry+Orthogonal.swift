extension CompositionalGeometry {
    /// Where section `section`'s orthogonal scroller comes to rest for a drag ending at `proposed` (the offset
    /// deceleration would reach), as its behaviour's `targetContentOffset` would snap it. Paging behaviours move
    /// one page or group from the one nearest `current` when `velocity` (points per second, positive towards
    /// trailing) is non-zero, else to the nearest; `nil` for a section without orthogonal scrolling.
    public func targetOrthogonalOffset(section: Int, proposed: Double, velocity: Double = 0, current: Double? = nil) -> Double? {
        guard sections.indices.contains(section) else { return nil }
        let geometry = sections[section]
        let behavior = geometry.orthogonalScrollingBehavior
        guard behavior != .none else { return nil }
        let candidates = geometry.restingOffsets
        guard !candidates.isEmpty else { return min(max(0, proposed), geometry.maximumOrthogonalOffset) }
        let nearest = Self.nearest(in: candidates, to: proposed)
        switch behavior {
        case .none, .continuous:
            return min(max(0, proposed), geometry.maximumOrthogonalOffset)
        case .continuousGroupLeadingBoundary:
            return candidates[nearest]
        case .paging, .groupPaging, .groupPagingCentered:
            guard velocity != 0 else { return candidates[nearest] }
            let from = Self.nearest(in: candidates, to: current ?? proposed)
            let step = velocity > 0 ? 1 : -1
            return candidates[min(candidates.count - 1, max(0, from + step))]
        }
    }

    /// Index of the candidate nearest `x`; ties go to the lower index.
    private static func nearest(in sorted: [Double], to x: Double) -> Int {
        var best = 0
        for (i, c) in sorted.enumerated() where abs(c - x) < abs(sorted[best] - x) { best = i }
        return best
    }
}

extension CompositionalSectionGeometry {
    /// The offsets the section's behaviour can rest at, ascending and clamped to the scroller's range:
    /// pages of the scroller's length (`paging`), each group's leading edge at the leading content inset
    /// (`groupPaging`, `continuousGroupLeadingBoundary`) or each group centred (`groupPagingCentered`).
    public var restingOffsets: [Double] {
        let limit = maximumOrthogonalOffset
        var raw: [Double]
        switch orthogonalScrollingBehavior {
        case .none, .continuous:
            return []
        case .paging:
            guard orthogonalViewportLength > 0, limit.isFinite else { return [0] }
            let pages = Int((limit / orthogonalViewportLength).rounded(.up))
            raw = (0...pages).map { Double($0) * orthogonalViewportLength }
        case .groupPaging, .continuousGroupLeadingBoundary:
            raw = groupStarts.map { $0 - leadingContentInset }
        case .groupPagingCentered:
            raw = zip(groupStarts, groupLengths).map { $0 + $1 / 2 - orthogonalViewportLength / 2 }
        }
        var offsets: [Double] = []
        for offset in raw.map({ min(max(0, $0), limit) }) where offsets.last != offset { offsets.append(offset) }
        return offsets
    }
}
