#if !canImport(UIKit)
import LayoutCore

/// One section: its group repeated until the section's items are used up, with insets, spacing, boundary
/// supplementaries and backgrounds, as UIKit's class.
@preconcurrency @MainActor
public final class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
    /// What the section repeats: an app's group, or the engine's row group of a list section.
    enum Content {
        case group(NSCollectionLayoutGroup)
        case engine(CompositionalGroup)
    }

    let content: Content
    /// The engine's list configuration of a list section (its separators, header row and background colour).
    var list: CompositionalListConfiguration?
    /// Space between the section's boundary (its headers and footers) and its groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Which collection-view insets `contentInsets` are added to.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the groups run across the scroll axis in a scroller of their own.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// How that scroller decelerates and bounces (iOS 17); recorded, not simulated.
    public private(set) var orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Headers, footers and other views on the section's edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary supplementaries are inset across the scroll axis like the content.
    public var supplementariesFollowContentInsets = true
    /// Which collection-view insets boundary supplementaries are measured from; `.automatic` follows the
    /// configuration's `contentInsetsReference`.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// Backgrounds behind the section.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the section's visible items, its scroll offset and the environment before the layout
    /// answers a query at a new offset; what it changes on the items (transform, alpha, zIndex, centre,
    /// hidden) is what the layout returns for them.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// A section repeating `group`.
    public convenience init(group: NSCollectionLayoutGroup) {
        self.init(content: .group(group))
    }

    init(content: Content) {
        self.content = content
        super.init()
    }

    /// A list section: one full-width row per item, headers and footers by mode, in the configuration's look.
    /// Headers and footers are self-sizing, as rows are: a header showing a list content configuration takes the
    /// height of its text within the configuration's margins, and a view that measures nothing keeps the list's
    /// stand-in height (`CompositionalListConfiguration.Metrics`), now its estimate.
    public class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        var value = CompositionalSection.list(using: configuration.value(in: layoutEnvironment))
        for index in value.boundarySupplementaryItems.indices {
            if case .absolute(let height) = value.boundarySupplementaryItems[index].layoutSize.heightDimension {
                value.boundarySupplementaryItems[index].layoutSize.heightDimension = .estimated(height)
            }
        }
        return listSection(value)
    }

    /// The engine's list section `value` as a compositional layout's section.
    static func listSection(_ value: CompositionalSection) -> NSCollectionLayoutSection {
        let section = NSCollectionLayoutSection(content: .engine(value.group))
        section.contentInsets = NSDirectionalEdgeInsets(value.contentInsets)
        section.contentInsetsReference = UIContentInsetsReference(value.contentInsetsReference)
        section.interGroupSpacing = CGFloat(value.interGroupSpacing)
        section.boundarySupplementaryItems = value.boundarySupplementaryItems.map(NSCollectionLayoutBoundarySupplementaryItem.init)
        section.decorationItems = value.decorationItems.map(NSCollectionLayoutDecorationItem.init)
        section.supplementariesFollowContentInsets = value.supplementariesFollowContentInsets
        section.supplementaryContentInsetsReference = UIContentInsetsReference(value.supplementaryContentInsetsReference)
        section.list = value.list
        return section
    }

    /// A section with the same settings and group.
    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSCollectionLayoutSection(content: content)
        copy.contentInsets = contentInsets
        copy.contentInsetsReference = contentInsetsReference
        copy.interGroupSpacing = interGroupSpacing
        copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        copy.orthogonalScrollingProperties.decelerationRate = orthogonalScrollingProperties.decelerationRate
        copy.orthogonalScrollingProperties.bounce = orthogonalScrollingProperties.bounce
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        copy.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        copy.decorationItems = decorationItems
        copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
        copy.list = list
        return copy
    }

    /// The engine's section, its custom groups asked for their items in `environment`.
    func value(in environment: any NSCollectionLayoutEnvironment) -> CompositionalSection {
        let group: CompositionalGroup
        switch content {
        case .group(let wrapped): group = wrapped.groupValue(in: environment)
        case .engine(let value): group = value
        }
        var section = CompositionalSection(
            group: group, contentInsets: contentInsets.value, contentInsetsReference: contentInsetsReference.value,
            interGroupSpacing: Double(interGroupSpacing), orthogonalScrollingBehavior: orthogonalScrollingBehavior.value,
            boundarySupplementaryItems: boundarySupplementaryItems.map(\.boundaryValue),
            decorationItems: decorationItems.map(\.decorationValue),
            supplementariesFollowContentInsets: supplementariesFollowContentInsets,
            supplementaryContentInsetsReference: supplementaryContentInsetsReference.value)
        section.list = list
        return section
    }
}
#endif
