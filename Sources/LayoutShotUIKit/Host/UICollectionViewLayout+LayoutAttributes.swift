#if !canImport(UIKit)
import LayoutCore

extension UICollectionViewLayout {
    /// UIKit attributes (of `layoutAttributesClass`) for an element a LayoutCore engine computed: the one converter
    /// every built-in layout uses, so category, kind, index path, frame, zIndex, corner radius and colour all carry
    /// over; a header or footer without a kind string gets UIKit's.
    func makeAttributes(from attributes: LayoutAttributes) -> UICollectionViewLayoutAttributes {
        let made = makeAttributes()
        made.indexPath = IndexPath(item: attributes.item, section: attributes.section)
        switch attributes.kind {
        case .cell:
            made.layoutShotCellKind = attributes.elementKind
        case .header:
            made.representedElementCategory = .supplementaryView
            made.representedElementKind = attributes.elementKind ?? UICollectionView.elementKindSectionHeader
        case .footer:
            made.representedElementCategory = .supplementaryView
            made.representedElementKind = attributes.elementKind ?? UICollectionView.elementKindSectionFooter
        case .supplementary:
            made.representedElementCategory = .supplementaryView
            made.representedElementKind = attributes.elementKind
        case .decoration:
            made.representedElementCategory = .decorationView
            made.representedElementKind = attributes.elementKind
        }
        made.frame = CGRect(attributes.frame)
        made.zIndex = attributes.zIndex
        made.layoutShotCornerRadius = attributes.cornerRadius
        made.layoutShotColor = attributes.color
        return made
    }
}
#endif
