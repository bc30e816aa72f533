#if !canImport(UIKit)
/// Checks what a layout method returned against the collection view, as UIKit validates it: index paths
/// in range, finite frames, one attributes object per element, frames inside the content.
@MainActor
struct AttributesCheck {
    let collectionView: UICollectionView
    let contentSize: CGSize
    let options: LayoutHost.Options

    /// How far a frame may reach past the content before it counts as outside: rounding, not design.
    static let contentTolerance: CGFloat = 0.001

    /// One element's identity; plain integers hash much faster than `IndexPath`.
    private struct Key: Hashable {
        var section: Int
        var item: Int
        var category: UInt
        var kind: String?
    }

    /// O(n): the element's name is only built for the message of a fault.
    func check(_ attributes: [UICollectionViewLayoutAttributes], method: String) throws(LayoutFault) {
        var seen = Set<Key>()
        seen.reserveCapacity(attributes.count)
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        for element in attributes {
            if let reason = outOfRangeReason(element, counts: counts) {
                throw .indexPathOutOfRange(element: LayoutFault.describe(element), method: method, reason: reason)
            }
            guard element.frame.isFinite else {
                throw .nonFiniteFrame(element: LayoutFault.describe(element), method: method, frame: element.frame)
            }
            let path = element.indexPath
            let key = Key(
                section: path[0], item: path[1], category: element.representedElementCategory.rawValue,
                kind: element.representedElementKind)
            guard seen.insert(key).inserted else {
                throw .duplicateAttributes(element: LayoutFault.describe(element), method: method)
            }
            if options.checksContentBounds, !element.isHidden, isOutsideContent(element.frame) {
                throw .outsideContent(
                    element: LayoutFault.describe(element), method: method, frame: element.frame,
                    contentSize: contentSize)
            }
        }
    }

    private func outOfRangeReason(_ element: UICollectionViewLayoutAttributes, counts: [Int]) -> String? {
        let path = element.indexPath
        guard path.count == 2 else {
            return "an element's index path has 2 indexes (section, item), this one \(path.count)"
        }
        let sections = counts.count
        guard (0..<sections).contains(path[0]) else {
            return "the collection view has \(sections) section\(sections == 1 ? "" : "s")"
        }
        guard path[1] >= 0 else { return "item indexes start at 0" }
        if element.representedElementCategory == .cell {
            let items = counts[path[0]]
            guard path[1] < items else { return "section \(path[0]) has \(items) item\(items == 1 ? "" : "s")" }
        }
        return nil
    }

    private func isOutsideContent(_ frame: CGRect) -> Bool {
        let t = Self.contentTolerance
        return frame.minX < -t || frame.minY < -t || frame.maxX > contentSize.width + t
            || frame.maxY > contentSize.height + t
    }
}
#endif
