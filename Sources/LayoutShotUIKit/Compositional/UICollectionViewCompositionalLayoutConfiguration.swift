#if !canImport(UIKit)
import LayoutCore

/// Layout-wide settings of a compositional layout, as UIKit's class.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
    /// The axis the layout scrolls along and its sections stack along.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout, before the first and after the last section.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The insets the layout-wide supplementaries and the environment's container are measured from.
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// A configuration with UIKit's defaults.
    public override init() {
        super.init()
    }

    /// A configuration with the same settings.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.contentInsetsReference = contentInsetsReference
        return copy
    }

    /// The engine's configuration.
    var value: CompositionalConfiguration {
        CompositionalConfiguration(
            scrollDirection: scrollDirection == .vertical ? .vertical : .horizontal,
            interSectionSpacing: Double(interSectionSpacing),
            boundarySupplementaryItems: boundarySupplementaryItems.map(\.boundaryValue),
            contentInsetsReference: contentInsetsReference.value)
    }
}
#endif
