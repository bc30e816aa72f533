#if !canImport(UIKit)
extension UIScrollView {
    /// The offset nearest the current one at which `rect` is visible.
    func offsetShowing(_ rect: CGRect) -> CGPoint {
        var offset = contentOffset
        if rect.maxX > bounds.maxX { offset.x += rect.maxX - bounds.maxX }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > bounds.maxY { offset.y += rect.maxY - bounds.maxY }
        if rect.minY < offset.y { offset.y = rect.minY }
        return offset
    }
}

extension UICollectionView {
    /// Where `scrollToItem(at:at:animated:)` puts the item, as UIKit's option set.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The set's bits.
        public let rawValue: UInt
        /// A set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No position: as little scrolling as needed.
        public static let none = ScrollPosition([])
        /// At the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// Centred vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// At the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// At the left.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// Centred horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// At the right.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The offset `scrollToItem(at:at:animated:)` moves to: the item's frame (asked of the layout) at
    /// `scrollPosition`, or as little scrolling as shows it for `.none`; `nil` when the layout has no such item.
    func offset(showingItemAt indexPath: IndexPath, at scrollPosition: ScrollPosition) -> CGPoint? {
        prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        if scrollPosition.isEmpty { return offsetShowing(frame) }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        return offset
    }
}

#endif
