#if !canImport(UIKit)
import LayoutCore

/// Checks what a layout method returned against the collection view, as UIKit validates it (index paths
/// in range, finite frames, one attributes object per element), and converts it to LayoutShot's attributes in
/// the same pass, reading each object's properties once. A frame outside the content is drawn, as UIKit draws
/// it, with a warning.
@MainActor
struct AttributesCheck {
    let collectionView: UICollectionView
    let contentSize: CGSize
    let options: LayoutHost.Options

    /// How far a frame may reach past the content before it counts as outside: rounding, not design.
    static let contentTolerance = 0.001

    /// One element's identity; plain integers hash much faster than `IndexPath`.
    private struct Key: Hashable {
        var section: Int
        var item: Int
        var kind: ElementKind
        var elementKind: String?
    }

    /// The visible (not hidden) elements as LayoutShot's attributes, in the order returned, the layout's objects
    /// they came from (one for one), and the warnings they raise; O(n). An element's name is only built for a message.
    func resolve(
        _ attributes: [UICollectionViewLayoutAttributes], method: String
    ) throws(LayoutFault) -> (attributes: [LayoutAttributes], sources: [UICollectionViewLayoutAttributes], warnings: [LayoutWarning]) {
        var warnings: [LayoutWarning] = []
        var seen = Set<Key>()
        seen.reserveCapacity(attributes.count)
        var result: [LayoutAttributes] = []
        result.reserveCapacity(attributes.count)
        var sources: [UICollectionViewLayoutAttributes] = []
        sources.reserveCapacity(attributes.count)
        let counts = (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
        for element in attributes {
            let path = element.indexPath
            let converted = element.layoutShotAttributes(indexPath: path)
            if let reason = outOfRangeReason(path, isCell: converted.kind == .cell, counts: counts) {
                throw .indexPathOutOfRange(element: LayoutFault.describe(element), method: method, reason: reason)
            }
            let frame = converted.frame
            guard frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                throw .nonFiniteFrame(element: LayoutFault.describe(element), method: method, frame: element.frame)
            }
            let key = Key(
                section: converted.section, item: converted.item, kind: converted.kind, elementKind: converted.elementKind)
            guard seen.insert(key).inserted else {
                throw .duplicateAttributes(element: LayoutFault.describe(element), method: method)
            }
            if element.isHidden { continue }
            if options.checksContentBounds, warnings.isEmpty, isOutsideContent(frame), !scrollsOrthogonally(converted) {
                warnings.append(.outsideContent(
                    element: LayoutFault.describe(element), method: method, frame: element.frame,
                    contentSize: contentSize))
            }
            result.append(converted)
            sources.append(element)
        }
        return (result, sources, warnings)
    }

    /// Cells have two indexes; UIKit lets supplementary and decoration views have one (just the section).
    private func outOfRangeReason(_ path: IndexPath, isCell: Bool, counts: [Int]) -> String? {
        guard path.count == 2 || (!isCell && path.count == 1) else {
            return isCell ? "a cell's index path has 2 indexes (section, item), this one \(path.count)"
                : "a supplementary or decoration view's index path has 1 or 2 indexes, this one \(path.count)"
        }
        guard counts.indices.contains(path[0]) else {
            return "the collection view has \(counts.count) section\(counts.count == 1 ? "" : "s")"
        }
        guard path.count == 1 || path[1] >= 0 else { return "item indexes start at 0" }
        if isCell, path[1] >= counts[path[0]] {
            let items = counts[path[0]]
            return "section \(path[0]) has \(items) item\(items == 1 ? "" : "s")"
        }
        return nil
    }

    private func isOutsideContent(_ frame: Rect2D) -> Bool {
        let t = Self.contentTolerance
        return frame.x < -t || frame.y < -t || frame.maxX > Double(contentSize.width) + t
            || frame.maxY > Double(contentSize.height) + t
    }
}
#endif
