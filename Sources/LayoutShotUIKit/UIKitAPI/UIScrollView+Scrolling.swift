#if !canImport(UIKit)
extension UIScrollView {
    /// Scrolls so that `rect` is visible, as little as needed; no animation, the offset jumps.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxX > bounds.maxX { offset.x += rect.maxX - bounds.maxX }
        if rect.minX < offset.x { offset.x = rect.minX }
        if rect.maxY > bounds.maxY { offset.y += rect.maxY - bounds.maxY }
        if rect.minY < offset.y { offset.y = rect.minY }
        contentOffset = offset
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

    /// Moves the offset so that the item's frame (asked of the layout) sits at `scrollPosition`; no animation.
    /// The host shows the new offset at its next `resolve`.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        prepareLayoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        contentOffset = offset
    }
}

#endif
