#if !canImport(UIKit)
extension CGRect {
    /// Whether every component is finite; Linux Foundation's `intersects` and `contains` stop the process on a
    /// NaN component where CoreGraphics answers `false`, so the host asks this first of frames user code made.
    var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// `intersects(_:)` as CoreGraphics answers it: `false`, never a trap, when either rectangle has a NaN or infinity.
    func finitelyIntersects(_ other: CGRect) -> Bool {
        isFinite && other.isFinite && intersects(other)
    }
}
#endif
