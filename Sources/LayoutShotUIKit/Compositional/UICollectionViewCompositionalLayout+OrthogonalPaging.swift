#if !canImport(UIKit)
import LayoutCore

extension UICollectionViewCompositionalLayout {
    /// Where section `section`'s own scroller comes to rest for a drag whose deceleration would end at `proposed`,
    /// as its `orthogonalScrollingBehavior` snaps it; `velocity` is positive towards trailing (only its sign
    /// counts: a paging behaviour then moves one page or group from the one nearest `current`). `nil` for a
    /// section that does not scroll orthogonally. A LayoutShot addition: UIKit does this inside its scroller.
    public func targetOrthogonalScrollOffset(
        inSection section: Int, proposed: CGFloat, velocity: CGFloat = 0, current: CGFloat? = nil
    ) -> CGFloat? {
        state.geometry.targetOrthogonalOffset(
            section: section, proposed: Double(proposed), velocity: Double(velocity), current: current.map(Double.init)
        ).map { CGFloat($0) }
    }

    /// The offsets section `section`'s own scroller can rest at, ascending; empty for a continuous section or
    /// one that does not scroll orthogonally.
    public func orthogonalRestingOffsets(inSection section: Int) -> [CGFloat] {
        let sections = state.geometry.sections
        guard sections.indices.contains(section) else { return [] }
        return sections[section].restingOffsets.map { CGFloat($0) }
    }
}
#endif
