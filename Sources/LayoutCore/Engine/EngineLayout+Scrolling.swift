extension EngineLayout {
    /// The content offset that brings section `section`'s start under the permanently pinned header
    /// (or to the viewport's top), clamped to the valid offsets; `nil` for a section that does not exist.
    public func offsetToShow(section: Int) -> Point2D? {
        guard sections.indices.contains(section) else { return nil }
        var v = sections[section].headerV
        if let k = effects.pinnedSection, section > k { v -= sections[k].headerExtent }
        let limit = effects.axis.v(of: maximumOffset)
        v = min(max(0, v), limit)
        return effects.axis.point(u: 0, v: v)
    }

    /// Carousel snapping: the offset that centres the item nearest to the proposed centre (ties: lower
    /// index). A non-zero `velocity` (points per second, positive rightwards) moves at least one item
    /// past the item centred at `current` in the flick's direction. `nil` unless a carousel with items.
    public func snappedOffset(proposed: Point2D, velocity: Double = 0, current: Point2D? = nil) -> Point2D? {
        guard configuration.kind == .carousel, !elements.isEmpty else { return nil }
        let half = viewport.width / 2
        var target = nearestItem(toCentre: proposed.x + half)
        if velocity != 0 {
            let from = nearestItem(toCentre: (current ?? proposed).x + half)
            if velocity > 0 {
                target = max(target, min(elements.count - 1, from + 1))
            } else {
                target = min(target, max(0, from - 1))
            }
        }
        let c = elements[target].frame.midX
        return Point2D(x: proposed.x + (c - (proposed.x + half)), y: proposed.y)
    }

    /// Index of the carousel item whose centre is nearest to `x`; ties go to the lower index.
    private func nearestItem(toCentre x: Double) -> Int {
        var lo = 0, hi = elements.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if elements[mid].frame.midX < x { lo = mid + 1 } else { hi = mid }
        }
        if lo == elements.count { return lo - 1 }
        if lo == 0 { return 0 }
        let before = x - elements[lo - 1].frame.midX, after = elements[lo].frame.midX - x
        return before <= after ? lo - 1 : lo
    }
}
