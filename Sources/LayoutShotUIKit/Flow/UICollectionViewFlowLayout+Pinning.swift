#if !canImport(UIKit)
import LayoutCore

/// Headers and footers pinned to the visible bounds, which replace their static frames in queries.
struct PinnedElements {
    var headers = false
    var footers = false
    var elements: [UICollectionViewLayoutAttributes] = []

    /// Whether static elements of `kind` are left out because their pinned versions are in `elements`.
    func replaces(_ kind: ElementKind) -> Bool {
        (kind == .header && headers) || (kind == .footer && footers)
    }
}

extension UICollectionViewFlowLayout {
    /// The bounds inside the adjusted content inset along the scroll axis: where pinned views stick.
    func visibleRect(_ bounds: CGRect) -> Rect2D {
        let inset = collectionView?.adjustedContentInset ?? .zero
        let axis = scrollAxis
        let along = axis.axes(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right)
        return axis.rect(
            u: axis.u(width: bounds.minX, height: bounds.minY),
            v: axis.v(width: bounds.minX, height: bounds.minY) + along.vStart,
            uSize: axis.u(width: bounds.width, height: bounds.height),
            vSize: axis.v(width: bounds.width, height: bounds.height) - along.vStart - along.vEnd)
    }

    /// The pinned headers and footers that meet `rect` at the collection view's current bounds.
    ///
    /// Pinned views cover the cells they float over (zIndex 1024), as they do in UIKit.
    func pinnedElements(in rect: CGRect, state: FlowLayoutState) -> PinnedElements {
        var pinned = PinnedElements(headers: sectionHeadersPinToVisibleBounds, footers: sectionFootersPinToVisibleBounds)
        guard pinned.headers || pinned.footers else { return pinned }
        let visible = visibleRect(collectionView?.bounds ?? .zero)
        let query = Rect2D(rect)
        for s in state.sections.indices {
            let frames = [
                (UICollectionView.elementKindSectionHeader, pinned.headers ? state.pinnedHeaderFrame(section: s, visible: visible) : nil),
                (UICollectionView.elementKindSectionFooter, pinned.footers ? state.pinnedFooterFrame(section: s, visible: visible) : nil),
            ]
            for case let (kind, frame?) in frames where frame.touches(query) {
                let attributes = supplementaryAttributes(kind: kind, section: s, frame: frame)
                attributes.zIndex = Self.pinnedZIndex
                pinned.elements.append(attributes)
            }
        }
        return pinned
    }

    static let pinnedZIndex = PinnedZIndex.uikitFlow
}

extension UICollectionViewLayoutAttributes {
    /// LayoutShot's element kind for this UIKit category and kind string.
    var elementKind: ElementKind {
        switch representedElementCategory {
        case .cell: .cell
        case .decorationView: .decoration
        case .supplementaryView:
            switch representedElementKind {
            case UICollectionView.elementKindSectionHeader: .header
            case UICollectionView.elementKindSectionFooter: .footer
            default: .supplementary
            }
        }
    }
}
#endif
